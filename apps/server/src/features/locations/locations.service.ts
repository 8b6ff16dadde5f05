import { seesAllLocations } from '@ks/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { locations, userLocations } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';

export type LocationRow = typeof locations.$inferSelect;

/**
 * The locations the viewer may see in the selected client: all of them for Managers and Full Admins,
 * their assigned ones for everybody else. The tenant filter is in the query; RLS is the net under it.
 */
export async function listVisibleLocations({ ctx, ids }: { ctx: GraphQLContext; ids?: string[] }): Promise<LocationRow[]> {
  const viewer = tenantOf(ctx);
  const db = await ctx.db();
  const conditions = [eq(locations.clientId, viewer.clientId)];
  if (ids) conditions.push(inArray(locations.id, ids));
  if (seesAllLocations(viewer.accessLevel)) {
    return db
      .select()
      .from(locations)
      .where(and(...conditions))
      .orderBy(asc(locations.name));
  }
  const rows = await db
    .select({ location: locations })
    .from(locations)
    .innerJoin(userLocations, and(eq(userLocations.locationId, locations.id), eq(userLocations.userId, viewer.userId)))
    .where(and(...conditions))
    .orderBy(asc(locations.name));
  return rows.map((r) => r.location);
}

/** One visible location, or null (another tenant's id answers exactly like a missing one). */
export async function visibleLocationById({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<LocationRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await listVisibleLocations({ ctx, ids: [id] });
  return row ?? null;
}
