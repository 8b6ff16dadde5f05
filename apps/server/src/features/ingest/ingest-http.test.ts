import { INGEST_BATCH_LIMIT, READING_MESSAGES } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { INGEST_MESSAGES } from './ingest.service.js';
import {
  alertsOf,
  gatewaySecret,
  latestOf,
  monitoredAppliance,
  postReadings,
  reading,
  series,
  storedReadings,
  type MonitoredAppliance,
  countWhere,
  systemQuery,
} from '../../../test/readings.js';
import { hashToken as sha256 } from '../../auth/secure-token.js';

const server = useTestServer();
let tenantA: Awaited<ReturnType<typeof buildClient>>;
let tenantB: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  tenantA = await buildClient(server.pool, 'Ingest A');
  tenantB = await buildClient(server.pool, 'Ingest B');
});

const fridgeOf = (tenant: typeof tenantA) =>
  monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });

describe('POST /ingest/v1/readings: credentials', () => {
  it('refuses a rotated or deleted credential at once, though it was just used, and stores nothing', async () => {
    const fridge = await fridgeOf(tenantA);
    const gateway = await gatewaySecret(server.pool, tenantA.client.id);
    expect((await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 30, 3)] })).body).toMatchObject({ stored: 1 });
    expect((await postReadings(server, gateway, { readings: [reading(fridge.hwid, 25, 3)] })).body).toMatchObject({ stored: 1 });

    // Rotated and deleted behind the server's back (another instance did it): the next batch must fail.
    await systemQuery(server.pool, "UPDATE sensor_credentials SET secret_hash = repeat('0', 64) WHERE sensor_id = $1", [fridge.sensorId]);
    await systemQuery(server.pool, 'DELETE FROM gateway_credentials WHERE secret_hash = $1', [sha256(gateway)]);
    for (const secret of [fridge.secret, gateway]) {
      // A valid batch, a batch of invalid readings only, an empty batch: all refused before anything else.
      for (const readings of [[reading(fridge.hwid, 20, 3)], [{ hwid: fridge.hwid, temperature: 'warm' }], []]) {
        const result = await postReadings(server, secret, { readings });
        expect(result.status).toBe(401);
        expect(result.body.error).toBe('unauthorized');
      }
    }
    expect(await storedReadings(server.pool, fridge.sensorId)).toHaveLength(2);
  });

  it('refuses a missing or unknown credential before reading the body, and stores nothing', async () => {
    const fridge = await fridgeOf(tenantA);
    const body = { readings: [reading(fridge.hwid, 1, 3)] };
    for (const secret of [null, 'kss_not-a-real-secret-at-all', `${fridge.secret}x`]) {
      const result = await postReadings(server, secret, body);
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('unauthorized');
    }
    expect(await storedReadings(server.pool, fridge.sensorId)).toEqual([]);
  });

  it("a sensor credential cannot write another sensor's readings, of its own client or another one", async () => {
    const mine = await fridgeOf(tenantA);
    const neighbour = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    const result = await postReadings(server, mine.secret, {
      readings: [reading(neighbour.hwid, 2, 3), reading(foreign.hwid, 2, 3), reading(mine.hwid, 2, 3)],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ received: 3, accepted: 1, stored: 1 });
    expect(result.body.errors).toEqual([
      { index: 0, hwid: neighbour.hwid, field: 'hwid', message: INGEST_MESSAGES.notYourSensor },
      { index: 1, hwid: foreign.hwid, field: 'hwid', message: INGEST_MESSAGES.notYourSensor },
    ]);
    expect(await storedReadings(server.pool, neighbour.sensorId)).toEqual([]);
    expect(await storedReadings(server.pool, foreign.sensorId)).toEqual([]);
    expect(await storedReadings(server.pool, mine.sensorId)).toHaveLength(1);
  });

  it("a gateway writes for any sensor of its client, never for another client's sensor with the same hardware id", async () => {
    const secret = await gatewaySecret(server.pool, tenantA.client.id);
    const a1 = await fridgeOf(tenantA);
    const a2 = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    const result = await postReadings(server, secret, {
      readings: [reading(a1.hwid, 3, 2), reading(a2.hwid, 3, 4), reading(foreign.hwid, 3, 5), reading('NO-SUCH-SENSOR', 3, 5)],
    });
    expect(result.body).toMatchObject({ accepted: 2, stored: 2 });
    expect(result.body.errors).toEqual([
      { index: 2, hwid: foreign.hwid, field: 'hwid', message: INGEST_MESSAGES.unknownSensor },
      { index: 3, hwid: 'NO-SUCH-SENSOR', field: 'hwid', message: INGEST_MESSAGES.unknownSensor },
    ]);
    expect(await storedReadings(server.pool, foreign.sensorId)).toEqual([]);
    expect((await latestOf(server.pool, a2.sensorId)).latest_temperature).toBe(4);
  });

  it('files each reading of a batch under its own sensor when sensors repeat and unknown ones come between them', async () => {
    // The statement looks each distinct sensor up once and hands every reading its sensor by position.
    const secret = await gatewaySecret(server.pool, tenantA.client.id);
    const a1 = await fridgeOf(tenantA);
    const a2 = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    const now = Date.now();
    const result = await postReadings(server, secret, {
      readings: [
        reading('NO-SUCH-SENSOR', 4, 9, now),
        reading(a1.hwid, 4, 2.5, now),
        reading(foreign.hwid, 4, 9, now),
        reading(a2.hwid, 4, 4.5, now),
        reading(a1.hwid, 3, 2.75, now),
        reading('NO-SUCH-SENSOR', 3, 9, now),
        reading(a2.hwid, 3, 4.75, now),
        reading(a1.hwid, 2, 3, now),
      ],
    });
    expect(result.body).toMatchObject({ received: 8, accepted: 5, stored: 5 });
    expect(result.body.errors?.map((e) => e.index)).toEqual([0, 2, 5]);
    const minute = (n: number) => new Date(now - n * 60_000).getTime();
    const stored = async (sensorId: string) => (await storedReadings(server.pool, sensorId)).map((r) => [r.time.getTime(), r.temperature]);
    expect(await stored(a1.sensorId)).toEqual([
      [minute(4), 2.5],
      [minute(3), 2.75],
      [minute(2), 3],
    ]);
    expect(await stored(a2.sensorId)).toEqual([
      [minute(4), 4.5],
      [minute(3), 4.75],
    ]);
    expect(await storedReadings(server.pool, foreign.sensorId)).toEqual([]);
    expect((await latestOf(server.pool, a1.sensorId)).latest_temperature).toBe(3);
  });
});

