import { todayIn, zonedInstant } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { outcome } from '../../../test/estate-factories.js';
import { buildMember, buildTenant } from '../../../test/people.js';
import { monitoredAppliance, systemQuery } from '../../../test/readings.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let manager: { token: string; clientId: string };

const PARIS = 'Europe/Paris'; // buildTenant's location A
const CHICAGO = 'America/Chicago'; // buildTenant's location B
const MINUTE = 60_000;

const SUMMARY = `query($ids: [ID!], $days: Int!) { locationSummaries(ids: $ids) { locationId
  todayChecklists { done inProgress toDo missed } sensorAttention { offline lowBattery }
  trend(days: $days) { day score alertsCount } } }`;

interface SummaryData {
  locationSummaries: Array<{
    locationId: string;
    todayChecklists: { done: number; inProgress: number; toDo: number; missed: number };
    sensorAttention: { offline: number; lowBattery: number };
    trend: Array<{ day: string; score: number | null; alertsCount: number }>;
  }>;
}

/** The local date `n` days before `date` (YYYY-MM-DD). */
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function insertActivation(
  questId: string,
  locationId: string,
  row: { localDate: string; startsAt: Date; endsAt: Date; progress: string; score?: number | null; missed?: boolean },
) {
  await systemQuery(
    server.pool,
    `INSERT INTO quest_activations (client_id, quest_id, location_id, starts_at, ends_at, local_date, progress, score, missed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenant.client.id,
      questId,
      locationId,
      row.startsAt,
      row.endsAt,
      row.localDate,
      row.progress,
      row.score ?? null,
      row.missed ? row.endsAt : null,
    ],
  );
}

async function insertEndedAlert(locationId: string, applianceId: string, startedAt: Date) {
  await systemQuery(
    server.pool,
    `INSERT INTO temp_alerts (client_id, location_id, appliance_id, started_at, detected_at, ended_at, severity, reason, status, worst_food_safeness)
     VALUES ($1, $2, $3, $4, $4, $5, 'HIGH', 'APPLIANCE_TOO_WARM', 'ENDED', 'POSITIVE')`,
    [tenant.client.id, locationId, applianceId, startedAt, new Date(startedAt.getTime() + 30 * MINUTE)],
  );
}

beforeAll(async () => {
  tenant = await buildTenant(server.pool);
  manager = await buildMember(server.pool, tenant.client.id, 'MANAGER');
  const { rows } = await systemQuery<{ id: string }>(
    server.pool,
    `INSERT INTO quests (client_id, name) VALUES ($1, 'Opening round') RETURNING id`,
    [tenant.client.id],
  );
  const questId = rows[0]!.id;
  const now = Date.now();
  const today = todayIn(PARIS);
  const a = tenant.locationA.id;
  // Today at Paris: one done (100), one in progress, one to do, one closed by the job (0), one whose
  // window is over but not yet closed (missed too). Yesterday: one done at 80.
  const open = { localDate: today, startsAt: new Date(now - 60 * MINUTE), endsAt: new Date(now + 60 * MINUTE) };
  await insertActivation(questId, a, { ...open, progress: 'FINISHED', score: 100 });
  await insertActivation(questId, a, { ...open, startsAt: new Date(now - 61 * MINUTE), progress: 'IN_PROGRESS' });
  await insertActivation(questId, a, { ...open, startsAt: new Date(now - 62 * MINUTE), progress: 'PENDING' });
  const over = { localDate: today, endsAt: new Date(now - MINUTE) };
  await insertActivation(questId, a, { ...over, startsAt: new Date(now - 63 * MINUTE), progress: 'PENDING', score: 0, missed: true });
  await insertActivation(questId, a, { ...over, startsAt: new Date(now - 64 * MINUTE), progress: 'IN_PROGRESS' });
  const yesterday = daysBefore(today, 1);
  await insertActivation(questId, a, {
    localDate: yesterday,
    startsAt: new Date(now - 25 * 60 * MINUTE),
    endsAt: new Date(now - 24 * 60 * MINUTE),
    progress: 'FINISHED',
    score: 80,
  });

  // Sensors at A: one silent for 2 hours (offline) with a low battery, one that never reported (waiting, not offline).
  const silent = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: a });
  await systemQuery(
    server.pool,
    'UPDATE sensors SET latest_data_at = $2, latest_temperature = 4, latest_battery_level = 12 WHERE id = $1',
    [silent.sensorId, new Date(now - 120 * MINUTE)],
  );
  await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: a });

  // Alerts at Chicago one minute either side of its midnight: one yesterday, one today.
  const chicago = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.locationB.id });
  const midnight = zonedInstant(todayIn(CHICAGO), 0, CHICAGO);
  await insertEndedAlert(tenant.locationB.id, chicago.applianceId, new Date(midnight.getTime() - MINUTE));
  await insertEndedAlert(tenant.locationB.id, chicago.applianceId, new Date(midnight.getTime() + MINUTE));
});

const summaries = (options: { token: string; clientId?: string }, days = 30, ids = [tenant.locationA.id, tenant.locationB.id]) =>
  gql<SummaryData>(server, SUMMARY, { ids, days }, options);

describe("dashboard: are we compliant today? (today's checklists, sensors, 30-day trend)", () => {
  it("counts today's checklists in the location's zone: done, in progress, to do, missed", async () => {
    const result = await summaries(manager);
    expect(outcome(result)).toBe('OK');
    const byId = new Map(result.data!.locationSummaries.map((s) => [s.locationId, s]));
    expect(byId.get(tenant.locationA.id)!.todayChecklists).toEqual({ done: 1, inProgress: 1, toDo: 1, missed: 2 });
    expect(byId.get(tenant.locationB.id)!.todayChecklists).toEqual({ done: 0, inProgress: 0, toDo: 0, missed: 0 });
  });

  it('counts offline and low-battery sensors, not one waiting for its first reading', async () => {
    const result = await summaries(manager);
    const byId = new Map(result.data!.locationSummaries.map((s) => [s.locationId, s]));
    expect(byId.get(tenant.locationA.id)!.sensorAttention).toEqual({ offline: 1, lowBattery: 1 });
    expect(byId.get(tenant.locationB.id)!.sensorAttention).toEqual({ offline: 0, lowBattery: 0 });
  });

  it("gives 30 local days, today last, with each day's score and alerts cut at the location's midnight", async () => {
    const result = await summaries(manager);
    const byId = new Map(result.data!.locationSummaries.map((s) => [s.locationId, s]));
    const paris = byId.get(tenant.locationA.id)!.trend;
    expect(paris).toHaveLength(30);
    expect(paris.at(-1)).toEqual({ day: todayIn(PARIS), score: 50, alertsCount: 0 });
    expect(paris.at(-2)).toEqual({ day: daysBefore(todayIn(PARIS), 1), score: 80, alertsCount: 0 });
    expect(paris[0]).toEqual({ day: daysBefore(todayIn(PARIS), 29), score: null, alertsCount: 0 });
    const chicago = byId.get(tenant.locationB.id)!.trend;
    expect(chicago.at(-1)).toEqual({ day: todayIn(CHICAGO), score: null, alertsCount: 1 });
    expect(chicago.at(-2)).toEqual({ day: daysBefore(todayIn(CHICAGO), 1), score: null, alertsCount: 1 });
    expect(chicago.slice(0, -2).every((day) => day.alertsCount === 0)).toBe(true);
  });

  it('gives a shorter trend on request and refuses a length outside 1 to 90 days', async () => {
    const week = await summaries(manager, 7);
    expect(week.data!.locationSummaries[0]!.trend).toHaveLength(7);
    const refused = await summaries(manager, 0);
    expect(outcome(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('Days must be between 1 and 90');
    expect(outcome(await summaries(manager, 91))).toBe('BAD_USER_INPUT');
  });
});

describe('dashboard facts: access levels and tenancy', () => {
  it.each([
    ['MANAGER', 'OK'],
    ['STANDARD_USER', 'OK'],
    ['BASIC_USER', 'FORBIDDEN'],
  ] as const)('%s of the company reads them: %s', async (level, expected) => {
    const member = await buildMember(server.pool, tenant.client.id, level, [tenant.locationA.id]);
    const result = await summaries(member, 30, [tenant.locationA.id]);
    expect(outcome(result)).toBe(expected);
    if (expected === 'OK') expect(result.data!.locationSummaries[0]!.todayChecklists.done).toBe(1);
    else expect(result.data?.locationSummaries ?? null).toBeNull();
  });

  it("shows a Standard User only their own locations' facts", async () => {
    const member = await buildMember(server.pool, tenant.client.id, 'STANDARD_USER', [tenant.locationB.id]);
    const result = await summaries(member);
    expect(result.data!.locationSummaries.map((s) => s.locationId)).toEqual([tenant.locationB.id]);
  });

  it("answers another company's manager as if the locations did not exist", async () => {
    const other = await buildTenant(server.pool);
    const stranger = await buildMember(server.pool, other.client.id, 'MANAGER');
    const result = await summaries(stranger);
    expect(outcome(result)).toBe('OK');
    expect(result.data!.locationSummaries).toEqual([]);
  });
});
