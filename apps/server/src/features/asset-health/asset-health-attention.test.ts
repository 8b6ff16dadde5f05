import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { monitoredAppliance, storeHealth as storeJudgement, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { runAssetHealthTick } from './asset-health.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const server = useTestServer();
const now = new Date(Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE);

/** The units of this suite (Harbor's demo has others; a shared test database may hold more). */
let doorOpen: MonitoredAppliance; // Downtown: judged by the job from its readings
let fouling: MonitoredAppliance; // Bayside: SERVICE_SOON, stored
let lisbon: MonitoredAppliance; // Lisbon: WATCH, stored (the cook is not assigned there)
let outOfService: MonitoredAppliance; // Downtown: WATCH, but out of service
let stale: MonitoredAppliance; // Downtown: WATCH, judged 4 hours ago
let healthy: MonitoredAppliance; // Downtown: OK
let dryStore: MonitoredAppliance; // Downtown: a WATCH row, but health does not judge dry stores
let ours: Set<string>;

const ATTENTION = `query($locationId: ID) { appliancesNeedingAttention(locationId: $locationId) {
  appliance { id name locationId } status since reason { kind status since text } findings { kind } } }`;
interface Attention {
  appliance: { id: string; name: string; locationId: string };
  status: string;
  since: string;
  reason: { kind: string; status: string; since: string; text: string };
  findings: Array<{ kind: string }>;
}
type AttentionAnswer = { appliancesNeedingAttention: Attention[] };

/** A day at a steady 3 °C, then the last 25 minutes 1.8 °C up and staying there: a door left open. */
function doorLeftOpenDay(): { times: string[]; values: number[] } {
  const times: string[] = [];
  const values: number[] = [];
  for (let t = now.getTime() - 24 * HOUR; t <= now.getTime(); t += 5 * MINUTE) {
    const open = t > now.getTime() - 25 * MINUTE;
    times.push(new Date(t).toISOString());
    values.push(Math.round((3 + 0.05 * Math.sin(t / (7 * MINUTE)) + (open ? 1.8 : 0)) * 100) / 100);
  }
  return { times, values };
}

/** A stored judgement, as the job would have written it. */
const storeHealth = (unit: MonitoredAppliance, status: string, findings: unknown[], computedAt = now) =>
  storeJudgement(server.pool, unit, { status, findings, computedAt });

const rising = (daysAgo: number) => ({
  kind: 'RISING_BASELINE',
  status: 'SERVICE_SOON',
  since: now.getTime() - daysAgo * 24 * HOUR,
  figures: { baselineFromC: 2.8, baselineNowC: 4.2, slopeCPerDay: 0.35, daysToLeaveZone: 2 },
});
const frequentDoor = (hoursAgo: number) => ({
  kind: 'FREQUENT_DOOR_OPENINGS',
  status: 'WATCH',
  since: now.getTime() - hoursAgo * HOUR,
  figures: { recentCount: 40, referenceCount: 12 },
});

async function askAs(email: string, clientId: string, locationId?: string) {
  const { token } = await loginAs(server, email);
  return gql<AttentionAnswer>(server, ATTENTION, { locationId }, { token, clientId });
}
const mine = (answer: { data?: AttentionAnswer | null }) =>
  (answer.data?.appliancesNeedingAttention ?? []).filter((a) => ours.has(a.appliance.id));

beforeAll(async () => {
  const at = (locationId: string) => monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId });
  doorOpen = await at(DEMO_IDS.harborDowntown);
  fouling = await at(DEMO_IDS.harborBayside);
  lisbon = await at(DEMO_IDS.harborLisbon);
  outOfService = await at(DEMO_IDS.harborDowntown);
  stale = await at(DEMO_IDS.harborDowntown);
  healthy = await at(DEMO_IDS.harborDowntown);
  dryStore = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown, type: 'DRY_STORAGE' });
  ours = new Set([doorOpen, fouling, lisbon, outOfService, stale, healthy, dryStore].map((u) => u.applianceId));

  const day = doorLeftOpenDay();
  await systemQuery(
    server.pool,
    `INSERT INTO sensor_readings (sensor_id, client_id, time, temperature)
     SELECT $1, $2, t, v FROM unnest($3::timestamptz[], $4::real[]) AS x(t, v)`,
    [doorOpen.sensorId, DEMO_IDS.harbor, day.times, day.values],
  );
  await runAssetHealthTick({ system: server.system, now });

  await storeHealth(fouling, 'SERVICE_SOON', [frequentDoor(2), rising(3)]);
  await storeHealth(lisbon, 'WATCH', [frequentDoor(5)]);
  await storeHealth(outOfService, 'WATCH', [frequentDoor(5)]);
  await systemQuery(server.pool, 'UPDATE appliances SET out_of_service = true WHERE id = $1', [outOfService.applianceId]);
  await storeHealth(stale, 'WATCH', [frequentDoor(6)], new Date(now.getTime() - 4 * HOUR));
  await storeHealth(healthy, 'OK', []);
  await storeHealth(dryStore, 'WATCH', [frequentDoor(5)]);
});

