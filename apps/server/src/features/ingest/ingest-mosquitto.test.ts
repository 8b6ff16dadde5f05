import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.js';
import { hashToken } from '../../auth/secure-token.js';
import type { RunningServer } from '../../server.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs, startTestServer } from '../../../test/harness.js';
import { buildClient } from '../../../test/factories.js';
import { MOSQUITTO_BINARY, startMosquitto, type Mosquitto } from '../../../test/mosquitto.js';
import { gatewaySecret, monitoredAppliance, storedReadings, type MonitoredAppliance } from '../../../test/readings.js';
import { gatewayUsername, putGateway, putSensor, removeSensor, sendDynsecCommands, SERVER_ROLE } from './mqtt-dynsec.js';
import { startReadingsSubscriber } from './mqtt-subscriber.js';
import { gatewayReadingsTopic, readingsTopic } from './mqtt-topics.js';
import { skipWithout } from '../../../test/required-service.js';

// The production path: the shipped Mosquitto configuration (deploy/mosquitto), accounts kept through its
// dynamic-security plugin as ks-broker does, and the server's subscriber with its persistent session.
const NO_MOSQUITTO_HERE = skipWithout('a Mosquitto binary', Boolean(MOSQUITTO_BINARY));
const KS_BROKER = path.resolve(import.meta.dirname, '../../../../../deploy/mosquitto/ks-broker');

let server: RunningServer;
let broker: Mosquitto;
let subscriber: ReturnType<typeof startReadingsSubscriber>;
let tenantA: Awaited<ReturnType<typeof buildClient>>;
let tenantB: Awaited<ReturnType<typeof buildClient>>;
const clients: MqttClient[] = [];

const fridgeOf = async (tenant: typeof tenantA) => {
  const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
  await broker.control(putSensor(fridge.clientId, fridge.hwid, fridge.secret));
  return fridge;
};

async function connect(username: string, password: string | undefined, options: IClientOptions = {}): Promise<MqttClient> {
  // The shipped configuration binds each device and gateway account to its username as client id.
  const client = await mqtt.connectAsync(broker.url, { username, password, clientId: username, reconnectPeriod: 0, ...options });
  clients.push(client);
  return client;
}
const connectDevice = (sensor: MonitoredAppliance, options: IClientOptions = {}) =>
  connect(`${sensor.hwid}@${sensor.clientId}`, sensor.secret, options);

const payload = (minutesAgo: number, temperature: number) =>
  JSON.stringify({ time: new Date(Date.now() - minutesAgo * 60_000).toISOString(), temperature });

const temperaturesOf = async (sensor: MonitoredAppliance) => (await storedReadings(server.pool, sensor.sensorId)).map((r) => r.temperature);
/** The stored temperatures once `count` are there (the broker's PUBACK comes before the server stores it). */
const storedOnce = (sensor: MonitoredAppliance, count: number) =>
  until(
    () => temperaturesOf(sensor),
    (t) => t.length >= count,
  );
const gatewayIdOf = async (secret: string) =>
  (await server.pool.query<{ id: string }>('SELECT id FROM gateway_credentials WHERE secret_hash = $1', [hashToken(secret)])).rows[0]!.id;
/**
 * How many messages the server's subscriber took (stored or refused) since `since`, once it has taken at
 * least `count` more: what the broker forwarded before a message the test knows of has been through the
 * server by the time that one has, so a negative check after it asserts on a counter, not on a pause.
 */
const handledSince = async (since: number, count: number) =>
  (await until(
    async () => subscriber.handled(),
    (handled) => handled >= since + count,
  )) - since;

