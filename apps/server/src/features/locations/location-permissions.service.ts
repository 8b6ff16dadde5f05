import { locationPermissions, type LocationPermissions } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { userLocations } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { requestBatcher } from '../../graphql/request-batcher.js';
import type { LocationRow } from './locations.service.js';

/** The viewer's own assignments among the asked locations, one query per request. */
const assignedToViewer = requestBatcher<string, true>(async (ctx, ids) => {
  const viewer = tenantOf(ctx);
  const db = await ctx.db();
  const rows = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(
      and(eq(userLocations.clientId, viewer.clientId), eq(userLocations.userId, viewer.userId), inArray(userLocations.locationId, ids)),
    );
  return new Map(rows.map((row) => [row.locationId, true as const]));
});

/** What the viewer may do with this location (the domain's matrix applied to their assignment). */
export async function locationPermissionsFor({
  ctx,
  location,
}: {
  ctx: GraphQLContext;
  location: LocationRow;
}): Promise<LocationPermissions> {
  const viewer = tenantOf(ctx);
  const assigned = (await assignedToViewer.load(ctx, location.id)) === true;
  return locationPermissions(viewer.accessLevel, assigned);
}