describe('appliancesNeedingAttention', () => {
  it('lists a door left open, judged by the job from the stored readings, with its sentence and since', async () => {
    const answer = await askAs('manager@harbor.example', DEMO_IDS.harbor, DEMO_IDS.harborDowntown);
    expect(answer.errors).toBeUndefined();
    const door = mine(answer).find((a) => a.appliance.id === doorOpen.applianceId);
    expect(door).toMatchObject({ status: 'WATCH', reason: { kind: 'DOOR_LEFT_OPEN', status: 'WATCH' } });
    expect(door?.reason.text).toMatch(/^The air has been 3\.\d °F above its usual level for \d+ min: is the door left open\?$/);
    const since = Date.parse(door!.since);
    expect(since).toBeGreaterThanOrEqual(now.getTime() - 35 * MINUTE);
    expect(since).toBeLessThanOrEqual(now.getTime() - 15 * MINUTE);
  });

  it('puts SERVICE_SOON first, its worst finding as the reason, since its earliest finding', async () => {
    const answer = await askAs('manager@harbor.example', DEMO_IDS.harbor);
    expect(answer.errors).toBeUndefined();
    const listed = mine(answer);
    expect(listed.map((a) => a.appliance.id)).toEqual([fouling.applianceId, lisbon.applianceId, doorOpen.applianceId]);
    const [first] = listed;
    expect(first).toMatchObject({ status: 'SERVICE_SOON', reason: { kind: 'RISING_BASELINE' } });
    expect(first?.findings.map((f) => f.kind)).toEqual(['RISING_BASELINE', 'FREQUENT_DOOR_OPENINGS']);
    expect(Date.parse(first!.since)).toBe(now.getTime() - 3 * 24 * HOUR);
    expect(first?.reason.text).toContain('likely to leave its safe zone within 2 days');
  });

  it('leaves out units that are OK, out of service, no longer judged, or of a type health does not judge', async () => {
    const ids = mine(await askAs('manager@harbor.example', DEMO_IDS.harbor)).map((a) => a.appliance.id);
    expect(ids).not.toContain(healthy.applianceId);
    expect(ids).not.toContain(outOfService.applianceId);
    expect(ids).not.toContain(stale.applianceId);
    expect(ids).not.toContain(dryStore.applianceId);
    const { token } = await loginAs(server, 'manager@harbor.example');
    const dry = await gql<{ appliance: { health: { status: string; computedAt: string | null } } }>(
      server,
      'query($id: ID!) { appliance(id: $id) { health { status computedAt } } }',
      { id: dryStore.applianceId },
      { token, clientId: DEMO_IDS.harbor },
    );
    expect(dry.data?.appliance.health).toEqual({ status: 'OK', computedAt: null });
  });

  it('filters by location, and shows each person only their locations', async () => {
    const bayside = mine(await askAs('manager@harbor.example', DEMO_IDS.harbor, DEMO_IDS.harborBayside));
    expect(bayside.map((a) => a.appliance.id)).toEqual([fouling.applianceId]);

    // The cook works at Downtown and Bayside, not Lisbon.
    const cook = mine(await askAs('cook@harbor.example', DEMO_IDS.harbor));
    expect(cook.map((a) => a.appliance.id)).toEqual([fouling.applianceId, doorOpen.applianceId]);

    // The location manager of Downtown: Downtown only; naming Bayside answers not found.
    const lm = mine(await askAs('lm@harbor.example', DEMO_IDS.harbor));
    expect(lm.map((a) => a.appliance.id)).toEqual([doorOpen.applianceId]);
    const other = await askAs('lm@harbor.example', DEMO_IDS.harbor, DEMO_IDS.harborBayside);
    expect(other.data?.appliancesNeedingAttention ?? null).toBeNull();
    expect(other.errors?.[0]?.message).toMatch(/not found/i);
  });

  it('refuses a Basic User (no monitoring screens)', async () => {
    const porter = await askAs('porter@harbor.example', DEMO_IDS.harbor);
    expect(porter.data?.appliancesNeedingAttention ?? null).toBeNull();
    expect(porter.errors?.length).toBeGreaterThan(0);
  });

  it("shows another client's manager none of it, whatever ids they send", async () => {
    const own = await askAs('manager@sunrise.example', DEMO_IDS.sunrise);
    expect(own.errors).toBeUndefined();
    expect(mine(own)).toEqual([]);
    const foreignLocation = await askAs('manager@sunrise.example', DEMO_IDS.sunrise, DEMO_IDS.harborBayside);
    expect(foreignLocation.data?.appliancesNeedingAttention ?? null).toBeNull();
    expect(foreignLocation.errors?.[0]?.message).toMatch(/not found/i);
    const foreignClient = await askAs('manager@sunrise.example', DEMO_IDS.harbor);
    expect(mine(foreignClient)).toEqual([]);
    expect(foreignClient.errors?.length).toBeGreaterThan(0);
  });
  // Last: the tick judges this suite's fridges again (those without readings read OK afterwards).
  it('has the job judge fridges, coolers and freezers only', async () => {
    await systemQuery(server.pool, 'DELETE FROM appliance_health WHERE appliance_id = $1', [dryStore.applianceId]);
    await runAssetHealthTick({ system: server.system, now });
    const { rows } = await systemQuery(server.pool, 'SELECT 1 FROM appliance_health WHERE appliance_id = $1', [dryStore.applianceId]);
    expect(rows).toHaveLength(0);
  });
});
