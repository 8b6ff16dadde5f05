import { and, count, eq, inArray } from 'drizzle-orm';
import { memberships, userLocations, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';

/** Active people assigned to each location (members of this client), one query per request. */
const usersCounts = batchLoader<string, number>(async (scope, locationIds) => {
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const rows = await db
    .select({ locationId: userLocations.locationId, n: count() })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .innerJoin(memberships, and(eq(memberships.userId, userLocations.userId), eq(memberships.clientId, userLocations.clientId)))
    .where(and(eq(userLocations.clientId, viewer.clientId), inArray(userLocations.locationId, locationIds), eq(users.isActive, true)))
    .groupBy(userLocations.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.n)]));
});

/** How many active users are assigned to the location. */
export async function usersCountOf({ scope, locationId }: { scope: Scope; locationId: string }): Promise<number> {
  return (await usersCounts.load(scope, locationId)) ?? 0;
}
