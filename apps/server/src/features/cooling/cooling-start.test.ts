import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { systemQuery } from '../../../test/readings.js';

/**
 * FDA Food Code 2022 3-501.14(A): a cooling clock starts when the food is at or below 135 °F. A log
 * started hotter counts from there; one started below it is "start not shown" until the cook gives the
 * time the food left the heat (setCoolingLogLeftHeatAt). 3-501.14(B): ambient ingredients, 41 °F in 4 h.
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
let cookToken: string;
let otherToken: string;
const MIN = 60_000;

const FIELDS = 'id status startShown clockStartedAt leftHeatAt variant checkpoints { status withinMin }';
const START = `mutation($input: StartCoolingLogInput!) { startCoolingLog(input: $input) { ${FIELDS} } }`;
const RECORD = `mutation($input: RecordCoolingReadingInput!) { recordCoolingReading(input: $input) { ${FIELDS} } }`;
const LEFT_HEAT = `mutation($logId: ID!, $at: DateTime!) { setCoolingLogLeftHeatAt(logId: $logId, leftHeatAt: $at) { ${FIELDS} } }`;
interface Log {
  id: string;
  status: string;
  startShown: boolean;
  clockStartedAt: string;
  leftHeatAt: string | null;
  variant: string;
  checkpoints: Array<{ status: string; withinMin: number }>;
}
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN).toISOString();
const as = <T>(token: string, query: string, variables: Record<string, unknown>, clientId = tenant.client.id) =>
  gql<T>(server, query, variables, { token, clientId });

async function startLog(minutesAgo: number, startF: number, extra: Record<string, unknown> = {}) {
  const result = await as<{ startCoolingLog: Log }>(cookToken, START, {
    input: {
      locationId: tenant.location.id,
      kind: 'COOLING',
      foodName: 'Chili',
      startedAt: ago(minutesAgo),
      startTemperature: startF,
      unit: 'F',
      ...extra,
    },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.startCoolingLog;
}
const record = (logId: string, minutesAgo: number, f: number) =>
  as<{ recordCoolingReading: Log }>(cookToken, RECORD, { input: { logId, temperature: f, unit: 'F', time: ago(minutesAgo) } });

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Cooling start');
  other = await buildClient(server.pool, 'Cooling other');
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1", [tenant.location.id]);
  const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  const stranger = await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER', locationIds: [other.location.id] });
  cookToken = (await loginAs(server, cook.email, FACTORY_PASSWORD)).token;
  otherToken = (await loginAs(server, stranger.email, FACTORY_PASSWORD)).token;
});

describe('cooling clocks start at 135 °F', () => {
  it('a log started at 180 °F counts from 135 °F: 70 °F 2 h 20 after the start still meets stage 1', async () => {
    const log = await startLog(140, 180);
    await record(log.id, 110, 150);
    await record(log.id, 90, 130); // 135 °F at 95 min ago, on the line between the two readings
    const last = await record(log.id, 0, 70);
    expect(last.errors).toBeUndefined();
    const cooled = last.data!.recordCoolingReading;
    expect(cooled.status).toBe('RUNNING');
    expect(cooled.checkpoints.map((c) => c.status)).toEqual(['MET', 'PENDING']);
    expect(Math.round((Date.now() - Date.parse(cooled.clockStartedAt)) / MIN)).toBe(95);
  });

  it('a log started at 110 °F is "start not shown" and passes only once the cook gives when the food left the heat', async () => {
    const log = await startLog(100, 110);
    expect(log.startShown).toBe(false);
    const cooled = (await record(log.id, 60, 65)).data!.recordCoolingReading;
    expect(cooled.checkpoints[0]!.status).toBe('PENDING');
    const given = await as<{ setCoolingLogLeftHeatAt: Log }>(cookToken, LEFT_HEAT, { logId: log.id, at: ago(130) });
    expect(given.data?.setCoolingLogLeftHeatAt).toMatchObject({
      startShown: true,
      checkpoints: [{ status: 'MET' }, { status: 'PENDING' }],
    });
    const { rows } = await systemQuery<{ left_heat_at: Date }>(server.pool, 'SELECT left_heat_at FROM cooling_logs WHERE id = $1', [
      log.id,
    ]);
    expect(rows[0]?.left_heat_at).not.toBeNull();
  });

  it('refuses a left-the-heat time after the start, and another client cannot set one', async () => {
    const log = await startLog(30, 100);
    const late = await as(cookToken, LEFT_HEAT, { logId: log.id, at: ago(10) });
    expect(late.errors?.[0]?.message).toBe('The food left the heat before the log started: give a time at or before the start');
    const stranger = await as(otherToken, LEFT_HEAT, { logId: log.id, at: ago(60) }, other.client.id);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { rows } = await systemQuery<{ left_heat_at: Date | null }>(server.pool, 'SELECT left_heat_at FROM cooling_logs WHERE id = $1', [
      log.id,
    ]);
    expect(rows[0]?.left_heat_at).toBeNull();
  });

  it('3-501.14(B): ambient ingredients have one stage, 41 °F within 4 h', async () => {
    const log = await startLog(250, 70, { variant: 'AMBIENT_INGREDIENTS' });
    expect(log.checkpoints).toEqual([{ status: 'MISSED', withinMin: 240 }]);
    expect(log.status).toBe('FAILED');
  });
});
