import fc from 'fast-check';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import { monitoredAppliance, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { readingsTopic } from './mqtt-topics.js';

const server = useTestServer();
let fridge: MonitoredAppliance;

beforeAll(async () => {
  const tenant = await buildClient(server.pool, 'Fuzz');
  fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
});

/** Values a careless or hostile device might put in each field. */
const anyValue = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1e308, 1e308, 0, -0, 8.64e15 + 1),
  fc.string(),
  fc.constantFrom('NaN', 'Infinity', '1e999', '', ' ', '2026-01-01', '2026-01-01T00:00:00', '9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z'),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const timeValue = fc.oneof(
  fc.date({ min: new Date('1990-01-01'), max: new Date(Date.now() + 3_600_000), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 0, max: Date.now() + 3_600_000 }),
  anyValue,
);

const readingLike = fc.record(
  {
    hwid: fc.oneof(fc.constant('__HWID__'), fc.string({ maxLength: 80 }), anyValue),
    time: timeValue,
    temperature: fc.oneof(fc.double({ min: -200, max: 400 }), anyValue),
    humidity: fc.oneof(fc.double({ min: -10, max: 110 }), anyValue),
    batteryLevel: fc.oneof(fc.integer({ min: -5, max: 105 }), anyValue),
    signalLevel: fc.oneof(fc.integer({ min: -5, max: 105 }), anyValue),
  },
  { requiredKeys: [] },
);

const bodyLike = fc.oneof(
  fc.record({ readings: fc.array(fc.oneof(readingLike, anyValue), { maxLength: 20 }) }),
  fc.record({ readings: anyValue }),
  fc.array(readingLike, { maxLength: 3 }),
  anyValue,
);

/** Every stored reading of the fuzzed sensor must satisfy the ingest rules. */
async function invalidStoredCount(): Promise<number> {
  const { rows } = await systemQuery<{ n: number }>(
    server.pool,
    `SELECT count(*)::int AS n FROM sensor_readings
     WHERE sensor_id = $1 AND NOT (
       temperature BETWEEN -100 AND 300 AND temperature = temperature
       AND (humidity IS NULL OR humidity BETWEEN 0 AND 100)
       AND (battery_level IS NULL OR battery_level BETWEEN 0 AND 100)
       AND (signal_level IS NULL OR signal_level BETWEEN 0 AND 100)
       AND time >= '2000-01-01' AND time <= now() + interval '5 minutes')`,
    [fridge.sensorId],
  );
  return rows[0]!.n;
}

describe('ingest under malformed input (fast-check)', () => {
  it('answers every JSON body with a 2xx or 4xx, never crashes, and stores nothing invalid', async () => {
    await fc.assert(
      fc.asyncProperty(bodyLike, async (body) => {
        const json = JSON.stringify(body).replaceAll('"__HWID__"', JSON.stringify(fridge.hwid));
        const response = await fetch(`${server.url}/ingest/v1/readings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${fridge.secret}` },
          body: json ?? 'null',
        });
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 200 },
    );
    expect(await invalidStoredCount()).toBe(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers raw garbage bodies with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const response = await fetch(`${server.url}/ingest/v1/readings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${fridge.secret}` },
          body: text,
        });
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 100 },
    );
  });

  it('survives malformed MQTT payloads on a device topic and stores nothing invalid', async () => {
    const device = await mqtt.connectAsync(server.mqttUrl, {
      username: `${fridge.hwid}@${fridge.clientId}`,
      password: fridge.secret,
      reconnectPeriod: 0,
    });
    try {
      const payloads = fc.sample(
        fc.oneof(
          fc.string({ maxLength: 100 }),
          bodyLike.map((b) => JSON.stringify(b) ?? 'null'),
          readingLike.map((r) => JSON.stringify(r)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        ),
        150,
      );
      for (const message of payloads) await device.publishAsync(readingsTopic(fridge.clientId, fridge.hwid), message, { qos: 1 });
      const sentAt = Date.now();
      while (server.readingsSubscriber.handled() < payloads.length && Date.now() - sentAt < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(server.readingsSubscriber.handled()).toBeGreaterThanOrEqual(payloads.length);
    } finally {
      await device.endAsync();
    }
    expect(await invalidStoredCount()).toBe(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
