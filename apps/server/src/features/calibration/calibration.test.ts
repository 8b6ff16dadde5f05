import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { outcome, suiteSessions } from '../../../test/estate-factories.js';
import { gatewaySecret, monitoredAppliance, postReadings, reading, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const SET = `mutation($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {
  setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {
    id temperatureOffset offsetSetAt offsetSetBy { displayName } calibrationIntervalMonths calibrationDueAt } }`;
const CHECK = `mutation($sensorId: ID!, $method: CalibrationMethod!, $reference: Float, $sensorReading: Float!, $unit: TemperatureUnit!) {
  recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {
    id passed reference sensorReading tolerance checkedBy { displayName } } }`;
const TRAIL = `query($locationId: ID!, $applianceId: ID, $sensorId: ID) {
  auditTrail(locationId: $locationId, applianceId: $applianceId, sensorId: $sensorId) {
    subject change actorName at changes { field before after } } }`;

const downtownFridge = () =>
  monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborDowntown,
    areaId: ESTATE_DEMO_IDS.downtownKitchen,
  });

async function storedWithRaw(sensorId: string) {
  const { rows } = await systemQuery<{ temperature: number; raw_temperature: number | null }>(
    server.pool,
    'SELECT temperature, raw_temperature FROM sensor_readings WHERE sensor_id = $1 ORDER BY time',
    [sensorId],
  );
  return rows;
}

interface Trail {
  auditTrail: Array<{
    subject: string;
    change: string;
    actorName: string | null;
    changes: Array<{ field: string; before: string | null; after: string | null }>;
  }>;
}

describe('sensor offset', () => {
  let fridge: MonitoredAppliance;
  beforeAll(async () => {
    fridge = await downtownFridge();
  });

  it('is applied at ingest over HTTP, MQTT and a gateway, with the raw value kept', async () => {
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 30, 5)] });
    const set = await asLevel<{
      setSensorCalibration: { temperatureOffset: number; offsetSetAt: string | null; offsetSetBy: { displayName: string } };
    }>('LOCATION_MANAGER', SET, { sensorId: fridge.sensorId, offset: -1.5 });
    expect(outcome(set)).toBe('OK');
    expect(set.data?.setSensorCalibration).toMatchObject({ temperatureOffset: -1.5 });
    expect(set.data?.setSensorCalibration.offsetSetAt).not.toBeNull();
    expect(set.data?.setSensorCalibration.offsetSetBy.displayName).toBeTruthy();

    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 20, 5)] });
    const device = await mqtt.connectAsync(server.mqttUrl, {
      username: `${fridge.hwid}@${fridge.clientId}`,
      password: fridge.secret,
      reconnectPeriod: 0,
    });
    await device.publishAsync(
      // The device's topic as docs/API.md documents it for sensor makers.
      `ks/${fridge.clientId}/sensors/${fridge.hwid}/readings`,
      JSON.stringify({ time: new Date(Date.now() - 10 * 60_000).toISOString(), temperature: 6 }),
      { qos: 1 },
    );
    await device.endAsync(true);
    const gateway = await gatewaySecret(server.pool, DEMO_IDS.harbor);
    expect((await postReadings(server, gateway, { readings: [reading(fridge.hwid, 5, 7)] })).status).toBeLessThan(300);

    expect(await storedWithRaw(fridge.sensorId)).toEqual([
      { temperature: 5, raw_temperature: null },
      { temperature: 3.5, raw_temperature: 5 },
      { temperature: 4.5, raw_temperature: 6 },
      { temperature: 5.5, raw_temperature: 7 },
    ]);
  });

  it('takes an offset written in °F as a difference (1.8 °F is 1 °C)', async () => {
    const other = await downtownFridge();
    const set = await asLevel<{ setSensorCalibration: { temperatureOffset: number } }>('MANAGER', SET, {
      sensorId: other.sensorId,
      offset: 1.8,
      unit: 'F',
    });
    expect(set.data?.setSensorCalibration.temperatureOffset).toBeCloseTo(1, 9);
  });

  it('keeps who changed the offset, before and after, in the audit trail of the sensor and its appliance', async () => {
    const bySensor = await asLevel<Trail>('STANDARD_USER', TRAIL, { locationId: DEMO_IDS.harborDowntown, sensorId: fridge.sensorId });
    const byAppliance = await asLevel<Trail>('MANAGER', TRAIL, { locationId: DEMO_IDS.harborDowntown, applianceId: fridge.applianceId });
    for (const trail of [bySensor, byAppliance]) {
      const offsetEvent = trail.data?.auditTrail.find((e) => e.subject === 'SENSOR_OFFSET');
      expect(offsetEvent).toMatchObject({ change: 'UPDATED', actorName: expect.stringMatching(/\S/) });
      expect(offsetEvent?.changes).toEqual([{ field: 'temperature_offset_c', before: '0', after: '-1.5' }]);
    }
  });

  it('is for Location Managers and up, of their own locations and client', async () => {
    const lisbon = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborLisbon });
    expect(outcome(await asLevel('STANDARD_USER', SET, { sensorId: fridge.sensorId, offset: 1 }))).toBe('FORBIDDEN');
    expect(outcome(await asLevel('LOCATION_MANAGER', SET, { sensorId: lisbon.sensorId, offset: 1 }))).toBe('NOT_FOUND');
    expect(outcome(await as('manager@sunrise.example', SET, { sensorId: fridge.sensorId, offset: 1 }))).toBe('NOT_FOUND');
    expect(outcome(await asLevel('MANAGER', SET, { sensorId: fridge.sensorId, offset: 12 }))).toBe('BAD_USER_INPUT');
    const { rows } = await systemQuery<{ offset: number }>(
      server.pool,
      'SELECT temperature_offset_c AS offset FROM sensors WHERE id = ANY($1)',
      [[fridge.sensorId, lisbon.sensorId]],
    );
    expect(rows.map((r) => r.offset).sort()).toEqual([-1.5, 0]);
  });
});

