import {
  applyReading,
  countStep,
  currentFoodSafeness,
  EMPTY_FOOD_CLOCK,
  foodSafenessOf,
  INITIAL_STATE,
  isInDangerZone,
  type AlertPolicy,
  type ApplianceState,
  type ClockPoint,
  type FoodClock,
  type FoodStage,
  type Reading,
} from '@ks/domain';
import { RECOMPUTE_DESCRIPTIONS } from '../alert-descriptions.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { loadEngineInputs, type EngineInput } from './alert-load.js';
import type { AlertRecord } from './alert-run.js';
import { IS_PRIMARY, policyOf, readingsAfter, saveAlerts, TARGET_COLUMNS, type EngineTarget } from './alert-store.js';
import { asDate, asDateOrNull } from '../../../db/timestamps.js';

/**
 * The one-off upgrade of food batches counted by an older food model (`needs_recompute`, set by the
 * migration that introduced the food clock): each batch's readings are replayed through the domain
 * engine, so its clock, verdict and stages, and the appliance's open alert, follow today's rules.
 * Idempotent: a batch is recomputed once, in the transaction that clears its flag.
 */

/** Readings are read in chunks of this many (a batch may hold months of them). */
const CHUNK = 20_000;

/** Calls `each` with a sensor's readings after `after` and up to `until` (inclusive), in time order, chunk by chunk. */
async function forEachReading(db: Db, sensorId: string, after: Date, until: Date | null, each: (reading: Reading) => void): Promise<void> {
  let from = after;
  for (;;) {
    const chunk = (await readingsAfter(db, [{ sensorId, after: from }], CHUNK)).get(sensorId) ?? [];
    for (const reading of chunk) {
      if (until && reading.time > until) return;
      each(reading);
    }
    if (chunk.length < CHUNK) return;
    from = chunk[chunk.length - 1]!.time;
  }
}

/** Where a batch's replay starts: the reading before the batch counts for the interval that crosses its start. */
const replayFrom = (batchStartedAt: Date, policy: AlertPolicy) => new Date(batchStartedAt.getTime() - policy.maxGapMs);

/**
 * The current batch of an appliance (its state locked): replays the readings the engine had applied since
 * the batch started, and writes back the clock, the state and the open alert. An open alert the new rules
 * would not have raised ends; one they would keep takes their severity, reason and food verdict. Stages
 * reached are recorded as already told: an upgrade is not news, the screens show the verdict.
 */
async function recomputeCurrent(db: Db, input: EngineInput, now: Date): Promise<void> {
  const { target, stored, open } = input;
  const policy = policyOf(target);
  const batchStartedAt = stored.batchStartedAt ?? new Date(0);
  let state: ApplianceState = { ...INITIAL_STATE, batchStartedAt };
  const stages = new Map<FoodStage, Date>();
  if (stored.lastReadingAt) {
    await forEachReading(db, target.sensorId, replayFrom(batchStartedAt, policy), stored.lastReadingAt, (reading) => {
      const step = applyReading(state, reading, policy);
      for (const event of step.events) if (event.type === 'FOOD_STAGE' && !stages.has(event.stage)) stages.set(event.stage, event.at);
      state = step.state;
    });
  }
  let openAlertId = open?.id ?? null;
  if (open) {
    const replayed = state.alert;
    if (replayed) {
      const changed =
        open.severity !== replayed.severity || open.reason !== replayed.reason || open.worstFoodSafeness !== replayed.worstFoodSafeness;
      open.severity = replayed.severity;
      open.reason = replayed.reason;
      open.worstFoodSafeness = replayed.worstFoodSafeness;
      open.estimatedFoodSpoilageAt = currentFoodSafeness(state, policy).estimatedFoodSpoilageAt ?? null;
      if (changed) open.history.push({ time: now, statusCode: open.status, description: RECOMPUTE_DESCRIPTIONS.updated, userId: null });
    } else {
      endOpen(open, stored.lastReadingAt ?? now, now);
      openAlertId = null;
    }
    await saveAlerts(db, target, [open]);
  }
  // The breach as the new rules see it (a silence no longer restarts one); the open alert is the stored one, or none.
  await db.execute(sql`
    UPDATE appliance_alert_states SET last_in_danger = ${state.lastInDanger}, batch_danger_ms = ${Math.round(state.food.dangerMs)},
      batch_unknown_ms = ${Math.round(state.food.unknownMs)}, batch_excursions = ${state.food.excursions},
      breach_started_at = ${state.breachStartedAt?.toISOString() ?? null}::timestamptz, breach_reason = ${state.breachReason},
      open_alert_id = ${openAlertId}::uuid, updated_at = now()
    WHERE appliance_id = ${target.applianceId}`);
  const useNowAt = stages.get('USE_NOW')?.toISOString() ?? null;
  const discardAt = stages.get('DISCARD')?.toISOString() ?? null;
  await db.execute(sql`
    UPDATE food_batches SET needs_recompute = false, use_now_at = ${useNowAt}::timestamptz, discard_at = ${discardAt}::timestamptz,
      use_now_notified_at = CASE WHEN ${useNowAt}::timestamptz IS NULL THEN NULL ELSE now() END,
      discard_notified_at = CASE WHEN ${discardAt}::timestamptz IS NULL THEN NULL ELSE now() END
    WHERE id = ${stored.foodBatchId}`);
}

