import { type LocationInput, type Plan } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import { locations, userLocations } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { notFoundError } from '../../graphql/errors.js';
import { requireClientFile } from '../files/files.schema.js';
import { visibleLocationById, type LocationRow } from './locations.service.js';
import { locationPermissionsFor } from './location-permissions.service.js';

/** The columns a location form sets (the logo id checked to be a picture of the same client). */
async function columnsOf(ctx: GraphQLContext, input: LocationInput) {
  if (input.logoId) await requireClientFile({ ctx, id: input.logoId, kind: 'PICTURE' });
  return {
    name: input.name,
    country: input.country,
    timezone: input.timezone,
    state: input.state,
    address: input.address,
    zip: input.zip,
    city: input.city,
    serviceType: input.serviceType,
    foodTypes: input.foodTypes,
    sites: input.sites,
    vendors: input.vendors,
    logoFileId: input.logoId,
  };
}

/**
 * A location the viewer may change, or a not-found error: another client's id, a location outside a
 * Location Manager's assignments and a missing one all answer alike.
 */
async function requireLocation({ ctx, id, need }: { ctx: GraphQLContext; id: string; need: 'update' | 'delete' | 'changePlan' }) {
  const location = await visibleLocationById({ ctx, id });
  if (!location) throw notFoundError('Location');
  const permissions = await locationPermissionsFor({ ctx, location });
  if (!permissions[need]) throw notFoundError('Location');
  return location;
}

/** Creates a location in the viewer's client (Managers, Full Admins); a creating Manager is assigned to it. */
export async function createLocation({
  ctx,
  input,
  plan,
}: {
  ctx: GraphQLContext;
  input: LocationInput;
  plan: Plan;
}): Promise<LocationRow> {
  const viewer = tenantOf(ctx);
  const values = await columnsOf(ctx, input);
  const db = await ctx.db();
  const [row] = await db
    .insert(locations)
    .values({ ...values, clientId: viewer.clientId, plan })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  if (viewer.clientRole) {
    await db.insert(userLocations).values({ clientId: viewer.clientId, userId: viewer.userId, locationId: row.id }).onConflictDoNothing();
  }
  return row;
}

/** Updates every field of a location (Managers, Full Admins, or a Location Manager assigned to it). */
export async function updateLocation({ ctx, id, input }: { ctx: GraphQLContext; id: string; input: LocationInput }): Promise<LocationRow> {
  const viewer = tenantOf(ctx);
  await requireLocation({ ctx, id, need: 'update' });
  const values = await columnsOf(ctx, input);
  const db = await ctx.db();
  const [row] = await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.clientId, viewer.clientId)))
    .returning();
  if (!row) throw notFoundError('Location');
  return row;
}

/**
 * Deletes a location with everything that belongs to it (areas, equipment and placements cascade in the
 * database; sensors stay in the client's registry, unassigned). Managers and Full Admins only.
 */
export async function deleteLocation({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<LocationRow> {
  const viewer = tenantOf(ctx);
  const location = await requireLocation({ ctx, id, need: 'delete' });
  const db = await ctx.db();
  // user_locations has no foreign key to locations (identity tables predate them), so clean it here.
  await db.delete(userLocations).where(and(eq(userLocations.locationId, id), eq(userLocations.clientId, viewer.clientId)));
  await db.delete(locations).where(and(eq(locations.id, id), eq(locations.clientId, viewer.clientId)));
  return location;
}

/**
 * Moves a location to another plan (Managers, Full Admins). A smaller plan is allowed even when the
 * location has more equipment than it allows: nothing is removed, but no equipment can be added until
 * the count is under the limit.
 */
export async function changeLocationPlan({ ctx, id, plan }: { ctx: GraphQLContext; id: string; plan: Plan }): Promise<LocationRow> {
  const viewer = tenantOf(ctx);
  await requireLocation({ ctx, id, need: 'changePlan' });
  const db = await ctx.db();
  const [row] = await db
    .update(locations)
    .set({ plan })
    .where(and(eq(locations.id, id), eq(locations.clientId, viewer.clientId)))
    .returning();
  if (!row) throw notFoundError('Location');
  return row;
}
