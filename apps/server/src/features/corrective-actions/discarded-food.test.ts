import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import { useTestServer } from '../../../test/suite-server.js';
import { outcome, sessionsFor } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

// A corrective action recording the food as DISCARDED (after an alert or a food verdict) ends the
// appliance's food batch and starts a fresh one in the same transaction: the food clock restarts.

const server = useTestServer();
const { as, asLevel } = sessionsFor(() => server);

const RECORD = 'mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id fate } }';
const START_BATCH = 'mutation($id: ID!) { startFoodBatch(applianceId: $id) { id } }';
const BATCH = 'query($id: ID!) { appliance(id: $id) { currentFsBatch { id foodSafeness useNow dangerMinutes } } }';

interface BatchRow {
  id: string;
  ended_at: Date | null;
  food_safeness: string | null;
  danger_ms: number | null;
  started_by: string | null;
}

/** The appliance's food batches, oldest first, as stored (owner's view, no RLS). */
async function batchesOf(fridge: MonitoredAppliance): Promise<BatchRow[]> {
  const { rows } = await systemQuery<BatchRow>(
    server.pool,
    'SELECT id, ended_at, food_safeness, danger_ms::float8 AS danger_ms, started_by FROM food_batches WHERE appliance_id = $1 ORDER BY started_at, created_at',
    [fridge.applianceId],
  );
  return rows;
}

/** The batch the alert engine's state points at (the clock ingest keeps running). */
async function engineBatchOf(fridge: MonitoredAppliance): Promise<{ food_batch_id: string; batch_danger_ms: number }> {
  const { rows } = await systemQuery<{ food_batch_id: string; batch_danger_ms: number }>(
    server.pool,
    'SELECT food_batch_id, batch_danger_ms::float8 AS batch_danger_ms FROM appliance_alert_states WHERE appliance_id = $1',
    [fridge.applianceId],
  );
  return rows[0]!;
}

async function verdictOf(fridge: MonitoredAppliance) {
  const result = await asLevel<{
    appliance: { currentFsBatch: { id: string; foodSafeness: string; useNow: boolean; dangerMinutes: number } };
  }>('STANDARD_USER', BATCH, { id: fridge.applianceId });
  return result.data!.appliance.currentFsBatch;
}

async function userIdOf(email: string): Promise<string> {
  const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]!.id;
}

/** A Downtown fridge whose food spent `dangerMinutes` at 9 °C, ending 20 minutes ago (safe since). */
async function fridgeWithDanger(dangerMinutes: number): Promise<MonitoredAppliance> {
  const fridge = await monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborDowntown,
    areaId: ESTATE_DEMO_IDS.downtownKitchen,
  });
  const start = dangerMinutes + 25;
  await postReadings(server, fridge.secret, {
    readings: series(fridge.hwid, start + 30, 0, (m) => (m < start && m > start - dangerMinutes ? 9 : 3)),
  });
  return fridge;
}

