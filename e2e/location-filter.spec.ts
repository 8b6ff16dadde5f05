import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.js';

const HARBOR_DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const HARBOR_BAYSIDE = '00000000-0000-4000-8000-00000000a102';

/**
 * The page's location filter. The header has a location select of its own, with the same name, which
 * shows first: the filter is looked for in the page's main region, never by order.
 */
function locationFilter(page: Page) {
  return page.getByRole('main').getByRole('textbox', { name: 'Location', exact: true });
}

/** Picks a location in the page's location filter. */
async function chooseInFilter(page: Page, name: string) {
  await locationFilter(page).click();
  await page.getByRole('option', { name, exact: true }).click();
}

// Spec §2's location filter on every list that has one: a chosen location sticks (URL, stored selection,
// after a reload); 'All locations' is kept as all=1. It used to snap back to the previous location.
for (const path of ['/quests?tab=quests', '/quests?tab=submissions', '/fixits', '/training']) {
  test(`the location filter of ${path} keeps the chosen location`, async ({ page }) => {
    await logIn(page, 'manager@harbor.example');
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}location=${HARBOR_DOWNTOWN}`);
    const filter = locationFilter(page);
    await expect(filter).toHaveValue('Harbor Downtown');

    await chooseInFilter(page, 'Harbor Bayside');
    await expect(page).toHaveURL(new RegExp(`location=${HARBOR_BAYSIDE}`));
    await expect(filter).toHaveValue('Harbor Bayside');
    expect(await page.evaluate(() => window.localStorage.getItem('ks:selected-location'))).toBe(HARBOR_BAYSIDE);

    await chooseInFilter(page, 'All locations');
    await expect(page).toHaveURL(/[?&]all=1/);
    await expect(filter).toHaveValue('All locations');

    await chooseInFilter(page, 'Harbor Bayside');
    await expect(page).not.toHaveURL(/all=1/);
    await expect(filter).toHaveValue('Harbor Bayside');
    await page.reload();
    await expect(locationFilter(page)).toHaveValue('Harbor Bayside');
  });
}
