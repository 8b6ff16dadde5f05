import { sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../../db/database.js';
import { withDates } from '../../db/timestamps.js';
import { validationError } from '../../graphql/errors.js';
import type { Scope } from '../../scope/scope.js';

export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https:// address',
  keys: 'The push subscription keys are not valid',
  deviceName: 'Name the device (at most 80 characters)',
} as const;

export interface PushSubscriptionRow extends Record<string, unknown> {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceName: string;
  createdAt: Date;
  lastDeliveredAt: Date | null;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  deviceName: string;
}

const COLUMNS = sql`id, user_id AS "userId", endpoint, p256dh, auth, device_name AS "deviceName", created_at AS "createdAt",
  last_delivered_at AS "lastDeliveredAt"`;

function base64urlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** A subscription as the browser's PushSubscription.toJSON() gives it: an https endpoint, a P-256 key, a 16-byte secret. */
function checked(input: PushSubscriptionInput): PushSubscriptionInput {
  const endpoint = input.endpoint.trim();
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:') throw validationError(PUSH_MESSAGES.endpoint, 'endpoint');
  if (base64urlBytes(input.keys.p256dh) !== 65 || base64urlBytes(input.keys.auth) !== 16) throw validationError(PUSH_MESSAGES.keys, 'keys');
  const deviceName = input.deviceName.trim();
  if (deviceName.length === 0 || deviceName.length > 80) throw validationError(PUSH_MESSAGES.deviceName, 'deviceName');
  return { endpoint, keys: input.keys, deviceName };
}

/**
 * Keeps the viewer's subscription for one device. An endpoint belongs to one browser profile: when it was
 * someone else's (a shared kitchen tablet changing hands), it moves to the viewer, so the tablet rings for
 * whoever signed in last. Done in a system transaction because the other person's row is invisible here.
 */
export async function subscribeToPush({ scope, pool, input }: { scope: Scope; pool: Pool; input: PushSubscriptionInput }) {
  const userId = scope.userId;
  if (!userId) throw new Error('subscribeToPush needs a person');
  const { endpoint, keys, deviceName } = checked(input);
  await withSystemTx(pool, (db) =>
    db.execute(sql`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
      VALUES (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth}, ${deviceName})
      ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
        device_name = excluded.device_name, created_at = CASE WHEN push_subscriptions.user_id = excluded.user_id
          THEN push_subscriptions.created_at ELSE now() END`),
  );
  const rows = await myPushSubscriptions({ scope });
  const row = rows.find((r) => r.endpoint === endpoint);
  if (!row) throw new Error('the subscription just stored is not visible');
  return row;
}

/** Forgets one of the viewer's devices; true when there was one. */
export async function unsubscribeFromPush({ scope, endpoint }: { scope: Scope; endpoint: string }): Promise<boolean> {
  const db = await scope.db();
  const result = await db.execute(sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint.trim()} AND user_id = ${scope.userId}`);
  return (result.rowCount ?? 0) > 0;
}

/** The viewer's devices, newest first (row security shows nobody else's). */
export async function myPushSubscriptions({ scope }: { scope: Scope }): Promise<PushSubscriptionRow[]> {
  const db = await scope.db();
  const result = await db.execute<PushSubscriptionRow>(
    sql`SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = ${scope.userId} ORDER BY created_at DESC`,
  );
  return withDates(result.rows, ['createdAt', 'lastDeliveredAt']);
}

/** Every device of these people (system work: the chain runner). */
export async function subscriptionsOf({ scope, userIds }: { scope: Scope; userIds: string[] }): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const db = await scope.db();
  const result = await db.execute<PushSubscriptionRow>(
    sql`SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = ANY(${sql.param(userIds)}::uuid[]) ORDER BY created_at`,
  );
  return withDates(result.rows, ['createdAt', 'lastDeliveredAt']);
}
