import { devices, expect, test } from '@playwright/test';
import { buildOwnChecklist, startChecklist } from './support/checklist-run.js';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

// A note on any answer, a sign-off signature on submit, photos open large (issue 41 item 4).
test.use({ ...phone, serviceWorkers: 'block' });

test('a cook answers with a note, signs and submits offline; the manager sees the note, who signed, and the photo large', async ({
  page,
  browser,
  request,
}) => {
  const { quest, manager, built } = await buildOwnChecklist(request, DOWNTOWN, 'Closing checks', [
    { type: 'TEMPERATURE', name: 'Walk-in temperature', properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] } },
    { type: 'PHOTO', name: 'Photo of the shelves' },
  ]);
  await startChecklist(page, 'cook@harbor.example', DOWNTOWN, quest);
  await page.getByLabel('Walk-in temperature', { exact: true }).fill('38');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('1 of 2 answered')).toBeVisible();
  const walkIn = page.getByTestId('run-action').filter({ hasText: 'Walk-in temperature' });
  await walkIn.getByRole('button', { name: 'Add a note' }).click();
  await walkIn.getByRole('textbox', { name: 'Note on “Walk-in temperature”' }).fill('  Door seal torn at the bottom  ');
  await walkIn.getByRole('button', { name: 'Save note' }).click();
  await expect(walkIn.getByTestId('run-answer-note')).toHaveText('Note: Door seal torn at the bottom');
  await page
    .locator('input[type="file"][aria-label="Photo of the shelves"]')
    .setInputFiles({ name: 'shelves.png', mimeType: 'image/png', buffer: floorplanPng(1600, 1000) });
  await expect(page.getByText('2 of 2 answered')).toBeVisible();
  // Both answers reached the server before the walk-in's dead zone.
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();

  // In the walk-in, without network: the signature and the submit wait on the device.
  await page.context().setOffline(true);
  const pad = page.getByRole('img', { name: 'Signature pad: draw your signature with a finger or the mouse' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submitted-on-device')).toContainText('It will be sent when the network is back');
  await page.context().setOffline(false);
  await expect(page.getByText('Checklist submitted')).toBeVisible();
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0);
  const submissionIds = async () => {
    const { questSubmissions } = await manager.ok<{ questSubmissions: { items: Array<{ id: string }> } }>(
      'query($q: ID) { questSubmissions(questId: $q) { items { id } } }',
      { q: built.id },
    );
    return questSubmissions.items.map((item) => item.id);
  };
  await expect.poll(submissionIds).toHaveLength(1);
  const [submissionId] = await submissionIds();

  // The manager, at a desk.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const managerPage = await desk.newPage();
  await logIn(managerPage, 'manager@harbor.example');
  await managerPage.goto(`/quests/${submissionId}/submission`);
  await expect(managerPage.getByTestId('signed-by')).toContainText('Signed by Chris Cook at ');
  const drawing = managerPage.getByRole('img', { name: 'Signature of Chris Cook' });
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const row = managerPage.getByTestId('submission-answer').filter({ hasText: 'Walk-in temperature' });
  await expect(row.getByTestId('answer-note')).toHaveText('Note: Door seal torn at the bottom');

  const photoRow = managerPage.getByTestId('submission-answer').filter({ hasText: 'Photo of the shelves' });
  await photoRow.getByRole('button', { name: 'Open shelves.png full size' }).click();
  const dialog = managerPage.getByRole('dialog', { name: 'shelves.png' });
  const large = dialog.getByRole('img', { name: 'shelves.png' });
  // The biggest stored width (1024 px), not the 1600 px original nor the 128 px thumbnail.
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await desk.close();
});
