import { sql } from 'drizzle-orm';
import type { TempAlertRow } from '../alerts/alerts.service.js';
import { and, eq } from 'drizzle-orm';
import { tempAlerts } from '../../db/schema/index.js';
import { notFoundError } from '../../graphql/errors.js';
import type { SystemServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import { recordNotices, sendNoticeDeliveries } from './deliveries.js';
import { effectiveChain } from './escalation-chains.service.js';
import { reachRefusal } from './reach-refusal.js';
import { peopleByIds } from './recipients.js';

export const ACK_MESSAGES = { notOpen: 'Only an open alert can be acknowledged' } as const;

export interface Acknowledgement {
  acknowledgedBy: string | null;
  acknowledgedAt: Date | null;
}

/**
 * acknowledgeTempAlert ("I'm handling it"): records who and when, stops the chain until the
 * acknowledgement timeout (then, still out of range, it re-enters), marks the viewer's notices of this
 * alert acknowledged, and tells everyone already notified by push who is handling it (after commit).
 */
export async function acknowledgeTempAlert({
  scope,
  system,
  id,
  now = new Date(),
}: {
  scope: Scope;
  system: SystemServices;
  id: string;
  now?: Date;
}): Promise<TempAlertRow> {
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const [alert] = await db
    .select()
    .from(tempAlerts)
    .where(and(eq(tempAlerts.id, id), eq(tempAlerts.clientId, viewer.clientId)));
  if (!alert || !(await visibleLocationIds(scope)).has(alert.locationId)) throw notFoundError('Alert');
  if (alert.endedAt) throw reachRefusal({ message: ACK_MESSAGES.notOpen, code: 'ALERT_NOT_OPEN', field: 'id' });
  const chain = await effectiveChain(db, viewer.clientId, alert.locationId);
  const detectedAt = alert.detectedAt.toISOString();
  const timeoutAt = new Date(now.getTime() + chain.ackTimeoutMin * 60_000).toISOString();
  await db.execute(sql`
    INSERT INTO alert_escalations (alert_id, client_id, location_id, steps, ack_timeout_min, detected_at, next_step, due_at, state,
      acknowledged_by, acknowledged_at)
    VALUES (${alert.id}, ${viewer.clientId}, ${alert.locationId}, ${JSON.stringify(chain.steps)}::jsonb, ${chain.ackTimeoutMin},
      ${detectedAt}::timestamptz, 0, ${timeoutAt}::timestamptz, 'ACKNOWLEDGED', ${viewer.userId}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (alert_id) DO UPDATE SET state = 'ACKNOWLEDGED', acknowledged_by = excluded.acknowledged_by,
      acknowledged_at = excluded.acknowledged_at, detected_at = excluded.detected_at,
      next_step = CASE WHEN alert_escalations.detected_at < excluded.detected_at THEN 0 ELSE alert_escalations.next_step END,
      round = CASE WHEN alert_escalations.detected_at < excluded.detected_at THEN 0 ELSE alert_escalations.round END,
      due_at = excluded.acknowledged_at + make_interval(mins => alert_escalations.ack_timeout_min), updated_at = now()`);
  await db.execute(sql`
    UPDATE notice_deliveries SET acknowledged_at = ${now.toISOString()}::timestamptz
    WHERE alert_id = ${alert.id} AND user_id = ${viewer.userId} AND acknowledged_at IS NULL`);
  const told = await db.execute<{ userId: string }>(sql`
    SELECT DISTINCT user_id AS "userId" FROM notice_deliveries
    WHERE alert_id = ${alert.id} AND kind = 'ALERT' AND user_id IS NOT NULL AND user_id <> ${viewer.userId}`);
  const people = await peopleByIds(db, { ids: told.rows.map((r) => r.userId), locationId: alert.locationId, now });
  const ids = await recordNotices(db, {
    clientId: viewer.clientId,
    alertId: alert.id,
    kind: 'HANDLING',
    subjectKey: `handling:${alert.id}:${now.getTime()}`,
    people,
    channels: ['PUSH'],
    highSeverity: true,
    smsOn: false,
  });
  scope.afterCommit(async () => {
    await sendNoticeDeliveries({ system, ids });
  });
  return alert;
}

/** Who acknowledged the alert's current detection, and when (null: nobody yet). */
export async function acknowledgementOf({ scope, alertId }: { scope: Scope; alertId: string }): Promise<Acknowledgement> {
  const db = await scope.db();
  const result = await db.execute<{ acknowledgedBy: string | null; acknowledgedAt: string | null }>(sql`
    SELECT acknowledged_by AS "acknowledgedBy", acknowledged_at AS "acknowledgedAt" FROM alert_escalations WHERE alert_id = ${alertId}`);
  const row = result.rows[0];
  return { acknowledgedBy: row?.acknowledgedBy ?? null, acknowledgedAt: row?.acknowledgedAt ? new Date(row.acknowledgedAt) : null };
}
