import { addDays, todayIn } from '@ks/domain';
import { expect, test } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const DOWNTOWN_ZONE = 'America/New_York';

/** How the card writes a calendar day (the project's one date format, en). */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a manager gives a fix-it to a cook with a due date; after that day it reads Overdue', async ({ page, request }) => {
    const quest = `Closing checks ${Date.now().toString(36)}`;
    const manager = await Api.as(request, 'manager@harbor.example');
    const built = await buildDailyQuest(manager, {
      locationId: DOWNTOWN,
      name: quest,
      actions: [
        { type: 'INSTRUCTION', name: 'Wipe the counters' },
        { type: 'INSTRUCTION', name: 'Empty the grease trap' },
      ],
    });
    // The cook does the first and submits without the second: a "not done" fix-it.
    const cook = await Api.as(request, 'cook@harbor.example');
    const { todayActivations } = await cook.ok<{ todayActivations: Array<{ id: string; open: boolean; quest: { name: string } }> }>(
      'query($l: ID!) { todayActivations(locationId: $l) { id open quest { name } } }',
      { l: DOWNTOWN },
    );
    const activation = todayActivations.find((item) => item.quest.name === quest && item.open);
    expect(activation).toBeDefined();
    const { quest: details } = await manager.ok<{ quest: { parts: Array<{ id?: string }> } }>(
      'query($id: ID!) { quest(id: $id) { parts { ... on QuestActionPart { id } } } }',
      { id: built.id },
    );
    const [firstPart] = details.parts.filter((part) => part.id);
    await cook.ok('mutation($a: ID!, $p: ID!) { answerQuestAction(activationId: $a, partId: $p, answer: { acknowledged: true }) { id } }', {
      a: activation!.id,
      p: firstPart!.id,
    });
    await cook.ok('mutation($a: ID!) { submitQuestActivation(activationId: $a) { id } }', { a: activation!.id });

    await page.clock.install({ time: new Date() });
    await logIn(page, 'manager@harbor.example');
    await page.goto(`/fixits?location=${DOWNTOWN}`);
    const card = page.getByTestId('fixit-card').filter({ hasText: quest });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Owner and due date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Owner and due date' });
    await dialog.getByRole('textbox', { name: 'Owner' }).click();
    await dialog.getByRole('option', { name: 'Chris Cook' }).click();
    const due = todayIn(DOWNTOWN_ZONE);
    await dialog.getByLabel('Due date').fill(due);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fix-it updated')).toBeVisible();
    await expect(card.getByTestId('fixit-owner')).toHaveText('Owner: Chris Cook');
    await expect(card.getByTestId('fixit-due')).toHaveText(`Due ${dayWords(due)}`);
    await expect(card.getByTestId('fixit-overdue')).toHaveCount(0);
    // Everything fits the phone's width: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Just past the location's midnight after the due date (01:00 in New York; the browser's clock only:
    // the open screen turns Overdue by itself, the server's verdict follows on its own clock).
    await page.clock.setSystemTime(new Date(`${addDays(due, 1)}T06:00:00Z`));
    // Anything that draws the list again (here: opening and closing the resolve dialog) shows it.
    await card.getByRole('button', { name: 'Resolve' }).click();
    await page.getByRole('dialog', { name: 'Resolve fix-it' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('fixit-overdue')).toHaveText('Overdue');
    await expect(card.getByTestId('fixit-due')).toHaveText(`Due ${dayWords(due)}`);
    await expect(card.getByTestId('fixit-owner')).toHaveText('Owner: Chris Cook');
    await page.clock.setSystemTime(new Date());
  });
});
