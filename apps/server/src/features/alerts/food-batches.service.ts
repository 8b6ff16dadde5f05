import { foodSafenessOf, holdsTcsFood, estimatedSpoilageAt, TCS_APPLIANCE_TYPES, type FoodSafeness } from '@ks/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applianceAlertStates, appliances, foodBatches } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { validationError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { requireVisibleAppliance, type ApplianceRow } from '../appliances/appliances.service.js';
import { listVisibleLocations } from '../../scope/visible-locations.js';
import { appliancesAtRisk } from '../food-verdict/food-verdict.service.js';

/** The food batch an appliance holds now, with its verdict (spec §3 currentFsBatch). */
export interface CurrentFoodBatch {
  id: string;
  startedAt: Date;
  foodSafeness: FoodSafeness;
  /** From 2 hours in the danger zone until discard: serve or discard now. */
  useNow: boolean;
  /** When the 4-hour budget runs out if the food stays in the danger zone; null when out of it. */
  estimatedFoodSpoilageAt: Date | null;
  dangerMinutes: number;
  /** The part of dangerMinutes without readings (counted as danger: if in doubt, throw it out). */
  unknownMinutes: number;
  excursions: number;
  /** The verdict includes time without data. */
  uncertain: boolean;
  useNowAt: Date | null;
  discardAt: Date | null;
}

export const FOOD_BATCH_MESSAGES = {
  notFood: 'This equipment holds no time/temperature-controlled food',
} as const;

interface BatchState {
  batchId: string;
  startedAt: Date;
  dangerMs: number;
  unknownMs: number;
  excursions: number;
  lastInDanger: boolean;
  lastReadingAt: Date | null;
  useNowAt: Date | null;
  discardAt: Date | null;
}

const batchStates = batchLoader<string, BatchState>(async (scope, applianceIds) => {
  const db = await scope.db();
  const rows = await db
    .select({
      applianceId: applianceAlertStates.applianceId,
      batchId: foodBatches.id,
      startedAt: foodBatches.startedAt,
      dangerMs: applianceAlertStates.batchDangerMs,
      unknownMs: applianceAlertStates.batchUnknownMs,
      excursions: applianceAlertStates.batchExcursions,
      lastInDanger: applianceAlertStates.lastInDanger,
      lastReadingAt: applianceAlertStates.lastReadingAt,
      useNowAt: foodBatches.useNowAt,
      discardAt: foodBatches.discardAt,
    })
    .from(applianceAlertStates)
    .innerJoin(foodBatches, eq(foodBatches.id, applianceAlertStates.foodBatchId))
    .where(and(eq(applianceAlertStates.clientId, tenantOf(scope).clientId), inArray(applianceAlertStates.applianceId, applianceIds)));
  return new Map(rows.map(({ applianceId, ...state }) => [applianceId, state]));
});

/** The verdict of a batch from the engine's state (the same rule the engine applies). */
function verdictOf(appliance: ApplianceRow, state: BatchState): CurrentFoodBatch {
  const tcs = holdsTcsFood(appliance.type);
  const verdict = foodSafenessOf(tcs, state.dangerMs);
  return {
    id: state.batchId,
    startedAt: state.startedAt,
    foodSafeness: verdict.foodSafeness,
    useNow: verdict.useNow,
    estimatedFoodSpoilageAt: state.lastReadingAt ? estimatedSpoilageAt(tcs, state.dangerMs, state.lastInDanger, state.lastReadingAt) : null,
    dangerMinutes: Math.floor(state.dangerMs / 60_000),
    unknownMinutes: Math.floor(state.unknownMs / 60_000),
    excursions: state.excursions,
    uncertain: tcs && state.unknownMs > 0,
    useNowAt: state.useNowAt,
    discardAt: state.discardAt,
  };
}

/** currentFsBatch of an appliance already known to be visible; null before its sensor's first reading. */
export async function currentFoodBatchOf({
  scope,
  appliance,
}: {
  scope: Scope;
  appliance: ApplianceRow;
}): Promise<CurrentFoodBatch | null> {
  const state = await batchStates.load(scope, appliance.id);
  return state ? verdictOf(appliance, state) : null;
}

/**
 * Ends the appliance's current batch with what its clock reached (kept for the record) and starts a new
 * one at `now`, its clock at zero. Call with the appliance's engine state locked (the engine writes the
 * clock under that lock).
 */
