import type { Language, TemperatureUnit } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Scope } from '../../scope/scope.js';
import { saveMyNotificationChannels, type NotificationChannel } from './notification-preferences.service.js';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user's own row, read through the request's RLS-scoped transaction. */
export async function currentUser({ scope }: { scope: Scope }): Promise<UserRow> {
  const userId = scope.userId;
  if (!userId) throw new Error('currentUser needs a viewer');
  const db = await scope.db();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('signed-in user vanished');
  return row;
}

/**
 * Saves the viewer's own preferences (language for e-mails, temperature unit) and, in the selected
 * client, which notices reach them by e-mail.
 */
export async function updateMyPreferences({
  scope,
  language,
  temperatureUnit,
  notificationChannels,
}: {
  scope: Scope;
  language?: Language | null;
  temperatureUnit?: TemperatureUnit | null;
  notificationChannels?: NotificationChannel[] | null;
}): Promise<UserRow> {
  const userId = scope.userId;
  if (!userId) throw new Error('updateMyPreferences needs a viewer');
  const db = await scope.db();
  const changes = { ...(language ? { language } : {}), ...(temperatureUnit ? { temperatureUnit } : {}) };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  if (notificationChannels) await saveMyNotificationChannels({ scope, channels: notificationChannels });
  return currentUser({ scope });
}
