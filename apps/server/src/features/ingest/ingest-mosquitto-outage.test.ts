import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedSmtp, type EmbeddedSmtp } from '../../embedded/embedded-smtp.js';
import type { Pool } from '../../db/database.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { MOSQUITTO_BINARY, connectSensor, startMosquitto, type Mosquitto } from '../../../test/mosquitto.js';
import { alertsOf, monitoredAppliance, type MonitoredAppliance } from '../../../test/readings.js';
import { createProcessDatabase, serverProcess, type ServerProcess } from '../../../test/server-process.js';
import { putSensor } from './mqtt-dynsec.js';
import { readingsTopic } from './mqtt-topics.js';
import { skipWithout } from '../../../test/required-service.js';

// Outages as an operator meets them: the server runs as its own process with NODE_ENV=production, MQTT_URL
// on a real Mosquitto (the shipped configuration) and DATABASE_URL on PostgreSQL, and is killed with
// SIGKILL mid-stream. Every reading a device got a PUBACK for must be stored once.
const baseUrl = process.env.TEST_DATABASE_URL;
const NOT_HERE =
  skipWithout('a Mosquitto binary', Boolean(MOSQUITTO_BINARY)) || skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', Boolean(baseUrl));

const SENSORS = 20;
const READINGS_PER_SENSOR = 1000;

let broker: Mosquitto;
let smtp: EmbeddedSmtp;
let database: Awaited<ReturnType<typeof createProcessDatabase>>;
const processes: ServerProcess[] = [];
const devices: MqttClient[] = [];

/** Sensors of a new client, with their broker accounts, and a location manager who gets the alert e-mails. */
async function fleet(pool: Pool, name: string) {
  const tenant = await buildClient(pool, name);
  const manager = await buildUser(pool, { clientId: tenant.client.id, clientRole: 'LOCATION_MANAGER', locationIds: [tenant.location.id] });
  const sensors: MonitoredAppliance[] = [];
  for (let i = 0; i < SENSORS; i += 1)
    sensors.push(await monitoredAppliance(pool, { clientId: tenant.client.id, locationId: tenant.location.id }));
  await broker.control(sensors.flatMap((s) => putSensor(s.clientId, s.hwid, s.secret)));
  return { sensors, manager };
}

/**
 * Publishes READINGS_PER_SENSOR readings per sensor (one a minute, ending now), one QoS 1 message each,
 * from one connection per sensor; resolves once the broker acknowledged every one. `warm` sensors leave
 * their safe zone for the last 200 minutes.
 */
async function publishAll(sensors: MonitoredAppliance[], warm: Set<MonitoredAppliance> = new Set()): Promise<number> {
  const now = Date.now();
  const counts = await Promise.all(
    sensors.map(async (sensor) => {
      const device = await connectSensor(broker.url, sensor);
      devices.push(device);
      const topic = readingsTopic(sensor.clientId, sensor.hwid);
      const acknowledged: Array<Promise<unknown>> = [];
      for (let minutesAgo = READINGS_PER_SENSOR; minutesAgo >= 1; minutesAgo -= 1) {
        const temperature = warm.has(sensor) && minutesAgo <= 200 ? 9 : 3 + (minutesAgo % 7) / 10;
        const message = JSON.stringify({ time: new Date(now - minutesAgo * 60_000).toISOString(), temperature });
        acknowledged.push(device.publishAsync(topic, message, { qos: 1 }));
      }
      await Promise.all(acknowledged);
      return acknowledged.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Rows of these sensors, and how many (sensor, time) pairs among them are distinct. */
async function stored(sensors: MonitoredAppliance[]): Promise<{ rows: number; distinct: number }> {
  const { rows } = await database.pool.query<{ rows: number; distinct: number }>(
    'SELECT count(*)::int AS rows, count(DISTINCT (sensor_id, time))::int AS distinct FROM sensor_readings WHERE sensor_id = ANY($1::uuid[])',
    [sensors.map((s) => s.sensorId)],
  );
  lastStored = rows[0]!;
  return lastStored;
}

/** The last count `stored` saw, and the servers' recent warnings and errors: what a timeout reports. */
let lastStored = { rows: 0, distinct: 0 };
function logTail(): string {
  const noted = processes.flatMap((p) =>
    p
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line))
      .slice(-4),
  );
  return [`last count ${lastStored.rows} rows`, ...noted].join('\n');
}

/**
 * Waits until PostgreSQL has no session of a killed server left: a COMMIT it sent before dying may still land,
 * so the count taken after this is final while no server runs.
 */
async function ended(mqttClientId: string): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
        [mqttClientId],
      );
      return rows[0]!.n === 0;
    },
    10_000,
    `the PostgreSQL sessions of ${mqttClientId} ending`,
  );
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms (${logTail()})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server's PostgreSQL sessions carry its MQTT client id as their application name (see `ended`). */
function server(mqttClientId: string, mqttSharedGroup?: string): ServerProcess {
  const databaseUrl = `${database.url}${database.url.includes('?') ? '&' : '?'}application_name=${mqttClientId}`;
  const created = serverProcess({ databaseUrl, mqttUrl: broker.serverUrl, smtpUrl: smtp.url, mqttClientId, mqttSharedGroup });
  processes.push(created);
  return created;
}

