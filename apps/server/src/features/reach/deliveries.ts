import type { Language, TemperatureUnit } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { withSystemTx, type Db } from '../../db/database.js';
import { withDates } from '../../db/timestamps.js';
import type { SystemServices } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import type { ReachChannel } from './chain-model.js';
import { actionLabels, alertNoticeText, handlingNoticeText, noticeMail, openLabel, smsText, type AlertNoticeFacts } from './notice-text.js';
import { subscriptionsOf } from './push-subscriptions.service.js';
import { e164Of, type ReachPerson } from './recipients.js';
import { smsProviderOf } from './sms-provider.js';
import { sendPush, type PushPayload } from './web-push-sender.js';

/** ALERT and HANDLING are about an alert; REMINDER and MISSED_WINDOW about a checklist window (checklist-reminders.ts). */
export type NoticeKind = 'ALERT' | 'HANDLING' | 'REMINDER' | 'MISSED_WINDOW';

/** What one notice row becomes, once its transaction committed. */
export interface DeliveryOutcome {
  outcome: 'DELIVERED' | 'FAILED';
  reason: string | null;
}

export const QUIET_HOURS_REASON = 'quiet hours';

/**
 * Records the notices of one step (each person × channel they accept) inside the claiming transaction;
 * the unique (subject, person, channel) key makes a retry or a second instance find them there already,
 * so only the rows this call inserted are returned for sending. A LOW alert in someone's quiet hours is
 * recorded as skipped; SMS is left out while no provider is configured.
 */
