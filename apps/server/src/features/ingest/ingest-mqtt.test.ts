import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.js';
import { startEmbeddedMqtt } from '../../embedded/embedded-mqtt.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import { latestOf, monitoredAppliance, storedReadings, type MonitoredAppliance } from '../../../test/readings.js';
import { createBrokerIntake, type BrokerIntake } from './broker-intake.js';
import { ingestEntries } from './ingest.service.js';
import { brokerGuard } from './mqtt-access.js';
import { startReadingsSubscriber } from './mqtt-subscriber.js';
import { READINGS_TOPIC_FILTER, readingsTopic } from './mqtt-topics.js';
import { SILENT_LOG } from '../../scope/scope.js';

const server = useTestServer();
let tenantA: Awaited<ReturnType<typeof buildClient>>;
let tenantB: Awaited<ReturnType<typeof buildClient>>;
const devices: MqttClient[] = [];

beforeAll(async () => {
  tenantA = await buildClient(server.pool, 'MQTT A');
  tenantB = await buildClient(server.pool, 'MQTT B');
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.endAsync(true)));
});

const fridgeOf = (tenant: typeof tenantA) =>
  monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });

/** Connects as a device: username hwid@clientId, password its secret. */
async function connectDevice(
  sensor: MonitoredAppliance,
  password = sensor.secret,
  url = server.mqttUrl,
  reconnectPeriod = 0,
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    clientId: `device-${sensor.hwid}-${Math.random().toString(16).slice(2)}`,
    username: `${sensor.hwid}@${sensor.clientId}`,
    password,
    reconnectPeriod,
  });
  devices.push(client);
  return client;
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
    // One reading twice in one message: built once, so both carry the same time to the millisecond.
    const reading: unknown = JSON.parse(payload(1, 3.75));
    await device.publishAsync(topic, JSON.stringify([reading, reading]), { qos: 1 });
    // The embedded broker PUBACKs only once the message is stored: no waiting needed.
    const rows = await storedReadings(server.pool, fridge.sensorId);
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
    // Anonymous clients do not get that far: refused at CONNECT (embedded/embedded-mqtt.test.ts).
    await expect(mqtt.connectAsync(server.mqttUrl, { reconnectPeriod: 0 })).rejects.toThrow(/Not authorized/);
    // No pause needed: the broker's guard refuses in authorizePublish, before the intake sees the message,
    // and the connection's close is that refusal.
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

  it('does not acknowledge a message it could not store: the device is disconnected and sends it again', async () => {
    const fridge = await fridgeOf(tenantA);
    let failures = 1;
    const intake = createBrokerIntake({
      store: async (batch) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('database unavailable');
        }
        return ingestEntries(batch);
      },
    });
    const account = { username: 'test-server', password: 'test-server-password' };
    const broker = await startEmbeddedMqtt(0, () => undefined, brokerGuard(server.pool, account, intake));
    const quiet = { ...server.system, log: SILENT_LOG };
    intake.open(quiet);
    try {
      const device = await connectDevice(fridge, fridge.secret, broker.url, 50);
      const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
      let acknowledged = false;
      const published = device.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(3, 5.5), { qos: 1 }).then(() => {
        acknowledged = true;
      });
      await closed;
      expect(acknowledged).toBe(false);
      // mqtt.js keeps the unacknowledged message and sends it again after reconnecting; now it is stored.
      await published;
      expect((await storedReadings(server.pool, fridge.sensorId)).map((r) => r.temperature)).toEqual([5.5]);
      await device.endAsync();
    } finally {
      await broker.stop();
    }
  });

  it('stores a batch of two clients whose sensors share a hardware id, each reading on its own client sensor', async () => {
    const fridgeA = await fridgeOf(tenantA);
    const fridgeB = await fridgeOf(tenantB);
    // Hardware ids are unique per client only: B's sensor takes A's.
    await server.pool.query('UPDATE sensors SET hwid = $1 WHERE id = $2', [fridgeA.hwid, fridgeB.sensorId]);
    const entry = (clientId: string, minutesAgo: number, temperature: number) => ({
      principal: { kind: 'topic' as const, clientId, hwid: fridgeA.hwid },
      raw: JSON.parse(payload(minutesAgo, temperature)) as unknown,
    });
    // One intake batch, the clients' readings interleaved as they arrive.
    const result = await ingestEntries({
      system: server.system,
      entries: [
        entry(fridgeA.clientId, 5, 3.1),
        entry(fridgeB.clientId, 5, 7.2),
        entry(fridgeA.clientId, 4, 3.3),
        entry(fridgeB.clientId, 3, 7.4),
      ],
    });
    expect(result).toMatchObject({ stored: 4, errors: [] });
    expect((await storedReadings(server.pool, fridgeA.sensorId)).map((r) => r.temperature)).toEqual([3.1, 3.3]);
    expect((await storedReadings(server.pool, fridgeB.sensorId)).map((r) => r.temperature)).toEqual([7.2, 7.4]);
    expect((await latestOf(server.pool, fridgeA.sensorId)).latest_temperature).toBeCloseTo(3.3, 5);
    expect((await latestOf(server.pool, fridgeB.sensorId)).latest_temperature).toBeCloseTo(7.4, 5);
  });

  it('ends a message the intake stored at its PUBACK: the broker routes it to no subscriber, as it would without an intake', async () => {
    const fridge = await fridgeOf(tenantA);
    const account = { username: 'test-server', password: 'test-server-password' };
    const intake = createBrokerIntake();
    intake.open(server.system);
    /** The readings topics a subscriber (the server's account) receives while the device publishes one reading. */
    async function routed(guardIntake: BrokerIntake | undefined, minutesAgo: number): Promise<string[]> {
      const broker = await startEmbeddedMqtt(0, () => undefined, brokerGuard(server.pool, account, guardIntake));
      try {
        const watcher = await mqtt.connectAsync(broker.url, { ...account, reconnectPeriod: 0 });
        const topics: string[] = [];
        watcher.on('message', (topic) => topics.push(topic));
        await watcher.subscribeAsync(READINGS_TOPIC_FILTER, { qos: 1 });
        const device = await connectDevice(fridge, fridge.secret, broker.url);
        await device.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(minutesAgo, 4.5), { qos: 1 });
        // A round trip of the watcher's own after the PUBACK: a copy routed to it would have arrived first.
        await watcher.unsubscribeAsync('barrier');
        await Promise.all([watcher.endAsync(), device.endAsync()]);
        return topics;
      } finally {
        await broker.stop();
      }
    }
    expect(await routed(intake, 3)).toEqual([]);
    expect((await storedReadings(server.pool, fridge.sensorId)).map((r) => r.temperature)).toEqual([4.5]);
    expect(await routed(undefined, 2)).toEqual([readingsTopic(fridge.clientId, fridge.hwid)]);
  });

  it('refuses (unacknowledged) what arrives while the embedded intake is stopped, and stores again once started', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    await server.readingsSubscriber.stop();
    try {
      expect(await publishRefused(device, readingsTopic(fridge.clientId, fridge.hwid), payload(4, 6))).toBe('closed');
    } finally {
      await server.readingsSubscriber.start();
    }
    const again = await connectDevice(fridge);
    await again.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(2, 6.5), { qos: 1 });
    expect((await storedReadings(server.pool, fridge.sensorId)).map((r) => r.temperature)).toEqual([6.5]);
  });
});

