import type { Language, TemperatureUnit } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { saveMyNotificationChannels, type NotificationChannel } from './notification-preferences.service.js';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user's own row, read through the request's RLS-scoped transaction. */
export async function currentUser({ ctx }: { ctx: GraphQLContext }): Promise<UserRow> {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error('currentUser needs a viewer');
  const db = await ctx.db();
  const [row] = await db.select().from(users).where(eq(users.id, viewer.userId));
  if (!row) throw new Error('signed-in user vanished');
  return row;
}

/**
 * Saves the viewer's own preferences (language for e-mails, temperature unit) and, in the selected
 * client, which notices reach them by e-mail.
 */
export async function updateMyPreferences({
  ctx,
  language,
  temperatureUnit,
  notificationChannels,
}: {
  ctx: GraphQLContext;
  language?: Language | null;
  temperatureUnit?: TemperatureUnit | null;
  notificationChannels?: NotificationChannel[] | null;
}): Promise<UserRow> {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error('updateMyPreferences needs a viewer');
  const db = await ctx.db();
  const changes = { ...(language ? { language } : {}), ...(temperatureUnit ? { temperatureUnit } : {}) };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, viewer.userId));
  if (notificationChannels) await saveMyNotificationChannels({ ctx, channels: notificationChannels });
  return currentUser({ ctx });
}
