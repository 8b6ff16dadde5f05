import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../../../test/harness.js';
import { outcome, sessionsFor, type Level } from '../../../test/estate-factories.js';
import { countWhere, monitoredAppliance, postReadings, reading, storedReadings } from '../../../test/readings.js';
import { readingsTopic } from './mqtt-topics.js';

let server: RunningServer;
const { as, asLevel } = sessionsFor(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = 'mutation($name: String!) { createGatewayCredential(name: $name) { secret gateway { id name createdAt } } }';
const LIST = '{ gatewayCredentials { id name } }';
const DELETE = 'mutation($id: ID!) { deleteGatewayCredential(id: $id) { status id } }';

interface Created {
  createGatewayCredential: { secret: string; gateway: { id: string; name: string } };
}

describe('gateway credentials', () => {
  it.each<[Level, string]>([
    ['FULL_ADMIN', 'OK'],
    ['MANAGER', 'OK'],
    ['LOCATION_MANAGER', 'FORBIDDEN'],
    ['STANDARD_USER', 'FORBIDDEN'],
    ['BASIC_USER', 'FORBIDDEN'],
  ])('%s manages gateways: %s', async (level, expected) => {
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
