import type { MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedSmtp, type EmbeddedSmtp } from '../../src/embedded/embedded-smtp.js';
import { freePort } from '../../src/embedded/free-port.js';
import { putSensor } from '../../src/features/ingest/mqtt-dynsec.js';
import { readingsTopic } from '../../src/features/ingest/mqtt-topics.js';
import { buildClient } from '../factories.js';
import { MOSQUITTO_BINARY, connectSensor, startMosquitto, type Mosquitto } from '../mosquitto.js';
import { monitoredAppliance, type MonitoredAppliance } from '../readings.js';
import { skipWithout } from '../required-service.js';
import { createProcessDatabase, serverProcess, type ServerProcess } from '../server-process.js';
import { deliver, deviceConnection } from './device-load.js';

// Issue 35 item 2: a PostgreSQL backend of the server terminated under load (a failover, an operator's
// pg_terminate_backend, a pooler restart) used to crash the production process with an unhandled 'error'
// event of a checked-out pg client. Now the batch in flight fails (the broker redelivers it, a device
// gets a 503 and sends again), the pool reconnects, and the process lives on.
const baseUrl = process.env.TEST_DATABASE_URL;
const NOT_HERE =
  skipWithout('a Mosquitto binary', Boolean(MOSQUITTO_BINARY)) || skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', Boolean(baseUrl));

const MQTT_SENSORS = 4;
const READINGS_PER_SENSOR = 600;
const TERMINATIONS = 4;

let broker: Mosquitto;
let smtp: EmbeddedSmtp;
let database: Awaited<ReturnType<typeof createProcessDatabase>>;
let instance: ServerProcess | undefined;
const devices: MqttClient[] = [];
/** Each MQTT sensor's own connection (a device may publish only on its own topic). */
const deviceOf = new Map<MonitoredAppliance, MqttClient>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function terminateBackends(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function readyWithin(url: string, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`/readyz not 200 within ${ms} ms (last ${status})`);
    await sleep(100);
  }
}

