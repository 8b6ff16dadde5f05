import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { outcome, outcomesFrom, suiteSessions } from '../../../test/estate-factories.js';
import { countWhere, monitoredAppliance, postReadings, reading, storedReadings } from '../../../test/readings.js';
import { createBrokerIntake, INTAKE_MAX_READINGS } from './broker-intake.js';
import { gatewayReadingsTopic, parseGatewayReadingsTopic, readingsTopic } from './mqtt-topics.js';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const CREATE = 'mutation($name: String!) { createGatewayCredential(name: $name) { secret gateway { id name createdAt } } }';
const LIST = '{ gatewayCredentials { id name } }';
const DELETE = 'mutation($id: ID!) { deleteGatewayCredential(id: $id) { status id } }';

interface Created {
  createGatewayCredential: { secret: string; gateway: { id: string; name: string } };
}

describe('gateway credentials', () => {
  it.each(outcomesFrom('MANAGER'))('%s manages gateways: %s', async (level, expected) => {
    const before = await countWhere(server.pool, 'gateway_credentials', 'client_id = $1', [DEMO_IDS.harbor]);
    const created = await asLevel<Created>(level, CREATE, { name: `Gateway of ${level}` });
    expect(outcome(created)).toBe(expected);
    expect(outcome(await asLevel(level, LIST))).toBe(expected);
    expect(await countWhere(server.pool, 'gateway_credentials', 'client_id = $1', [DEMO_IDS.harbor])).toBe(
      before + (expected === 'OK' ? 1 : 0),
    );
    if (expected === 'OK') {
      const id = created.data!.createGatewayCredential.gateway.id;
      expect(outcome(await asLevel(level, DELETE, { id }))).toBe('OK');
    }
  });

  it('refuses an empty name', async () => {
    const result = await as('manager@harbor.example', CREATE, { name: '   ' });
    expect(result.errors?.[0]?.message).toBe('Field is required');
  });

  it('gives a secret that sends readings for any sensor of the client over HTTP and MQTT, until it is deleted', async () => {
    const created = await as<Created>('manager@harbor.example', CREATE, { name: 'Kitchen gateway' });
    const { secret, gateway } = created.data!.createGatewayCredential;
    expect(secret).toMatch(/^ksg_/);
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborBayside });
    expect((await postReadings(server, secret, { readings: [reading(fridge.hwid, 2, 3)] })).body).toMatchObject({ stored: 1 });

    const device = await mqtt.connectAsync(server.mqttUrl, {
      username: `gateway@${DEMO_IDS.harbor}`,
      password: secret,
      reconnectPeriod: 0,
    });
    await device.publishAsync(
      readingsTopic(DEMO_IDS.harbor, fridge.hwid),
      JSON.stringify({ time: new Date().toISOString(), temperature: 3.5 }),
      {
        qos: 1,
      },
    );
    await device.endAsync();
    for (let i = 0; i < 100 && (await storedReadings(server.pool, fridge.sensorId)).length < 2; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await storedReadings(server.pool, fridge.sensorId)).map((r) => r.temperature)).toEqual([3, 3.5]);

    const list = await as<{ gatewayCredentials: Array<Record<string, unknown>> }>('manager@harbor.example', LIST);
    expect(list.data!.gatewayCredentials).toContainEqual({ id: gateway.id, name: 'Kitchen gateway' });
    expect(await as('manager@harbor.example', DELETE, { id: gateway.id })).toMatchObject({
      data: { deleteGatewayCredential: { status: 'SUCCESS' } },
    });
    expect((await postReadings(server, secret, { readings: [reading(fridge.hwid, 1, 3)] })).status).toBe(401);
  });

  it('takes a batch of many sensors on its own gateway topic of the embedded broker, and no other gateway topic', async () => {
    const created = await as<Created>('manager@harbor.example', CREATE, { name: 'Batching gateway' });
    const other = await as<Created>('manager@harbor.example', CREATE, { name: 'Another gateway' });
    const { secret, gateway } = created.data!.createGatewayCredential;
    const otherId = other.data!.createGatewayCredential.gateway.id;
    const fridges = [
      await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborBayside }),
      await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborBayside }),
    ];
    const batch = (minutesAgo: number, temperature: number) =>
      JSON.stringify(
        fridges.map((f, i) => ({
          hwid: f.hwid,
          time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          temperature: temperature + i,
        })),
      );
    const connect = (username: string, password = secret) => mqtt.connectAsync(server.mqttUrl, { username, password, reconnectPeriod: 0 });
    // Its own username form (what a production broker needs) and the client-wide one both publish on its own topic.
    for (const [username, minutesAgo] of [
      [`gateway/${gateway.id}@${DEMO_IDS.harbor}`, 3],
      [`gateway@${DEMO_IDS.harbor}`, 2],
    ] as const) {
      const device = await connect(username);
      await device.publishAsync(gatewayReadingsTopic(DEMO_IDS.harbor, gateway.id), batch(minutesAgo, minutesAgo), { qos: 1 });
      await device.endAsync();
    }
    // The embedded broker PUBACKs once stored: no waiting.
    expect((await storedReadings(server.pool, fridges[0]!.sensorId)).map((r) => r.temperature)).toEqual([3, 2]);
    expect((await storedReadings(server.pool, fridges[1]!.sensorId)).map((r) => r.temperature)).toEqual([4, 3]);
    // Another gateway's topic closes the connection; another gateway's id in the username is refused at connect.
    const device = await connect(`gateway/${gateway.id}@${DEMO_IDS.harbor}`);
    const closed = new Promise<string>((resolve) => device.once('close', () => resolve('closed')));
    device.publish(gatewayReadingsTopic(DEMO_IDS.harbor, otherId), batch(1, 9), { qos: 1 });
    expect(await closed).toBe('closed');
    await expect(connect(`gateway/${otherId}@${DEMO_IDS.harbor}`)).rejects.toThrow(/Bad username or password|Not authorized/i);
    expect((await storedReadings(server.pool, fridges[0]!.sensorId)).map((r) => r.temperature)).toEqual([3, 2]);
  });

  it('stores big gateway messages in transactions of about 1,000 readings, not all that arrived at once in one', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborBayside });
    const gatewayId = '7d2c61e4-0f3b-4a8e-9a51-3c1c2f0e9b10';
    const topic = gatewayReadingsTopic(DEMO_IDS.harbor, gatewayId);
    const sizes: number[] = [];
    const intake = createBrokerIntake({
      store: async ({ entries }) => {
        sizes.push(entries.length);
        return { received: entries.length, accepted: entries.length, stored: entries.length, duplicates: 0, errors: [] };
      },
    });
    intake.open(server.system);
    const stored = Array.from({ length: 5 }, (_, m) => {
      const payload = JSON.stringify(
        Array.from({ length: 400 }, (_, i) => ({
          hwid: fridge.hwid,
          time: new Date(Date.now() - (m * 400 + i + 1) * 60_000).toISOString(),
          temperature: 3,
        })),
      );
      return new Promise<Error | null>((resolve) => intake.accept({}, topic, parseGatewayReadingsTopic(topic)!, payload, resolve));
    });
    // All five arrived in one turn of the event loop: without a cap they would be one transaction of 2,000.
    expect(await Promise.all(stored)).toEqual([null, null, null, null, null]);
    expect(sizes).toEqual([1200, 800]);
    expect(Math.max(...sizes)).toBeLessThan(INTAKE_MAX_READINGS + 400);
  });

  it("answers another client's gateway like a missing one and leaves it alone", async () => {
    const created = await as<Created>('manager@harbor.example', CREATE, { name: 'Harbor only' });
    const { id } = created.data!.createGatewayCredential.gateway;
    const foreign = await as('manager@sunrise.example', DELETE, { id });
    expect(outcome(foreign)).toBe('NOT_FOUND');
    const sunriseList = await as<{ gatewayCredentials: Array<{ id: string }> }>('manager@sunrise.example', LIST);
    expect(sunriseList.data!.gatewayCredentials.map((g) => g.id)).not.toContain(id);
    expect(await countWhere(server.pool, 'gateway_credentials', 'id = $1', [id])).toBe(1);
  });
});
