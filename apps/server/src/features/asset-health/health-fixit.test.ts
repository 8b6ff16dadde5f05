import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { monitoredAppliance, storeHealth as storeJudgement, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const server = useTestServer();
const now = Date.now();

let bayside: MonitoredAppliance; // SERVICE_SOON (rising baseline) and WATCH (door openings)
let downtown: MonitoredAppliance; // WATCH: recovery after opening 26 min, was 9 min
let healthy: MonitoredAppliance; // OK
let stale: MonitoredAppliance; // WATCH, judged 4 hours ago
let handedOver: MonitoredAppliance; // SERVICE_SOON at Downtown, its fix-it given to the cook

const RAISE = `mutation($applianceId: ID!) { raiseHealthFixit(applianceId: $applianceId) {
  id status origin quest { id } action { id } submission { id }
  appliance { id name } healthFinding { kind status text } submitter { id } } }`;
const FIXITS = `query($locationId: ID, $mine: Boolean) { fixits(locationId: $locationId, status: PENDING, mine: $mine, first: 50) {
  items { id origin appliance { id name } healthFinding { kind text } owner { id } dueOn overdue viewerCanAssign } } }`;

interface Raised {
  id: string;
  status: string;
  origin: string;
  quest: null;
  action: null;
  submission: null;
  appliance: { id: string; name: string };
  healthFinding: { kind: string; status: string; text: string };
  submitter: { id: string };
}
type Listed = {
  id: string;
  origin: string;
  appliance: { name: string } | null;
  owner: { id: string } | null;
  dueOn: string | null;
  overdue: boolean;
};

const storeHealth = (unit: MonitoredAppliance, status: string, findings: unknown[], computedAt = new Date(now)) =>
  storeJudgement(server.pool, unit, { status, findings, computedAt });

const rising = {
  kind: 'RISING_BASELINE',
  status: 'SERVICE_SOON',
  since: now - 3 * 24 * HOUR,
  figures: { baselineFromC: 2.8, baselineNowC: 4.2, slopeCPerDay: 0.35, daysToLeaveZone: 2 },
};
const doors = {
  kind: 'FREQUENT_DOOR_OPENINGS',
  status: 'WATCH',
  since: now - 5 * 24 * HOUR,
  figures: { recentCount: 40, referenceCount: 12 },
};
const recovery = { kind: 'LONG_RECOVERY', status: 'WATCH', since: now - 2 * HOUR, figures: { referenceMin: 9, recentMin: 26 } };

const sessions = new Map<string, string>();
async function as<T>(email: string, query: string, variables: Record<string, unknown>, clientId: string = DEMO_IDS.harbor) {
  if (!sessions.has(email)) sessions.set(email, (await loginAs(server, email)).token);
  return gql<T>(server, query, variables, { token: sessions.get(email)!, clientId });
}
const raise = (email: string, unit: MonitoredAppliance, clientId?: string) =>
  as<{ raiseHealthFixit: Raised }>(email, RAISE, { applianceId: unit.applianceId }, clientId);

async function fixitRows(unit: MonitoredAppliance) {
  const { rows } = await systemQuery<{
    id: string;
    status: string;
    quest_id: string | null;
    health_finding: { kind: string };
    submitted_by: string;
  }>(server.pool, 'SELECT id, status, quest_id, health_finding, submitted_by FROM fixits WHERE appliance_id = $1 ORDER BY created_at', [
    unit.applianceId,
  ]);
  return rows;
}
const userId = async (email: string) =>
  (await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

beforeAll(async () => {
  const at = (locationId: string) => monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId });
  bayside = await at(DEMO_IDS.harborBayside);
  downtown = await at(DEMO_IDS.harborDowntown);
  healthy = await at(DEMO_IDS.harborDowntown);
  stale = await at(DEMO_IDS.harborDowntown);
  handedOver = await at(DEMO_IDS.harborDowntown);
  await systemQuery(server.pool, "UPDATE appliances SET name = 'Walk-in cooler' WHERE id = $1", [downtown.applianceId]);
  await storeHealth(bayside, 'SERVICE_SOON', [doors, rising]);
  await storeHealth(downtown, 'WATCH', [recovery]);
  await storeHealth(healthy, 'OK', []);
  await storeHealth(stale, 'WATCH', [recovery], new Date(now - 4 * HOUR));
  await storeHealth(handedOver, 'SERVICE_SOON', [rising]);
});

