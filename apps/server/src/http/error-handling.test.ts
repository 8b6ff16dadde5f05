import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/demo-accounts.js';
import { buildSensor, sessionsFor } from '../../test/estate-factories.js';
import { buildClient } from '../../test/factories.js';
import { useTestServer } from '../../test/suite-server.js';
import { monitoredAppliance, postReadings, reading, systemQuery } from '../../test/readings.js';
import { UNEXPECTED_ERROR_MESSAGE } from './error-handler.js';

// The server's own log lines, as its log pipeline would receive them.
const logLines: Array<Record<string, unknown>> = [];
const server = useTestServer({ logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } });
let tenant: Awaited<ReturnType<typeof buildClient>>;
const { as } = sessionsFor(() => server);

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Faulty kitchen');
  // Real database faults, raised by PostgreSQL itself for rows these tests mark.
  await systemQuery(
    server.pool,
    `CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       RAISE EXCEPTION 'internal fault in the database cluster'; END $$`,
  );
  await systemQuery(
    server.pool,
    `CREATE TRIGGER test_fault BEFORE UPDATE ON sensors FOR EACH ROW WHEN (NEW.manufacturer LIKE 'explode%') EXECUTE FUNCTION test_fault()`,
  );
  await systemQuery(
    server.pool,
    `CREATE TRIGGER test_fault BEFORE INSERT ON sensor_readings FOR EACH ROW WHEN (NEW.temperature = -99) EXECUTE FUNCTION test_fault()`,
  );
});

const linesOf = (message: string) => logLines.filter((line) => line.msg === message);

describe('POST /ingest 500s', () => {
  it('answer a fixed message with the request id, and log the database error under that id', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    const response = await fetch(`${server.url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fridge.secret}` },
      body: JSON.stringify({ readings: [reading(fridge.hwid, 1, -99)] }),
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    for (const leak of ['internal fault', 'sensor_readings', 'Failed query', 'relation', 'INSERT', fridge.hwid])
      expect(text).not.toContain(leak);
    const body = JSON.parse(text) as { message: string; requestId: string };
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: UNEXPECTED_ERROR_MESSAGE,
      requestId: expect.any(String),
    });

    const logged = linesOf('request failed').find((line) => line.reqId === body.requestId);
    expect(logged).toMatchObject({ level: 50, method: 'POST', url: '/ingest/v1/readings' });
    expect(JSON.stringify(logged)).toContain('internal fault in the database cluster');
    // The statement's parameters are the device's values: left out of the log.
    expect(JSON.stringify(logged)).not.toContain(fridge.hwid);
    // A good batch still goes through.
    expect((await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 2, 3)] })).body).toMatchObject({ stored: 1 });
  });

  it('leave 4xx answers as they were', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    const response = await fetch(`${server.url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fridge.secret}` },
      body: '{"readings": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });
});

describe('unexpected GraphQL errors', () => {
  it('are masked for the caller and logged with request id, operation name and stack, never the variables', async () => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const secretValue = 'explode-hunter2-do-not-log';
    const before = linesOf('unexpected GraphQL error').length;
    const result = await as(
      'manager@harbor.example',
      'mutation RenameSensor($input: UpdateSensorInput!) { updateSensor(input: $input) { id } }',
      { input: { id: sensor.id, manufacturer: secretValue } },
    );
    expect(result.errors?.[0]?.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');

    const logged = linesOf('unexpected GraphQL error').slice(before);
    expect(logged).toHaveLength(1);
    const [line] = logged as [Record<string, unknown> & { error: { message: string; stack: string; cause: { message: string } } }];
    expect(line).toMatchObject({ level: 50, operationName: 'RenameSensor', path: ['updateSensor'], reqId: expect.any(String) });
    expect(line.error.message).toMatch(/^Failed query: update "sensors"/);
    expect(line.error.stack).toMatch(/\n\s+at /);
    expect(line.error.cause.message).toBe('internal fault in the database cluster');
    expect(JSON.stringify(logged)).not.toContain(secretValue);
    expect(JSON.stringify(logged)).not.toContain('variables');
  });

  it('are not logged for expected refusals (a missing sensor, a forbidden mutation)', async () => {
    const before = linesOf('unexpected GraphQL error').length;
    const refused = await as('manager@harbor.example', 'query Peek($id: ID!) { sensor(id: $id) { id } }', { id: 'not-an-id' });
    expect(refused.errors).toBeUndefined();
    const forbidden = await as(
      'porter@harbor.example',
      'mutation Nope { deleteSensor(id: "00000000-0000-4000-8000-000000000000") { id } }',
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(linesOf('unexpected GraphQL error').length).toBe(before);
  });
});
