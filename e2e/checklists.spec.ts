import { expect, test } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

test('skipped checks count as not done; a photo answer opens full size from the submission and the fix-it', async ({ page, request }) => {
  const quest = `Opening checks ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    name: quest,
    actions: [
      { type: 'TEMPERATURE', name: 'Walk-in temperature', properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] } },
      { type: 'PHOTO', name: 'Photo of the probe' },
      { type: 'INSTRUCTION', name: 'Sanitise the slicer' },
    ],
  });

  await logIn(page, 'cook@harbor.example');
  await page.goto(`/quests?location=${DOWNTOWN}`);
  await page.getByTestId('today-activation').filter({ hasText: quest }).getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Walk-in temperature', { exact: true }).fill('38');
  await page.getByLabel('Walk-in temperature', { exact: true }).press('Enter');
  await expect(page.getByText('1 of 3 answered')).toBeVisible();
  await page
    .locator('input[type="file"][aria-label="Photo of the probe"]')
    .setInputFiles({ name: 'probe.png', mimeType: 'image/png', buffer: floorplanPng(640, 400) });
  await expect(page.getByText('2 of 3 answered')).toBeVisible();

  // The instruction is skipped: the dialog says how many are unanswered and what that costs.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the checklist?' });
  await expect(dialog).toContainText('1 action is not answered. It will count as not done: it lowers the score and raises a fix-it.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 of 3 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page.getByText('Checklist submitted')).toBeVisible();
  await expect(page.getByTestId('score-badge')).toHaveText('67%');
  await expect(page.getByTestId('raised-fixit')).toHaveText(['• Sanitise the slicer']);

  // The submission shows the photo as a thumbnail that opens full size.
  await page.getByRole('link', { name: 'See the submission' }).click();
  const photoRow = page.getByTestId('submission-answer').filter({ hasText: 'Photo of the probe' });
  const thumbnail = photoRow.getByTestId('answer-thumbnail').locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await photoRow.getByRole('button', { name: 'Open probe.png full size' }).click();
  const full = page.getByRole('dialog', { name: 'probe.png' }).getByRole('img', { name: 'probe.png' });
  await expect(full).toBeVisible();
  // The original (640 px wide), not the 128 px thumbnail.
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await page.keyboard.press('Escape');

  // The skipped instruction is a pending fix-it "not done".
  await page.goto(`/fixits?location=${DOWNTOWN}`);
  const notDone = page.getByTestId('fixit-card').filter({ hasText: quest }).filter({ hasText: 'Sanitise the slicer' });
  await expect(notDone.getByTestId('fixit-not-done')).toHaveText('Not done: left unanswered when the checklist was submitted');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a cook names the fridge with a temperature answer and sees at once that it differs from its sensor', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const manager = await Api.as(request, 'manager@harbor.example');
    const fridge = `Probe fridge ${suffix}`;
    const { createAppliance } = await manager.ok<{ createAppliance: { id: string } }>(
      'mutation($input: CreateApplianceInput!) { createAppliance(input: $input) { id } }',
      { input: { locationId: DOWNTOWN, name: fridge, type: 'FRIDGE' } },
    );
    const { createSensor } = await manager.ok<{ createSensor: { secret: string; sensor: { id: string; hwid: string } } }>(
      'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id hwid } } }',
      { input: { locationId: DOWNTOWN, hwid: `E2E-PROBE-${suffix}` } },
    );
    await manager.ok('mutation($a: ID!, $s: ID!) { attachSensor(applianceId: $a, sensorId: $s) { status } }', {
      a: createAppliance.id,
      s: createSensor.sensor.id,
    });
    // The sensor reads 8.2 °C now; the cook's probe will say 39.2 °F (4 °C): 4.2 °C apart, 7.6 °F.
    const now = Date.now();
    const posted = await request.post('/ingest/v1/readings', {
      data: {
        readings: [10, 5, 0].map((m) => ({
          hwid: createSensor.sensor.hwid,
          time: new Date(now - m * 60_000).toISOString(),
          temperature: 8.2,
        })),
      },
      headers: { authorization: `Bearer ${createSensor.secret}` },
    });
    expect(posted.status()).toBeLessThan(300);
    const quest = `Probe round ${suffix}`;
    await buildDailyQuest(manager, {
      locationId: DOWNTOWN,
      name: quest,
      actions: [
        { type: 'TEMPERATURE', name: 'Probe the fridge', properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] } },
      ],
    });

    await logIn(page, 'cook@harbor.example');
    await page.goto(`/quests?location=${DOWNTOWN}`);
    await page.getByTestId('today-activation').filter({ hasText: quest }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('textbox', { name: 'Taken at (appliance, optional)' }).click();
    await page.getByRole('option', { name: fridge }).click();
    await page.getByLabel('Probe the fridge', { exact: true }).fill('39.2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('1 of 1 answered')).toBeVisible();
    await expect(page.getByTestId('sensor-disagreement')).toHaveText('Reading differs from the sensor by 7.6 °F');
    await expect(page.getByRole('textbox', { name: 'Taken at (appliance, optional)' })).toHaveValue(fridge);
  });
});
