import { expect, test, type APIRequestContext } from '@playwright/test';
import { Api } from './support/api.js';
import { equipmentWithFittedSensor, postReadingsAgo } from './support/fitted-sensor.js';
import { logIn } from './support/session.js';

// Downtown, not Bayside: Bayside's Small kitchen plan is counted to its last piece by equipment.spec.
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

/**
 * A fridge at Harbor Downtown whose alert came and went (prepared through the real API and ingest): a new
 * sensor fitted 135 minutes ago sends 40 minutes at 3 °C, 50 minutes at 9 °C, then 20 minutes back at
 * 3 °C, so the engine raises the alert and ends it. Returns the appliance's page and name.
 */
async function fridgeWithEndedAlert(request: APIRequestContext, manager: Api): Promise<{ page: string; name: string }> {
  const fridge = await equipmentWithFittedSensor(manager, {
    locationId: DOWNTOWN,
    name: `Dessert fridge ${Date.now().toString(36)}`,
    fittedMinutesAgo: 135,
  });
  await postReadingsAgo(request, fridge, { fromMinutesAgo: 130 }, (minutesAgo) => (minutesAgo <= 80 && minutesAgo >= 30 ? 9 : 3));
  return { page: fridge.page, name: fridge.name };
}

// A phone: the cook records what was done standing at the fridge.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a cook records a corrective action for an ended alert on a phone; a manager then closes it out', async ({ page, request }) => {
  const manager = await Api.as(request, 'manager@harbor.example');
  const fridge = await fridgeWithEndedAlert(request, manager);
  await logIn(page, 'cook@harbor.example');

  // The ended alert nobody has reviewed: the dashboard asks for it.
  const review = page.getByTestId('alerts-needing-review');
  await expect(review).toBeVisible();
  const row = review.locator('[data-testid^="review-"]').filter({ hasText: fridge.name });
  const alertId = (await row.getAttribute('data-testid'))!.replace('review-', '');
  await expect(row).toContainText('Corrective action needed');
  await row.getByRole('link', { name: 'Record corrective action' }).click();

  await expect(page).toHaveTitle('Kitchen Sentinel | Record corrective action');
  // Saving without a fate is refused on the page, nothing sent.
  await page.getByRole('button', { name: 'Save corrective action' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose what happened to the food' })).toBeVisible();
  await page.getByTestId('fate-DISCARDED').tap();
  await page.getByLabel('Quantity (optional)').fill('2 trays of custard');
  await page.getByLabel('Cost (optional)').fill('18.50');
  await page.getByLabel('Note').fill('Fridge door was left ajar overnight');
  // The form fits the phone: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Save corrective action' }).tap();

  await expect(page.getByText('Corrective action saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  const recorded = page.getByTestId(`review-${alertId}`);
  await expect(recorded).toContainText('Awaiting sign-off');
  await expect(recorded).toContainText('Discarded — by');
  // A cook cannot close it out.
  await expect(recorded.getByRole('button', { name: 'Close out' })).toHaveCount(0);

  // It is the server's record: fate, quantity, cost and who did it.
  const alerts = await manager.ok<{
    alertsNeedingReview: Array<{
      id: string;
      correctiveAction: { fate: string; quantity: string; cost: number; doneBy: { displayName: string } } | null;
    }>;
  }>('query { alertsNeedingReview { id correctiveAction { fate quantity cost doneBy { displayName } } } }');
  expect(alerts.alertsNeedingReview.find((alert) => alert.id === alertId)?.correctiveAction).toMatchObject({
    fate: 'DISCARDED',
    quantity: '2 trays of custard',
    cost: 18.5,
  });

  // The manager closes it out on the equipment page: it leaves "Needs review", and the history says who.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, 'manager@harbor.example');
  await page.goto(fridge.page);
  const managerRow = page.getByTestId(`review-${alertId}`);
  await managerRow.getByRole('button', { name: 'Close out' }).tap();
  await expect(page.getByText('Alert closed out')).toBeVisible();
  await expect(page.getByTestId(`review-${alertId}`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('audit-trail')).toContainText('Maria Harbor signed off the record (Corrective action)');
});