// With MQTT_URL (an external broker such as Mosquitto or EMQX) the server subscribes with a persistent session.
describe('MQTT ingest through an external broker (MQTT_URL)', () => {
  it('stores the messages the broker kept while the server was not listening, once it is back', async () => {
    const fridge = await fridgeOf(tenantA);
    // A plain broker without the embedded one's rules, as an external broker with its own ACL would be.
    const external = await startEmbeddedMqtt(0, () => undefined);
    const subscriber = startReadingsSubscriber(server.system, { url: external.url, clientId: 'test-ingest-external' });
    try {
      await subscriber.ready;
      const device = await connectDevice(fridge, fridge.secret, external.url);
      await subscriber.stop();
      try {
        const topic = readingsTopic(fridge.clientId, fridge.hwid);
        for (const minutes of [15, 10, 5]) await device.publishAsync(topic, payload(minutes, 4), { qos: 1 });
        // Nothing can have been stored: the server's session is disconnected, so the broker only queues.
        expect(subscriber.connected()).toBe(false);
        expect(await storedReadings(server.pool, fridge.sensorId)).toEqual([]);
      } finally {
        await subscriber.start();
      }
      const rows = await until(
        () => storedReadings(server.pool, fridge.sensorId),
        (r) => r.length >= 3,
      );
      expect(rows).toHaveLength(3);
    } finally {
      await subscriber.stop();
      await external.stop();
    }
  });
});
