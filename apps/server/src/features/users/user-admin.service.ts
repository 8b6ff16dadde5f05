import {
  canManageUser,
  createUserInputSchema,
  EMAIL_TAKEN_MESSAGE,
  normalizeEmail,
  rolesOfLevel,
  updateUserInputSchema,
  type UpdateUserInput,
  type UserManagerView,
} from '@ks/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { memberships, notificationPreferences, userLocations, userPhotos, users } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { forbiddenError, notFoundError, validationError } from '../../graphql/errors.js';
import { endAllSessions, sendInvitation } from '../auth/auth.service.js';
import { managedViewOf, managerViewOf, selectUserRecords, userById, type UserRecord } from './users.service.js';

const UNKNOWN_LOCATION = 'Unknown location';

/** Location ids the viewer cannot see answer like missing ones: one validation message for both. */
function assertKnownLocations(manager: UserManagerView, locationIds: readonly string[]): void {
  const known = new Set(manager.locationIds);
  if (!locationIds.every((id) => known.has(id))) throw validationError(UNKNOWN_LOCATION, 'locationIds', 'UNKNOWN_LOCATION');
}

/** True when a database error is a unique violation (another account already uses the e-mail). */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/**
 * Changes a sign-in e-mail. The address may belong to an account the request role cannot see (another
 * client's), so the unique index decides, inside a savepoint that keeps the request's transaction usable.
 */