describe('discarded food starts a new food batch', () => {
  it('a discard verdict recorded as DISCARDED ends the batch with its clock and starts a fresh one', async () => {
    const fridge = await fridgeWithDanger(260);
    const [spoiled] = await batchesOf(fridge);
    const before = await verdictOf(fridge);
    expect(before).toMatchObject({ id: spoiled!.id, foodSafeness: 'NEGATIVE' });
    expect(before.dangerMinutes).toBeGreaterThanOrEqual(240);

    const recorded = await asLevel('STANDARD_USER', RECORD, {
      input: { foodBatchId: spoiled!.id, fate: 'DISCARDED', quantity: '2 trays' },
    });
    expect(outcome(recorded)).toBe('OK');

    const batches = await batchesOf(fridge);
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatchObject({ id: spoiled!.id, food_safeness: 'NEGATIVE' });
    expect(batches[0]!.ended_at).not.toBeNull();
    expect(batches[0]!.danger_ms).toBe(before.dangerMinutes * 60_000);
    expect(batches[1]).toMatchObject({ ended_at: null, started_by: await userIdOf('cook@harbor.example') });
    expect(await engineBatchOf(fridge)).toEqual({ food_batch_id: batches[1]!.id, batch_danger_ms: 0 });
    expect(await verdictOf(fridge)).toEqual({ id: batches[1]!.id, foodSafeness: 'POSITIVE', useNow: false, dangerMinutes: 0 });

    // The new batch's clock runs on from here: the next readings count for it alone.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, -5, -15, () => 9) });
    expect((await verdictOf(fridge)).dangerMinutes).toBeGreaterThan(0);
    expect((await verdictOf(fridge)).dangerMinutes).toBeLessThan(30);
  });

  it('food used now keeps its batch and clock', async () => {
    const fridge = await fridgeWithDanger(150);
    const [batch] = await batchesOf(fridge);
    expect(await verdictOf(fridge)).toMatchObject({ id: batch!.id, useNow: true });
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { foodBatchId: batch!.id, fate: 'USED_NOW' } }))).toBe('OK');
    expect(await batchesOf(fridge)).toEqual([expect.objectContaining({ id: batch!.id, ended_at: null })]);
    expect((await verdictOf(fridge)).dangerMinutes).toBeGreaterThanOrEqual(120);
  });

  it('takes the verdict the screen shows before the stored stage times have caught up with it', async () => {
    // The stage times follow a moment after the engine's transaction (or at the next tick when another
    // transaction held the row): a cook acting at once must not be told the food has no verdict.
    const fridge = await fridgeWithDanger(150);
    const [batch] = await batchesOf(fridge);
    await systemQuery(server.pool, 'UPDATE food_batches SET use_now_at = NULL, act_now_at = NULL, discard_at = NULL WHERE id = $1', [
      batch!.id,
    ]);
    expect(await verdictOf(fridge)).toMatchObject({ id: batch!.id, useNow: true });
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { foodBatchId: batch!.id, fate: 'USED_NOW' } }))).toBe('OK');

    // Food whose verdict is "safe" still has none to act on.
    const safe = await fridgeWithDanger(20);
    const [safeBatch] = await batchesOf(safe);
    const refused = await asLevel('STANDARD_USER', RECORD, { input: { foodBatchId: safeBatch!.id, fate: 'USED_NOW' } });
    expect(outcome(refused)).toBe('NO_FOOD_VERDICT');
  });

  it("an alert's food recorded as DISCARDED starts a new batch; food stocked after the alert ended is left alone", async () => {
    const fridge = await fridgeWithDanger(60);
    const [alert] = await alertsOf(server.pool, fridge.applianceId);
    expect(alert?.status).toBe('ENDED');
    const [held] = await batchesOf(fridge);
    expect(outcome(await asLevel('MANAGER', RECORD, { input: { alertId: alert!.id, fate: 'DISCARDED' } }))).toBe('OK');
    const batches = await batchesOf(fridge);
    expect(batches.map((b) => [b.id === held!.id, b.ended_at === null])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(await verdictOf(fridge)).toMatchObject({ id: batches[1]!.id, dangerMinutes: 0 });

    // Restocked after a second alert ended; recording that alert's food as discarded later keeps the new stock.
    const second = await fridgeWithDanger(60);
    const [secondAlert] = await alertsOf(server.pool, second.applianceId);
    expect(outcome(await asLevel('STANDARD_USER', START_BATCH, { id: second.applianceId }))).toBe('OK');
    const restocked = await batchesOf(second);
    expect(outcome(await asLevel('STANDARD_USER', RECORD, { input: { alertId: secondAlert!.id, fate: 'DISCARDED' } }))).toBe('OK');
    expect(await batchesOf(second)).toEqual(restocked);
  });

  it("another client's people, and Basic Users, restart nothing (the verdict answers not found)", async () => {
    const fridge = await fridgeWithDanger(260);
    const [batch] = await batchesOf(fridge);
    const foreign = await as('manager@sunrise.example', RECORD, { input: { foodBatchId: batch!.id, fate: 'DISCARDED' } });
    expect(outcome(foreign)).toBe('NOT_FOUND');
    expect(outcome(await asLevel('BASIC_USER', RECORD, { input: { foodBatchId: batch!.id, fate: 'DISCARDED' } }))).toBe('NOT_FOUND');
    expect(await batchesOf(fridge)).toEqual([expect.objectContaining({ id: batch!.id, ended_at: null })]);
    expect(await verdictOf(fridge)).toMatchObject({ id: batch!.id, foodSafeness: 'NEGATIVE' });
  });
});
