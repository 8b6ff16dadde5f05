import { jurisdictionForCountry, type LocationInput, type Plan } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import { locations, sensors, userLocations } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError } from '../../graphql/errors.js';
import { locationPermissionsFor } from './location-permissions.service.js';
import { type LocationRow, visibleLocationById } from '../../scope/visible-locations.js';
import { requireClientFile } from '../../scope/client-files.js';

/** The columns a location form sets (the logo id checked to be a picture of the same client). */
async function columnsOf(scope: Scope, input: LocationInput) {
  if (input.logoId) await requireClientFile({ scope, id: input.logoId, kind: 'PICTURE' });
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
    // Missing on update: the location keeps its profile (undefined leaves the column alone).
    jurisdictionProfile: input.jurisdictionProfile ?? undefined,
  };
}

/**
 * A location the viewer may change, or a not-found error: another client's id, a location outside a
 * Location Manager's assignments and a missing one all answer alike.
 */
export async function requireLocation({ scope, id, need }: { scope: Scope; id: string; need: 'update' | 'delete' | 'changePlan' }) {
  const location = await visibleLocationById({ scope, id });
  if (!location) throw notFoundError('Location');
  const permissions = await locationPermissionsFor({ scope, location });
  if (!permissions[need]) throw notFoundError('Location');
  return location;
}

/**
 * Creates a location in the viewer's client (Managers, Full Admins); a creating member (a Manager) is
 * assigned to it. `creatorIsMember`: the viewer holds a membership in the client (a Full Admin may not).
 */
export async function createLocation({
  scope,
  creatorIsMember,
  input,
  plan,
}: {
  scope: Scope;
  creatorIsMember: boolean;
  input: LocationInput;
  plan: Plan;
}): Promise<LocationRow> {
  const viewer = tenantOf(scope);
  const values = await columnsOf(scope, input);
  const db = await scope.db();
  const [row] = await db
    .insert(locations)
    .values({
      ...values,
      jurisdictionProfile: values.jurisdictionProfile ?? jurisdictionForCountry(input.country),
      clientId: viewer.clientId,
      plan,
    })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  if (creatorIsMember) {
    await db.insert(userLocations).values({ clientId: viewer.clientId, userId: viewer.userId, locationId: row.id }).onConflictDoNothing();
  }
  return row;
}

/** Updates every field of a location (Managers, Full Admins, or a Location Manager assigned to it). */
export async function updateLocation({ scope, id, input }: { scope: Scope; id: string; input: LocationInput }): Promise<LocationRow> {
  const viewer = tenantOf(scope);
  await requireLocation({ scope, id, need: 'update' });
  const values = await columnsOf(scope, input);
  const db = await scope.db();
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
 * database). Its sensors are not refused nor deleted: they go back to the client's stock, detached, so a
 * kitchen that closes can reuse them elsewhere. Managers and Full Admins only.
 */
export async function deleteLocation({ scope, id }: { scope: Scope; id: string }): Promise<LocationRow> {
  const viewer = tenantOf(scope);
  const location = await requireLocation({ scope, id, need: 'delete' });
  const db = await scope.db();
  // Its sensors go back to stock first: the equipment they are attached to is deleted with the location.
  await returnLocationSensorsToStock(scope, location.id);
  // user_locations has no foreign key to locations (identity tables predate them), so clean it here.
  await db.delete(userLocations).where(and(eq(userLocations.locationId, id), eq(userLocations.clientId, viewer.clientId)));
  await db.delete(locations).where(and(eq(locations.id, id), eq(locations.clientId, viewer.clientId)));
  return location;
}

/**
 * Puts every sensor of a location being deleted back in the client's stock: detached from its equipment
 * (which goes with the location) and kept for no location. Readings and credentials stay with the sensor.
 * Part of deleting a location (the cascade the foreign keys cannot say), so it lives here: sensors build
 * on locations, never the reverse.
 */
async function returnLocationSensorsToStock(scope: Scope, locationId: string): Promise<void> {
  const db = await scope.db();
  await db
    .update(sensors)
    .set({ locationId: null, applianceId: null, attachedAt: null, updatedAt: new Date() })
    .where(and(eq(sensors.clientId, tenantOf(scope).clientId), eq(sensors.locationId, locationId)));
}
