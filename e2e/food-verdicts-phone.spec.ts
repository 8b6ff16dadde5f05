import { expect, test, type Locator, type Page } from '@playwright/test';
import { Api } from './support/api.js';
import { equipmentWithFittedSensor, postReadingsAgo } from './support/fitted-sensor.js';
import { logIn } from './support/session.js';

// Issue 34: the food verdict on a phone. Harbor Downtown (New York, FDA: 41 °F), equipment of this spec's
// own, prepared through the real API and ingest with sensors fitted in the past (decision 0341).
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The food word in the equipment page's header (beside the name) and in its food card. */
function equipmentWords(page: Page, name: string): { header: Locator; card: Locator } {
  return {
    header: page.getByRole('heading', { level: 1, name }).locator('xpath=..').locator('[data-verdict]'),
    card: page.locator('section[aria-labelledby="food-safeness"]').locator('[data-verdict]'),
  };
}

async function expectWord(words: { header: Locator; card: Locator }, word: string, timeout?: number) {
  await expect(words.header).toHaveText(word, { timeout });
  await expect(words.card).toHaveText(word, { timeout });
}

test('an air-sensor fridge with door openings is SAFE; a silent warm fridge turns DISCARD on the open page', async ({ page, request }) => {
  // Up to 4 minutes for the warm fridge: its deadline passes, the food-verdicts job runs on the minute.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const manager = await Api.as(request, 'manager@harbor.example');

  // Six hours of air at 3 °C (37 °F) with a door opening every hour: one reading at 5.6 °C (42 °F).
  const doors = await equipmentWithFittedSensor(manager, {
    locationId: DOWNTOWN,
    name: `Phone door fridge ${stamp}`,
    fittedMinutesAgo: 365,
  });
  await postReadingsAgo(request, doors, { fromMinutesAgo: 360 }, (minutesAgo) => (minutesAgo % 60 === 30 ? 5.6 : 3));
  // A fridge whose food simulant warmed to 9 °C and then went silent (a power cut); its readings come below.
  const silent = await equipmentWithFittedSensor(manager, {
    locationId: DOWNTOWN,
    name: `Phone silent fridge ${stamp}`,
    placement: 'FOOD_SIMULANT',
    fittedMinutesAgo: 270,
  });

  await logIn(page, 'manager@harbor.example');
  await page.goto(doors.page);
  const doorWords = equipmentWords(page, doors.name);
  await expectWord(doorWords, 'SAFE');
  const { appliance } = await manager.ok<{ appliance: { foodVerdict: { dangerMinutes: number } } }>(
    'query($id: ID!) { appliance(id: $id) { foodVerdict { dangerMinutes } } }',
    { id: doors.applianceId },
  );
  expect(appliance.foodVerdict.dangerMinutes).toBe(0);
  // The form of a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The silent fridge, open on the phone before its readings arrive; the page is never reloaded after this.
  await page.goto(silent.page);
  const silentWords = equipmentWords(page, silent.name);
  await page.evaluate(() => ((window as unknown as { keptOpen: boolean }).keptOpen = true));
  // Its buffer: 20 min at 3 °C, then 30 min at 9 °C, then nothing. The clock runs from the last safe reading,
  // 4 h minus 40 s ago: DISCARD 40 s from now with no reading (the open gap counts, PRODUCT.md).
  const lastSafeAgoMin = 240 - 40 / 60;
  await postReadingsAgo(request, silent, { fromMinutesAgo: lastSafeAgoMin + 20, toMinutesAgo: lastSafeAgoMin - 30 }, (minutesAgo) =>
    minutesAgo > lastSafeAgoMin - 0.01 ? 3 : 9,
  );
  const discardAt = Date.now() + 40_000;
  await expectWord(silentWords, 'USE NOW');
  await expectWord(silentWords, 'DISCARD', 180_000);
  expect(Date.now()).toBeGreaterThanOrEqual(discardAt - 2_000);
  expect(await page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);

  // The dashboard says the same word for it, and has nothing about the fridge with the door openings.
  await page.goto('/dashboard');
  const atRisk = page.getByTestId('dashboard-food-at-risk');
  await expect(atRisk.filter({ hasText: silent.name }).locator('[data-verdict]')).toHaveText('DISCARD');
  await expect(atRisk.filter({ hasText: doors.name })).toHaveCount(0);
});
