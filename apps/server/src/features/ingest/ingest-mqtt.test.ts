import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../../../test/harness.js';
import { buildClient } from '../../../test/factories.js';
import { latestOf, monitoredAppliance, storedReadings, type MonitoredAppliance } from '../../../test/readings.js';
import { readingsTopic } from './mqtt-topics.js';

let server: RunningServer;
let tenantA: Awaited<ReturnType<typeof buildClient>>;
let tenantB: Awaited<ReturnType<typeof buildClient>>;
const devices: MqttClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenantA = await buildClient(server.pool, 'MQTT A');
  tenantB = await buildClient(server.pool, 'MQTT B');
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.endAsync(true)));
  await server?.stop();
});

const fridgeOf = (tenant: typeof tenantA) =>
  monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });

/** Connects as a device: username hwid@clientId, password its secret. */
async function connectDevice(sensor: MonitoredAppliance, password = sensor.secret): Promise<MqttClient> {
  const client = await mqtt.connectAsync(server.mqttUrl, {
    clientId: `device-${sensor.hwid}-${Math.random().toString(16).slice(2)}`,
    username: `${sensor.hwid}@${sensor.clientId}`,
    password,
    reconnectPeriod: 0,
  });
  devices.push(client);
  return client;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const payload = (minutesAgo: number, temperature: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ time: new Date(Date.now() - minutesAgo * 60_000).toISOString(), temperature, ...extra });

/** Publishes where the broker must refuse it: aedes drops the connection instead of acknowledging. */
async function publishRefused(client: MqttClient, topic: string, message: string): Promise<'closed' | 'acknowledged'> {
  return new Promise((resolve) => {
    client.once('close', () => resolve('closed'));
    client.publish(topic, message, { qos: 1 }, (error) => {
      if (!error) resolve('acknowledged');
    });
  });
}

describe('MQTT ingest', () => {
  it('stores what a device publishes on its own topic, and a message sent twice only once', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    const topic = readingsTopic(fridge.clientId, fridge.hwid);
    const message = payload(2, 3.5, { batteryLevel: 77 });
    await device.publishAsync(topic, message, { qos: 1 });
    await device.publishAsync(topic, message, { qos: 1 });
    await device.publishAsync(topic, JSON.stringify([JSON.parse(payload(1, 3.75)), JSON.parse(payload(1, 3.75))]), { qos: 1 });
    // QoS 1 is per hop: the device's PUBACK means the broker holds the message; storing follows.
    const rows = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (r) => r.length >= 2,
    );
    expect(rows.map((r) => r.temperature)).toEqual([3.5, 3.75]);
    expect(await latestOf(server.pool, fridge.sensorId)).toMatchObject({ latest_temperature: 3.75, latest_battery_level: 77 });
  });

  it('refuses a wrong password at connect', async () => {
    const fridge = await fridgeOf(tenantA);
    await expect(connectDevice(fridge, 'kss_wrong-secret-wrong-secret')).rejects.toThrow(/Bad username or password|Not authorized/i);
    const other = await fridgeOf(tenantB);
    // A real secret, but of another client's sensor, with this client's id in the username.
    await expect(
      mqtt.connectAsync(server.mqttUrl, { username: `${fridge.hwid}@${fridge.clientId}`, password: other.secret, reconnectPeriod: 0 }),
    ).rejects.toThrow();
  });

  it("disconnects a device that publishes on another sensor's topic, of its client or another, and stores nothing", async () => {
    const mine = await fridgeOf(tenantA);
    const neighbour = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    expect(await publishRefused(await connectDevice(mine), readingsTopic(neighbour.clientId, neighbour.hwid), payload(1, 9))).toBe(
      'closed',
    );
    expect(await publishRefused(await connectDevice(mine), readingsTopic(foreign.clientId, foreign.hwid), payload(1, 9))).toBe('closed');
    // The same hardware id under another client's prefix is another client's topic.
    expect(await publishRefused(await connectDevice(mine), readingsTopic(foreign.clientId, mine.hwid), payload(1, 9))).toBe('closed');
    const anonymous = await mqtt.connectAsync(server.mqttUrl, { reconnectPeriod: 0 });
    devices.push(anonymous);
    expect(await publishRefused(anonymous, readingsTopic(mine.clientId, mine.hwid), payload(1, 9))).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedReadings(server.pool, neighbour.sensorId)).toEqual([]);
    expect(await storedReadings(server.pool, foreign.sensorId)).toEqual([]);
    expect(await storedReadings(server.pool, mine.sensorId)).toEqual([]);
  });

  it('does not let a device subscribe to readings topics', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    await expect(device.subscribeAsync('ks/+/sensors/+/readings', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    await expect(device.subscribeAsync(readingsTopic(fridge.clientId, fridge.hwid), { qos: 1 })).rejects.toThrow(/Subscribe error/);
  });

  it('stores the messages the broker kept while the server was not listening, once it is back', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    await server.readingsSubscriber.stop();
    try {
      const topic = readingsTopic(fridge.clientId, fridge.hwid);
      for (const minutes of [15, 10, 5]) await device.publishAsync(topic, payload(minutes, 4), { qos: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storedReadings(server.pool, fridge.sensorId)).toEqual([]);
    } finally {
      await server.readingsSubscriber.start();
    }
    const rows = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (r) => r.length >= 3,
    );
    expect(rows).toHaveLength(3);
  });
});
