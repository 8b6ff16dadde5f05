import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

// Two phones on one checklist (issue 41 item 2): the late phone's answers are kept as evidence.
test.use(phone);

async function phoneOf(browser: Browser, email: string, quest: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, email);
  await page.goto(`/quests?location=${DOWNTOWN}&tab=today`);
  await page.getByTestId('today-activation').filter({ hasText: quest }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('0 of 2 answered')).toBeVisible();
  return page;
}

type Late = {
  device: string | null;
  answer: { action: { name: string }; answeredBy: { displayName: string } | null; files: Array<{ name: string }> };
};

test('phone A answers and submits offline, phone B submits online: A’s answers are kept as late evidence and A is told so', async ({
  browser,
  request,
}) => {
  const quest = `Delivery check ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const built = await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    name: quest,
    actions: [
      { type: 'INSTRUCTION', name: 'Check the seals' },
      { type: 'FILE', name: 'Delivery note' },
    ],
  });
  const phoneA = await phoneOf(browser, 'cook@harbor.example', quest);
  const phoneB = await phoneOf(browser, 'manager@harbor.example', quest);

  // A, in the walk-in: both answers and the submit wait on the device.
  await phoneA.context().setOffline(true);
  await phoneA.getByRole('checkbox', { name: 'Check the seals: Done' }).check();
  await phoneA
    .locator('input[type="file"][aria-label="Delivery note"]')
    .setInputFiles({ name: 'delivery-note.png', mimeType: 'image/png', buffer: floorplanPng(200, 120) });
  await expect(phoneA.getByText('2 of 2 answered')).toBeVisible();
  await phoneA.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(phoneA.getByTestId('submitted-on-device')).toContainText('It will be sent when the network is back');

  // B, online, answers one action and submits first.
  await phoneB.getByRole('checkbox', { name: 'Check the seals: Done' }).check();
  await expect(phoneB.getByText('1 of 2 answered')).toBeVisible();
  await phoneB.getByRole('button', { name: 'Submit', exact: true }).click();
  await phoneB.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(phoneB.getByText('Checklist submitted')).toBeVisible();
  const scoreOfB = await phoneB.getByTestId('score-badge').textContent();

  // A comes back: its answers are late evidence, and its screen says exactly that.
  await phoneA.context().setOffline(false);
  const note = phoneA.getByTestId('submitted-elsewhere');
  await expect(note).toContainText(/submitted this checklist at .+, before the answers on this device reached the server\./, {
    timeout: 30_000,
  });
  await expect(note).toContainText(
    '2 answers given on this device before that are kept on the submitted record as late evidence, with this device and their times. They do not change the score.',
  );
  await expect(phoneA.getByTestId('score-badge')).toHaveText(scoreOfB!);

  const listed = await manager.ok<{ questSubmissions: { totalCount: number; items: Array<{ id: string }> } }>(
    'query($q: ID) { questSubmissions(questId: $q) { totalCount items { id } } }',
    { q: built.id },
  );
  expect(listed.questSubmissions.totalCount).toBe(1);
  const id = listed.questSubmissions.items[0]!.id;
  const { questSubmissionDetails: record } = await manager.ok<{
    questSubmissionDetails: { score: number; answerCount: number; lateAnswers: Late[] };
  }>(
    'query($id: ID!) { questSubmissionDetails(id: $id) { score answerCount lateAnswers { device answer { action { name } answeredBy { displayName } files { name } } } } }',
    { id },
  );
  expect(`${record.score}%`).toBe(scoreOfB);
  expect(record.answerCount).toBe(1);
  expect(record.lateAnswers.map((late) => late.answer.action.name)).toEqual(['Check the seals', 'Delivery note']);
  expect(record.lateAnswers[1]!.answer.files).toEqual([{ name: 'delivery-note.png' }]);
  expect(record.lateAnswers[0]!.device).toMatch(/^Android · Chrome · #[0-9A-F]{4}$/);

  // The record shows them, with the device and time, under its answers.
  await phoneB.goto(`/quests/${id}/submission`);
  const evidence = phoneB.getByTestId('late-answer');
  await expect(evidence).toHaveCount(2);
  await expect(evidence.filter({ hasText: 'Delivery note' })).toContainText(
    /Given on Android · Chrome · #[0-9A-F]{4} by .+ at .+ · received/,
  );
  // The picture shows as the record's pictures do: a thumbnail that opens large.
  await expect(evidence.filter({ hasText: 'Delivery note' }).getByTestId('answer-thumbnail')).toBeVisible();
});
