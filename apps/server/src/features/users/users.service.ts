import { accessLevelOf, seesAllLocations, type AccessLevel, type ClientRole, type ManagedUserView, type UserManagerView } from '@ks/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { memberships, userLocations, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocations } from '../../scope/visible-locations.js';
import { isUuid } from '../../db/ids.js';

/** A member of the selected client as user administration sees them (no secrets). */
export interface UserRecord {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  nickname: string | null;
  phone: string | null;
  personalEmail: string | null;
  personalPhoneNumber: string | null;
  workRole: string | null;
  systemRole: 'ADMIN' | 'STANDARD' | 'BASIC';
  isActive: boolean;
  createdAt: Date;
  clientRole: ClientRole;
  accessLevel: AccessLevel | null;
  /** Has not set a password yet (the invitation is still open). */
  invitationPending: boolean;
  /** Every location of the user in this client, also those the viewer does not see. */
  locationIds: string[];
  sharedWithOtherClients: boolean;
}

const recordColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  nickname: users.nickname,
  phone: users.phone,
  personalEmail: users.personalEmail,
  personalPhoneNumber: users.personalPhoneNumber,
  workRole: users.workRole,
  systemRole: users.systemRole,
  isActive: users.isActive,
  createdAt: users.createdAt,
  clientRole: memberships.clientRole,
  invitationPending: sql<boolean>`${users.passwordHash} IS NULL`,
  clientCount: sql<number>`app_user_client_count(${users.id})`,
};

/** Members of `clientId` matching `where`, with their locations in that client; tenant filter in the query. */
export async function selectUserRecords({ db, clientId, where }: { db: Db; clientId: string; where?: SQL }): Promise<UserRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clientId, clientId)))
    .where(where)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email));
  if (rows.length === 0) return [];
  const assignments = await db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .where(
      and(
        eq(userLocations.clientId, clientId),
        inArray(
          userLocations.userId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const byUser = new Map<string, string[]>();
  for (const a of assignments) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a.locationId]);
  return rows.map(({ clientCount, ...row }) => ({
    ...row,
    accessLevel: accessLevelOf(row.systemRole, row.clientRole),
    locationIds: byUser.get(row.id) ?? [],
    sharedWithOtherClients: Number(clientCount) > 1,
  }));
}

/** The viewer as the user-management rule needs them: level and the locations they manage. */
export async function managerViewOf(scope: Scope): Promise<UserManagerView> {
  const viewer = tenantOf(scope);
  const locations = await visibleLocations(scope);
  return { userId: viewer.userId, level: viewer.level, locationIds: locations.map((l) => l.id) };
}

/** The rule's view of a user record. */
export function managedViewOf(record: UserRecord): ManagedUserView {
  return {
    userId: record.id,
    level: record.accessLevel,
    systemRole: record.systemRole,
    locationIds: record.locationIds,
    sharedWithOtherClients: record.sharedWithOtherClients,
  };
}

/**
 * Which members the viewer may see in user administration: Managers and Full Admins every member of the
 * client; a Location Manager the members assigned to one of their locations (and themselves).
 */
async function visibilityCondition(scope: Scope, locationId: string | null): Promise<SQL | undefined | false> {
  const viewer = tenantOf(scope);
  const visible = (await visibleLocations(scope)).map((l) => l.id);
  if (locationId !== null && !visible.includes(locationId)) return false;
  const assignedTo = (ids: string[]) =>
    sql`EXISTS (SELECT 1 FROM ${userLocations} WHERE ${userLocations.userId} = ${users.id} AND ${userLocations.clientId} = ${viewer.clientId} AND ${userLocations.locationId} IN ${ids})`;
  if (locationId !== null) return assignedTo([locationId]);
  if (seesAllLocations(viewer.level)) return undefined;
  if (visible.length === 0) return eq(users.id, viewer.userId);
  return sql`(${users.id} = ${viewer.userId} OR ${assignedTo(visible)})`;
}

/** users(locationId): the members the viewer may see, optionally only those assigned to one location. */
export async function listUsers({
  scope,
  locationId,
  includeInactive,
}: {
  scope: Scope;
  locationId?: string | null;
  includeInactive?: boolean | null;
}): Promise<UserRecord[]> {
  const viewer = tenantOf(scope);
  if (locationId && !isUuid(locationId)) return [];
  const condition = await visibilityCondition(scope, locationId ?? null);
  if (condition === false) return [];
  const db = await scope.db();
  const active = includeInactive ? undefined : eq(users.isActive, true);
  return selectUserRecords({ db, clientId: viewer.clientId, where: and(condition, active) });
}

/** user(id): one member the viewer may see, or null (another client's id answers exactly like a missing one). */
export async function userById({ scope, id }: { scope: Scope; id: string }): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const viewer = tenantOf(scope);
  const condition = await visibilityCondition(scope, null);
  if (condition === false) return null;
  const db = await scope.db();
  const [record] = await selectUserRecords({ db, clientId: viewer.clientId, where: and(eq(users.id, id), condition) });
  return record ?? null;
}