describe('calibration checks', () => {
  let fridge: MonitoredAppliance;
  beforeAll(async () => {
    fridge = await downtownFridge();
  });

  it.each([
    ['an ice-point check 0.9 °C off', { method: 'ICE_POINT', sensorReading: 0.9, unit: 'C' }, true],
    ['an ice-point check 1.2 °C off', { method: 'ICE_POINT', sensorReading: 1.2, unit: 'C' }, false],
    ['an ice-point check 2 °F off, written in °F', { method: 'ICE_POINT', sensorReading: 34, unit: 'F' }, true],
    ['a reference-probe check 2.5 °F off', { method: 'REFERENCE_PROBE', reference: 38, sensorReading: 40.5, unit: 'F' }, false],
    ['a reference-probe check exactly 1 °C off', { method: 'REFERENCE_PROBE', reference: 4, sensorReading: 3, unit: 'C' }, true],
  ])('judges %s', async (_name, fields, passed) => {
    const result = await asLevel<{ recordCalibrationCheck: { passed: boolean } }>('STANDARD_USER', CHECK, {
      sensorId: fridge.sensorId,
      ...fields,
    });
    expect(outcome(result)).toBe('OK');
    expect(result.data?.recordCalibrationCheck.passed).toBe(passed);
  });

  it('shows the checks on the sensor, and the next one due 6 months after the last pass', async () => {
    const result = await asLevel<{
      appliance: { sensors: Array<{ id: string; calibrationDueAt: string; calibrationChecks: Array<{ passed: boolean }> }> };
    }>('STANDARD_USER', 'query($id: ID!) { appliance(id: $id) { sensors { id calibrationDueAt calibrationChecks { passed } } } }', {
      id: fridge.applianceId,
    });
    const sensor = result.data?.appliance.sensors.find((s) => s.id === fridge.sensorId);
    expect(sensor?.calibrationChecks).toHaveLength(5);
    const due = new Date(sensor!.calibrationDueAt);
    const inSixMonths = new Date();
    inSixMonths.setUTCMonth(inSixMonths.getUTCMonth() + 6);
    expect(Math.abs(due.getTime() - inSixMonths.getTime())).toBeLessThan(3 * 24 * 60 * 60_000);
    expect(
      await systemQuery(server.pool, "SELECT 1 FROM audit_events WHERE subject = 'CALIBRATION_CHECK' AND sensor_id = $1", [
        fridge.sensorId,
      ]),
    ).toMatchObject({
      rows: expect.arrayContaining([expect.anything()]),
    });
  });

  it('a failed check makes the sensor due now, says when it failed, and a pass after it schedules the next', async () => {
    const probe = await downtownFridge();
    const SENSOR = `query($id: ID!) { appliance(id: $id) { sensors { id calibrationDueAt calibrationFailedAt } } }`;
    const read = async () =>
      (
        await asLevel<{ appliance: { sensors: Array<{ id: string; calibrationDueAt: string; calibrationFailedAt: string | null }> } }>(
          'STANDARD_USER',
          SENSOR,
          { id: probe.applianceId },
        )
      ).data!.appliance.sensors.find((s) => s.id === probe.sensorId)!;
    const check = (sensorReading: number) =>
      asLevel('STANDARD_USER', CHECK, { sensorId: probe.sensorId, method: 'ICE_POINT', sensorReading, unit: 'C' });
    expect(outcome(await check(0.5))).toBe('OK');
    expect(new Date((await read()).calibrationDueAt).getTime()).toBeGreaterThan(Date.now() + 150 * 24 * 60 * 60_000);
    const before = Date.now();
    expect(outcome(await check(1.8))).toBe('OK');
    const failed = await read();
    expect(failed.calibrationFailedAt).not.toBeNull();
    expect(failed.calibrationDueAt).toBe(failed.calibrationFailedAt);
    expect(new Date(failed.calibrationDueAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(failed.calibrationDueAt).getTime()).toBeLessThanOrEqual(Date.now());
    // The dashboard's list: this client's people who see the location, not another client's, not Basic Users.
    const FAILING = '{ sensorsFailingCalibration { id hwid appliance { name } } }';
    const failing = async (ask: Promise<{ data?: { sensorsFailingCalibration: Array<{ id: string }> } | null }>) =>
      ((await ask).data?.sensorsFailingCalibration ?? []).map((s) => s.id);
    expect(await failing(asLevel('STANDARD_USER', FAILING))).toContain(probe.sensorId);
    expect(await failing(as('manager@sunrise.example', FAILING))).not.toContain(probe.sensorId);
    expect(outcome(await asLevel('BASIC_USER', FAILING))).toBe('FORBIDDEN');
    expect(outcome(await check(0.2))).toBe('OK');
    expect(await failing(asLevel('STANDARD_USER', FAILING))).not.toContain(probe.sensorId);
    const passed = await read();
    expect(passed.calibrationFailedAt).toBeNull();
    expect(new Date(passed.calibrationDueAt).getTime()).toBeGreaterThan(Date.now() + 150 * 24 * 60 * 60_000);
  });

  it('wants the reference of a reference-probe check, and refuses Basic Users and other clients', async () => {
    expect(
      outcome(await asLevel('STANDARD_USER', CHECK, { sensorId: fridge.sensorId, method: 'REFERENCE_PROBE', sensorReading: 3, unit: 'C' })),
    ).toBe('BAD_USER_INPUT');
    expect(
      outcome(await asLevel('BASIC_USER', CHECK, { sensorId: fridge.sensorId, method: 'ICE_POINT', sensorReading: 0, unit: 'C' })),
    ).toBe('FORBIDDEN');
    expect(
      outcome(await as('manager@sunrise.example', CHECK, { sensorId: fridge.sensorId, method: 'ICE_POINT', sensorReading: 0, unit: 'C' })),
    ).toBe('NOT_FOUND');
    const { rows } = await systemQuery<{ n: number }>(
      server.pool,
      'SELECT count(*)::int AS n FROM calibration_checks WHERE sensor_id = $1',
      [fridge.sensorId],
    );
    expect(rows[0]?.n).toBe(5);
  });
});

describe('audit trail', () => {
  it("records a safe-zone change with who, before and after, on the appliance's history", async () => {
    const fridge = await downtownFridge();
    const update = await asLevel('LOCATION_MANAGER', 'mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id } }', {
      input: { id: fridge.applianceId, safeZone: { min: 32, max: 40, unit: 'F' } },
    });
    expect(outcome(update)).toBe('OK');
    const trail = await asLevel<Trail>('STANDARD_USER', TRAIL, { locationId: DEMO_IDS.harborDowntown, applianceId: fridge.applianceId });
    const event = trail.data?.auditTrail.find((e) => e.subject === 'SAFE_ZONE');
    expect(event).toMatchObject({ change: 'UPDATED', actorName: expect.stringMatching(/\S/) });
    expect(event?.changes.find((c) => c.field === 'safe_zone_unit')).toEqual({ field: 'safe_zone_unit', before: '"C"', after: '"F"' });
    // 32 °F is the 0 °C the fridge had: only what changed is listed.
    expect(event?.changes.map((c) => c.field).sort()).toEqual(['safe_max_c', 'safe_zone_unit']);
  });

  it('refuses UPDATE and DELETE of history rows, for the request role and for the owner', async () => {
    const tenant = { userId: '00000000-0000-4000-8000-000000000000', clientId: DEMO_IDS.harbor };
    await expect(withTenantTx(server.pool, tenant, (db) => db.execute("UPDATE audit_events SET change = 'FORGED'"))).rejects.toThrow();
    await expect(withTenantTx(server.pool, tenant, (db) => db.execute('DELETE FROM audit_events'))).rejects.toThrow();
    await expect(systemQuery(server.pool, "UPDATE audit_events SET change = 'FORGED'")).rejects.toThrow(/append-only/);
    await expect(systemQuery(server.pool, 'DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    const { rows } = await systemQuery<{ n: number }>(server.pool, "SELECT count(*)::int AS n FROM audit_events WHERE change = 'FORGED'");
    expect(rows[0]?.n).toBe(0);
  });

  it("shows another client's location as an empty history", async () => {
    const foreign = await as<Trail>('manager@sunrise.example', TRAIL, { locationId: DEMO_IDS.harborDowntown });
    expect(foreign.data?.auditTrail).toEqual([]);
    expect(outcome(await asLevel('BASIC_USER', TRAIL, { locationId: DEMO_IDS.harborDowntown }))).toBe('FORBIDDEN');
  });
});

describe('manual readings against the sensor', () => {
  it('flags a checklist temperature more than 2 °C from the appliance sensor at the same minute', async () => {
    const fridge = await downtownFridge();
    const { rows } = await systemQuery<{ id: string; submission_id: string; manual: number }>(
      server.pool,
      `SELECT a.id, a.submission_id, (a.value->>'temperatureCelsius')::float8 AS manual FROM quest_answers a
       JOIN quest_submissions s ON s.id = a.submission_id
       WHERE s.location_id = $1 AND a.action_snapshot->>'type' = 'TEMPERATURE' AND a.value ? 'temperatureCelsius' LIMIT 1`,
      [DEMO_IDS.harborDowntown],
    );
    const answer = rows[0]!;
    await systemQuery(server.pool, "UPDATE quest_answers SET answered_at = now() - interval '3 minutes' WHERE id = $1", [answer.id]);
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 3, answer.manual + 4.2)] });

    const link = await asLevel<{ linkAnswerAppliance: { flagged: boolean; difference: number | null } }>(
      'STANDARD_USER',
      'mutation($a: ID!, $p: ID!) { linkAnswerAppliance(answerId: $a, applianceId: $p) { flagged difference sensorTemperature } }',
      { a: answer.id, p: fridge.applianceId },
    );
    expect(outcome(link)).toBe('OK');
    expect(link.data?.linkAnswerAppliance).toMatchObject({ flagged: true, difference: 4.2 });
    const details = await asLevel<{ questSubmissionDetails: { sensorDisagreements: Array<{ answerId: string; difference: number }> } }>(
      'MANAGER',
      'query($id: ID!) { questSubmissionDetails(id: $id) { sensorDisagreements { answerId difference } } }',
      { id: answer.submission_id },
    );
    expect(details.data?.questSubmissionDetails.sensorDisagreements).toEqual([{ answerId: answer.id, difference: 4.2 }]);
  });

  it('does not flag 2 °C or less, and refuses appliances of another location or client', async () => {
    const fridge = await downtownFridge();
    const lisbon = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborLisbon });
    const { rows } = await systemQuery<{ id: string; manual: number }>(
      server.pool,
      `SELECT a.id, (a.value->>'temperatureCelsius')::float8 AS manual FROM quest_answers a
       JOIN quest_submissions s ON s.id = a.submission_id
       WHERE s.location_id = $1 AND a.action_snapshot->>'type' = 'TEMPERATURE' AND a.value ? 'temperatureCelsius' OFFSET 1 LIMIT 1`,
      [DEMO_IDS.harborDowntown],
    );
    const answer = rows[0]!;
    await systemQuery(server.pool, "UPDATE quest_answers SET answered_at = now() - interval '3 minutes' WHERE id = $1", [answer.id]);
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 3, answer.manual + 2)] });
    const LINK = 'mutation($a: ID!, $p: ID!) { linkAnswerAppliance(answerId: $a, applianceId: $p) { flagged difference } }';
    const near = await asLevel<{ linkAnswerAppliance: { flagged: boolean } }>('STANDARD_USER', LINK, {
      a: answer.id,
      p: fridge.applianceId,
    });
    expect(near.data?.linkAnswerAppliance.flagged).toBe(false);
    expect(outcome(await asLevel('MANAGER', LINK, { a: answer.id, p: lisbon.applianceId }))).toBe('NOT_FOUND');
    expect(outcome(await as('manager@sunrise.example', LINK, { a: answer.id, p: fridge.applianceId }))).toBe('NOT_FOUND');
  });
});