/** One QoS 1 reading a minute per sensor, paced so the stream lasts a few seconds; resolves with the PUBACKed count. */
async function streamMqtt(sensors: MonitoredAppliance[], now: number): Promise<number> {
  const counts = await Promise.all(
    sensors.map(async (sensor) => {
      const device = await connectSensor(broker.url, sensor);
      devices.push(device);
      deviceOf.set(sensor, device);
      const acknowledged: Array<Promise<unknown>> = [];
      for (let minutesAgo = READINGS_PER_SENSOR; minutesAgo >= 1; minutesAgo -= 1) {
        const message = JSON.stringify({ time: new Date(now - minutesAgo * 60_000).toISOString(), temperature: 3.5 });
        acknowledged.push(device.publishAsync(readingsTopic(sensor.clientId, sensor.hwid), message, { qos: 1 }));
        if (minutesAgo % 20 === 0) await sleep(60);
      }
      await Promise.all(acknowledged);
      return acknowledged.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** One reading per MQTT sensor at `now`, on its own connection, after every streamed one. */
async function sendMarkers(sensors: MonitoredAppliance[], now: number): Promise<void> {
  const message = JSON.stringify({ time: new Date(now).toISOString(), temperature: 3.5 });
  await Promise.all(
    sensors.map((sensor) => deviceOf.get(sensor)!.publishAsync(readingsTopic(sensor.clientId, sensor.hwid), message, { qos: 1 })),
  );
}

/** Posts one reading per request until `stop`; returns the times the server acknowledged with 200. */
async function streamHttp(url: string, sensor: MonitoredAppliance, now: number, stop: () => boolean) {
  const agent = deviceConnection();
  const acknowledged: number[] = [];
  const answers = new Map<string, number>();
  try {
    for (let i = 0; !stop(); i += 1) {
      const time = now - 100_000_000 + i * 1000;
      const delivery = await deliver(url, agent, sensor, [time]);
      const key = String(delivery.status ?? delivery.error);
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (delivery.status === 200) acknowledged.push(time);
    }
  } finally {
    agent.destroy();
  }
  return { acknowledged, answers };
}

async function storedRows(sensorIds: string[]) {
  const { rows } = await database.pool.query<{ rows: number; distinct: number }>(
    'SELECT count(*)::int AS rows, count(DISTINCT (sensor_id, time))::int AS distinct FROM sensor_readings WHERE sensor_id = ANY($1::uuid[])',
    [sensorIds],
  );
  return rows[0]!;
}

describe.skipIf(NOT_HERE)('PostgreSQL backends terminated under load (production process)', () => {
  beforeAll(async () => {
    broker = await startMosquitto();
    smtp = await startEmbeddedSmtp(0, () => undefined);
    database = await createProcessDatabase(baseUrl!);
  });
  afterAll(async () => {
    await instance?.kill();
    await Promise.all(devices.map((d) => d.endAsync(true)));
    await broker?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it('fails only the batch in flight, reconnects by itself and stores every acknowledged reading once', async () => {
    const tenant = await buildClient(database.pool, 'Terminated');
    const scope = { clientId: tenant.client.id, locationId: tenant.location.id };
    const sensors: MonitoredAppliance[] = [];
    for (let i = 0; i < MQTT_SENSORS; i += 1) sensors.push(await monitoredAppliance(database.pool, scope));
    const httpSensor = await monitoredAppliance(database.pool, scope);
    await broker.control(sensors.flatMap((s) => putSensor(s.clientId, s.hwid, s.secret)));
    // The test's own pool loses its idle connections too; it reads only after the last termination.

    const port = await freePort(0);
    const url = `http://127.0.0.1:${port}`;
    instance = serverProcess({
      databaseUrl: database.url,
      mqttUrl: broker.serverUrl,
      smtpUrl: smtp.url,
      mqttClientId: 'ks-terminated',
      port,
      env: { INGEST_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    await instance.start();
    const name = new URL(database.url).pathname.slice(1);
    const now = Date.now();
    let streaming = true;
    const mqttDone = streamMqtt(sensors, now);
    const httpDone = streamHttp(url, httpSensor, now, () => !streaming);

    const recoveries: number[] = [];
    let terminated = 0;
    for (let round = 0; round < TERMINATIONS; round += 1) {
      await sleep(700);
      terminated += await terminateBackends(name);
      expect(instance.alive(), instance.output()).toBe(true);
      recoveries.push(await readyWithin(url, 10_000));
    }
    const published = await mqttDone;
    streaming = false;
    const http = await httpDone;

    expect(terminated).toBeGreaterThanOrEqual(TERMINATIONS);
    expect(published).toBe(MQTT_SENSORS * READINGS_PER_SENSOR);
    expect(http.acknowledged.length).toBeGreaterThan(10);
    // A request caught by a termination is answered 503 (try again), never 500 and never a hang-up.
    expect([...http.answers.keys()].filter((answer) => answer !== '200' && answer !== '503')).toEqual([]);
    const mqttIds = sensors.map((s) => s.sensorId);
    const deadline = Date.now() + 30_000;
    while ((await storedRows(mqttIds)).rows < published && Date.now() < deadline) await sleep(200);
    // A redelivery still in flight must not add a row. The marker: one more reading per sensor, sent after
    // all of them; the broker hands the server a session's unacknowledged messages before newer ones, so once
    // every marker is stored, no redelivery is left to come.
    await sendMarkers(sensors, now);
    while ((await storedRows(mqttIds)).rows < published + sensors.length && Date.now() < deadline) await sleep(200);
    expect(await storedRows(mqttIds)).toEqual({ rows: published + sensors.length, distinct: published + sensors.length });

    const { rows } = await database.pool.query<{ time: Date }>('SELECT time FROM sensor_readings WHERE sensor_id = $1', [
      httpSensor.sensorId,
    ]);
    const storedTimes = new Set(rows.map((row) => row.time.getTime()));
    expect(http.acknowledged.filter((time) => !storedTimes.has(time))).toEqual([]);
    expect(rows.length).toBe(storedTimes.size);
    expect(instance.alive(), instance.output()).toBe(true);
    expect(instance.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    console.info(
      `[database-terminated] ${terminated} backends terminated in ${TERMINATIONS} rounds; ready again after ${recoveries.join(', ')} ms; ` +
        `MQTT ${published} acknowledged, all stored once; HTTP answers ${JSON.stringify(Object.fromEntries(http.answers))}`,
    );
  }, 180_000);
});
