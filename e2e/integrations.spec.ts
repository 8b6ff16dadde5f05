import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Api } from './support/api.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
/** Dragino LHT65N user manual §2.4 example uplink: 28.29 °C on the built-in sensor, external probe unplugged. */
const LHT65N_EXAMPLE = Buffer.from('CBF60B0D0376010ADD7FFF', 'hex').toString('base64');

/** A ChirpStack v4 `up` event as its HTTP integration posts it (JSON encoding). */
const chirpstackUp = (devEui: string, fCnt: number) => ({
  time: new Date().toISOString(),
  deviceInfo: { applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97', deviceName: 'walk-in', devEui: devEui.toLowerCase() },
  fCnt,
  fPort: 2,
  data: LHT65N_EXAMPLE,
  rxInfo: [{ gatewayId: '0016c001f153a14c', rssi: -97, snr: 5.5 }],
});

test('a manager connects ChirpStack from Sensors → Integrations, and its uplinks show there', async ({ page, request }) => {
  const devEui = randomBytes(8).toString('hex').toUpperCase();
  const manager = await Api.as(request, 'manager@harbor.example');
  await manager.ok('mutation($input: CreateSensorInput!) { createSensor(input: $input) { sensor { id } } }', {
    input: { hwid: devEui, model: 'DRAGINO_LHT65N', locationId: DOWNTOWN, reportingIntervalSec: 600 },
  });

  await logIn(page, 'manager@harbor.example');
  await page.goto('/sensors');
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/sensors\/integrations/);
  await expect(page).toHaveTitle('Kitchen Sentinel | Integrations');
  await page.getByRole('button', { name: 'New integration' }).click();
  const name = `Kitchen ChirpStack ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();

  // The setup, shown once: this product's endpoint and the header ChirpStack must send.
  const dialog = page.getByRole('dialog', { name: `Set up ${name}` });
  await expect(dialog.getByTestId('integration-endpoint')).toHaveText(new URL('/ingest/v1/chirpstack', page.url()).href);
  const header = (await dialog.getByTestId('integration-secret').textContent())!;
  expect(header).toMatch(/^Bearer ksn_/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const post = (body: unknown, authorization = header) =>
    request.post('/ingest/v1/chirpstack?event=up', { data: body, headers: { authorization } });
  expect((await post(chirpstackUp(devEui, 1))).status()).toBe(200);
  // Frame 5 after frame 1: three uplinks lost on the way.
  expect((await post(chirpstackUp(devEui, 5))).status()).toBe(200);
  const unknown = randomBytes(8).toString('hex').toUpperCase();
  expect((await post(chirpstackUp(unknown, 1))).status()).toBe(200);

  await page.reload();
  const row = page.getByTestId('integration-row').filter({ hasText: name });
  await expect(row.getByTestId('integration-uplinks')).toHaveText('2');
  await expect(row.getByTestId('integration-bad-uplinks')).toHaveText('1');
  await expect(row.getByTestId('integration-last-error')).toContainText(
    `Unknown DevEUI ${unknown}: register a sensor with this hardware id`,
  );

  // The device's radio on the Sensors screen, in words.
  await page.goto(`/sensors?location=${DOWNTOWN}`);
  const radio = page.getByRole('row').filter({ hasText: devEui }).getByTestId('radio-health');
  await expect(radio).toContainText('-97 dBm · SNR 5.5 dB');
  await expect(radio).toContainText('3 uplinks lost today');
  await page.goBack();

  // A new secret: the old one is refused at once.
  await row.getByRole('button', { name: 'New secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'New secret' }).click();
  const renewed = page.getByRole('dialog', { name: `Set up ${name}` });
  await expect(renewed.getByTestId('integration-secret')).not.toHaveText(header);
  expect((await post(chirpstackUp(devEui, 2))).status()).toBe(401);
});

test('a location manager is not offered integrations and cannot open them', async ({ page }) => {
  await logIn(page, 'lm@harbor.example');
  await page.goto('/sensors');
  await expect(page.getByRole('heading', { name: 'Sensors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Integrations' })).toHaveCount(0);
  await page.goto('/sensors/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('Network integrations are managed by Managers and Full Admins.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New integration' })).toHaveCount(0);
});
