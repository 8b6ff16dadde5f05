import { HACCP_BACKDATE_MAX_HOURS, HACCP_TEXT_LIMITS, INGEST_BATCH_LIMIT, haccpTextTooLong } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOLING_MESSAGES } from '../../src/features/cooling/cooling-logs.service.js';
import { entriesOfMessage, oversizedMessageReason } from '../../src/features/ingest/mqtt-messages.js';
import { readingsTopic } from '../../src/features/ingest/mqtt-topics.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { countWhere } from '../readings.js';

// Issue 35 item 5: startCoolingLog stored a 100,000-character food name and a 1990 start; an MQTT array of
// 1,001 readings was cut to 1,000 silently.
const START = 'mutation($input: StartCoolingLogInput!) { startCoolingLog(input: $input) { id } }';
const server = useTestServer({ config: { seedDemo: false } });
let tenant: Awaited<ReturnType<typeof buildClient>>;
let cook: string;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Bounds');
  const user = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  cook = (await loginAs(server, user.email, FACTORY_PASSWORD)).token;
});

const start = (input: Record<string, unknown>) =>
  gql(
    server,
    START,
    { input: { locationId: tenant.location.id, kind: 'COOLING', foodName: 'Chili', startTemperature: 60, unit: 'C', ...input } },
    { token: cook, clientId: tenant.client.id },
  );

describe('HACCP record input bounds', () => {
  it('refuses a food name over the domain bound with TOO_LONG and stores nothing', async () => {
    const refused = await start({ foodName: 'x'.repeat(100_000) });
    expect(refused.errors?.[0]).toMatchObject({
      message: haccpTextTooLong('name'),
      extensions: { code: 'TOO_LONG', limit: HACCP_TEXT_LIMITS.name },
    });
    expect((await start({ foodName: 'x'.repeat(HACCP_TEXT_LIMITS.name) })).errors).toBeUndefined();
    expect(await countWhere(server.pool, 'cooling_logs', 'length(food_name) > $1', [HACCP_TEXT_LIMITS.name])).toBe(0);
  });

  it(`refuses a start in 1990, more than ${HACCP_BACKDATE_MAX_HOURS} hours ago or in the future`, async () => {
    for (const startedAt of ['1990-01-01T08:00:00Z', new Date(Date.now() - (HACCP_BACKDATE_MAX_HOURS + 1) * 3_600_000).toISOString()]) {
      expect((await start({ startedAt })).errors?.[0]?.message, startedAt).toBe(COOLING_MESSAGES.startTooLongAgo);
    }
    expect((await start({ startedAt: new Date(Date.now() + 3_600_000).toISOString() })).errors?.[0]?.message).toBe(
      COOLING_MESSAGES.startInFuture,
    );
    expect((await start({ startedAt: new Date(Date.now() - 3_600_000).toISOString() })).errors).toBeUndefined();
    expect(await countWhere(server.pool, 'cooling_logs', "started_at < now() - interval '2 days'")).toBe(0);
  });
});

describe('MQTT message bounds', () => {
  const topic = readingsTopic('00000000-0000-4000-8000-000000000001', 'KS-1');
  const array = (n: number) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ time: new Date(i * 60_000).toISOString(), temperature: 4 })));

  it(`refuses an array over ${INGEST_BATCH_LIMIT} readings whole, saying why`, () => {
    const reasons: string[] = [];
    expect(entriesOfMessage(topic, array(INGEST_BATCH_LIMIT + 1), (reason) => reasons.push(reason))).toEqual([]);
    expect(reasons).toEqual([oversizedMessageReason(INGEST_BATCH_LIMIT + 1)]);
    expect(entriesOfMessage(topic, array(INGEST_BATCH_LIMIT), (reason) => reasons.push(reason))).toHaveLength(INGEST_BATCH_LIMIT);
    expect(reasons).toHaveLength(1);
  });
});
