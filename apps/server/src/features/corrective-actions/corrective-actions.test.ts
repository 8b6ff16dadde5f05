import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import { useTestServer } from '../../../test/suite-server.js';
import { outcome, sessionsFor } from '../../../test/estate-factories.js';
import {
  alertsOf,
  countWhere,
  monitoredAppliance,
  postReadings,
  series,
  systemQuery,
  type MonitoredAppliance,
} from '../../../test/readings.js';

const server = useTestServer();
const { as, asLevel } = sessionsFor(() => server);

/** A fridge whose alert came and went: 50 minutes at 9 °C, then 20 minutes back at 3 °C (ENDED). */
async function fridgeWithEndedAlert(locationId: string, areaId: string) {
  const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId, areaId });
  const readings = series(fridge.hwid, 120, 80, () => 3)
    .concat(series(fridge.hwid, 75, 25, () => 9))
    .concat(series(fridge.hwid, 20, 0, () => 3));
  await postReadings(server, fridge.secret, { readings });
  const [alert] = await alertsOf(server.pool, fridge.applianceId);
  if (!alert || alert.status !== 'ENDED') throw new Error(`expected an ENDED alert, got ${JSON.stringify(alert)}`);
  return { fridge, alertId: alert.id };
}

/** A fridge whose alert is still open (the last 40 minutes at 9 °C). */
async function fridgeWithOpenAlert(locationId: string, areaId: string) {
  const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId, areaId });
  await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)) });
  const [alert] = await alertsOf(server.pool, fridge.applianceId);
  if (!alert) throw new Error('no alert was raised');
  return { fridge, alertId: alert.id };
}

const RECORD = `mutation Record($input: RecordCorrectiveActionInput!) {
  recordCorrectiveAction(input: $input) { id subject fate probeReading probeReadingUnit quantity cost note
    doneBy { displayName } signedOffAt movedTo { id } viewerCanSignOff }
}`;
const CLOSE_OUT = 'mutation($alertId: ID!) { closeOutAlert(alertId: $alertId) { id signedOffAt signedOffBy { displayName } } }';
const SIGN_OFF = 'mutation($id: ID!) { signOffCorrectiveAction(id: $id) { id signedOffAt } }';
const REVIEW = `query($locationId: ID, $applianceId: ID) { alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {
  id reviewStatus correctiveAction { id fate } } }`;

interface Recorded {
  recordCorrectiveAction: { id: string; fate: string; probeReading: number | null; signedOffAt: string | null; cost: number | null };
}

let downtown: { fridge: MonitoredAppliance; alertId: string };
let lisbon: { fridge: MonitoredAppliance; alertId: string };

beforeAll(async () => {
  downtown = await fridgeWithEndedAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
  lisbon = await fridgeWithEndedAlert(DEMO_IDS.harborLisbon, ESTATE_DEMO_IDS.lisbonKitchen);
});