function endOpen(open: AlertRecord, at: Date, now: Date) {
  open.status = 'ENDED';
  open.endedAt = at < open.startedAt ? open.startedAt : at;
  open.snoozedUntil = null;
  open.estimatedFoodSpoilageAt = null;
  open.history.push({ time: now, statusCode: 'ENDED', description: RECOMPUTE_DESCRIPTIONS.ended, userId: null });
}

interface EndedBatch extends EngineTarget, Record<string, unknown> {
  batchId: string;
  startedAt: Date;
  endedAt: Date;
}

/** An ended batch: its final clock and verdict, from its readings between its start and its end. */
async function recomputeEnded(db: Db, batch: EndedBatch): Promise<void> {
  const policy = policyOf(batch);
  let clock: FoodClock = EMPTY_FOOD_CLOCK;
  if (batch.sensorId && policy.dangerZone) {
    const zone = policy.dangerZone;
    let previous: ClockPoint | null = null;
    const start = batch.startedAt.getTime();
    await forEachReading(db, batch.sensorId, replayFrom(batch.startedAt, policy), batch.endedAt, (reading) => {
      const current = { at: reading.time.getTime(), inDanger: isInDangerZone(reading.temperature, zone) };
      if (current.at > start) clock = countStep(clock, previous, current, policy.maxGapMs, start);
      previous = current;
    });
  }
  await db.execute(sql`
    UPDATE food_batches SET needs_recompute = false, danger_ms = ${Math.round(clock.dangerMs)}, unknown_ms = ${Math.round(clock.unknownMs)},
      excursions = ${clock.excursions}, food_safeness = ${foodSafenessOf(policy.holdsTcsFood, clock.dangerMs).foodSafeness}
    WHERE id = ${batch.batchId}`);
}

/**
 * Recomputes up to `limit` flagged batches: current ones with their appliance's state locked (as the
 * engine locks it), then ended ones. Returns how many were done (fewer than `limit`: none left).
 */
export async function recomputeFoodBatches(db: Db, now: Date = new Date(), limit = 20): Promise<number> {
  const current = await db.execute<{ sensorId: string } & Record<string, unknown>>(sql`
    SELECT s.id AS "sensorId" FROM food_batches b
    JOIN appliance_alert_states st ON st.food_batch_id = b.id
    JOIN sensors s ON s.appliance_id = b.appliance_id AND ${IS_PRIMARY}
    WHERE b.needs_recompute ORDER BY b.id LIMIT ${limit}`);
  const inputs = await loadEngineInputs(
    db,
    current.rows.map((r) => ({ sensorId: r.sensorId, afterIfNew: now })),
    now,
  );
  const flagged = await db.execute<{ id: string }>(sql`
    SELECT id FROM food_batches WHERE needs_recompute AND id = ANY(${sql.param(inputs.map((i) => i.stored.foodBatchId))}::uuid[]) FOR UPDATE`);
  const still = new Set(flagged.rows.map((r) => r.id));
  let done = 0;
  for (const input of inputs) {
    if (!input.stored.foodBatchId || !still.has(input.stored.foodBatchId)) continue;
    await recomputeCurrent(db, input, now);
    done += 1;
  }
  // Ended batches, and current ones of appliances without a sensor (their clock is zero).
  const ended = await db.execute<EndedBatch>(sql`
    SELECT b.id AS "batchId", b.started_at AS "startedAt", coalesce(b.ended_at, ${now.toISOString()}::timestamptz) AS "endedAt", ${TARGET_COLUMNS}
    FROM food_batches b JOIN appliances a ON a.id = b.appliance_id
    LEFT JOIN sensors s ON s.appliance_id = a.id AND ${IS_PRIMARY}
    WHERE b.needs_recompute AND (b.ended_at IS NOT NULL OR s.id IS NULL OR NOT EXISTS (
      SELECT 1 FROM appliance_alert_states st WHERE st.food_batch_id = b.id))
    ORDER BY b.id LIMIT ${Math.max(0, limit - done)} FOR UPDATE OF b SKIP LOCKED`);
  for (const row of ended.rows) {
    await recomputeEnded(db, { ...row, startedAt: asDate(row.startedAt), endedAt: asDateOrNull(row.endedAt) ?? now });
    done += 1;
  }
  return done;
}
