import type { Language, NotificationKind, TemperatureUnit } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { withSystemTx, type Db, type Pool } from '../../db/database.js';
import type { Mailer, OutgoingMail } from '../../mail/mailer.js';
import { usersWantingEmail } from '../users/notification-preferences.service.js';
import { alertEmail, type AlertMailFacts, type Recipient } from './alert-emails.js';
import type { AlertNotice } from './alert-engine.service.js';
import { withDates } from './timestamps.js';

/** What the engine, its jobs and ingest need to reach the outside world (no request context). */
export interface AlertServices {
  pool: Pool;
  mailer: Mailer;
  publicUrl: string;
  log: (message: string, error?: unknown) => void;
}

/** PRODUCT.md: nobody snoozed or acted within 30 minutes, so the client's managers are told. */
export const ESCALATION_DELAY_MS = 30 * 60_000;

/** The equipment page of an appliance (spec §2); an appliance outside any area uses `unassigned`. */
export function equipmentLink(publicUrl: string, row: { locationId: string; areaId: string | null; applianceId: string }): string {
  return `${publicUrl}/temperatures/${row.locationId}/${row.areaId ?? 'unassigned'}/${row.applianceId}`;
}

interface RecipientRow extends Record<string, unknown> {
  userId: string;
  email: string;
  language: Language;
  temperatureUnit: TemperatureUnit;
}

/**
 * Who hears about a location: its managers and location managers (assigned to it, active) or, for
 * escalations, every manager of the client; minus those who switched the notice off in Settings.
 */
export async function recipientsFor(
  db: Db,
  options: { clientId: string; locationId: string | null; kind: NotificationKind; roles: Array<'MANAGER' | 'LOCATION_MANAGER'> },
): Promise<Recipient[]> {
  const atLocation = options.locationId
    ? sql`AND EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = ${options.locationId} AND ul.client_id = m.client_id)`
    : sql``;
  const result = await db.execute<RecipientRow>(sql`
    SELECT u.id AS "userId", u.email, u.language, u.temperature_unit AS "temperatureUnit"
    FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.client_id = ${options.clientId} AND u.is_active AND m.client_role = ANY(${sql.param(options.roles)}::text[]) ${atLocation}
    ORDER BY u.email`);
  const wanted = new Set(
    await usersWantingEmail({ db, clientId: options.clientId, kind: options.kind, userIds: result.rows.map((r) => r.userId) }),
  );
  return result.rows.filter((r) => wanted.has(r.userId));
}

interface ClaimedAlert extends Record<string, unknown> {
  id: string;
  clientId: string;
  locationId: string;
  applianceId: string;
  areaId: string | null;
  applianceName: string;
  locationName: string;
  timezone: string;
  reason: AlertMailFacts['reason'];
  severity: AlertMailFacts['severity'];
  startedAt: Date;
  temperature: number | null;
  safeMinC: number | null;
  safeMaxC: number | null;
  estimatedFoodSpoilageAt: Date | null;
}

const CLAIMED_COLUMNS = sql`a.id, a.client_id AS "clientId", a.location_id AS "locationId", a.appliance_id AS "applianceId",
  ap.area_id AS "areaId", ap.name AS "applianceName", l.name AS "locationName", l.timezone, a.reason, a.severity,
  a.started_at AS "startedAt", a.extreme_temperature::float8 AS temperature, ap.safe_min_c AS "safeMinC",
  ap.safe_max_c AS "safeMaxC", a.estimated_food_spoilage_at AS "estimatedFoodSpoilageAt"`;

async function sendAll(services: AlertServices, mails: OutgoingMail[]): Promise<number> {
  let sent = 0;
  for (const mail of mails) {
    try {
      await services.mailer.send(mail);
      sent += 1;
    } catch (error) {
      services.log(`alert e-mail to ${mail.to} failed`, error);
    }
  }
  return sent;
}

function factsOf(services: AlertServices, row: ClaimedAlert, kind: AlertMailFacts['kind']): AlertMailFacts {
  return { ...row, kind, link: equipmentLink(services.publicUrl, row) };
}

/**
 * E-mails the location's managers and location managers about alerts that were DETECTED (or are out of
 * range again after a snooze). Each alert is claimed first (`notified_at`), so two instances or a retry
 * never send the same notice twice. Runs after the engine's transaction has committed.
 */
export async function sendAlertNotices(services: AlertServices, notices: AlertNotice[]): Promise<number> {
  let sent = 0;
  for (const notice of notices) {
    const prepared = await withSystemTx(services.pool, async (db) => {
      const claimed = await db.execute<ClaimedAlert>(sql`
        WITH claimed AS (
          UPDATE temp_alerts SET notified_at = now()
          WHERE id = ${notice.alertId} AND status = 'DETECTED' AND (notified_at IS NULL OR notified_at < detected_at)
          RETURNING *
        )
        SELECT ${CLAIMED_COLUMNS} FROM claimed a JOIN appliances ap ON ap.id = a.appliance_id JOIN locations l ON l.id = a.location_id`);
      const row = withDates(claimed.rows, ['startedAt', 'estimatedFoodSpoilageAt'])[0];
      if (!row) return [];
      const recipients = await recipientsFor(db, {
        clientId: row.clientId,
        locationId: row.locationId,
        kind: 'TEMPERATURE_ALERT',
        roles: ['MANAGER', 'LOCATION_MANAGER'],
      });
      return recipients.map((to) => alertEmail(factsOf(services, row, notice.kind), to));
    });
    sent += await sendAll(services, prepared);
  }
  return sent;
}

/**
 * Escalation (the recurring job): alerts DETECTED for longer than the escalation delay that nobody
 * snoozed or handled are e-mailed to every manager of the client, once per time they became DETECTED.
 */
export async function escalateAlerts(services: AlertServices, now: Date = new Date()): Promise<number> {
  const due = new Date(now.getTime() - ESCALATION_DELAY_MS).toISOString();
  const prepared = await withSystemTx(services.pool, async (db) => {
    const claimed = await db.execute<ClaimedAlert>(sql`
      WITH due AS (
        SELECT id FROM temp_alerts
        WHERE status = 'DETECTED' AND detected_at <= ${due}::timestamptz AND (escalated_at IS NULL OR escalated_at < detected_at)
        ORDER BY detected_at LIMIT 100 FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE temp_alerts t SET escalated_at = ${now.toISOString()}::timestamptz FROM due WHERE t.id = due.id RETURNING t.*
      )
      SELECT ${CLAIMED_COLUMNS} FROM claimed a JOIN appliances ap ON ap.id = a.appliance_id JOIN locations l ON l.id = a.location_id`);
    const mails: OutgoingMail[] = [];
    for (const row of withDates(claimed.rows, ['startedAt', 'estimatedFoodSpoilageAt'])) {
      const recipients = await recipientsFor(db, {
        clientId: row.clientId,
        locationId: null,
        kind: 'ALERT_ESCALATION',
        roles: ['MANAGER'],
      });
      mails.push(...recipients.map((to) => alertEmail(factsOf(services, row, 'ESCALATION'), to)));
    }
    return mails;
  });
  return sendAll(services, prepared);
}