export async function setSignInEmail({ db, userId, email }: { db: Db; userId: string; email: string }): Promise<void> {
  await db.execute(sql`SAVEPOINT set_sign_in_email`);
  try {
    await db.update(users).set({ email }).where(eq(users.id, userId));
    await db.execute(sql`RELEASE SAVEPOINT set_sign_in_email`);
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT set_sign_in_email`);
    if (isUniqueViolation(error)) throw validationError(EMAIL_TAKEN_MESSAGE, 'email', 'EMAIL_TAKEN');
    throw error;
  }
}

/** The member as just written. Not filtered by visibility: a Location Manager may have just unassigned them. */
async function reload(scope: Scope, id: string): Promise<UserRecord> {
  const db = await scope.db();
  const [record] = await selectUserRecords({ db, clientId: tenantOf(scope).clientId, where: eq(users.id, id) });
  if (!record) throw new Error('user vanished inside its own transaction');
  return record;
}

/**
 * createUser: adds a member to the selected client without a password and, once the request has
 * committed, mails them an invitation whose link sets the password through the new-password flow.
 */
export async function createUser({ scope, app, input: raw }: { scope: Scope; app: AppServices; input: unknown }): Promise<UserRecord> {
  const input = createUserInputSchema.parse(raw);
  const viewer = tenantOf(scope);
  const manager = await managerViewOf(scope);
  assertKnownLocations(manager, input.locationIds);
  if (!canManageUser(manager, null, 'create', { level: input.accessLevel, locationIds: input.locationIds })) throw forbiddenError();

  const db = await scope.db();
  const id = randomUUID();
  const { clientRole, systemRole } = rolesOfLevel(input.accessLevel);
  // The users policy admits a row only once its membership in this client exists, so the membership goes
  // first and its foreign key is checked at commit.
  await db.execute(sql`SET CONSTRAINTS memberships_user_id_users_id_fk DEFERRED`);
  await db.insert(memberships).values({ clientId: viewer.clientId, userId: id, clientRole });
  const inserted = await db
    .insert(users)
    .values({
      id,
      email: normalizeEmail(input.email),
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      workRole: input.workRole,
      systemRole,
      passwordHash: null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // A validation error rolls the whole request back, the orphan membership included.
  if (inserted.length === 0) throw validationError(EMAIL_TAKEN_MESSAGE, 'email', 'EMAIL_TAKEN');
  if (input.locationIds.length > 0) {
    await db.insert(userLocations).values(input.locationIds.map((locationId) => ({ clientId: viewer.clientId, userId: id, locationId })));
  }
  scope.afterCommit(() => sendInvitation({ app, userId: id }));
  return reload(scope, id);
}

/**
 * updateUser: changes a member's details, access level and the assignments to locations the viewer
 * manages (assignments elsewhere stay as they are). Another client's id answers like a missing one.
 */
export async function updateUser({ scope, id, input: raw }: { scope: Scope; id: string; input: unknown }): Promise<UserRecord> {
  const input = updateUserInputSchema.parse(raw);
  const viewer = tenantOf(scope);
  const target = await userById({ scope, id });
  if (!target) throw notFoundError('User');
  const manager = await managerViewOf(scope);
  if (input.locationIds) assertKnownLocations(manager, input.locationIds);
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== target.email.toLowerCase();
  const change = { level: input.accessLevel, emailChanged, detailsChanged: changesDetails(input, target), locationIds: input.locationIds };
  if (!target.isActive || !canManageUser(manager, managedViewOf(target), 'edit', change)) throw forbiddenError();

  const db = await scope.db();
  const roles = input.accessLevel && input.accessLevel !== target.accessLevel ? rolesOfLevel(input.accessLevel) : null;
  const details = {
    ...(input.firstname !== undefined ? { firstname: input.firstname } : {}),
    ...(input.lastname !== undefined ? { lastname: input.lastname } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.workRole !== undefined ? { workRole: input.workRole } : {}),
    ...(roles && roles.systemRole !== target.systemRole ? { systemRole: roles.systemRole } : {}),
  };
  if (Object.keys(details).length > 0) await db.update(users).set(details).where(eq(users.id, target.id));
  if (emailChanged && email) await setSignInEmail({ db, userId: target.id, email });
  if (roles && roles.clientRole !== target.clientRole) {
    await db
      .update(memberships)
      .set({ clientRole: roles.clientRole })
      .where(and(eq(memberships.clientId, viewer.clientId), eq(memberships.userId, target.id)));
  }
  if (input.locationIds) await reassignLocations(db, viewer.clientId, target, manager.locationIds, input.locationIds);
  return reload(scope, target.id);
}

/**
 * Whether the input changes details stored on the person (shared by every client they belong to): a field
 * sent with its current value is no change, so a form that sends everything back stays allowed.
 */
function changesDetails(input: UpdateUserInput, target: UserRecord): boolean {
  const fields = ['firstname', 'lastname', 'phone', 'workRole'] as const;
  return fields.some((field) => input[field] !== undefined && input[field] !== target[field]);
}

/** Replaces the target's assignments among `managed` with `wanted`; other assignments are kept. */
async function reassignLocations(db: Db, clientId: string, target: UserRecord, managed: readonly string[], wanted: readonly string[]) {
  const removed = managed.filter((id) => !wanted.includes(id) && target.locationIds.includes(id));
  const added = wanted.filter((id) => !target.locationIds.includes(id));
  if (removed.length > 0) {
    await db
      .delete(userLocations)
      .where(and(eq(userLocations.clientId, clientId), eq(userLocations.userId, target.id), inArray(userLocations.locationId, removed)));
  }
  if (added.length > 0) {
    await db.insert(userLocations).values(added.map((locationId) => ({ clientId, userId: target.id, locationId })));
  }
}

export interface DeleteUserResult {
  id: string;
  /** The account was deactivated (the person belonged to this client only). */
  deactivated: boolean;
  /** The person belongs to other clients too: only their membership here was removed. */
  removedFromClient: boolean;
}

/**
 * deleteUser: a person who belongs only to this client is deactivated (history kept, sign-in refused) and
 * every session of theirs ends at once (refresh tokens revoked and access tokens made stale right after
 * the commit). One who also belongs to other clients loses this membership and its assignments: their
 * access to this client ends at their next request (every request checks the membership), while their
 * sessions, which serve the other clients too, go on there.
 */
export async function deleteUser({ scope, app, id }: { scope: Scope; app: AppServices; id: string }): Promise<DeleteUserResult> {
  const viewer = tenantOf(scope);
  const target = await userById({ scope, id });
  if (!target) throw notFoundError('User');
  const manager = await managerViewOf(scope);
  if (!canManageUser(manager, managedViewOf(target), 'delete')) throw forbiddenError();
  if (!target.isActive) return { id: target.id, deactivated: true, removedFromClient: false };

  const db = await scope.db();
  const inClient = (table: typeof userLocations | typeof memberships | typeof notificationPreferences | typeof userPhotos) =>
    and(eq(table.clientId, viewer.clientId), eq(table.userId, target.id));
  if (target.sharedWithOtherClients) {
    await db.delete(userLocations).where(inClient(userLocations));
    await db.delete(notificationPreferences).where(inClient(notificationPreferences));
    await db.delete(userPhotos).where(inClient(userPhotos));
    await db.delete(memberships).where(inClient(memberships));
  } else {
    await db.update(users).set({ isActive: false }).where(eq(users.id, target.id));
    scope.afterCommit(() => endAllSessions({ app, userId: target.id }));
  }
  return { id: target.id, deactivated: !target.sharedWithOtherClients, removedFromClient: target.sharedWithOtherClients };
}