export async function recordNotices(
  db: Db,
  notice: {
    clientId: string;
    /** Null for a checklist's notice (its subject key names the activation). */
    alertId: string | null;
    kind: NoticeKind;
    subjectKey: string;
    people: ReachPerson[];
    channels: ReachChannel[];
    highSeverity: boolean;
    smsOn: boolean;
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (const person of notice.people) {
    for (const channel of notice.channels) {
      if (!person.channels.includes(channel) || (channel === 'SMS' && !notice.smsOn)) continue;
      const skipped = person.quiet && !notice.highSeverity;
      const inserted = await db.execute<{ id: string }>(sql`
        INSERT INTO notice_deliveries (client_id, alert_id, kind, subject_key, user_id, channel, outcome, reason, finished_at)
        VALUES (${notice.clientId}, ${notice.alertId}, ${notice.kind}, ${notice.subjectKey}, ${person.userId}, ${channel},
          ${skipped ? 'SKIPPED' : 'PENDING'}, ${skipped ? QUIET_HOURS_REASON : null}, ${skipped ? sql`now()` : null})
        ON CONFLICT (subject_key, user_id, channel) DO NOTHING RETURNING id`);
      if (!skipped) ids.push(...inserted.rows.map((r) => r.id));
    }
  }
  return ids;
}

interface PendingNotice extends AlertNoticeFacts, Record<string, unknown> {
  id: string;
  kind: NoticeKind;
  channel: ReachChannel;
  userId: string;
  email: string;
  language: Language;
  temperatureUnit: TemperatureUnit;
  phone: string | null;
  alertId: string;
  clientId: string;
  locationId: string;
  applianceId: string;
  areaId: string | null;
  handlerName: string | null;
}

async function pendingNotices(db: Db, ids: string[]): Promise<PendingNotice[]> {
  const result = await db.execute<PendingNotice>(sql`
    SELECT d.id, d.kind, d.channel, d.user_id AS "userId", u.email, u.language, u.temperature_unit AS "temperatureUnit",
      nullif(coalesce(nullif(trim(u.phone), ''), trim(u.personal_phone_number)), '') AS phone,
      a.id AS "alertId", a.client_id AS "clientId", a.location_id AS "locationId", a.appliance_id AS "applianceId", ap.area_id AS "areaId",
      ap.name AS "applianceName", l.name AS "locationName", l.timezone, a.reason, a.severity, a.started_at AS "startedAt",
      a.extreme_temperature::float8 AS temperature,
      (SELECT coalesce(nullif(trim(h.nickname), ''), h.firstname || ' ' || h.lastname) FROM alert_escalations e JOIN users h ON h.id = e.acknowledged_by
        WHERE e.alert_id = a.id) AS "handlerName"
    FROM notice_deliveries d JOIN users u ON u.id = d.user_id JOIN temp_alerts a ON a.id = d.alert_id
      JOIN appliances ap ON ap.id = a.appliance_id JOIN locations l ON l.id = a.location_id
    WHERE d.id = ANY(${sql.param(ids)}::uuid[]) AND d.outcome = 'PENDING' ORDER BY d.created_at, d.id`);
  return withDates(result.rows, ['startedAt']);
}

function textOf(notice: PendingNotice) {
  return notice.kind === 'HANDLING' ? handlingNoticeText(notice, notice.handlerName ?? '—', notice) : alertNoticeText(notice, notice);
}

async function deliver(system: SystemServices, notice: PendingNotice): Promise<DeliveryOutcome> {
  const text = textOf(notice);
  const link = `/temperatures/${notice.locationId}/${notice.areaId ?? 'unassigned'}/${notice.applianceId}?client=${notice.clientId}`;
  if (notice.channel === 'PUSH') return deliverPush(system, notice, { ...text, tag: `alert-${notice.alertId}`, url: link });
  if (notice.channel === 'SMS') {
    const to = e164Of(notice.phone);
    const provider = smsProviderOf(system.config);
    if (!provider) return { outcome: 'FAILED', reason: 'SMS is not configured' };
    if (!to) return { outcome: 'FAILED', reason: 'no phone number in E.164 form in the profile' };
    const sent = await provider.send(to, smsText(text, notice.language));
    return sent.delivered ? { outcome: 'DELIVERED', reason: null } : { outcome: 'FAILED', reason: sent.reason };
  }
  try {
    const url = `${system.config.publicUrl}${link}`;
    await system.mailer.send(noticeMail(notice.email, text, { label: openLabel(notice.language), url }));
    return { outcome: 'DELIVERED', reason: null };
  } catch (error) {
    return { outcome: 'FAILED', reason: error instanceof Error ? error.message : String(error) };
  }
}

async function deliverPush(
  system: SystemServices,
  notice: PendingNotice,
  payload: Omit<PushPayload, 'alertId' | 'clientId' | 'actions' | 'labels'>,
): Promise<DeliveryOutcome> {
  const devices = await withSystemScope(system.pool, system.log, (scope) => subscriptionsOf({ scope, userIds: [notice.userId] }));
  if (devices.length === 0) return { outcome: 'FAILED', reason: 'no device subscribed to push' };
  const full: PushPayload = {
    ...payload,
    alertId: notice.alertId,
    clientId: notice.clientId,
    actions: notice.kind === 'ALERT',
    labels: actionLabels(notice.language),
  };
  const reasons: string[] = [];
  let delivered = 0;
  for (const device of devices) {
    const outcome = await sendPush({ config: system.config, pool: system.pool, target: device, payload: full });
    if (outcome.delivered) delivered += 1;
    else reasons.push(`${device.deviceName}: ${outcome.reason}`);
  }
  return delivered > 0 ? { outcome: 'DELIVERED', reason: null } : { outcome: 'FAILED', reason: reasons.join('; ') };
}

/** A recorded notice as its sender needs it: which row of the log, by which channel, to whom. */
export interface RecordedNotice {
  id: string;
  channel: ReachChannel;
  email: string;
}

/**
 * Sends notices a committed transaction recorded, one by one, and writes each outcome (delivered, or
 * failed with the reason) into the log; `what` names them in a failure's log line. Returns how many were
 * delivered. Alert notices and checklist notices share it, each with its own reading and sending.
 */
export async function sendRecordedNotices<N extends RecordedNotice>(
  system: SystemServices,
  ids: string[],
  how: {
    what: string;
    pending: (db: Db, ids: string[]) => Promise<N[]>;
    deliver: (system: SystemServices, notice: N) => Promise<DeliveryOutcome>;
  },
): Promise<number> {
  if (ids.length === 0) return 0;
  const notices = await withSystemTx(system.pool, (db) => how.pending(db, ids));
  let delivered = 0;
  for (const notice of notices) {
    const result = await how.deliver(system, notice);
    if (result.outcome === 'DELIVERED') delivered += 1;
    else system.log.warn({ deliveryId: notice.id, reason: result.reason }, `${notice.channel} ${how.what} to ${notice.email} failed`);
    await withSystemTx(system.pool, (db) =>
      db.execute(
        sql`UPDATE notice_deliveries SET outcome = ${result.outcome}, reason = ${result.reason}, finished_at = now() WHERE id = ${notice.id}`,
      ),
    );
  }
  return delivered;
}

/** Sends alert notices recorded by a committed transaction (sendRecordedNotices). Returns how many were delivered. */
export function sendNoticeDeliveries({ system, ids }: { system: SystemServices; ids: string[] }): Promise<number> {
  return sendRecordedNotices(system, ids, { what: 'notice', pending: pendingNotices, deliver });
}