describe('POST /ingest/v1/readings: storage', () => {
  let fridge: MonitoredAppliance;
  beforeAll(async () => {
    fridge = await fridgeOf(tenantA);
  });

  it('stores a batch and moves latest data to its newest reading', async () => {
    const now = Date.now();
    const result = await postReadings(server, fridge.secret, {
      readings: [
        reading(fridge.hwid, 10, 3.5, now, { humidity: 51.5, batteryLevel: 80, signalLevel: 70 }),
        reading(fridge.hwid, 5, 3.75, now, { batteryLevel: 79 }),
      ],
    });
    expect(result).toMatchObject({ status: 200, body: { received: 2, accepted: 2, stored: 2, duplicates: 0, errors: [] } });
    const latest = await latestOf(server.pool, fridge.sensorId);
    expect(latest.latest_temperature).toBe(3.75);
    expect(latest.latest_battery_level).toBe(79);
    expect(latest.latest_data_at?.getTime()).toBe(new Date(now - 5 * 60_000).getTime());
  });

  it('takes each optional value of latest data from the newest new reading that has it, whatever the order sent', async () => {
    const other = await fridgeOf(tenantA);
    const now = Date.now();
    const result = await postReadings(server, other.secret, {
      readings: [
        reading(other.hwid, 10, 3.5, now, { humidity: 45, signalLevel: 55 }),
        reading(other.hwid, 0, 4.25, now, { batteryLevel: 61 }),
        reading(other.hwid, 20, 3, now, { humidity: 40, batteryLevel: 64, signalLevel: 50 }),
      ],
    });
    expect(result.body).toMatchObject({ stored: 3 });
    const latest = await latestOf(server.pool, other.sensorId);
    expect(latest).toMatchObject({ latest_temperature: 4.25, latest_battery_level: 61, latest_humidity: 45, latest_signal_level: 55 });
    expect(latest.latest_data_at?.getTime()).toBe(now);
  });

  it('stores the same readings sent twice only once', async () => {
    const now = Date.now();
    const batch = { readings: series(fridge.hwid, 60, 40, () => 3, 5, now) };
    const first = await postReadings(server, fridge.secret, batch);
    const second = await postReadings(server, fridge.secret, batch);
    expect(first.body).toMatchObject({ accepted: 5, stored: 5, duplicates: 0 });
    expect(second.body).toMatchObject({ accepted: 5, stored: 0, duplicates: 5 });
    const times = (await storedReadings(server.pool, fridge.sensorId)).map((r) => r.time.getTime());
    expect(new Set(times).size).toBe(times.length);
  });

  it('takes out-of-order batches: a late batch lands in place and latest data never moves back', async () => {
    const other = await fridgeOf(tenantA);
    const now = Date.now();
    await postReadings(server, other.secret, { readings: [reading(other.hwid, 0, 4.5, now), reading(other.hwid, 5, 4.0, now)] });
    const late = await postReadings(server, other.secret, {
      readings: [reading(other.hwid, 15, 2, now), reading(other.hwid, 10, 2.5, now)],
    });
    expect(late.body).toMatchObject({ stored: 2 });
    expect((await storedReadings(server.pool, other.sensorId)).map((r) => r.temperature)).toEqual([2, 2.5, 4, 4.5]);
    const latest = await latestOf(server.pool, other.sensorId);
    expect(latest.latest_temperature).toBe(4.5);
    expect(latest.latest_data_at?.getTime()).toBe(now);
  });

  it('refuses invalid readings one by one with the reason, and stores the valid ones of the batch', async () => {
    const other = await fridgeOf(tenantA);
    const now = Date.now();
    const result = await postReadings(server, other.secret, {
      readings: [
        reading(other.hwid, -10, 3, now), // 10 minutes in the future
        { hwid: other.hwid, time: 'yesterday', temperature: 3 },
        { hwid: other.hwid, time: new Date(now).toISOString(), temperature: 'NaN' },
        reading(other.hwid, 1, 999, now),
        reading(other.hwid, 1, 3, now, { batteryLevel: 120 }),
        reading(other.hwid, 1, 3, now, { humidity: -1 }),
        { time: new Date(now).toISOString(), temperature: 3 },
        'not an object',
        reading(other.hwid, 2, 3.25, now),
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ received: 9, accepted: 1, stored: 1 });
    expect(result.body.errors?.map((e) => [e.index, e.field, e.message])).toEqual([
      [0, 'time', READING_MESSAGES.timeInFuture],
      [1, 'time', READING_MESSAGES.timeInvalid],
      [2, 'temperature', READING_MESSAGES.temperature],
      [3, 'temperature', READING_MESSAGES.temperature],
      [4, 'batteryLevel', READING_MESSAGES.batteryLevel],
      [5, 'humidity', READING_MESSAGES.humidity],
      [6, 'hwid', READING_MESSAGES.hwidRequired],
      [7, 'reading', READING_MESSAGES.notAnObject],
    ]);
    expect((await storedReadings(server.pool, other.sensorId)).map((r) => r.temperature)).toEqual([3.25]);
  });

  it('refuses a body that is not a batch, and a batch over the limit, storing nothing', async () => {
    const other = await fridgeOf(tenantA);
    expect((await postReadings(server, other.secret, [reading(other.hwid, 1, 3)])).status).toBe(400);
    expect((await postReadings(server, other.secret, { readings: 'none' })).status).toBe(400);
    const tooMany = Array.from({ length: INGEST_BATCH_LIMIT + 1 }, (_, i) => reading(other.hwid, i + 1, 3));
    const result = await postReadings(server, other.secret, { readings: tooMany });
    expect(result.status).toBe(413);
    expect(await countWhere(server.pool, 'sensor_readings', 'sensor_id = $1', [other.sensorId])).toBe(0);
  });
});

describe('POST /ingest/v1/readings: alerts', () => {
  it('raises one alert when a breach outlasts the delay and e-mails the location managers on DETECTED', async () => {
    const lm = await buildUser(server.pool, {
      clientId: tenantA.client.id,
      clientRole: 'LOCATION_MANAGER',
      locationIds: [tenantA.location.id],
    });
    const cook = await buildUser(server.pool, { clientId: tenantA.client.id, clientRole: 'USER', locationIds: [tenantA.location.id] });
    const fridge = await fridgeOf(tenantA);
    const now = Date.now();
    // In range, then 9 °C for 40 minutes: past the 30-minute delay.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 80, 45, () => 3, 5, now) });
    expect(await alertsOf(server.pool, fridge.applianceId)).toEqual([]);
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 40, 5, () => 9, 5, now) });
    const alerts = await alertsOf(server.pool, fridge.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'DETECTED', severity: 'LOW', reason: 'APPLIANCE_TOO_WARM', ended_at: null });
    expect(alerts[0]!.started_at.getTime()).toBe(now - 40 * 60_000);
    // Later readings update the open alert; they never open a second one.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 4, 0, () => 9.5, 1, now) });
    expect(await alertsOf(server.pool, fridge.applianceId)).toHaveLength(1);

    const [mail] = await waitForMail(server, lm.email);
    expect(mail!.subject).toMatch(/^Temperature alert: Fridge .* at Ingest A Kitchen$/);
    expect(mail!.text).toContain(`/temperatures/${tenantA.location.id}/unassigned/${fridge.applianceId}?client=${tenantA.client.id}`);
    expect(server.smtp!.messages().filter((m) => m.to.includes(lm.email))).toHaveLength(1);
    expect(server.smtp!.messages().some((m) => m.to.includes(cook.email))).toBe(false);
  });
});