describe('closing out an alert', () => {
  it('is refused without a corrective action, and the ENDED alert stays "needs review" until recorded and signed', async () => {
    const { alertId, fridge } = downtown;
    const before = await asLevel<{ alertsNeedingReview: Array<{ id: string; reviewStatus: string }> }>('STANDARD_USER', REVIEW, {
      applianceId: fridge.applianceId,
    });
    expect(before.data?.alertsNeedingReview).toEqual([expect.objectContaining({ id: alertId, reviewStatus: 'NEEDS_CORRECTIVE_ACTION' })]);

    const refused = await asLevel('MANAGER', CLOSE_OUT, { alertId });
    expect(outcome(refused)).toBe('CORRECTIVE_ACTION_REQUIRED');
    expect(await countWhere(server.pool, 'corrective_actions', 'alert_id = $1', [alertId])).toBe(0);

    // A cook records what was done on the phone: the food was discarded.
    const recorded = await asLevel<Recorded>('STANDARD_USER', RECORD, {
      input: { alertId, fate: 'DISCARDED', quantity: '3 trays', cost: 42.5, note: 'Door left open overnight' },
    });
    expect(outcome(recorded)).toBe('OK');
    expect(recorded.data?.recordCorrectiveAction).toMatchObject({ fate: 'DISCARDED', cost: 42.5, signedOffAt: null });
    const { rows } = await systemQuery<{ cost_cents: number; quantity: string; done_by: string | null }>(
      server.pool,
      'SELECT cost_cents, quantity, done_by FROM corrective_actions WHERE alert_id = $1',
      [alertId],
    );
    expect(rows).toEqual([expect.objectContaining({ cost_cents: 4250, quantity: '3 trays' })]);
    expect(rows[0]?.done_by).not.toBeNull();

    const waiting = await asLevel<{ alertsNeedingReview: Array<{ id: string; reviewStatus: string }> }>('MANAGER', REVIEW, {
      applianceId: fridge.applianceId,
    });
    expect(waiting.data?.alertsNeedingReview).toEqual([expect.objectContaining({ id: alertId, reviewStatus: 'AWAITING_SIGN_OFF' })]);

    const closed = await asLevel<{ closeOutAlert: { signedOffAt: string | null; signedOffBy: { displayName: string } } }>(
      'MANAGER',
      CLOSE_OUT,
      {
        alertId,
      },
    );
    expect(outcome(closed)).toBe('OK');
    expect(closed.data?.closeOutAlert.signedOffAt).not.toBeNull();
    const after = await asLevel<{ alertsNeedingReview: unknown[] }>('MANAGER', REVIEW, { applianceId: fridge.applianceId });
    expect(after.data?.alertsNeedingReview).toEqual([]);
    // The audit trail kept both steps.
    expect(
      await countWhere(server.pool, 'audit_events', "subject = 'CORRECTIVE_ACTION' AND appliance_id = $1 AND change = 'CREATED'", [
        fridge.applianceId,
      ]),
    ).toBe(1);
    expect(
      await countWhere(server.pool, 'audit_events', "subject = 'CORRECTIVE_ACTION' AND appliance_id = $1 AND change = 'SIGNED_OFF'", [
        fridge.applianceId,
      ]),
    ).toBe(1);
  });

  it('is refused while the alert is still open, though a corrective action may already be recorded', async () => {
    const open = await fridgeWithOpenAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { alertId: open.alertId, fate: 'USED_NOW' } }))).toBe('OK');
    expect(outcome(await asLevel('MANAGER', CLOSE_OUT, { alertId: open.alertId }))).toBe('ALERT_NOT_ENDED');
  });

  it('takes one corrective action per alert', async () => {
    const again = await asLevel('STANDARD_USER', RECORD, { input: { alertId: downtown.alertId, fate: 'USED_NOW' } });
    expect(outcome(again)).toBe('CORRECTIVE_ACTION_EXISTS');
    expect(await countWhere(server.pool, 'corrective_actions', 'alert_id = $1', [downtown.alertId])).toBe(1);
  });
});

