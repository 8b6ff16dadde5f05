import { afterAll, beforeAll } from 'vitest';
import type { Pool } from '../src/db/database.js';
import type { RunningServer } from '../src/server.js';
import { buildUser } from './factories.js';
import { startTestServer } from './harness.js';
import { startPushService, type TestDevice } from './push-service.js';
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

/** What the reach suites run against: two instances on one database and mailbox, and a local push service. */
export interface TwoInstancesWithPush {
  first: RunningServer;
  second: RunningServer;
  push: Awaited<ReturnType<typeof startPushService>>;
}

/**
 * Registers the suite's hooks that start (and stop) two server instances sharing one database and one
 * mailbox, both trusting a local push service: the escalation chains and the checklist reminders must
 * each notify once however many instances tick. The fields are set once the suite's beforeAll has run.
 */
export function useTwoInstancesWithPush(): TwoInstancesWithPush {
  const world = {} as TwoInstancesWithPush;
  beforeAll(async () => {
    world.push = await startPushService();
    world.first = await startTestServer({ config: { seedDemo: false, outboundCaFile: world.push.certFile } });
    world.second = await startTestServer({
      config: {
        seedDemo: false,
        outboundCaFile: world.push.certFile,
        databaseUrl: world.first.pool.options.connectionString,
        smtpUrl: world.first.smtp!.url,
      },
    });
  });
  afterAll(async () => {
    await world.second?.stop();
    await world.first?.stop();
    await world.push?.stop();
  });
  return world;
}
