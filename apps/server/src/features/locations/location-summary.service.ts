import { and, count, eq, inArray } from 'drizzle-orm';
import { memberships, userLocations, users } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { requestBatcher } from '../../graphql/request-batcher.js';

/** Active people assigned to each location (members of this client), one query per request. */
const usersCounts = requestBatcher<string, number>(async (ctx, locationIds) => {
  const viewer = tenantOf(ctx);
  const db = await ctx.db();
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
export async function usersCountOf({ ctx, locationId }: { ctx: GraphQLContext; locationId: string }): Promise<number> {
  return (await usersCounts.load(ctx, locationId)) ?? 0;
}
