import { PLAN_EQUIPMENT_LIMITS, equipmentRoomLeft, type Plan } from '@ks/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { appliances } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { requestBatcher } from '../../graphql/request-batcher.js';

export interface PlanUsage {
  plan: Plan;
  equipmentLimit: number;
  equipmentCount: number;
  roomLeft: number;
}

// A read-only count over the equipment table; the plan limit itself is enforced by createAppliance.
const equipmentCounts = requestBatcher<string, number>(async (ctx, locationIds) => {
  const viewer = tenantOf(ctx);
  const db = await ctx.db();
  const rows = await db
    .select({ locationId: appliances.locationId, n: count() })
    .from(appliances)
    .where(and(eq(appliances.clientId, viewer.clientId), inArray(appliances.locationId, locationIds)))
    .groupBy(appliances.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.n)]));
});

/** A location's plan, its equipment limit and how much of it is used (batched per request). */
export async function planUsageOf({ ctx, locationId, plan }: { ctx: GraphQLContext; locationId: string; plan: Plan }): Promise<PlanUsage> {
  const equipmentCount = (await equipmentCounts.load(ctx, locationId)) ?? 0;
  return { plan, equipmentLimit: PLAN_EQUIPMENT_LIMITS[plan], equipmentCount, roomLeft: equipmentRoomLeft(plan, equipmentCount) };
}
