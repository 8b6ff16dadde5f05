import type { Db } from '../../db/database.js';
import { runReadings, type AlertRecord } from './alert-run.js';
import { replayLateReadings } from './alert-replay.js';
import { appliancesWithCalmLateReadings } from './alert-late-calm.js';
import { sql } from 'drizzle-orm';
import { loadEngineInputs, NO_JIT, type EngineInput } from './alert-load.js';
import { liveEventsOfRun } from '../../events/engine-live-events.js';
import type { ClientEvents } from '../../events/live-event.js';
import type { Scope } from '../../scope/scope.js';

export { loadEngineInputs, type EngineInput, type SensorStart } from './alert-load.js';
/** Ingest stores readings and loads the engine's input in one statement. */
export { engineLoadOfInserted, inputsOfInserted, type LoadedRow } from './alert-load-inserted.js';

export { NO_JIT } from './alert-load.js';
/** Ingest writes the engine's states back in the round trip of its COMMIT. */
export { saveStatesStatement } from './alert-store.js';
import { domainStateOf, dueTargets, policyOf, saveAlerts, saveStates, type StateWrite } from './alert-store.js';

/** An e-mail the engine owes once its transaction has committed: about an alert, or a batch's food stage. */
export type AlertNotice = { alertId: string; kind: 'DETECTED' | 'SNOOZE_EXPIRED' } | { foodBatchId: string; kind: 'FOOD_STAGE' };

function noticesOf(records: AlertRecord[]): AlertNotice[] {
  return records.filter((r) => r.notify && r.status !== 'ENDED').map((r) => ({ alertId: r.id, kind: r.notify! })); // filtered just above
}

/** What an engine run leaves to do: the engine states to write back, and the e-mails to send after commit. */
export interface EngineOutcome {
  states: StateWrite[];
  notices: AlertNotice[];
  /** What changed, for live screens (published after commit). */
  live: ClientEvents[];
}

/**
 * The engine over loaded, locked inputs, in the caller's (system) transaction: applies each appliance's
 * fresh readings, replays history when late readings arrived, ends snoozes by the clock, and writes
 * alerts and statusHistory. The states are left to the caller to write back (saveStates, or ingest's
 * last statement before COMMIT).
 */
export async function evaluateInputs({ db, inputs, now }: { db: Db; inputs: EngineInput[]; now: Date }): Promise<EngineOutcome> {
  const notices: AlertNotice[] = [];
  const writes: StateWrite[] = [];
  const live: ClientEvents[] = [];
  // Late readings that change nothing (e.g. a peer instance's, interleaved with ours) need no replay.
  const calmLate = await appliancesWithCalmLateReadings(db, inputs, now);
  for (const { target, stored, open, fresh, late } of inputs) {
    const policy = policyOf(target);
    const result =
      late.length > 0 && !calmLate.has(target.applianceId)
        ? await replayLateReadings({ db, target, stored, open, late, fresh, policy, now })
        : runReadings({ state: domainStateOf(stored, open), open, readings: fresh, policy, now });
    if (result.records.length > 0) await saveAlerts(db, target, result.records);
    const openRecord = result.records.find((r) => r.status !== 'ENDED') ?? null;
    writes.push({
      applianceId: target.applianceId,
      state: result.state,
      openAlertId: result.state.alert ? (openRecord?.id ?? null) : null,
      foodBatchId: stored.foodBatchId,
      stages: result.stages,
    });
    notices.push(...noticesOf(result.records));
    live.push(liveEventsOfRun({ target, fresh, late }, result));
    if (result.stages.length > 0 && stored.foodBatchId) notices.push({ foodBatchId: stored.foodBatchId, kind: 'FOOD_STAGE' });
  }
  return { states: writes, notices, live };
}

/**
 * The clock's part of the engine (the recurring job): appliances with readings stored but not applied
 * (an earlier run failed) and snoozes that ran out without a reading. Batches of `limit` appliances.
 */
export async function catchUpEngine({
  scope,
  now = new Date(),
  limit = 200,
}: {
  scope: Scope;
  now?: Date;
  limit?: number;
}): Promise<{ processed: number; notices: AlertNotice[]; live: ClientEvents[] }> {
  const db = await scope.db();
  await db.execute(sql.raw(NO_JIT));
  const targets = await dueTargets(db, now, limit);
  // Due appliances all have an engine state (dueTargets reads it), so where a first run would start is moot.
  const inputs = await loadEngineInputs(
    db,
    targets.map((t) => ({ sensorId: t.sensorId, afterIfNew: now })),
    now,
  );
  const outcome = await evaluateInputs({ db, inputs, now });
  await saveStates(db, outcome.states);
  return { processed: targets.length, notices: outcome.notices, live: outcome.live };
}