describe.skipIf(NOT_HERE)('MQTT ingest through Mosquitto when a production server process is killed', () => {
  beforeAll(async () => {
    broker = await startMosquitto();
    smtp = await startEmbeddedSmtp(0, () => undefined);
    database = await createProcessDatabase(baseUrl!);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await Promise.all(devices.map((d) => d.endAsync(true)));
    await broker?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it('loses and doubles nothing of 20,000 acknowledged QoS 1 readings when the server is killed (-9) mid-stream and restarted', async () => {
    const { sensors } = await fleet(database.pool, 'Outage');
    const total = SENSORS * READINGS_PER_SENSOR;
    const instance = server('ks-outage-single');
    await instance.start();
    const published = publishAll(sensors);
    await waitFor(async () => (await stored(sensors)).rows >= total / 10, 30_000, 'the server storing a tenth of the stream');
    await instance.kill();
    await ended('ks-outage-single');
    const atKill = (await stored(sensors)).rows;
    // Every device gets its PUBACKs from the broker, server or no server; what the server had not stored
    // waits in the broker (no server runs, so the count cannot move until the restart).
    expect(await published).toBe(total);
    expect(atKill).toBeLessThan(total);
    await instance.start();
    await waitFor(async () => (await stored(sensors)).rows >= total, 45_000, `all ${total} readings stored after the restart`);
    // Redelivered messages (those in flight at the kill) add no row: the readings' (sensor, time) key keeps
    // each once, and no other (sensor, time) was published, so the count cannot grow past this.
    expect(await stored(sensors)).toEqual({ rows: total, distinct: total });
  }, 120_000);

  it('splits the stream between two servers in a shared group; killing one loses nothing, its share is drained by the survivor, one alert and one e-mail per breach', async () => {
    const { sensors, manager } = await fleet(database.pool, 'Shared');
    const warm = new Set(sensors.slice(0, 4));
    const total = SENSORS * READINGS_PER_SENSOR;
    const first = server('ks-shared-1', 'ingest');
    const second = server('ks-shared-2', 'ingest');
    await Promise.all([first.start(), second.start()]);
    const published = publishAll(sensors, warm);
    await waitFor(async () => (await stored(sensors)).rows >= total / 10, 30_000, 'the servers storing a tenth of the stream');
    await first.kill();
    const atKill = (await stored(sensors)).rows;
    expect(await published).toBe(total);
    // The survivor goes on storing its share while the other is down.
    await waitFor(async () => (await stored(sensors)).rows > atKill + 1000, 30_000, 'the surviving server storing on');
    // The killed instance's share (queued in its session, and what it had in flight) is drained by the
    // survivor through the session takeover, without the killed one ever coming back.
    // A generous window: under CI the box also runs the browser tests, and the survivor stores both shares.
    await waitFor(async () => (await stored(sensors)).rows >= total, 90_000, `all ${total} readings stored by the survivor`);
    expect(await stored(sensors)).toEqual({ rows: total, distinct: total });

    for (const sensor of sensors) {
      expect((await alertsOf(database.pool, sensor.applianceId)).length, sensor.hwid).toBe(warm.has(sensor) ? 1 : 0);
    }
    // Each e-mail once: one alert e-mail per warm appliance for the location manager, and no message twice.
    await waitFor(
      async () =>
        smtp.messages().filter((m) => m.to.includes(manager.email) && m.subject.startsWith('Temperature alert')).length >= warm.size,
      // Alert notices are sent after the food verdicts of their batches are synced (decision 0121): on a box
      // busy draining 20,000 readings that takes longer than the e-mail itself.
      30_000,
      'the alert e-mails',
    );
    // No second e-mail can follow: each alert is claimed (notified_at) before its e-mail is sent, once per
    // time it became DETECTED, and every warm alert's claim is taken.
    const { rows: unclaimed } = await database.pool.query(
      'SELECT id FROM temp_alerts WHERE appliance_id = ANY($1::uuid[]) AND (notified_at IS NULL OR notified_at < detected_at)',
      [[...warm].map((s) => s.applianceId)],
    );
    expect(unclaimed).toEqual([]);
    const mine = smtp.messages().filter((m) => m.to.includes(manager.email));
    const alertMails = mine.filter((m) => m.subject.startsWith('Temperature alert'));
    expect(alertMails).toHaveLength(warm.size);
    const subjects = mine.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);

    // The killed instance comes back, takes its session again and subscribes it again (the survivor had
    // unsubscribed it). Mid-way through a second stream the other is stopped as a supervisor stops it
    // (SIGTERM): it says it left, and the one that came back drains what the broker queued for it.
    await first.start();
    const later = await fleet(database.pool, 'Shared later');
    const publishedLater = publishAll(later.sensors);
    await waitFor(async () => (await stored(later.sensors)).rows >= total / 10, 30_000, 'a tenth of the later stream stored');
    await second.stop();
    expect(await publishedLater).toBe(total);
    await waitFor(async () => (await stored(later.sensors)).rows >= total, 45_000, `all ${total} later readings stored`);
    expect(await stored(later.sensors)).toEqual({ rows: total, distinct: total });
  }, 240_000);
});
