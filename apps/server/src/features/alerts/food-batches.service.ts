import { foodSafenessOf, holdsTcsFood, estimatedSpoilageAt, type FoodSafeness } from '@ks/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { applianceAlertStates, foodBatches } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { requestBatcher } from '../../graphql/request-batcher.js';
import { requireVisibleAppliance, type ApplianceRow } from '../appliances/appliances.service.js';

/** The food batch an appliance holds now, with its verdict (spec §3 currentFsBatch). */
export interface CurrentFoodBatch {
  id: string;
  startedAt: Date;
  foodSafeness: FoodSafeness;
  /** Between 2 and 4 hours outside: serve or discard now. */
  useNow: boolean;
  /** When the 4-hour budget runs out if the appliance stays out of range; null when back in range. */
  estimatedFoodSpoilageAt: Date | null;
  outsideMinutes: number;
}

export const FOOD_BATCH_MESSAGES = {
  notFood: 'This equipment holds no time/temperature-controlled food',
} as const;

interface BatchState {
  batchId: string;
  startedAt: Date;
  outsideMs: number;
  lastOutside: boolean;
  lastReadingAt: Date | null;
}

const batchStates = requestBatcher<string, BatchState>(async (ctx, applianceIds) => {
  const db = await ctx.db();
  const rows = await db
    .select({
      applianceId: applianceAlertStates.applianceId,
      batchId: foodBatches.id,
      startedAt: foodBatches.startedAt,
      outsideMs: applianceAlertStates.batchOutsideMs,
      lastOutside: applianceAlertStates.lastOutside,
      lastReadingAt: applianceAlertStates.lastReadingAt,
    })
    .from(applianceAlertStates)
    .innerJoin(foodBatches, eq(foodBatches.id, applianceAlertStates.foodBatchId))
    .where(and(eq(applianceAlertStates.clientId, tenantOf(ctx).clientId), inArray(applianceAlertStates.applianceId, applianceIds)));
  return new Map(rows.map(({ applianceId, ...state }) => [applianceId, state]));
});

/** The verdict of a batch from the engine's state (the same rule the engine applies). */
function verdictOf(appliance: ApplianceRow, state: BatchState): CurrentFoodBatch {
  const tcs = holdsTcsFood(appliance.type);
  const verdict = foodSafenessOf(tcs, state.outsideMs);
  return {
    id: state.batchId,
    startedAt: state.startedAt,
    foodSafeness: verdict.foodSafeness,
    useNow: verdict.useNow,
    estimatedFoodSpoilageAt: state.lastReadingAt ? estimatedSpoilageAt(tcs, state.outsideMs, state.lastOutside, state.lastReadingAt) : null,
    outsideMinutes: Math.floor(state.outsideMs / 60_000),
  };
}

/** currentFsBatch of an appliance already known to be visible; null before its sensor's first reading. */
export async function currentFoodBatchOf({
  ctx,
  appliance,
}: {
  ctx: GraphQLContext;
  appliance: ApplianceRow;
}): Promise<CurrentFoodBatch | null> {
  const state = await batchStates.load(ctx, appliance.id);
  return state ? verdictOf(appliance, state) : null;
}

/**
 * startFoodBatch: the food was discarded or restocked; the batch's time outside starts again from zero.
 * The old batch keeps what it reached (time outside and verdict) for the record.
 */
export async function startFoodBatch({
  ctx,
  applianceId,
  now = new Date(),
}: {
  ctx: GraphQLContext;
  applianceId: string;
  now?: Date;
}): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ ctx, id: applianceId });
  if (!holdsTcsFood(appliance.type)) throw validationError(FOOD_BATCH_MESSAGES.notFood, 'applianceId');
  const viewer = tenantOf(ctx);
  const db = await ctx.db();
  await db.insert(applianceAlertStates).values({ applianceId: appliance.id, clientId: appliance.clientId }).onConflictDoNothing();
  // The engine writes the batch's time outside under this lock.
  const [state] = await db.select().from(applianceAlertStates).where(eq(applianceAlertStates.applianceId, appliance.id)).for('update');
  if (!state) throw new Error('appliance alert state missing after insert');
  const verdict = foodSafenessOf(true, state.batchOutsideMs);
  await db
    .update(foodBatches)
    .set({ endedAt: now, outsideMs: state.batchOutsideMs, foodSafeness: verdict.foodSafeness })
    .where(and(eq(foodBatches.applianceId, appliance.id), isNull(foodBatches.endedAt)));
  const [batch] = await db
    .insert(foodBatches)
    .values({ clientId: appliance.clientId, applianceId: appliance.id, startedAt: now, startedBy: viewer.userId })
    .returning({ id: foodBatches.id });
  if (!batch) throw new Error('food batch insert returned nothing');
  await db
    .update(applianceAlertStates)
    .set({ foodBatchId: batch.id, batchOutsideMs: 0, updatedAt: sql`now()` })
    .where(eq(applianceAlertStates.applianceId, appliance.id));
  batchStates.clear(ctx);
  return appliance;
}