describe('food fates', () => {
  let alertId: string;
  let applianceId: string;
  beforeAll(async () => {
    const ended = await fridgeWithEndedAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
    alertId = ended.alertId;
    applianceId = ended.fridge.applianceId;
  });

  it.each([
    ['MOVED without the appliance it went to', { fate: 'MOVED' }, 'movedToApplianceId'],
    ['KEPT_AFTER_PROBE without the probe reading', { fate: 'KEPT_AFTER_PROBE' }, 'probeReading'],
    ['a probe reading on discarded food', { fate: 'DISCARDED', probeReading: 3 }, 'probeReading'],
    [
      'a target appliance for food used now',
      { fate: 'USED_NOW', movedToApplianceId: '00000000-0000-4000-8000-000000000000' },
      'movedToApplianceId',
    ],
    ['a probe reading out of range', { fate: 'KEPT_AFTER_PROBE', probeReading: 900 }, 'probeReading'],
    ['a negative cost', { fate: 'DISCARDED', cost: -1 }, 'cost'],
  ])('refuses %s', async (_name, fields, field) => {
    const result = await asLevel('STANDARD_USER', RECORD, { input: { alertId, ...fields } });
    expect(outcome(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    expect(await countWhere(server.pool, 'corrective_actions', 'alert_id = $1', [alertId])).toBe(0);
  });

  it('refuses moving food to the same appliance or to another location', async () => {
    const same = await asLevel('STANDARD_USER', RECORD, { input: { alertId, fate: 'MOVED', movedToApplianceId: applianceId } });
    expect(outcome(same)).toBe('BAD_USER_INPUT');
    const elsewhere = await asLevel('MANAGER', RECORD, {
      input: { alertId, fate: 'MOVED', movedToApplianceId: lisbon.fridge.applianceId },
    });
    expect(outcome(elsewhere)).toBe('BAD_USER_INPUT');
  });

  it('keeps food after a probe check with its reading, in °C as written in °F', async () => {
    const result = await asLevel<Recorded>('STANDARD_USER', RECORD, {
      input: { alertId, fate: 'KEPT_AFTER_PROBE', probeReading: 38.3, probeReadingUnit: 'F' },
    });
    expect(outcome(result)).toBe('OK');
    expect(result.data?.recordCorrectiveAction.probeReading).toBeCloseTo(3.5, 5);
    const { rows } = await systemQuery<{ probe_reading_c: number; probe_reading_unit: string }>(
      server.pool,
      'SELECT probe_reading_c, probe_reading_unit FROM corrective_actions WHERE alert_id = $1',
      [alertId],
    );
    expect(rows[0]?.probe_reading_unit).toBe('F');
    expect(rows[0]?.probe_reading_c).toBeCloseTo(3.5, 5);
  });

  it('moves food to another appliance of the location', async () => {
    const other = await fridgeWithEndedAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
    const result = await asLevel<{ recordCorrectiveAction: { movedTo: { id: string } } }>('STANDARD_USER', RECORD, {
      input: { alertId: other.alertId, fate: 'MOVED', movedToApplianceId: applianceId },
    });
    expect(outcome(result)).toBe('OK');
    expect(result.data?.recordCorrectiveAction.movedTo.id).toBe(applianceId);
  });
});

describe('who signs off', () => {
  it('refuses a cook signing off, on recording or afterwards; a Location Manager of the location signs', async () => {
    const ended = await fridgeWithEndedAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
    const signing = await asLevel('STANDARD_USER', RECORD, { input: { alertId: ended.alertId, fate: 'DISCARDED', signOff: true } });
    expect(outcome(signing)).toBe('FORBIDDEN');
    expect(await countWhere(server.pool, 'corrective_actions', 'alert_id = $1', [ended.alertId])).toBe(0);

    const recorded = await asLevel<Recorded>('STANDARD_USER', RECORD, { input: { alertId: ended.alertId, fate: 'DISCARDED' } });
    const id = recorded.data!.recordCorrectiveAction.id;
    expect(outcome(await asLevel('STANDARD_USER', SIGN_OFF, { id }))).toBe('FORBIDDEN');
    expect(outcome(await asLevel('STANDARD_USER', CLOSE_OUT, { alertId: ended.alertId }))).toBe('FORBIDDEN');
    expect(await countWhere(server.pool, 'corrective_actions', 'id = $1 AND signed_off_at IS NULL', [id])).toBe(1);

    const signed = await asLevel<{ signOffCorrectiveAction: { signedOffAt: string | null } }>('LOCATION_MANAGER', SIGN_OFF, { id });
    expect(signed.data?.signOffCorrectiveAction.signedOffAt).not.toBeNull();
  });

  it('lets a Manager record and sign off in one step', async () => {
    const ended = await fridgeWithEndedAlert(DEMO_IDS.harborBayside, ESTATE_DEMO_IDS.downtownKitchen);
    const result = await asLevel<Recorded>('MANAGER', RECORD, { input: { alertId: ended.alertId, fate: 'USED_NOW', signOff: true } });
    expect(result.data?.recordCorrectiveAction.signedOffAt).not.toBeNull();
  });

  it("hides another location's records from a Location Manager who is not assigned to it", async () => {
    const result = await asLevel('LOCATION_MANAGER', CLOSE_OUT, { alertId: lisbon.alertId });
    expect(outcome(result)).toBe('NOT_FOUND');
  });
});

describe('tenancy and roles', () => {
  it("answers another client's alert ids exactly like missing ones, and changes nothing", async () => {
    const foreign = await as('manager@sunrise.example', RECORD, { input: { alertId: lisbon.alertId, fate: 'DISCARDED' } });
    const missing = await as('manager@sunrise.example', RECORD, {
      input: { alertId: '00000000-0000-4000-8000-00000000ffff', fate: 'DISCARDED' },
    });
    expect(outcome(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(outcome(await as('manager@sunrise.example', CLOSE_OUT, { alertId: lisbon.alertId }))).toBe('NOT_FOUND');
    expect(await countWhere(server.pool, 'corrective_actions', 'alert_id = $1', [lisbon.alertId])).toBe(0);
  });

  it("refuses another client's record ids and appliances", async () => {
    const recorded = await asLevel<Recorded>('MANAGER', RECORD, { input: { alertId: lisbon.alertId, fate: 'DISCARDED' } });
    const id = recorded.data!.recordCorrectiveAction.id;
    const read = await as<{ correctiveAction: unknown }>(
      'manager@sunrise.example',
      'query($id: ID!) { correctiveAction(id: $id) { id } }',
      { id },
    );
    expect(read.data?.correctiveAction).toBeNull();
    expect(outcome(await as('manager@sunrise.example', SIGN_OFF, { id }))).toBe('NOT_FOUND');
    const list = await as<{ correctiveActions: unknown[] }>(
      'manager@sunrise.example',
      'query($l: ID!) { correctiveActions(locationId: $l) { id } }',
      {
        l: DEMO_IDS.harborLisbon,
      },
    );
    expect(list.data?.correctiveActions).toEqual([]);
    expect(await countWhere(server.pool, 'corrective_actions', 'id = $1 AND signed_off_at IS NULL', [id])).toBe(1);
  });

  it("hides every HACCP table's rows of another client from the request role, without any filter (RLS)", async () => {
    expect(await countWhere(server.pool, 'corrective_actions', 'client_id = $1', [DEMO_IDS.harbor])).toBeGreaterThan(0);
    const sunriseSees = await withTenantTx(
      server.pool,
      { userId: '00000000-0000-4000-8000-000000000000', clientId: DEMO_IDS.sunrise },
      async (db) => {
        const counts: Record<string, number> = {};
        for (const table of ['corrective_actions', 'audit_events', 'calibration_checks', 'temperature_answer_appliances']) {
          const result = await db.execute<{ n: number }>(
            sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE client_id <> '${DEMO_IDS.sunrise}'`),
          );
          counts[table] = result.rows[0]!.n;
        }
        return counts;
      },
    );
    expect(sunriseSees).toEqual({ corrective_actions: 0, audit_events: 0, calibration_checks: 0, temperature_answer_appliances: 0 });
    await expect(
      withTenantTx(server.pool, { userId: '00000000-0000-4000-8000-000000000000', clientId: DEMO_IDS.sunrise }, (db) =>
        db.execute(sql`INSERT INTO audit_events (client_id, subject, change) VALUES (${DEMO_IDS.harbor}, 'SAFE_ZONE', 'FORGED')`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('keeps alerts from Basic Users (no monitoring screens)', async () => {
    const ended = await fridgeWithEndedAlert(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen);
    expect(outcome(await asLevel('BASIC_USER', RECORD, { input: { alertId: ended.alertId, fate: 'DISCARDED' } }))).toBe('NOT_FOUND');
    expect(outcome(await asLevel('BASIC_USER', REVIEW, {}))).toBe('FORBIDDEN');
  });
});

describe('other problems', () => {
  it('asks a food batch for a verdict first, then takes its corrective action', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown, areaId: null });
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 30, 0, () => 3) });
    const { rows } = await systemQuery<{ id: string }>(
      server.pool,
      'SELECT id FROM food_batches WHERE appliance_id = $1 AND ended_at IS NULL',
      [fridge.applianceId],
    );
    const batchId = rows[0]!.id;
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { foodBatchId: batchId, fate: 'DISCARDED' } }))).toBe('NO_FOOD_VERDICT');
    await systemQuery(server.pool, 'UPDATE food_batches SET discard_at = now() WHERE id = $1', [batchId]);
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { foodBatchId: batchId, fate: 'DISCARDED' } }))).toBe('OK');
  });

  it('takes a corrective action for a fix-it of a temperature answer, and refuses other fix-its', async () => {
    const { rows } = await systemQuery<{ id: string; type: string }>(
      server.pool,
      `SELECT f.id, a.action_snapshot->>'type' AS type FROM fixits f JOIN quest_answers a ON a.id = f.answer_id
       WHERE f.location_id = $1 AND f.status = 'PENDING' ORDER BY f.created_at DESC, (a.action_snapshot->>'type' = 'TEMPERATURE') DESC`,
      [DEMO_IDS.harborDowntown],
    );
    const temperature = rows.find((r) => r.type === 'TEMPERATURE');
    const other = rows.find((r) => r.type !== 'TEMPERATURE');
    expect(temperature).toBeDefined();
    const result = await asLevel('STANDARD_USER', RECORD, {
      input: { fixitId: temperature!.id, fate: 'KEPT_AFTER_PROBE', probeReading: 4 },
    });
    expect(outcome(result)).toBe('OK');
    const read = await asLevel<{ fixits: { items: Array<{ id: string; correctiveAction: { fate: string } | null }> } }>(
      'MANAGER',
      'query($l: ID!) { fixits(locationId: $l, status: PENDING, first: 100) { items { id correctiveAction { fate } } } }',
      { l: DEMO_IDS.harborDowntown },
    );
    const fixit = read.data?.fixits.items.find((item) => item.id === temperature!.id);
    expect(fixit?.correctiveAction?.fate).toBe('KEPT_AFTER_PROBE');
    if (other) {
      expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { fixitId: other.id, fate: 'DISCARDED' } }))).toBe(
        'NOT_A_TEMPERATURE_FIXIT',
      );
    }
  });

  it('wants exactly one problem named', async () => {
    const none = await asLevel('STANDARD_USER', RECORD, { input: { fate: 'DISCARDED' } });
    expect(outcome(none)).toBe('BAD_USER_INPUT');
    const two = await asLevel('STANDARD_USER', RECORD, { input: { alertId: lisbon.alertId, fixitId: lisbon.alertId, fate: 'DISCARDED' } });
    expect(outcome(two)).toBe('BAD_USER_INPUT');
  });
});
