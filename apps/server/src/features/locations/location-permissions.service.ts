import { locationPermissions, type LocationPermissions } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { userLocations } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import type { LocationRow } from '../../scope/visible-locations.js';

/** The viewer's own assignments among the asked locations, one query per request. */
const assignedToViewer = batchLoader<string, true>(async (scope, ids) => {
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const rows = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(
      and(eq(userLocations.clientId, viewer.clientId), eq(userLocations.userId, viewer.userId), inArray(userLocations.locationId, ids)),
    );
  return new Map(rows.map((row) => [row.locationId, true as const]));
});

/** What the viewer may do with this location (the domain's matrix applied to their assignment). */
export async function locationPermissionsFor({ scope, location }: { scope: Scope; location: LocationRow }): Promise<LocationPermissions> {
  const viewer = tenantOf(scope);
  const assigned = (await assignedToViewer.load(scope, location.id)) === true;
  return locationPermissions(viewer.level, assigned);
}
