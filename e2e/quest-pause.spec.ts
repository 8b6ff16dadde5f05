import { expect, test } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { logIn } from './support/session.js';

// Issue 41 items 4 and 6: a Location Manager pauses a quest shared with other locations at their own location
// only; today's checklists stop there and go on elsewhere. On a phone.
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const BAYSIDE = '00000000-0000-4000-8000-00000000a102';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Today = { todayActivations: Array<{ open: boolean; quest: { name: string } }> };

/** Whether `quest` is among today's open checklists at the location, as the Harbor manager's API answers. */
async function runsToday(manager: Api, locationId: string, quest: string): Promise<boolean> {
  const { todayActivations } = await manager.ok<Today>('query($l: ID!) { todayActivations(locationId: $l) { open quest { name } } }', {
    l: locationId,
  });
  return todayActivations.some((activation) => activation.open && activation.quest.name === quest);
}

test('a Location Manager pauses a shared quest at their location only, and resumes it', async ({ page, request }) => {
  const quest = `Shared close-down ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const built = await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    alsoAt: [BAYSIDE],
    name: quest,
    actions: [
      { type: 'TEMPERATURE', name: 'Walk-in temperature', properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] } },
    ],
  });
  expect(await runsToday(manager, DOWNTOWN, quest)).toBe(true);
  expect(await runsToday(manager, BAYSIDE, quest)).toBe(true);

  // lm@harbor runs Downtown only: the details page offers the pause there and nowhere else.
  await logIn(page, 'lm@harbor.example');
  await page.goto(`/quests/${built.id}`);
  const pauses = page.getByTestId('location-pauses');
  await expect(pauses.getByRole('heading', { name: 'Running at each location' })).toBeVisible();
  await expect(pauses.getByTestId('location-pause-row')).toHaveCount(1);
  await expect(pauses.getByRole('button', { name: 'Pause at Harbor Bayside' })).toHaveCount(0);
  await pauses.getByRole('button', { name: 'Pause at Harbor Downtown' }).click();
  await expect(page.getByText('Paused at Harbor Downtown')).toBeVisible();
  await expect(pauses.getByTestId('location-pause-row')).toContainText('Paused here');

  // Today's checklists: gone at Downtown (on the Location Manager's screen), still running at Bayside.
  await page.goto(`/quests?location=${DOWNTOWN}&tab=today`);
  await expect(page.getByTestId('today-activation').first()).toBeVisible();
  await expect(page.getByTestId('today-activation').filter({ hasText: quest })).toHaveCount(0);
  expect(await runsToday(manager, DOWNTOWN, quest)).toBe(false);
  expect(await runsToday(manager, BAYSIDE, quest)).toBe(true);

  await page.goto(`/quests/${built.id}`);
  await pauses.getByRole('button', { name: 'Resume at Harbor Downtown' }).click();
  await expect(page.getByText('Running again at Harbor Downtown')).toBeVisible();
  await page.goto(`/quests?location=${DOWNTOWN}&tab=today`);
  await expect(page.getByTestId('today-activation').filter({ hasText: quest })).toHaveCount(1);
  expect(await runsToday(manager, DOWNTOWN, quest)).toBe(true);
});