describe('POST /ingest/v1/readings: an alert engine failure', () => {
  it('still stores the batch and moves latest data; the engine applies the readings once it works again', async () => {
    const fridge = await fridgeOf(tenantA);
    const now = Date.now();
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 80, 45, () => 3, 5, now) });
    // The engine's write of this appliance's state fails (as a bug or a broken row would make it).
    await systemQuery(
      server.pool,
      `CREATE FUNCTION ks_test_refuse_state() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'engine broken for the test'; END $$`,
    );
    await systemQuery(
      server.pool,
      `CREATE TRIGGER ks_test_refuse_state BEFORE UPDATE ON appliance_alert_states FOR EACH ROW
       WHEN (OLD.appliance_id = '${fridge.applianceId}') EXECUTE FUNCTION ks_test_refuse_state()`,
    );
    try {
      const result = await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 40, 5, () => 9, 5, now) });
      expect(result).toMatchObject({ status: 200, body: { accepted: 8, stored: 8 } });
      expect(await storedReadings(server.pool, fridge.sensorId)).toHaveLength(16);
      expect((await latestOf(server.pool, fridge.sensorId)).latest_temperature).toBe(9);
      expect(await alertsOf(server.pool, fridge.applianceId)).toEqual([]);
    } finally {
      await systemQuery(server.pool, 'DROP TRIGGER ks_test_refuse_state ON appliance_alert_states');
      await systemQuery(server.pool, 'DROP FUNCTION ks_test_refuse_state()');
    }
    // The next batch picks up every reading not yet applied: the breach is there.
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 0, 9, now)] });
    expect(await alertsOf(server.pool, fridge.applianceId)).toMatchObject([{ status: 'DETECTED', reason: 'APPLIANCE_TOO_WARM' }]);
  });
});
