import type { Pool } from '../src/db/database.js';
import { buildUser } from './factories.js';
import type { TestDevice } from './push-service.js';
import { systemQuery } from './readings.js';

/** A person of a test client with one push device already subscribed. */
export async function personWithDevice(
  pool: Pool,
  device: TestDevice,
  options: Parameters<typeof buildUser>[1] & { firstname?: string; phone?: string },
) {
  const user = await buildUser(pool, options);
  await systemQuery(pool, 'UPDATE users SET firstname = $2, lastname = $3, phone = $4 WHERE id = $1', [
    user.id,
    options.firstname ?? 'Test',
    'Person',
    options.phone ?? null,
  ]);
  await systemQuery(
    pool,
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device_name) VALUES ($1, $2, $3, $4, 'Phone')`,
    [user.id, device.subscription.endpoint, device.subscription.keys.p256dh, device.subscription.keys.auth],
  );
  return user;
}

export interface DeliveryRow {
  user_id: string;
  channel: string;
  kind: string;
  outcome: string;
  reason: string | null;
  subject_key: string;
}

/** The delivery log of an alert, oldest first. */
export async function deliveriesOfAlert(pool: Pool, alertId: string): Promise<DeliveryRow[]> {
  const { rows } = await systemQuery<DeliveryRow & Record<string, unknown>>(
    pool,
    'SELECT user_id, channel, kind, outcome, reason, subject_key FROM notice_deliveries WHERE alert_id = $1 ORDER BY created_at, id',
    [alertId],
  );
  return rows;
}

/** Polls `probe` until it answers true (bounded: fails after `timeoutMs`). */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
