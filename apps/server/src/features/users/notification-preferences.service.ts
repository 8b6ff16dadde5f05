import { notificationKindsFor, type NotificationKind } from '@ks/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notificationPreferences } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';

export interface NotificationChannel {
  kind: NotificationKind;
  email: boolean;
}

/** The viewer's e-mail notices in the selected client: every kind their level can receive, on unless switched off. */
export async function myNotificationChannels({ ctx }: { ctx: GraphQLContext }): Promise<NotificationChannel[]> {
  const viewer = ctx.viewer;
  if (!viewer?.clientId) return [];
  const kinds = notificationKindsFor(viewer.accessLevel);
  if (kinds.length === 0) return [];
  const db = await ctx.db();
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.clientId, viewer.clientId), eq(notificationPreferences.userId, viewer.userId)));
  const saved = new Map(rows.map((r) => [r.kind, r.email]));
  return kinds.map((kind) => ({ kind, email: saved.get(kind) ?? true }));
}

/** Saves the viewer's choices for the selected client; a kind their level never receives is refused. */
export async function saveMyNotificationChannels({
  ctx,
  channels,
}: {
  ctx: GraphQLContext;
  channels: NotificationChannel[];
}): Promise<void> {
  const viewer = ctx.viewer;
  const clientId = viewer?.clientId;
  if (channels.length === 0) return;
  if (!viewer || !clientId) throw validationError('Choose a company first', 'notificationChannels');
  const allowed = notificationKindsFor(viewer.accessLevel);
  if (!channels.every((c) => allowed.includes(c.kind)))
    throw validationError('This notice is not sent at your access level', 'notificationChannels');
  const db = await ctx.db();
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
