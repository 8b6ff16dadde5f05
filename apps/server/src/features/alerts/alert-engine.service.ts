import type { Db } from '../../db/database.js';
import { runReadings, type AlertRecord } from './alert-run.js';
import { replayLateReadings } from './alert-replay.js';
import { sql } from 'drizzle-orm';
import { loadEngineInputs, NO_JIT } from './alert-load.js';
import { FIRST_RUN_LOOKBACK_MS, type EngineRunInput } from './alert-load-inserted.js';

export { loadEngineInputs, type SensorStart } from './alert-load.js';
/** Ingest stores readings and loads the engine's input in one statement. */
export { engineLoadOfInserted, inputsOfInserted, type EngineRunInput, type LoadedRow } from './alert-load-inserted.js';

export { NO_JIT } from './alert-load.js';
/** Ingest writes the engine's states back in the round trip of its COMMIT. */
export { saveStatesStatement } from './alert-store.js';
import { domainStateOf, dueTargets, policyOf, saveAlerts, saveStates, type StateWrite } from './alert-store.js';

/** A reading ingest has just stored (ON CONFLICT DO NOTHING returned it, so it is new). */
export interface StoredReading {
  sensorId: string;
  time: Date;
  temperature: number;
}

/** An e-mail the engine owes once its transaction has committed. */
export interface AlertNotice {
  alertId: string;
  kind: 'DETECTED' | 'SNOOZE_EXPIRED';
}

function noticesOf(records: AlertRecord[]): AlertNotice[] {
  return records.filter((r) => r.notify && r.status !== 'ENDED').map((r) => ({ alertId: r.id, kind: r.notify! })); // filtered just above
}

/**
 * Where new readings start for an appliance the engine has never seen: at the oldest reading just stored
 * (older history, such as seeded demo data, is not replayed), and never more than a day back.
 */
function startIfNew(justStored: StoredReading[] | undefined, now: Date): Date {
  const oldest = justStored?.reduce((min, r) => (r.time < min ? r.time : min), now) ?? now;
  return new Date(Math.max(oldest.getTime() - 1, now.getTime() - FIRST_RUN_LOOKBACK_MS));
}

/** What an engine run leaves to do: the engine states to write back, and the e-mails to send after commit. */
export interface EngineOutcome {
  states: StateWrite[];
  notices: AlertNotice[];
}

/**
 * The engine over loaded, locked inputs, in the caller's (system) transaction: applies each appliance's
 * fresh readings, replays history when late readings arrived, ends snoozes by the clock, and writes
 * alerts and statusHistory. The states are left to the caller to write back (saveStates, or ingest's
 * last statement before COMMIT).
 */
export async function evaluateInputs(db: Db, inputs: EngineRunInput[], now: Date): Promise<EngineOutcome> {
  const notices: AlertNotice[] = [];
  const writes: StateWrite[] = [];
  for (const { target, stored, open, fresh, late } of inputs) {
    const policy = policyOf(target);
    const result =
      late.length > 0
        ? await replayLateReadings({ db, target, stored, open, late, fresh, policy, now })
        : runReadings({ state: domainStateOf(stored, open), open, readings: fresh, policy, now });
    if (result.records.length > 0) await saveAlerts(db, target, result.records);
    const openRecord = result.records.find((r) => r.status !== 'ENDED') ?? null;
    writes.push({
      applianceId: target.applianceId,
      state: result.state,
      openAlertId: result.state.alert ? (openRecord?.id ?? null) : null,
    });
    notices.push(...noticesOf(result.records));
  }
  return { states: writes, notices };
}

/**
 * The engine for the appliances whose primary sensor is among `sensorIds`: locks and loads their states
 * (applying every stored reading newer than the last one applied, so readings whose processing failed
 * earlier are picked up too; `justStored` older than that are late), then evaluateInputs.
 */
async function evaluateEngine(db: Db, sensorIds: string[], justStored: Map<string, StoredReading[]>, now: Date): Promise<EngineOutcome> {
  const inputs = await loadEngineInputs(
    db,
    sensorIds.map((sensorId) => ({ sensorId, afterIfNew: startIfNew(justStored.get(sensorId), now) })),
    now,
  );
  return evaluateInputs(
    db,
    inputs.map((input) => ({
      ...input,
      late: (justStored.get(input.target.sensorId) ?? []).filter((r) => input.stored.lastReadingAt && r.time <= input.stored.lastReadingAt),
    })),
    now,
  );
}

/** The whole engine run (evaluateEngine, then the states written back); returns the e-mails to send after commit. */
export async function runEngine(db: Db, sensorIds: string[], justStored: Map<string, StoredReading[]>, now: Date): Promise<AlertNotice[]> {
  const outcome = await evaluateEngine(db, sensorIds, justStored, now);
  await saveStates(db, outcome.states);
  return outcome.notices;
}

/**
 * The clock's part of the engine (the recurring job): appliances with readings stored but not applied
 * (an earlier run failed) and snoozes that ran out without a reading. Batches of `limit` appliances.
 */
export async function catchUpEngine(db: Db, now: Date = new Date(), limit = 200): Promise<{ processed: number; notices: AlertNotice[] }> {
  await db.execute(sql.raw(NO_JIT));
  const targets = await dueTargets(db, now, limit);
  return {
    processed: targets.length,
    notices: await runEngine(
      db,
      targets.map((t) => t.sensorId),
      new Map(),
      now,
    ),
  };
}
