import { PLAN_EQUIPMENT_LIMITS, equipmentRoomLeft, planDowngradeMessage, type Plan } from '@ks/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { appError, notFoundError } from '../../graphql/errors.js';
import type { Db } from '../../db/database.js';
import { appliances, locations } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import type { LocationRow } from '../../scope/visible-locations.js';
import { requireLocation } from '../locations/location-mutations.service.js';

export interface PlanUsage {
  plan: Plan;
  equipmentLimit: number;
  equipmentCount: number;
  roomLeft: number;
}

// A read-only count over the equipment table; the plan limit itself is enforced by createAppliance.
const equipmentCounts = batchLoader<string, number>(async (scope, locationIds) => {
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const rows = await db
    .select({ locationId: appliances.locationId, n: count() })
    .from(appliances)
    .where(and(eq(appliances.clientId, viewer.clientId), inArray(appliances.locationId, locationIds)))
    .groupBy(appliances.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.n)]));
});

/** A location's plan, its equipment limit and how much of it is used (batched per request). */
export async function planUsageOf({ scope, locationId, plan }: { scope: Scope; locationId: string; plan: Plan }): Promise<PlanUsage> {
  const equipmentCount = (await equipmentCounts.load(scope, locationId)) ?? 0;
  return { plan, equipmentLimit: PLAN_EQUIPMENT_LIMITS[plan], equipmentCount, roomLeft: equipmentRoomLeft(plan, equipmentCount) };
}

/**
 * Refuses moving a location to a plan smaller than the equipment it has (issue 17: a one-click downgrade
 * must not leave a kitchen over its plan), with PLAN_LIMIT_REACHED like adding past the limit. The location
 * row is locked first, as `assertRoomForAppliance` does, so an equipment creation and a plan change at
 * the same time cannot both pass.
 */
async function assertPlanFitsEquipment(db: Db, clientId: string, locationId: string, plan: Plan): Promise<void> {
  await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clientId, clientId)))
    .for('update');
  const [row] = await db
    .select({ n: count() })
    .from(appliances)
    .where(and(eq(appliances.locationId, locationId), eq(appliances.clientId, clientId)));
  const equipmentCount = Number(row?.n ?? 0);
  const limit = PLAN_EQUIPMENT_LIMITS[plan];
  if (equipmentCount <= limit) return;
  throw appError(planDowngradeMessage(plan, equipmentCount), 'user', 'PLAN_LIMIT_REACHED', { plan, limit, equipmentCount });
}

/**
 * Moves a location to another plan (Managers, Full Admins). A plan smaller than the equipment in use is
 * refused (PLAN_LIMIT_REACHED), as adding past the limit is.
 */
export async function changeLocationPlan({ scope, id, plan }: { scope: Scope; id: string; plan: Plan }): Promise<LocationRow> {
  const viewer = tenantOf(scope);
  await requireLocation({ scope, id, need: 'changePlan' });
  const db = await scope.db();
  await assertPlanFitsEquipment(db, viewer.clientId, id, plan);
  const [row] = await db
    .update(locations)
    .set({ plan })
    .where(and(eq(locations.id, id), eq(locations.clientId, viewer.clientId)))
    .returning();
  if (!row) throw notFoundError('Location');
  return row;
}
