import { addDays, todayIn } from '@ks/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const DOWNTOWN_ZONE = 'America/New_York';
const QUEST = `Cold room check ${Date.now().toString(36)}`;

/**
 * 00:30 UTC on the day after `day`: the evening of `day` in New York, but already the next day in UTC and
 * in Kiritimati. A screen that takes "today" from the browser instead of the kitchen goes wrong then.
 */
function halfPastMidnightUtcAfter(day: string): Date {
  return new Date(`${addDays(day, 1)}T00:30:00Z`);
}

/** The content width of the signed-in layout (1400, or 1800 on the quest editor). */
async function layoutWidth(page: Page): Promise<string> {
  return page
    .locator('main')
    .locator('> div')
    .first()
    .evaluate((element) => getComputedStyle(element).maxWidth);
}

/** The editor card of the n-th part (sections and actions, in order). */
function part(page: Page, index: number): Locator {
  return page.getByTestId('quest-part').nth(index);
}

test('build a quest, do it on a phone with one failing answer, see the score and resolve the fix-it', async ({ page, browser }) => {
  // The manager's browser clock can be moved (it keeps running from the real time until then).
  await page.clock.install();
  // A manager builds the quest at Harbor Downtown in the wide editor.
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/quests?tab=quests&location=${DOWNTOWN}`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Quests');
  await expect(page.getByRole('textbox', { name: 'Location' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New quest' }).click();
  await expect(page).toHaveURL(/\/quests\/[0-9a-f-]{36}\/edit(\?|$)/);
  await expect(page).toHaveTitle('Kitchen Sentinel | Edit quest');
  await expect.poll(() => layoutWidth(page)).toBe('1800px');

  await page.getByLabel('Name', { exact: false }).first().fill(QUEST);
  // The schedule is set at 00:30 UTC, when New York is still on today: it starts on the kitchen's today,
  // whatever the browser's own date (the day after, in UTC and in the far-zone project's Kiritimati).
  const today = todayIn(DOWNTOWN_ZONE);
  await page.clock.setSystemTime(halfPastMidnightUtcAfter(today));
  await page.getByRole('button', { name: 'Set a schedule' }).click();
  await expect(page.getByLabel('Starts on')).toHaveValue(today);
  await page.clock.setSystemTime(new Date());
  await expect(page.getByTestId('schedule-words')).toHaveText('Every day, all day');
  await page.getByRole('button', { name: 'Save quest' }).click();
  await expect(page.getByText('Quest saved')).toBeVisible();

  // Activation is refused while the quest has no content, naming what is missing.
  await page.getByRole('switch', { name: 'Active' }).dispatchEvent('click');
  await expect(page.getByRole('alert').filter({ hasText: 'A quest cannot be activated without content' })).toBeVisible();

  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByTestId('quest-part')).toHaveCount(1);
  await part(page, 0).getByLabel('Section name').fill('Walk-in');
  await part(page, 0).getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByText('Section saved')).toBeVisible();

  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByRole('menuitem', { name: 'Temperature' }).click();
  await expect(page.getByTestId('quest-part')).toHaveCount(2);
  const temperature = part(page, 1);
  await temperature.getByRole('textbox', { name: 'Name' }).fill('Walk-in temperature');
  // The new action starts BELOW 0 °C (shown as 32 °F); make it a fridge: at or below 41 °F.
  await expect(temperature.getByLabel('Temperature (°F)')).toHaveValue('32');
  await temperature.getByLabel('Temperature (°F)').fill('41');
  await temperature.getByRole('button', { name: 'Save action' }).click();
  await expect(page.getByText('Action saved')).toBeVisible();
  // The toast lasts 4 s; wait it out so the next save's toast is told apart on a slow machine too. The
  // pointer leaves the bottom-right corner first: a toast under it keeps itself open (Mantine pauses on hover).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Action saved')).toBeHidden({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByRole('menuitem', { name: 'Single choice' }).click();
  await expect(page.getByTestId('quest-part')).toHaveCount(3);
  const choice = part(page, 2);
  await choice.getByRole('textbox', { name: 'Name' }).fill('Door seal intact?');
  await expect(choice.getByLabel('Option 1')).toHaveValue('Option 1');
  await expect(choice.getByLabel('Option 2')).toHaveValue('Option 2');
  await choice.getByLabel('Option 1').fill('Yes');
  await choice.getByLabel('Option 2').fill('No');
  await choice.getByRole('switch', { name: 'Triggers a fix-it' }).nth(1).dispatchEvent('click');
  await choice.getByRole('button', { name: 'Save action' }).click();
  await expect(page.getByText('Action saved')).toBeVisible();

  await page.getByRole('switch', { name: 'Active' }).dispatchEvent('click');
  await expect(page.getByText('Quest activated')).toBeVisible();
  await expect(page.getByText('This quest is active. Deactivate it to change its schedule or content.')).toBeVisible();

  // Leaving the editor puts the layout back to 1400.
  await page.getByRole('link', { name: `Back to ${QUEST}` }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Quest details');
  await expect.poll(() => layoutWidth(page)).toBe('1400px');
  await expect(page.getByRole('heading', { name: QUEST })).toBeVisible();

  // The cook does it on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const cook = await phone.newPage();
  await logIn(cook, 'cook@harbor.example');
  await cook.goto(`/quests?location=${DOWNTOWN}`);
  await expect(cook.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
  const card = cook.getByTestId('today-activation').filter({ hasText: QUEST });
  await expect(card).toContainText('All day');
  await card.getByRole('button', { name: 'Start' }).click();

  await cook.getByLabel('Walk-in temperature', { exact: true }).fill('38');
  await cook.getByLabel('Walk-in temperature', { exact: true }).press('Enter');
  await expect(cook.getByTestId('run-action').nth(0).getByText('Compliant', { exact: true })).toBeVisible();
  await expect(cook.getByText('1 of 2 answered')).toBeVisible();
  await cook.getByRole('radio', { name: 'No' }).check();
  await expect(cook.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(cook.getByTestId('run-action').nth(1).getByText('Not compliant — a fix-it will be raised')).toBeVisible();
  await expect(cook.getByText('2 of 2 answered')).toBeVisible();
  await cook.getByRole('button', { name: 'Submit' }).click();

  await expect(cook.getByText('Checklist submitted')).toBeVisible();
  await expect(cook.getByTestId('score-badge')).toHaveText('50%');
  await expect(cook.getByTestId('raised-fixit')).toHaveText(['• Door seal intact?']);

  await cook.getByRole('link', { name: 'See the submission' }).click();
  await expect(cook).toHaveTitle('Kitchen Sentinel | Quest Submission details');
  await expect(cook.getByTestId('submitted-by')).toHaveText('Chris Cook');
  await expect(cook.getByTestId('score-badge')).toHaveText('50%');
  await expect(cook.getByTestId('submission-answer')).toHaveCount(2);
  await expect(cook.getByTestId('submission-answer').filter({ hasText: 'Walk-in temperature' })).toContainText('38.0 °F');
  await expect(cook.getByTestId('submission-fixit')).toContainText('Door seal intact?');
  await expect(cook.getByTestId('submission-fixit')).toContainText('Pending');

  // The new fix-it is pending at Downtown; the cook resolves it with a comment.
  await cook.goto(`/fixits?location=${DOWNTOWN}`);
  await expect(cook).toHaveTitle('Kitchen Sentinel | Fix-its');
  // Filtered by this run's quest too: the far-zone project plays the scenario again on the same data.
  const fixitCard = () => cook.getByTestId('fixit-card').filter({ hasText: QUEST }).filter({ hasText: 'Door seal intact?' });
  const fixit = fixitCard();
  await expect(fixit).toContainText(QUEST);
  await expect(fixit).toContainText('No');
  await fixit.getByRole('button', { name: 'Resolve' }).click();
  const dialog = cook.getByRole('dialog', { name: 'Resolve fix-it' });
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByLabel('What was done?').fill('Replaced the door seal and re-checked.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(cook.getByText('Fix-it resolved')).toBeVisible();
  await expect(fixitCard()).toHaveCount(0);

  await cook.getByText('Resolved', { exact: true }).click();
  const resolved = fixitCard();
  await expect(resolved).toContainText('Resolved by Chris Cook');
  await expect(resolved).toContainText('Replaced the door seal and re-checked.');
  await phone.close();
});

test('the schedule editor offers the last Friday of the month and saves it', async ({ page }) => {
  const choose = async (label: string, option: string) => {
    await page.getByRole('textbox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/quests?tab=quests&location=${DOWNTOWN}`);
  await page.getByRole('button', { name: 'New quest' }).click();
  await expect(page).toHaveURL(/\/quests\/[0-9a-f-]{36}\/edit(\?|$)/);
  const name = `Deep clean ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page.getByRole('button', { name: 'Set a schedule' }).click();
  await choose('Repeat', 'Every month');

  // A monthly day 29–31 saves, but says which months it skips.
  await page.getByLabel('Starts on').fill('2026-01-31');
  await expect(page.getByTestId('schedule-words')).toHaveText('Every month on day 31, all day');
  await expect(page.getByTestId('schedule-warning')).toContainText('Some months have no day 31');

  await page.getByRole('textbox', { name: 'Which day' }).click();
  await expect(page.getByRole('option', { name: 'Last day of the month', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Last', exact: true }).click();
  await choose('Weekday', 'Friday');
  await expect(page.getByTestId('schedule-words')).toHaveText('Every month on the last Friday, all day');
  await expect(page.getByTestId('schedule-warning')).toHaveCount(0);
  // The device's copy of the data as it was before the save (the app persists it a moment after changes).
  const questId = /\/quests\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
  const unsaved = await persistedCache(page, `Quest:${questId}`);
  await page.getByRole('button', { name: 'Save quest' }).click();
  await expect(page.getByText('Quest saved')).toBeVisible();

  // Read back from the stored rule, even when the reload restores the copy persisted before the save:
  // the editor opens on what the server has.
  await expect.poll(async () => (await persistedCache(page, `Quest:${questId}`)).value !== unsaved.value).toBe(true);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), unsaved);
  // A slow network answer (a busy kitchen Wi-Fi) gives the restored copy time to show first.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'QuestEditor') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('schedule-words')).toHaveText('Every month on the last Friday, all day');
  await expect(page.getByRole('textbox', { name: 'Weekday' })).toHaveValue('Friday');
});

/** The Apollo cache the app keeps in localStorage, once it holds `entity` (e.g. "Quest:<id>"). */
async function persistedCache(page: Page, entity: string): Promise<{ key: string; value: string }> {
  const read = () =>
    page.evaluate((wanted) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('apollo-cache'));
      const value = key ? (localStorage.getItem(key) ?? '') : '';
      return key && value.includes(wanted) ? { key, value } : null;
    }, entity);
  await expect.poll(read).not.toBeNull();
  return (await read())!;
}