async function restartBatch(
  db: Db,
  state: typeof applianceAlertStates.$inferSelect,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  const verdict = foodSafenessOf(true, state.batchDangerMs);
  await db
    .update(foodBatches)
    .set({
      endedAt: now,
      dangerMs: state.batchDangerMs,
      unknownMs: state.batchUnknownMs,
      excursions: state.batchExcursions,
      foodSafeness: verdict.foodSafeness,
    })
    .where(and(eq(foodBatches.applianceId, state.applianceId), isNull(foodBatches.endedAt)));
  const [batch] = await db
    .insert(foodBatches)
    .values({ clientId: state.clientId, applianceId: state.applianceId, startedAt: now, startedBy: userId })
    .returning({ id: foodBatches.id });
  if (!batch) throw new Error('food batch insert returned nothing');
  await db
    .update(applianceAlertStates)
    .set({ foodBatchId: batch.id, batchDangerMs: 0, batchUnknownMs: 0, batchExcursions: 0, updatedAt: sql`now()` })
    .where(eq(applianceAlertStates.applianceId, state.applianceId));
}

/** The appliance's engine state, locked for this transaction; null when it never had one. */
async function lockedState(db: Db, applianceId: string) {
  const [state] = await db.select().from(applianceAlertStates).where(eq(applianceAlertStates.applianceId, applianceId)).for('update');
  return state ?? null;
}

/**
 * startFoodBatch: the food was discarded or restocked; the new batch's clock starts again from zero.
 * The old batch keeps what it reached (its clock and verdict) for the record.
 */
export async function startFoodBatch({
  scope,
  applianceId,
  now = new Date(),
}: {
  scope: Scope;
  applianceId: string;
  now?: Date;
}): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ scope, id: applianceId });
  if (!holdsTcsFood(appliance.type)) throw validationError(FOOD_BATCH_MESSAGES.notFood, 'applianceId');
  const db = await scope.db();
  await db.insert(applianceAlertStates).values({ applianceId: appliance.id, clientId: appliance.clientId }).onConflictDoNothing();
  const state = await lockedState(db, appliance.id);
  if (!state) throw new Error('appliance alert state missing after insert');
  await restartBatch(db, state, { userId: tenantOf(scope).userId, now });
  batchStates.clear(scope);
  return appliance;
}

/** Which food a corrective action says was thrown away: one batch, or whatever the appliance held at an instant. */
export type DiscardedFood = { batchId: string } | { heldAt: Date };

/**
 * A corrective action recorded the food as discarded (an alert's, or a food verdict's): if the
 * appliance's current batch is that food, it ends and a new batch starts, as a cook throwing the food
 * away and restocking expects (PRODUCT.md "Food-safety model"). Food stocked after the problem is left
 * alone: a verdict on an earlier batch, or an alert that ended before the current batch began, restarts
 * nothing. The caller has checked the appliance is visible (the record's subject); runs in its
 * transaction. Returns whether a new batch started.
 */
export async function startBatchAfterDiscard({
  scope,
  applianceId,
  food,
  now = new Date(),
}: {
  scope: Scope;
  applianceId: string;
  food: DiscardedFood;
  now?: Date;
}): Promise<boolean> {
  const db = await scope.db();
  const [appliance] = await db
    .select({ type: appliances.type })
    .from(appliances)
    .where(and(eq(appliances.id, applianceId), eq(appliances.clientId, tenantOf(scope).clientId)));
  if (!appliance || !holdsTcsFood(appliance.type)) return false;
  const state = await lockedState(db, applianceId);
  if (!state?.foodBatchId) return false;
  const [current] = await db
    .select({ id: foodBatches.id, startedAt: foodBatches.startedAt })
    .from(foodBatches)
    .where(and(eq(foodBatches.id, state.foodBatchId), isNull(foodBatches.endedAt)));
  if (!current) return false;
  const isThatFood = 'batchId' in food ? current.id === food.batchId : current.startedAt <= food.heldAt;
  if (!isThatFood) return false;
  await restartBatch(db, state, { userId: tenantOf(scope).userId, now });
  batchStates.clear(scope);
  return true;
}

/**
 * Equipment of the viewer's visible locations whose food verdict now asks for action (USE NOW, ACT NOW,
 * DISCARD; the domain's one verdict function on the stored readings, so door openings on air sensors do
 * not count), with or without an open alert, the longest in the danger zone first.
 */
export async function foodAtRiskOfVisibleLocations({ scope }: { scope: Scope }): Promise<ApplianceRow[]> {
  const locationIds = (await listVisibleLocations({ scope })).map((l) => l.id);
  if (locationIds.length === 0) return [];
  const db = await scope.db();
  const clientId = tenantOf(scope).clientId;
  const rows = await db
    .select({ appliance: appliances })
    .from(applianceAlertStates)
    .innerJoin(appliances, eq(appliances.id, applianceAlertStates.applianceId))
    .where(
      and(
        eq(applianceAlertStates.clientId, clientId),
        eq(appliances.clientId, clientId),
        inArray(appliances.locationId, locationIds),
        inArray(appliances.type, [...TCS_APPLIANCE_TYPES]),
      ),
    )
    .limit(200);
  return appliancesAtRisk(
    db,
    clientId,
    rows.map((r) => r.appliance),
    new Date(),
  );
}
