import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { buildAppliance, outcome, suiteSessions } from '../../../test/estate-factories.js';
import { postReadings, series } from '../../../test/readings.js';
import { SENSOR_MESSAGES } from './sensors.service.js';

/**
 * Decision 0341: a sensor fitted at 09:00 whose attachment the office records at 11:00 is attached "at
 * 09:00" (`attachSensor(attachedAt:)`): the readings its gateway buffered since then count for the
 * equipment (decision 0122 counts nothing before the attachment). Never in the future, at most 7 days
 * back, never before the sensor's newest stored reading (stored readings do not change meaning).
 */
const ATTACH = `mutation($applianceId: ID!, $sensorId: ID!, $attachedAt: DateTime) {
  attachSensor(applianceId: $applianceId, sensorId: $sensorId, attachedAt: $attachedAt) { status sensor { id attachedAt } }
}`;
const CREATE = 'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id hwid } } }';
const VERDICT = 'query($id: ID!) { appliance(id: $id) { foodVerdict { verdict dangerMinutes batchStartedAt } } }';
const MIN = 60_000;

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

async function newSensor(email = 'manager@harbor.example') {
  const created = await as<{ createSensor: { secret: string; sensor: { id: string; hwid: string } } }>(email, CREATE, {
    input: { locationId: DEMO_IDS.harborDowntown, hwid: `FIT-${Math.random().toString(36).slice(2, 10)}` },
  });
  return created.data!.createSensor;
}
const freshFridge = () => buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
const errorOf = (result: { errors?: ReadonlyArray<{ message: string }> }) => result.errors?.[0]?.message;

describe('attachSensor(attachedAt): the fitting time, recorded later', () => {
  it("counts the buffered readings from the fitting time on: 5 h at 9 °C make the fridge's food DISCARD", async () => {
    const fridge = await freshFridge();
    const { secret, sensor } = await newSensor();
    const fitted = new Date(Math.floor((Date.now() - 5 * 60 * MIN) / MIN) * MIN);
    const attached = await as<{ attachSensor: { status: string; sensor: { attachedAt: string } } }>('lm@harbor.example', ATTACH, {
      applianceId: fridge.id,
      sensorId: sensor.id,
      attachedAt: fitted.toISOString(),
    });
    expect(attached.data?.attachSensor).toEqual({ status: 'SUCCESS', sensor: { id: sensor.id, attachedAt: fitted.toISOString() } });
    // The gateway's buffer: 10 minutes at 3 °C, then 9 °C up to now.
    const readings = series(sensor.hwid, 300, 0, (minutesAgo) => (minutesAgo > 290 ? 3 : 9));
    expect((await postReadings(server, secret, { readings })).status).toBe(200);
    const read = await as<{ appliance: { foodVerdict: { verdict: string; dangerMinutes: number; batchStartedAt: string } } }>(
      'lm@harbor.example',
      VERDICT,
      { id: fridge.id },
    );
    expect(read.data?.appliance.foodVerdict.verdict).toBe('DISCARD');
    expect(read.data?.appliance.foodVerdict.dangerMinutes).toBeGreaterThanOrEqual(240);
  });

  it('without a fitting time the attachment is now, and the same buffered readings count nowhere (decision 0122)', async () => {
    const fridge = await freshFridge();
    const { secret, sensor } = await newSensor();
    const before = Date.now();
    const attached = await as<{ attachSensor: { sensor: { attachedAt: string } } }>('lm@harbor.example', ATTACH, {
      applianceId: fridge.id,
      sensorId: sensor.id,
    });
    expect(Date.parse(attached.data!.attachSensor.sensor.attachedAt)).toBeGreaterThanOrEqual(before - 1000);
    await postReadings(server, secret, { readings: series(sensor.hwid, 300, 5, (minutesAgo) => (minutesAgo > 290 ? 3 : 9)) });
    const read = await as<{ appliance: { foodVerdict: { dangerMinutes: number } } }>('lm@harbor.example', VERDICT, { id: fridge.id });
    expect(read.data?.appliance.foodVerdict.dangerMinutes).toBe(0);
  });

  it('refuses a time in the future, more than 7 days back, or before the newest reading the sensor stored', async () => {
    const { secret, sensor } = await newSensor();
    const attach = async (attachedAt: Date) => {
      const fridge = await freshFridge();
      return as('manager@harbor.example', ATTACH, { applianceId: fridge.id, sensorId: sensor.id, attachedAt: attachedAt.toISOString() });
    };
    expect(errorOf(await attach(new Date(Date.now() + 10 * MIN)))).toBe(SENSOR_MESSAGES.attachedInFuture);
    expect(errorOf(await attach(new Date(Date.now() - 8 * 24 * 60 * MIN)))).toBe(SENSOR_MESSAGES.attachedTooLongAgo);
    // In stock, it reported 30 minutes ago: its fitting cannot be earlier than that reading.
    await postReadings(server, secret, { readings: series(sensor.hwid, 60, 30, () => 21) });
    expect(errorOf(await attach(new Date(Date.now() - 45 * MIN)))).toBe(SENSOR_MESSAGES.attachedBeforeItsReadings);
    const { rows } = await server.pool.query<{ appliance_id: string | null }>('SELECT appliance_id FROM sensors WHERE id = $1', [
      sensor.id,
    ]);
    expect(rows[0]!.appliance_id).toBeNull();
    expect(outcome(await attach(new Date(Date.now() - 20 * MIN)))).toBe('OK');
  });

  it('is for the levels that attach sensors, within their own client only', async () => {
    const fridge = await freshFridge();
    const { sensor } = await newSensor();
    const variables = { applianceId: fridge.id, sensorId: sensor.id, attachedAt: new Date(Date.now() - 60 * MIN).toISOString() };
    expect(outcome(await asLevel('STANDARD_USER', ATTACH, variables))).toBe('FORBIDDEN');
    expect(outcome(await asLevel('BASIC_USER', ATTACH, variables))).toBe('FORBIDDEN');
    // Sunrise's manager cannot reach Harbor's fridge or sensor.
    const foreign = await as('manager@sunrise.example', ATTACH, variables);
    expect(outcome(foreign)).not.toBe('OK');
    const { rows } = await server.pool.query<{ appliance_id: string | null }>('SELECT appliance_id FROM sensors WHERE id = $1', [
      sensor.id,
    ]);
    expect(rows[0]!.appliance_id).toBeNull();
  });
});
