import { notificationKindsFor, type NotificationKind } from '@ks/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notificationPreferences } from '../../db/schema/index.js';
import { validationError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';

export interface NotificationChannel {
  kind: NotificationKind;
  email: boolean;
}

/** The viewer's e-mail notices in the selected client: every kind their level can receive, on unless switched off. */
export async function myNotificationChannels({ scope }: { scope: Scope }): Promise<NotificationChannel[]> {
  if (!scope.clientId) return [];
  const viewer = tenantOf(scope);
  const kinds = notificationKindsFor(viewer.level);
  if (kinds.length === 0) return [];
  const db = await scope.db();
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.clientId, viewer.clientId), eq(notificationPreferences.userId, viewer.userId)));
  const saved = new Map(rows.map((r) => [r.kind, r.email]));
  return kinds.map((kind) => ({ kind, email: saved.get(kind) ?? true }));
}

/** Saves the viewer's choices for the selected client; a kind their level never receives is refused. */
export async function saveMyNotificationChannels({ scope, channels }: { scope: Scope; channels: NotificationChannel[] }): Promise<void> {
  if (channels.length === 0) return;
  if (!scope.clientId) throw validationError('Choose a company first', 'notificationChannels');
  const viewer = tenantOf(scope);
  const clientId = viewer.clientId;
  const allowed = notificationKindsFor(viewer.level);
  if (!channels.every((c) => allowed.includes(c.kind)))
    throw validationError('This notice is not sent at your access level', 'notificationChannels');
  const db = await scope.db();
  await db
    .insert(notificationPreferences)
    .values(channels.map((c) => ({ clientId, userId: viewer.userId, kind: c.kind, email: c.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.clientId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

/**
 * For senders of notices (alerts, escalations, sensor health): the subset of `userIds` who want `kind` by
 * e-mail in `clientId` (no saved choice means yes). Works with any transaction, system jobs included.
 */
export async function usersWantingEmail({
  db,
  clientId,
  kind,
  userIds,
}: {
  db: Db;
  clientId: string;
  kind: NotificationKind;
  userIds: string[];
}): Promise<string[]> {
  if (userIds.length === 0) return [];
  const optedOut = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.clientId, clientId),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.email, false),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
  const out = new Set(optedOut.map((r) => r.userId));
  return userIds.filter((id) => !out.has(id));
}
