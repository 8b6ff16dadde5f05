import { assertPlanAllowsEquipment, PlanLimitError } from '@ks/domain';
import { and, count, eq } from 'drizzle-orm';
import { appError } from '../../graphql/errors.js';
import type { Db } from '../../db/database.js';
import { appliances, locations } from '../../db/schema/index.js';

/**
 * Refuses a new piece of equipment past the location's plan limit, with a message naming the plan. The
 * location row is locked (`FOR UPDATE`) inside the request's transaction before counting, so two
 * simultaneous creations cannot both see room for one more: the second waits for the first to commit
 * and then counts it.
 */
export async function assertRoomForAppliance(db: Db, clientId: string, locationId: string): Promise<void> {
  const [location] = await db
    .select({ plan: locations.plan })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clientId, clientId)))
    .for('update');
  if (!location) throw new Error(`location ${locationId} vanished while adding equipment`);
  const [row] = await db
    .select({ n: count() })
    .from(appliances)
    .where(and(eq(appliances.locationId, locationId), eq(appliances.clientId, clientId)));
  try {
    assertPlanAllowsEquipment(location.plan, row?.n ?? 0);
  } catch (error) {
    if (!(error instanceof PlanLimitError)) throw error;
    throw appError(error.message, 'user', 'PLAN_LIMIT_REACHED', { plan: error.plan, limit: error.limit });
  }
}
