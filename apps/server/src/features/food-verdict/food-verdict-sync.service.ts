import { batchLifeEndsAt, foodSafenessOf, TCS_APPLIANCE_TYPES, turnsOverAt, verdictReviewAt } from '@ks/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliances } from '../../db/schema/index.js';
import { asDateOrNull } from '../../db/timestamps.js';
import { batchLifeDaysOf, foodVerdictFor, type ApplianceFoodVerdict } from './food-verdict.service.js';

/**
 * The stored side of the one food verdict (decision 0121): the screens compute `foodVerdict()` when they
 * read, but notices, lists and reports need it on the batch row, and nothing in the engine moves when no
 * reading arrives. This sync writes each current batch's verdict and stage times (`use_now_at`,
 * `act_now_at`, `discard_at`, recomputed from all its readings, so late readings move them either way),
 * and turns a batch over at the end of its life when it never reached use-now (PRODUCT.md "Food
 * batches"). It looks at a batch again when its readings changed (the engine touched its state), its
 * appliance changed, or its `verdict_review_at` came: a deadline of an open gap, the silence limit, the
 * end of its life, and at the latest 15 minutes on.
 */
export interface FoodVerdictSyncOutcome {
  /** Due batches looked at (`limit` of them: there may be more). */
  looked: number;
  synced: number;
  turnedOver: number;
  /** Batches whose stored stages changed (the caller tells the stages not yet told). */
  changed: string[];
  /**
   * Appliances whose stored word or stages changed or whose batch turned over: open screens re-read
   * them (an open gap moves a verdict with no reading, so nothing else would tell them).
   */
  moved: Array<{ clientId: string; locationId: string; applianceId: string }>;
}

interface DueRow extends Record<string, unknown> {
  applianceId: string;
  clientId: string;
  locationId: string;
  batchId: string;
  verdict: string | null;
  useNowAt: Date | null;
  actNowAt: Date | null;
  discardAt: Date | null;
}

/** A batch turns over this many times per look at most (a year of hot-holding days is worked off over a few ticks). */
const MAX_TURNOVERS_PER_LOOK = 31;

/**
 * Current batches due for a look (or exactly `batchIds`), their engine states locked; rows another
 * transaction holds (the engine applying readings) are skipped and come back at the next tick.
 */
