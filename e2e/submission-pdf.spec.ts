import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, a cook downloads a submitted checklist as a PDF with its quest, answers and fix-it', async ({ page, request }) => {
  const quest = `Closing checks ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const { id: questId } = await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    name: quest,
    actions: [
      { type: 'TEMPERATURE', name: 'Walk-in temperature', properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] } },
    ],
  });
  // The cook's checklist, done through the API: what this test is about is the download.
  const cook = await Api.as(request, 'cook@harbor.example');
  const { todayActivations } = await cook.ok<{ todayActivations: Array<{ id: string; open: boolean; quest: { id: string } }> }>(
    'query($l: ID!) { todayActivations(locationId: $l) { id open quest { id } } }',
    { l: DOWNTOWN },
  );
  const activation = todayActivations.find((a) => a.quest.id === questId && a.open)!;
  const { quest: built } = await cook.ok<{ quest: { parts: Array<{ id: string }> } }>(
    'query($id: ID!) { quest(id: $id) { parts { ... on QuestActionPart { id } } } }',
    {
      id: questId,
    },
  );
  await cook.ok(
    'mutation($a: ID!, $p: ID!, $v: QuestAnswerInput!) { answerQuestAction(activationId: $a, partId: $p, answer: $v) { id } }',
    {
      a: activation.id,
      p: built.parts[0]!.id,
      v: { temperature: 9, unit: 'C' },
    },
  );
  const { submitQuestActivation } = await cook.ok<{ submitQuestActivation: { id: string } }>(
    'mutation($a: ID!) { submitQuestActivation(activationId: $a) { id } }',
    { a: activation.id },
  );

  await logIn(page, 'cook@harbor.example');
  await page.goto(`/quests/${submitQuestActivation.id}/submission`);
  await expect(page.getByRole('heading', { name: 'Quest Submission details' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Download PDF' });
  // A full-width tap target on the phone, inside the screen.
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const downloading = page.waitForEvent('download');
  await button.tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^checklist-closing-checks-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(quest);
  expect(text).toContain('Location: Harbor Downtown');
  expect(text).toContain('48.2 °F · Not compliant — fix-it raised');
  expect(text).toMatch(/Walk-in temperature: Pending/);
  expect(text).toMatch(/^\s*Page 1\s*$/m);
});
