import mqtt, { type MqttClient } from 'mqtt';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/factories.js';
import { useTestServer } from '../../test/suite-server.js';
import { monitoredAppliance, storedReadings, type MonitoredAppliance } from '../../test/readings.js';
import { readingsTopic } from '../features/ingest/mqtt-topics.js';
import { guardPacketSize, MAX_MQTT_PACKET_BYTES, PacketSizeScanner } from './mqtt-packet-size-guard.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
const clients: MqttClient[] = [];

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Broker guard');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
});

const fridge = () => monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });

async function connectDevice(sensor: MonitoredAppliance): Promise<MqttClient> {
  const client = await mqtt.connectAsync(server.mqttUrl, {
    username: `${sensor.hwid}@${sensor.clientId}`,
    password: sensor.secret,
    reconnectPeriod: 0,
  });
  clients.push(client);
  return client;
}

const readingPayload = (temperature: number, padding = 0) =>
  JSON.stringify({ time: new Date(Date.now() - 60_000).toISOString(), temperature }) + ' '.repeat(padding);

/** A PUBLISH (QoS 0) fixed header and topic declaring `bodyBytes` bytes after the fixed header. */
function publishHeader(topic: string, bodyBytes: number): Buffer {
  const length: number[] = [];
  let rest = bodyBytes;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  const name = Buffer.from(topic);
  return Buffer.concat([Buffer.from([0x30, ...length, name.length >> 8, name.length & 0xff]), name]);
}

/** Resolves when the socket closes, or with 'open' after `ms`. */
const closedWithin = (socket: Duplex, ms: number) =>
  new Promise<'closed' | 'open'>((resolve) => {
    if (socket.destroyed) return resolve('closed');
    socket.once('close', () => resolve('closed'));
    setTimeout(() => resolve('open'), ms);
  });

describe('embedded broker: who may connect', () => {
  it('refuses an anonymous CONNECT, and keeps device credentials and the readiness probe working', async () => {
    await expect(mqtt.connectAsync(server.mqttUrl, { reconnectPeriod: 0 })).rejects.toThrow(/Not authorized/);
    await expect(mqtt.connectAsync(server.mqttUrl, { reconnectPeriod: 0, username: 'someone' })).rejects.toThrow();

    const sensor = await fridge();
    const device = await connectDevice(sensor);
    await device.publishAsync(readingsTopic(sensor.clientId, sensor.hwid), readingPayload(4.5), { qos: 1 });
    expect(await storedReadings(server.pool, sensor.sensorId)).toHaveLength(1);
    // /readyz opens an MQTT connection: it signs in with the server's own account.
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { broker: true } });
  });
});

describe('embedded broker: packet size', () => {
  it('ends a connection at the header of a packet over 64 KiB, before its body is read', async () => {
    const sensor = await fridge();
    const device = await connectDevice(sensor);
    const stream = device.stream as Duplex;
    stream.on('error', () => undefined);
    // The header of a 1 MiB PUBLISH and one KiB of it: the broker must not wait for the rest.
    stream.write(Buffer.concat([publishHeader(readingsTopic(sensor.clientId, sensor.hwid), 1024 * 1024), Buffer.alloc(1024, 0x20)]));
    expect(await closedWithin(stream, 2000)).toBe('closed');
    expect(await storedReadings(server.pool, sensor.sensorId)).toEqual([]);
  });

  it('keeps memory flat under four 25 MB publishes, and still takes a 60 KiB one', async () => {
    const sensor = await fridge();
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const stream = (await connectDevice(sensor)).stream as Duplex;
          stream.on('error', () => undefined);
          const total = 25 * 1024 * 1024;
          stream.write(publishHeader(readingsTopic(sensor.clientId, sensor.hwid), total));
          for (let sent = 0; sent < total && !stream.destroyed; sent += chunk.length) {
            if (!stream.write(chunk)) {
              await new Promise((resolve) => {
                stream.once('drain', resolve);
                stream.once('close', resolve);
              });
            }
          }
          expect(await closedWithin(stream, 2000)).toBe('closed');
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);

    const device = await connectDevice(sensor);
    await device.publishAsync(readingsTopic(sensor.clientId, sensor.hwid), readingPayload(3.5, 60 * 1024), { qos: 1 });
    expect(device.connected).toBe(true);
    expect(await storedReadings(server.pool, sensor.sensorId)).toHaveLength(1);
  });
});

describe('PacketSizeScanner', () => {
  it('follows packets split anywhere, and refuses the first one declared too large', () => {
    const small = publishHeader('t', 100);
    const stream = Buffer.concat([small, Buffer.alloc(100 - 3), Buffer.from([0xc0, 0x00]), small, Buffer.alloc(97)]);
    for (let split = 1; split < stream.length; split += 7) {
      const scanner = new PacketSizeScanner(MAX_MQTT_PACKET_BYTES);
      expect(scanner.accept(stream.subarray(0, split)) && scanner.accept(stream.subarray(split))).toBe(true);
    }
    const scanner = new PacketSizeScanner(MAX_MQTT_PACKET_BYTES);
    expect(scanner.accept(publishHeader('t', MAX_MQTT_PACKET_BYTES).subarray(0, 4))).toBe(true);
    expect(new PacketSizeScanner(MAX_MQTT_PACKET_BYTES).accept(publishHeader('t', MAX_MQTT_PACKET_BYTES + 1).subarray(0, 4))).toBe(false);
    // A fifth length byte is malformed MQTT.
    expect(new PacketSizeScanner(Number.MAX_SAFE_INTEGER).accept(Buffer.from([0x30, 0x80, 0x80, 0x80, 0x80, 0x01]))).toBe(false);
  });
});

describe('guardPacketSize', () => {
  it('passes what was written while corked on to the socket in one write, in order', async () => {
    const writes: Buffer[] = [];
    const socket = Object.assign(new EventEmitter(), {
      write(chunk: Buffer, callback?: () => void) {
        writes.push(chunk);
        setImmediate(() => callback?.());
        return true;
      },
      pause() {},
      resume() {},
      end() {},
      destroy() {},
    }) as unknown as Socket;
    const guarded = guardPacketSize(socket);
    // Three PUBACKs answered in one go, as the intake does for a batch.
    guarded.cork();
    for (const id of [1, 2, 3]) guarded.write(Buffer.from([0x40, 0x02, 0x00, id]));
    guarded.uncork();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect([...writes[0]!]).toEqual([0x40, 0x02, 0x00, 1, 0x40, 0x02, 0x00, 2, 0x40, 0x02, 0x00, 3]);
  });
});