describe('raiseHealthFixit', () => {
  it('lets a Manager raise a fix-it naming the worst finding, kept with who raised it and from what', async () => {
    const answer = await raise('manager@harbor.example', bayside);
    expect(answer.errors).toBeUndefined();
    const fixit = answer.data!.raiseHealthFixit;
    expect(fixit).toMatchObject({ status: 'PENDING', origin: 'HEALTH', quest: null, action: null, submission: null });
    expect(fixit.appliance.id).toBe(bayside.applianceId);
    expect(fixit.healthFinding).toMatchObject({ kind: 'RISING_BASELINE', status: 'SERVICE_SOON' });
    expect(fixit.healthFinding.text).toContain('likely to leave its safe zone within 2 days');

    const manager = await userId('manager@harbor.example');
    const rows = await fixitRows(bayside);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: fixit.id, status: 'PENDING', quest_id: null, submitted_by: manager });
    expect(rows[0]!.health_finding.kind).toBe('RISING_BASELINE');

    const { rows: audit } = await systemQuery<{ change: string; actor_id: string; appliance_id: string; after: Record<string, string> }>(
      server.pool,
      "SELECT change, actor_id, appliance_id, after FROM audit_events WHERE subject = 'FIXIT' AND subject_id = $1",
      [fixit.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ change: 'RAISED_FROM_HEALTH', actor_id: manager, appliance_id: bayside.applianceId });
    expect(audit[0]!.after).toMatchObject({ finding_kind: 'RISING_BASELINE', finding_status: 'SERVICE_SOON' });
    expect(audit[0]!.after.finding_text).toContain('The steady temperature rose from 2.8 °C to 4.2 °C');
  });

  it('refuses a second open health fix-it for the same appliance', async () => {
    const again = await raise('manager@harbor.example', bayside);
    expect(again.data?.raiseHealthFixit ?? null).toBeNull();
    expect(again.errors?.[0]?.extensions?.code).toBe('HEALTH_FIXIT_OPEN');
    expect(again.errors?.[0]?.message).toBe('This appliance already has an open fix-it for its health');
    expect(await fixitRows(bayside)).toHaveLength(1);
  });

  it('lets the Location Manager raise one at their location, listed on /fixits with owner, due date, Overdue and Mine', async () => {
    const answer = await raise('lm@harbor.example', downtown);
    expect(answer.errors).toBeUndefined();
    const fixit = answer.data!.raiseHealthFixit;
    expect(fixit.appliance.name).toBe('Walk-in cooler');
    expect(`${fixit.appliance.name}: ${fixit.healthFinding.text}`).toBe(
      'Walk-in cooler: Recovery after a door opening: 9 min a week ago, 26 min now.',
    );

    const lm = await userId('lm@harbor.example');
    const assigned = await as<{ assignFixit: { owner: { id: string } } }>(
      'lm@harbor.example',
      'mutation($input: AssignFixitInput!) { assignFixit(input: $input) { owner { id } } }',
      { input: { fixitId: fixit.id, ownerId: lm } },
    );
    expect(assigned.errors).toBeUndefined();
    // Due yesterday (on the location's calendar, far enough back for any zone): overdue.
    await systemQuery(server.pool, "UPDATE fixits SET due_on = (now() - interval '2 days')::date WHERE id = $1", [fixit.id]);

    const mine = await as<{ fixits: { items: Listed[] } }>('lm@harbor.example', FIXITS, {
      locationId: DEMO_IDS.harborDowntown,
      mine: true,
    });
    expect(mine.errors).toBeUndefined();
    const listed = mine.data!.fixits.items.find((f) => f.id === fixit.id);
    expect(listed).toMatchObject({ origin: 'HEALTH', appliance: { name: 'Walk-in cooler' }, owner: { id: lm }, overdue: true });
    const managersMine = await as<{ fixits: { items: Listed[] } }>('manager@harbor.example', FIXITS, { mine: true });
    expect(managersMine.data!.fixits.items.map((f) => f.id)).not.toContain(fixit.id);
    // The cook of the location sees it on the list (and may resolve it) without reading Appliance itself.
    const cook = await as<{ fixits: { items: Listed[] } }>('cook@harbor.example', FIXITS, { locationId: DEMO_IDS.harborDowntown });
    expect(cook.errors).toBeUndefined();
    expect(cook.data!.fixits.items.map((f) => f.id)).toContain(fixit.id);
  });

  it('resolves like any fix-it, after which a new one may be raised', async () => {
    const [open] = await fixitRows(downtown);
    const resolved = await as<{ resolveFixit: { status: string } }>(
      'cook@harbor.example',
      'mutation($id: ID!) { resolveFixit(id: $id, comment: "Engineer cleaned the condenser") { status } }',
      { id: open!.id },
    );
    expect(resolved.errors).toBeUndefined();
    expect((await fixitRows(downtown))[0]?.status).toBe('RESOLVED');
    const again = await raise('lm@harbor.example', downtown);
    expect(again.errors).toBeUndefined();
    expect((await fixitRows(downtown)).map((r) => r.status)).toEqual(['RESOLVED', 'PENDING']);
  });

  it('refuses Standard and Basic Users, and the Location Manager of another location', async () => {
    for (const email of ['cook@harbor.example', 'porter@harbor.example']) {
      const refused = await raise(email, downtown);
      expect(refused.data?.raiseHealthFixit ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const elsewhere = await raise('lm@harbor.example', bayside); // lm works at Downtown only
    expect(elsewhere.errors?.[0]?.message).toBe('Appliance not found');
    expect(await fixitRows(stale)).toHaveLength(0);
    expect(await fixitRows(bayside)).toHaveLength(1);
  });

  it("answers another client's appliance as not found, with their client or with Harbor's header", async () => {
    await systemQuery(server.pool, "UPDATE fixits SET status = 'RESOLVED', resolved_at = now() WHERE appliance_id = $1", [
      bayside.applianceId,
    ]);
    const own = await raise('manager@sunrise.example', bayside, DEMO_IDS.sunrise);
    expect(own.errors?.[0]?.message).toBe('Appliance not found');
    const header = await raise('manager@sunrise.example', bayside, DEMO_IDS.harbor);
    expect(header.data?.raiseHealthFixit ?? null).toBeNull();
    expect(header.errors?.length).toBeGreaterThan(0);
    expect((await fixitRows(bayside)).filter((r) => r.status === 'PENDING')).toHaveLength(0);
  });

  it('has nothing to raise on a unit that is OK or no longer judged', async () => {
    for (const unit of [healthy, stale]) {
      const answer = await raise('manager@harbor.example', unit);
      expect(answer.errors?.[0]?.extensions?.code).toBe('HEALTH_FIXIT_NOTHING');
      expect(await fixitRows(unit)).toHaveLength(0);
    }
  });

  it('e-mails the owner it is given to, naming the appliance and the finding in their language and unit', async () => {
    const raised = await raise('manager@harbor.example', handedOver);
    expect(raised.errors).toBeUndefined();
    await systemQuery(server.pool, "UPDATE appliances SET name = 'Reach-in 4' WHERE id = $1", [handedOver.applianceId]);
    const cook = await userId('cook@harbor.example');
    const assigned = await as<{ assignFixit: { id: string } }>(
      'manager@harbor.example',
      'mutation($input: AssignFixitInput!) { assignFixit(input: $input) { id } }',
      { input: { fixitId: raised.data!.raiseHealthFixit.id, ownerId: cook } },
    );
    expect(assigned.errors).toBeUndefined();
    await waitForMail(server, 'cook@harbor.example');
    const mail = mailFor(server, 'cook@harbor.example').find((m) => m.subject.includes('Reach-in 4'));
    expect(mail?.subject).toBe(
      'Fix-it for you: Reach-in 4: The steady temperature rose from 37.0 °F to 39.6 °F (0.63 °F a day); likely to leave its safe zone within 2 days. at Harbor Downtown',
    );
    expect(mail?.text).toContain('(equipment health) at Harbor Downtown.');
  });

  it('tells the equipment page whether a fix-it is open and whether the viewer may raise one', async () => {
    const Q = 'query($id: ID!) { appliance(id: $id) { viewerCanRaiseHealthFixit openHealthFixit { id origin } } }';
    type A = { appliance: { viewerCanRaiseHealthFixit: boolean; openHealthFixit: { id: string; origin: string } | null } };
    const lm = await as<A>('lm@harbor.example', Q, { id: downtown.applianceId });
    expect(lm.data?.appliance).toMatchObject({ viewerCanRaiseHealthFixit: true, openHealthFixit: { origin: 'HEALTH' } });
    const cook = await as<A>('cook@harbor.example', Q, { id: downtown.applianceId });
    expect(cook.data?.appliance.viewerCanRaiseHealthFixit).toBe(false);
    const none = await as<A>('manager@harbor.example', Q, { id: healthy.applianceId });
    expect(none.data?.appliance.openHealthFixit).toBeNull();
  });
});