describe.skipIf(NO_MOSQUITTO_HERE)('MQTT ingest through a real Mosquitto (shipped configuration)', () => {
  beforeAll(async () => {
    broker = await startMosquitto();
    // The server keeps the broker's accounts in step with the secrets it issues (MQTT_ADMIN_URL).
    process.env.MQTT_ADMIN_URL = broker.adminUrl;
    try {
      server = await startTestServer();
    } finally {
      delete process.env.MQTT_ADMIN_URL;
    }
    tenantA = await buildClient(server.pool, 'Mosquitto A');
    tenantB = await buildClient(server.pool, 'Mosquitto B');
    subscriber = startReadingsSubscriber(server.system, {
      url: broker.serverUrl,
      clientId: `test-mosquitto-${process.pid}`,
    });
    await subscriber.ready;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await subscriber?.stop();
    await broker?.stop();
    await server?.stop();
  });

  it('refuses anonymous connections, wrong secrets and another client id in the username', async () => {
    const fridge = await fridgeOf(tenantA);
    const other = await fridgeOf(tenantB);
    await expect(mqtt.connectAsync(broker.url, { reconnectPeriod: 0 })).rejects.toThrow(/Not authorized/i);
    await expect(connect(`${fridge.hwid}@${fridge.clientId}`, 'kss_wrong-secret-wrong-secret')).rejects.toThrow(/Not authorized/i);
    await expect(connect(`${fridge.hwid}@${other.clientId}`, fridge.secret)).rejects.toThrow(/Not authorized/i);
    // The server's own account is no device either: it may not publish readings.
    const serverAccount = await connect(broker.server.username, broker.server.password, { protocolVersion: 5 });
    const before = subscriber.handled();
    await expect(serverAccount.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(1, 9), { qos: 1 })).rejects.toThrow(
      /Not authorized/i,
    );
    // A device's own message after the refusals: once the server has taken it, it has taken all there was.
    const marker = await fridgeOf(tenantA);
    await (await connectDevice(marker)).publishAsync(readingsTopic(marker.clientId, marker.hwid), payload(1, 4), { qos: 1 });
    expect(await handledSince(before, 1)).toBe(1);
    expect(await temperaturesOf(fridge)).toEqual([]);
  });

  it("lets a device publish on its own topic only: another sensor's, of its client or another, is refused and stored nowhere", async () => {
    const before = subscriber.handled();
    const mine = await fridgeOf(tenantA);
    const neighbour = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    // MQTT 5 devices are told (PUBACK "Not authorized"); MQTT 3.1.1 ones get a PUBACK while the broker drops
    // the message. Either way Mosquitto then closes the connection.
    for (const topic of [readingsTopic(neighbour.clientId, neighbour.hwid), readingsTopic(foreign.clientId, mine.hwid)]) {
      const v5 = await connectDevice(mine, { protocolVersion: 5 });
      await expect(v5.publishAsync(topic, payload(3, 9), { qos: 1 })).rejects.toThrow(/Not authorized/i);
    }
    const v311 = await connectDevice(mine);
    const closed = new Promise<void>((resolve) => v311.once('close', () => resolve()));
    await v311.publishAsync(readingsTopic(foreign.clientId, foreign.hwid), payload(2, 9), { qos: 1 });
    await closed;
    const device = await connectDevice(mine);
    await device.publishAsync(readingsTopic(mine.clientId, mine.hwid), payload(1, 4.25), { qos: 1 });
    expect(await storedOnce(mine, 1)).toEqual([4.25]);
    // The refused messages never reached the server: its own message is the only one it took.
    expect(await handledSince(before, 1)).toBe(1);
    expect(await temperaturesOf(neighbour)).toEqual([]);
    expect(await temperaturesOf(foreign)).toEqual([]);
    // Nor may a device read anybody's readings.
    await expect(device.subscribeAsync('ks/+/sensors/+/readings', { qos: 1 })).rejects.toThrow(/Subscribe error/);
  });

  it('stores a QoS 1 message once, however often it arrives', async () => {
    const before = subscriber.handled();
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    const topic = readingsTopic(fridge.clientId, fridge.hwid);
    const message = payload(5, 3.5);
    await device.publishAsync(topic, message, { qos: 1 });
    await device.publishAsync(topic, message, { qos: 1 });
    // One reading twice in one message: built once, so both carry the same time to the millisecond.
    const reading: unknown = JSON.parse(payload(4, 3.75));
    await device.publishAsync(topic, JSON.stringify([reading, reading]), { qos: 1 });
    // The same reading again from a second connection, with the DUP flag a resend carries.
    const again = await connectDevice(fridge);
    await again.publishAsync(topic, message, { qos: 1, dup: true });
    expect(await storedOnce(fridge, 2)).toEqual([3.5, 3.75]);
    // All four messages went through the server, and still two readings.
    expect(await handledSince(before, 4)).toBe(4);
    expect(await temperaturesOf(fridge)).toEqual([3.5, 3.75]);
  });

  it('keeps what devices publish while the server is away and stores it, once, when it is back', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    await subscriber.stop();
    try {
      for (let minutes = 1200; minutes > 0; minutes -= 1) {
        // More than Mosquitto's default queue of 1,000 for an offline session: the shipped config has no cap.
        void device.publish(readingsTopic(fridge.clientId, fridge.hwid), payload(minutes, 4), { qos: 1 });
      }
      await device.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(0, 4.5), { qos: 1 });
      // Nothing can have been stored: the server's session is disconnected, so the broker only queues.
      expect(subscriber.connected()).toBe(false);
      expect(await temperaturesOf(fridge)).toEqual([]);
    } finally {
      await subscriber.start();
    }
    const rows = await until(
      () => storedReadings(server.pool, fridge.sensorId),
      (r) => r.length >= 1200,
      15_000,
    );
    expect(rows).toHaveLength(1201);
  });

  it('disconnects a removed or re-keyed device at once and refuses its old secret', async () => {
    const fridge = await fridgeOf(tenantA);
    const device = await connectDevice(fridge);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    await broker.control(putSensor(fridge.clientId, fridge.hwid, 'kss_the-rotated-secret-0123456789'));
    await closed;
    await expect(connectDevice(fridge)).rejects.toThrow(/Not authorized/i);
    const rotated = await connectDevice({ ...fridge, secret: 'kss_the-rotated-secret-0123456789' });
    const gone = new Promise<void>((resolve) => rotated.once('close', () => resolve()));
    await broker.control(removeSensor(fridge.clientId, fridge.hwid));
    await gone;
    await expect(connectDevice({ ...fridge, secret: 'kss_the-rotated-secret-0123456789' })).rejects.toThrow(/Not authorized/i);
  });

  it('lets an operator add and remove a device with deploy/mosquitto/ks-broker, the secret read from standard input', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: tenantA.client.id, locationId: tenantA.location.id });
    const ksBroker = (args: string[], input = '') =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(KS_BROKER, args, { env: { ...process.env, MQTT_ADMIN_URL: broker.adminUrl } });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ code, output }));
        child.stdin.end(input);
      });
    await expect(connectDevice(fridge)).rejects.toThrow(/Not authorized/i);
    expect(await ksBroker(['sensor', 'put', fridge.clientId, fridge.hwid], `${fridge.secret}\n`)).toMatchObject({ code: 0 });
    const device = await connectDevice(fridge);
    await device.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), payload(1, 5.25), { qos: 1 });
    expect(await storedOnce(fridge, 1)).toEqual([5.25]);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    expect(await ksBroker(['sensor', 'remove', fridge.clientId, fridge.hwid])).toMatchObject({ code: 0 });
    await closed;
    await expect(connectDevice(fridge)).rejects.toThrow(/Not authorized/i);
    // Removing again is no error; a missing admin URL or a wrong command is.
    expect(await ksBroker(['sensor', 'remove', fridge.clientId, fridge.hwid])).toMatchObject({ code: 0 });
    expect((await ksBroker(['sensor', 'rename', fridge.clientId])).code).toBe(2);
  });

  it("keeps the broker's accounts in step with the secrets the app issues, rotates and deletes (MQTT_ADMIN_URL)", async () => {
    const { token } = await loginAs(server, 'manager@harbor.example');
    const as = <T>(query: string, variables: Record<string, unknown>) =>
      gql<T>(server, query, variables, { token, clientId: DEMO_IDS.harbor });
    const hwid = `MQ-${Date.now().toString(36)}`;
    const created = await as<{ createSensor: { secret: string; sensor: { id: string } } }>(
      'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id } } }',
      { input: { hwid, locationId: DEMO_IDS.harborBayside } },
    );
    const { secret, sensor } = created.data!.createSensor;
    const device = { hwid, clientId: DEMO_IDS.harbor, secret, sensorId: sensor.id } as MonitoredAppliance;
    const first = await connectDevice(device);
    await first.publishAsync(readingsTopic(DEMO_IDS.harbor, hwid), payload(2, 4.5), { qos: 1 });
    expect(await storedOnce(device, 1)).toEqual([4.5]);

    const closed = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const rotated = await as<{ rotateSensorCredential: { secret: string } }>(
      'mutation($id: ID!) { rotateSensorCredential(id: $id) { secret } }',
      { id: sensor.id },
    );
    await closed;
    await expect(connectDevice(device)).rejects.toThrow(/Not authorized/i);
    const second = await connectDevice({ ...device, secret: rotated.data!.rotateSensorCredential.secret });
    const gone = new Promise<void>((resolve) => second.once('close', () => resolve()));
    expect((await as('mutation($id: ID!) { deleteSensor(id: $id) { status } }', { id: sensor.id })).errors).toBeUndefined();
    await gone;
    await expect(connectDevice({ ...device, secret: rotated.data!.rotateSensorCredential.secret })).rejects.toThrow(/Not authorized/i);

    const gateway = await as<{ createGatewayCredential: { secret: string; gateway: { id: string } } }>(
      'mutation { createGatewayCredential(name: "Broker-kept gateway") { secret gateway { id } } }',
      {},
    );
    const { secret: gatewaySecret, gateway: created2 } = gateway.data!.createGatewayCredential;
    const gatewayClient = await connect(gatewayUsername(DEMO_IDS.harbor, created2.id), gatewaySecret);
    const dropped = new Promise<void>((resolve) => gatewayClient.once('close', () => resolve()));
    await as('mutation($id: ID!) { deleteGatewayCredential(id: $id) { status } }', { id: created2.id });
    await dropped;
    await expect(connect(gatewayUsername(DEMO_IDS.harbor, created2.id), gatewaySecret)).rejects.toThrow(/Not authorized/i);
  });

  it('gives concurrent account changes each its own answer (the broker sends every answer to every admin)', async () => {
    const clientId = tenantA.client.id;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        // The fourth re-creates the server's role, which exists: only it must fail.
        i === 3
          ? sendDynsecCommands(broker.adminUrl, [{ command: 'createRole', rolename: SERVER_ROLE }])
          : sendDynsecCommands(broker.adminUrl, putSensor(clientId, `CONCURRENT-${i}`, `kss_concurrent-secret-${i}-0123456789`)),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/createRole/);
  });

  it("takes a gateway's batch of many sensors on its own gateway topic, and refuses it on another gateway's or client's", async () => {
    const first = await fridgeOf(tenantA);
    const second = await fridgeOf(tenantA);
    const foreign = await fridgeOf(tenantB);
    const secret = await gatewaySecret(server.pool, tenantA.client.id);
    const otherSecret = await gatewaySecret(server.pool, tenantA.client.id);
    const gatewayId = await gatewayIdOf(secret);
    const otherGatewayId = await gatewayIdOf(otherSecret);
    await broker.control(putGateway(tenantA.client.id, gatewayId, secret));
    await broker.control(putGateway(tenantA.client.id, otherGatewayId, otherSecret));
    const connectGateway = () => connect(gatewayUsername(tenantA.client.id, gatewayId), secret, { protocolVersion: 5 });
    const gateway = await connectGateway();
    const batch = [first, second, first].map((sensor, i) => ({
      hwid: sensor.hwid,
      time: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
      temperature: 2 + i,
    }));
    await gateway.publishAsync(gatewayReadingsTopic(tenantA.client.id, gatewayId), JSON.stringify(batch), { qos: 1 });
    expect(await storedOnce(first, 2)).toEqual([2, 4]);
    expect(await storedOnce(second, 1)).toEqual([3]);
    // Another gateway's topic, and another client's: refused by the broker.
    const foreignBatch = JSON.stringify([{ hwid: foreign.hwid, time: new Date().toISOString(), temperature: 9 }]);
    for (const topic of [gatewayReadingsTopic(tenantA.client.id, otherGatewayId), gatewayReadingsTopic(tenantB.client.id, gatewayId)]) {
      await expect((await connectGateway()).publishAsync(topic, foreignBatch, { qos: 1 })).rejects.toThrow(/Not authorized/i);
    }
    // On its own topic, a sensor of another client is an unknown sensor there: taken, nothing stored for it.
    const before = subscriber.handled();
    await (await connectGateway()).publishAsync(gatewayReadingsTopic(tenantA.client.id, gatewayId), foreignBatch, { qos: 1 });
    expect(await handledSince(before, 1)).toBe(1);
    expect(await temperaturesOf(foreign)).toEqual([]);
  });
});