async function dueBatches(db: Db, now: Date, limit: number, batchIds: string[] | null): Promise<DueRow[]> {
  const due = batchIds
    ? sql`b.id = ANY(${sql.param(batchIds)}::uuid[])`
    : sql`(b.verdict_at IS NULL OR b.verdict_review_at <= ${now.toISOString()}::timestamptz
        OR st.updated_at > b.verdict_at OR a.updated_at > b.verdict_at)`;
  const result = await db.execute<DueRow>(sql`
    SELECT st.appliance_id AS "applianceId", st.client_id AS "clientId", a.location_id AS "locationId", b.id AS "batchId",
      b.verdict, b.use_now_at AS "useNowAt", b.act_now_at AS "actNowAt", b.discard_at AS "discardAt"
    FROM appliance_alert_states st
    JOIN food_batches b ON b.appliance_id = st.appliance_id AND b.ended_at IS NULL
    JOIN appliances a ON a.id = st.appliance_id
    WHERE a.type = ANY(${sql.param([...TCS_APPLIANCE_TYPES])}::text[]) AND ${due}
    ORDER BY b.verdict_review_at NULLS FIRST, st.appliance_id
    LIMIT ${limit}
    FOR UPDATE OF st, b SKIP LOCKED`);
  return result.rows.map((r) => ({
    ...r,
    useNowAt: asDateOrNull(r.useNowAt),
    actNowAt: asDateOrNull(r.actNowAt),
    discardAt: asDateOrNull(r.discardAt),
  }));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Ends the batch at the end of its life with what its clock reached, and starts the next one there (the engine's clock at zero). */
async function turnOver(db: Db, row: Pick<DueRow, 'applianceId' | 'clientId'>, batchId: string, end: ApplianceFoodVerdict, endMs: number) {
  await db.execute(sql`
    UPDATE food_batches SET ended_at = ${iso(endMs)}::timestamptz, end_reason = 'TURNOVER', verdict = ${end.verdict},
      -- An appliance's first batch keeps where it really began (its earliest reading), before the next one.
      started_at = ${iso(end.lifeStartedAtMs)}::timestamptz, starts_at_first_reading = false,
      danger_ms = ${Math.round(end.dangerMs)}, unknown_ms = ${Math.round(end.unknownMs)}, excursions = ${end.periods},
      food_safeness = ${foodSafenessOf(true, end.dangerMs).foodSafeness}, verdict_at = now(), verdict_review_at = NULL
    WHERE id = ${batchId} AND ended_at IS NULL`);
  await db.execute(sql`
    WITH next AS (
      INSERT INTO food_batches (client_id, appliance_id, started_at) VALUES (${row.clientId}, ${row.applianceId}, ${iso(endMs)}::timestamptz)
      RETURNING id
    )
    UPDATE appliance_alert_states SET food_batch_id = (SELECT id FROM next), batch_danger_ms = 0, batch_unknown_ms = 0,
      batch_excursions = 0, updated_at = now()
    WHERE appliance_id = ${row.applianceId}`);
}

/** Writes the verdict and its stage times on the batch; returns whether a stage time changed. */
async function store(db: Db, row: DueRow, verdict: ApplianceFoodVerdict, reviewMs: number): Promise<boolean> {
  if (verdict.status !== 'FOOD') {
    await db.execute(sql`
      UPDATE food_batches SET verdict = NULL, verdict_at = now(), verdict_review_at = ${iso(reviewMs)}::timestamptz WHERE id = ${row.batchId}`);
    return false;
  }
  await db.execute(sql`
    UPDATE food_batches SET verdict = ${verdict.verdict}, use_now_at = ${iso(verdict.useNowAtMs)}::timestamptz,
      act_now_at = ${iso(verdict.actNowAtMs)}::timestamptz, discard_at = ${iso(verdict.discardAtMs)}::timestamptz,
      verdict_at = now(), verdict_review_at = ${iso(reviewMs)}::timestamptz
    WHERE id = ${row.batchId}`);
  const same = (stored: Date | null, ms: number | null) => (stored?.getTime() ?? null) === ms;
  return !(same(row.useNowAt, verdict.useNowAtMs) && same(row.actNowAt, verdict.actNowAtMs) && same(row.discardAt, verdict.discardAtMs));
}

/** A stored stage means the batch waits for a corrective action even when the end of its life falls out of service. */
const storedWaits = (row: DueRow) => row.useNowAt !== null || row.actNowAt !== null || row.discardAt !== null;

/**
 * Whether the batch ends at `endMs` (the end of its life, passed): judged as it stood then, so food that
 * went warm after the boundary belongs to the next batch. Out of service at the boundary (a hot cabinet
 * off at midnight), it ends unless a stage was reached.
 */
async function endsAtLife(db: Db, row: DueRow, appliance: typeof appliances.$inferSelect, lifeStartMs: number, endMs: number) {
  const atEnd = await foodVerdictFor(db, row.clientId, appliance, new Date(endMs));
  if (!atEnd || atEnd.status === 'NOT_FOOD') return null;
  if (atEnd.status === 'OUT_OF_SERVICE') return storedWaits(row) ? null : atEnd;
  return turnsOverAt(atEnd, lifeStartMs, batchLifeDaysOf(appliance), atEnd.timeZone, endMs) === null ? null : atEnd;
}

/** One due batch: turned over as often as its life allows, then its verdict stored. */
async function look(db: Db, row: DueRow, now: Date, outcome: FoodVerdictSyncOutcome): Promise<void> {
  const [appliance] = await db
    .select()
    .from(appliances)
    .where(and(eq(appliances.id, row.applianceId), eq(appliances.clientId, row.clientId)));
  if (!appliance) return;
  let current = row;
  for (let turn = 0; ; turn += 1) {
    const verdict = await foodVerdictFor(db, row.clientId, appliance, now);
    if (!verdict?.batchId) return;
    current =
      verdict.batchId === current.batchId
        ? current
        : { ...current, batchId: verdict.batchId, useNowAt: null, actNowAt: null, discardAt: null };
    const lifeEndMs = batchLifeEndsAt(verdict.lifeStartedAtMs, batchLifeDaysOf(appliance), verdict.timeZone);
    const ended =
      lifeEndMs <= now.getTime() && turn < MAX_TURNOVERS_PER_LOOK
        ? await endsAtLife(db, current, appliance, verdict.lifeStartedAtMs, lifeEndMs)
        : null;
    if (ended) {
      await turnOver(db, row, verdict.batchId, ended, lifeEndMs);
      outcome.turnedOver += 1;
      continue;
    }
    const reviewMs = verdictReviewAt(verdict, { maxGapMs: verdict.maxGapMs, lifeEndsAtMs: lifeEndMs, nowMs: now.getTime() });
    const stagesChanged = await store(db, current, verdict, reviewMs);
    if (stagesChanged) outcome.changed.push(verdict.batchId);
    if (stagesChanged || turn > 0 || (verdict.status === 'FOOD' && verdict.verdict !== row.verdict)) {
      outcome.moved.push({ clientId: row.clientId, locationId: row.locationId, applianceId: row.applianceId });
    }
    outcome.synced += 1;
    return;
  }
}

/**
 * Looks at up to `limit` due current batches (or exactly `batchIds`, e.g. those an engine run saw reach a
 * stage) in the caller's system transaction. Fewer than `limit` synced and turned over: none left.
 */
export async function syncFoodVerdicts(
  db: Db,
  { now = new Date(), limit = 100, batchIds = null }: { now?: Date; limit?: number; batchIds?: string[] | null },
): Promise<FoodVerdictSyncOutcome> {
  const rows = await dueBatches(db, now, limit, batchIds);
  const outcome: FoodVerdictSyncOutcome = { looked: rows.length, synced: 0, turnedOver: 0, changed: [], moved: [] };
  for (const row of rows) await look(db, row, now, outcome);
  return outcome;
}
