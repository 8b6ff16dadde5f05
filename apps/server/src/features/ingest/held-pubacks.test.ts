import { Aedes } from 'aedes';
import mqtt, { type MqttClient, type Packet } from 'mqtt';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import mqttPacket from 'mqtt-packet';
import { holdPubacks, pubackBytes } from './held-pubacks.js';

// A contract test of the one reach into mqtt.js' internals: if mqtt.js stops sending its PUBACKs through
// _sendPacket, holdPubacks throws at connect or the broker sees an acknowledgement too early, and this fails.

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A broker, and how many of its deliveries a client has acknowledged (aedes' public 'ack' event). */
async function broker(): Promise<{ url: string; acknowledged: () => number }> {
  const aedes = await Aedes.createBroker();
  let acknowledged = 0;
  aedes.on('ack', () => (acknowledged += 1));
  const server = net.createServer((socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`, acknowledged: () => acknowledged };
}

async function connect(url: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
  stops.push(() => client.endAsync(true));
  return client;
}

describe('mqtt.js adapter: held PUBACKs', () => {
  it('keeps a PUBACK from the broker until it is sent, and lets the ones not held go at once', async () => {
    const { url, acknowledged } = await broker();
    const receiver = await connect(url);
    const held: Packet[] = [];
    const sendHeld = holdPubacks(receiver, (puback) => {
      if (held.length > 0) return false;
      held.push(puback);
      return true;
    });
    await receiver.subscribeAsync('t/#', { qos: 1 });
    const sender = await connect(url);

    await sender.publishAsync('t/first', 'x', { qos: 1 });
    await expect.poll(() => held.length).toBe(1);
    // The receiver's own QoS 1 round trip: anything it had sent before has reached the broker by now.
    await receiver.publishAsync('probe', 'x', { qos: 1 });
    expect(acknowledged()).toBe(0);

    await sender.publishAsync('t/second', 'x', { qos: 1 });
    await expect.poll(acknowledged).toBe(1);

    sendHeld([held[0]!.messageId!]);
    await expect.poll(acknowledged).toBe(2);
  });

  it('writes the PUBACKs mqtt-packet would, back to back', () => {
    const ids = [1, 255, 256, 65535];
    const expected = Buffer.concat(ids.map((messageId) => mqttPacket.generate({ cmd: 'puback', messageId })));
    expect(pubackBytes(ids)).toEqual(expected);
    for (const protocolVersion of [4, 5] as const) {
      const parser = mqttPacket.parser({ protocolVersion });
      const parsed: mqttPacket.Packet[] = [];
      parser.on('packet', (packet) => parsed.push(packet));
      parser.parse(pubackBytes(ids));
      expect(parsed.map((p) => [p.cmd, p.messageId, 'reasonCode' in p ? (p.reasonCode ?? 0) : 0])).toEqual(
        ids.map((id) => ['puback', id, 0]),
      );
    }
  });

  it('refuses a client without the internal it relies on, instead of acknowledging early', () => {
    expect(() => holdPubacks({} as MqttClient, () => true)).toThrow('mqtt.js no longer sends packets through _sendPacket');
  });
});
