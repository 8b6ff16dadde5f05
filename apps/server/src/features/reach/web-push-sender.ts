import { sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config.js';
import { withSystemTx, type Pool } from '../../db/database.js';
import { outboundAgent } from './outbound-agent.js';
import { vapidKeysOf } from './vapid-keys.js';

/** What the service worker receives (apps/web/src/sw): the notification and where a tap leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** Groups notices about one subject on the device (a follow-up replaces the first). */
  tag: string;
  /** The page a tap opens, relative to the web app ("/temperatures/…"). */
  url: string;
  alertId?: string;
  clientId?: string;
  /** Offer "Acknowledge" and "Snooze 1 h" (an open alert). */
  actions?: boolean;
  /** The actions' labels in the reader's language. */
  labels?: { acknowledge: string; snooze: string };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = { delivered: true } | { delivered: false; reason: string };

/** How long a push service keeps a notice for a device that is off (an alert older than that is stale). */
const TTL_SECONDS = 4 * 60 * 60;

/**
 * Hands one notice to the device's push service, encrypted (RFC 8291, aes128gcm) and signed with the
 * server's VAPID key (RFC 8292). A push service that answers 404 or 410 has forgotten the device for
 * good: its subscription is deleted, so it is never tried again.
 */
export async function sendPush({
  config,
  pool,
  target,
  payload,
}: {
  config: Config;
  pool: Pool;
  target: PushTarget;
  payload: PushPayload;
}): Promise<PushOutcome> {
  const vapid = vapidKeysOf(config);
  if (!vapid) return { delivered: false, reason: 'Web Push is not configured' };
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
        agent: outboundAgent(config),
      },
    );
    await withSystemTx(pool, (db) =>
      db.execute(sql`UPDATE push_subscriptions SET last_delivered_at = now() WHERE endpoint = ${target.endpoint}`),
    );
    return { delivered: true };
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await withSystemTx(pool, (db) => db.execute(sql`DELETE FROM push_subscriptions WHERE endpoint = ${target.endpoint}`));
      return { delivered: false, reason: `push service answered ${error.statusCode}: subscription removed` };
    }
    if (error instanceof WebPushError) return { delivered: false, reason: `push service answered ${error.statusCode}` };
    return { delivered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
