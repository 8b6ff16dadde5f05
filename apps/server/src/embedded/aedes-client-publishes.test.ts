import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endClientPublishes } from './aedes-client-publishes.js';

// A contract test of the one reach into aedes' internals: if aedes stops handing client messages to
// broker.publish(packet, client, done), a client's message is routed again and this fails.

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function broker(endClients: boolean): Promise<{ aedes: Aedes; url: string }> {
  const aedes = await Aedes.createBroker();
  if (endClients) endClientPublishes(aedes);
  const server = net.createServer((socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address() as net.AddressInfo;
  return { aedes, url: `mqtt://127.0.0.1:${address.port}` };
}

async function connect(url: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
  stops.push(() => client.endAsync(true));
  return client;
}

/** Topics `subscriber` receives, in order. */
async function listen(url: string): Promise<string[]> {
  const subscriber = await connect(url);
  const topics: string[] = [];
  subscriber.on('message', (topic) => topics.push(topic));
  await subscriber.subscribeAsync('t/#', { qos: 1 });
  return topics;
}

/** The broker's own publish, then waits for `topics` to hold it (messages reach a subscriber in order). */
async function brokerPublishes(aedes: Aedes, topics: string[], topic: string) {
  await new Promise<void>((resolve, reject) =>
    aedes.publish({ cmd: 'publish', topic, payload: Buffer.from('x'), qos: 1, retain: false, dup: false }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  await expect.poll(() => topics.includes(topic)).toBe(true);
}

describe('aedes adapter: client messages end at their PUBACK', () => {
  it("acknowledges a client's QoS 1 message without routing it, and still routes the broker's own", async () => {
    const { aedes, url } = await broker(true);
    const topics = await listen(url);
    const device = await connect(url);
    await device.publishAsync('t/reading', 'x', { qos: 1 });
    await brokerPublishes(aedes, topics, 't/own');
    expect(topics).toEqual(['t/own']);
  });

  it("routes a client's message where the adapter is not applied (the test can tell the difference)", async () => {
    const { aedes, url } = await broker(false);
    const topics = await listen(url);
    const device = await connect(url);
    await device.publishAsync('t/reading', 'x', { qos: 1 });
    await brokerPublishes(aedes, topics, 't/own');
    expect(topics).toEqual(['t/reading', 't/own']);
  });
});
