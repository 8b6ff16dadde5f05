import { sql } from 'drizzle-orm';
import type { ClientEvents } from '../../../events/live-event.js';
import type { Scope } from '../../../scope/scope.js';
import type { AlertNotice } from '../alert-notice.js';
import { loadEngineInputs, NO_JIT } from './alert-load.js';
import { dueTargets, saveStates } from './alert-store.js';
import { evaluateInputs } from './evaluate.js';
import { recomputeFoodBatches } from './food-recompute.js';

/** Food batches of an older food model recomputed per call (each may replay months of readings). */
const FOOD_RECOMPUTE_BATCH = 20;

export interface CatchUpOutcome {
  /** Food batches of an older food model recomputed (once, after the upgrade; 0 ever after). */
  recomputed: number;
  /** Appliances the engine caught up. */
  processed: number;
  /** E-mails owed after commit. */
  notices: AlertNotice[];
  /** What changed, for live screens (published after commit). */
  live: ClientEvents[];
  /** Both parts came back short of their batch: nothing is left to catch up. */
  done: boolean;
}

/**
 * The clock's part of the engine (the recurring job), in the caller's system scope: first food batches an
 * upgrade left to recompute (up to FOOD_RECOMPUTE_BATCH), then appliances with readings stored but not
 * applied (an earlier run failed) and snoozes that ran out without a reading (up to `limit`). The caller
 * calls again until `done`; it sends the notices and publishes `live` after commit.
 */
export async function catchUpEngine({
  scope,
  now = new Date(),
  limit = 200,
}: {
  scope: Scope;
  now?: Date;
  limit?: number;
}): Promise<CatchUpOutcome> {
  const db = await scope.db();
  const recomputed = await recomputeFoodBatches(db, now, FOOD_RECOMPUTE_BATCH);
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
  const done = recomputed < FOOD_RECOMPUTE_BATCH && targets.length < limit;
  return { recomputed, processed: targets.length, notices: outcome.notices, live: outcome.live, done };
}
