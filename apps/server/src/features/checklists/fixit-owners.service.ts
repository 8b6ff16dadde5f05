import type { Language, TemperatureUnit } from '@ks/domain';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { memberships, userLocations, users } from '../../db/schema/index.js';

/** A person who may own a fix-it: enough to name them and to write to them in their language and unit. */
export interface FixitOwner {
  id: string;
  displayName: string;
  email: string;
  language: Language;
  temperatureUnit: TemperatureUnit;
}

/**
 * Who may own a fix-it of a location: active members of the client who see that location — its Managers
 * (and Full Admins who are members), who see every location, and the people assigned to it.
 */
function ownerCondition(clientId: string, locationId: string): SQL {
  const assigned = sql`EXISTS (SELECT 1 FROM ${userLocations} WHERE ${userLocations.userId} = ${users.id}
    AND ${userLocations.clientId} = ${clientId} AND ${userLocations.locationId} = ${locationId})`;
  return and(eq(users.isActive, true), or(eq(memberships.clientRole, 'MANAGER'), eq(users.systemRole, 'ADMIN'), assigned))!;
}

async function selectOwners(db: Db, clientId: string, locationId: string, where?: SQL): Promise<FixitOwner[]> {
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      nickname: users.nickname,
      email: users.email,
      language: users.language,
      temperatureUnit: users.temperatureUnit,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clientId, clientId)))
    .where(and(ownerCondition(clientId, locationId), where))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    displayName: row.nickname || `${row.firstname} ${row.lastname}`,
    email: row.email,
    language: row.language,
    temperatureUnit: row.temperatureUnit,
  }));
}

/** Where a fix-it lives: its client and location (the transaction reads as the request's person). */
export interface FixitPlace {
  db: Db;
  clientId: string;
  locationId: string;
}

/** The people a fix-it of this location may be given to, by name (the owner select of the web). */
export function fixitOwnerCandidates(place: FixitPlace): Promise<FixitOwner[]> {
  return selectOwners(place.db, place.clientId, place.locationId);
}

/**
 * One person who may own a fix-it of this location, or null: another client's user, an inactive one and
 * one who cannot see the location all answer like an unknown id.
 */
export async function eligibleFixitOwner({ userId, ...place }: FixitPlace & { userId: string }): Promise<FixitOwner | null> {
  if (!isUuid(userId)) return null;
  const [owner] = await selectOwners(place.db, place.clientId, place.locationId, eq(users.id, userId));
  return owner ?? null;
}
