import { hasAtLeast, seesAllLocations } from '@ks/domain';
import { and, asc, eq, inArray, or, type Column, type SQL } from 'drizzle-orm';
import { isUuid } from '../db/ids.js';
import { locations, userLocations } from '../db/schema/index.js';
import { notFoundError } from '../graphql/errors.js';
import { tenantOf, type Scope, type ScopeKey } from './scope.js';

export type LocationRow = typeof locations.$inferSelect;

/**
 * The locations the scope's person may see in its client: all of them for Managers and Full Admins,
 * their assigned ones for everybody else, by name. The tenant filter is in the query; RLS is the net under it.
 */
export async function listVisibleLocations({ scope, ids }: { scope: Scope; ids?: string[] }): Promise<LocationRow[]> {
  const tenant = tenantOf(scope);
  const db = await scope.db();
  const conditions = [eq(locations.clientId, tenant.clientId)];
  if (ids) conditions.push(inArray(locations.id, ids));
  if (seesAllLocations(tenant.level)) {
    return db
      .select()
      .from(locations)
      .where(and(...conditions))
      .orderBy(asc(locations.name));
  }
  const rows = await db
    .select({ location: locations })
    .from(locations)
    .innerJoin(userLocations, and(eq(userLocations.locationId, locations.id), eq(userLocations.userId, tenant.userId)))
    .where(and(...conditions))
    .orderBy(asc(locations.name));
  return rows.map((r) => r.location);
}

const visibleLocationsKey: ScopeKey<Promise<LocationRow[]>> = { create: (scope) => listVisibleLocations({ scope }) };

/**
 * The same list loaded once per scope, for the many checks of one request (every quest check, the
 * user-management rule). Read it only where the request has not changed locations before.
 */
export function visibleLocations(scope: Scope): Promise<LocationRow[]> {
  return scope.loader(visibleLocationsKey);
}

/** Ids of the visible locations (once per scope). */
export async function visibleLocationIds(scope: Scope): Promise<Set<string>> {
  return new Set((await visibleLocations(scope)).map((location) => location.id));
}

/** One visible location, read now, or null (another tenant's id answers exactly like a missing one). */
export async function visibleLocationById({ scope, id }: { scope: Scope; id: string }): Promise<LocationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await listVisibleLocations({ scope, ids: [id] });
  return row ?? null;
}

/** A location the scope's person can see, or not-found (another client's id answers exactly like a missing one). */
export async function requireVisibleLocation({ scope, locationId }: { scope: Scope; locationId: string }): Promise<LocationRow> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) throw notFoundError('Location');
  return location;
}

/** The columns of a record a person leaves at a location (a checklist submission, a fix-it). */
export interface PersonalRecordColumns {
  clientId: Column;
  locationId: Column;
  submittedBy: Column;
  /** Who the record is given to (a fix-it's owner): theirs too. */
  ownerId?: Column;
}

/**
 * Which records left at locations the viewer sees (submissions, fix-its): those at their visible
 * locations; a Basic User only their own, raised by them or given to them (PRODUCT.md: no monitoring
 * screens, only what is theirs). Null when the viewer sees no location at all (nothing matches).
 */
export async function visibleRecordsCondition(scope: Scope, table: PersonalRecordColumns): Promise<SQL | null> {
  const viewer = tenantOf(scope);
  const visible = [...(await visibleLocationIds(scope))];
  if (visible.length === 0) return null;
  const conditions = [eq(table.clientId, viewer.clientId), inArray(table.locationId, visible)];
  if (!hasAtLeast(scope.level, 'STANDARD_USER')) {
    const own = eq(table.submittedBy, viewer.userId);
    conditions.push(table.ownerId ? or(own, eq(table.ownerId, viewer.userId))! : own);
  }
  return and(...conditions)!;
}
