import { holdsTcsFood, isSensorOffline, type ApplianceType, type Language, type NotificationKind, type TemperatureUnit } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { SystemServices, SystemTick } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { usersWantingEmail } from '../users/notification-preferences.service.js';
import { alertEmail, type AlertMailFacts, type Recipient } from './alert-emails.js';
import type { AlertNotice } from './alert-notice.js';
import { foodStageEmail, type FoodStageMail } from './food-emails.js';
import { withDates } from '../../db/timestamps.js';
import type { Db } from '../../db/database.js';
import { foodVerdictOfApplianceId } from '../food-verdict/food-verdict.service.js';
import { syncFoodVerdicts } from '../food-verdict/food-verdict-sync.service.js';

/** PRODUCT.md: nobody snoozed or acted within 30 minutes, so the client's managers are told. */
export const ESCALATION_DELAY_MS = 30 * 60_000;

/**
 * The equipment page of an appliance (spec §2); an appliance outside any area uses `unassigned`. `client`
 * names the company that owns it, so a member of several companies lands in the right one (the web
 * switches only among the reader's own memberships).
 */
export function equipmentLink({
  publicUrl,
  row,
}: {
  publicUrl: string;
  row: { clientId: string; locationId: string; areaId: string | null; applianceId: string };
}): string {
  return `${publicUrl}/temperatures/${row.locationId}/${row.areaId ?? 'unassigned'}/${row.applianceId}?client=${row.clientId}`;
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
export async function recipientsFor({
  scope,
  ...options
}: {
  scope: Scope;
  clientId: string;
  locationId: string | null;
  kind: NotificationKind;
  roles: Array<'MANAGER' | 'LOCATION_MANAGER'>;
}): Promise<Recipient[]> {
  const db = await scope.db();
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

/** Who hears about a location's alerts and food verdicts: its managers and location managers. */
function locationRecipients(scope: Scope, row: { clientId: string; locationId: string }): Promise<Recipient[]> {
  return recipientsFor({
    scope,
    clientId: row.clientId,
    locationId: row.locationId,
    kind: 'TEMPERATURE_ALERT',
    roles: ['MANAGER', 'LOCATION_MANAGER'],
  });
}

/** What every claimed notice row says about its appliance and where it stands (the e-mail's link and clock). */
interface ClaimedApplianceRow extends Record<string, unknown> {
  id: string;
  clientId: string;
  locationId: string;
  applianceId: string;
  areaId: string | null;
  applianceName: string;
  locationName: string;
  timezone: string;
}

interface ClaimedAlert extends ClaimedApplianceRow {
  reason: AlertMailFacts['reason'];
  severity: AlertMailFacts['severity'];
  startedAt: Date;
  temperature: number | null;
  safeMinC: number | null;
  safeMaxC: number | null;
  safeZoneUnit: TemperatureUnit;
  estimatedFoodSpoilageAt: Date | null;
  applianceType: ApplianceType;
  dangerMs: number | null;
  unknownMs: number | null;
  excursions: number | null;
  lastReadingAt: Date | null;
  reportingIntervalSec: number | null;
}

const CLAIMED_COLUMNS = sql`a.id, a.client_id AS "clientId", a.location_id AS "locationId", a.appliance_id AS "applianceId",
  ap.area_id AS "areaId", ap.name AS "applianceName", l.name AS "locationName", l.timezone, a.reason, a.severity,
  a.started_at AS "startedAt", a.extreme_temperature::float8 AS temperature, ap.safe_min_c AS "safeMinC",
  ap.safe_max_c AS "safeMaxC", ap.safe_zone_unit AS "safeZoneUnit", a.estimated_food_spoilage_at AS "estimatedFoodSpoilageAt", ap.type AS "applianceType",
  (SELECT st.batch_danger_ms::float8 FROM appliance_alert_states st WHERE st.appliance_id = a.appliance_id) AS "dangerMs",
  (SELECT st.batch_unknown_ms::float8 FROM appliance_alert_states st WHERE st.appliance_id = a.appliance_id) AS "unknownMs",
  (SELECT st.batch_excursions FROM appliance_alert_states st WHERE st.appliance_id = a.appliance_id) AS "excursions",
  (SELECT max(s.latest_data_at) FROM sensors s WHERE s.appliance_id = a.appliance_id) AS "lastReadingAt",
  (SELECT min(s.reporting_interval_sec) FROM sensors s WHERE s.appliance_id = a.appliance_id) AS "reportingIntervalSec"`;

/**
 * Sends notices one by one after their transaction committed: a refused address is logged as
 * `<what> to <address> failed` and the others still go. Returns how many were sent. (Alert notices, and
 * the cooling job's reminders.)
 */
export async function sendNotices({
  system,
  mails,
  what = 'alert e-mail',
}: {
  system: Pick<SystemServices, 'mailer' | 'log'>;
  mails: OutgoingMail[];
  what?: string;
}): Promise<number> {
  let sent = 0;
  for (const mail of mails) {
    try {
      await system.mailer.send(mail);
      sent += 1;
    } catch (error) {
      system.log.error({ err: error }, `${what} to ${mail.to} failed`);
    }
  }
  return sent;
}

function factsOf(publicUrl: string, row: ClaimedAlert, kind: AlertMailFacts['kind'], extra: Partial<AlertMailFacts> = {}): AlertMailFacts {
  const food =
    holdsTcsFood(row.applianceType) && row.dangerMs !== null
      ? { dangerMs: row.dangerMs, unknownMs: row.unknownMs ?? 0, excursions: row.excursions ?? 0 }
      : null;
  return { ...row, kind, food, link: equipmentLink({ publicUrl, row }), ...extra };
}

/**
 * What an escalation adds (issue 34): the last reading's time, whether the sensor is offline, and the
 * food verdict now (from the domain's one verdict function), so nobody is told a "safe until" that passed.
 */
async function escalationFacts(db: Db, row: ClaimedAlert, now: Date): Promise<Partial<AlertMailFacts>> {
  const verdict = holdsTcsFood(row.applianceType) ? await foodVerdictOfApplianceId(db, row.clientId, row.applianceId, now) : null;
  return {
    now,
    lastReadingAt: row.lastReadingAt,
    sensorOffline: row.lastReadingAt === null || isSensorOffline(row.lastReadingAt, row.reportingIntervalSec ?? 300, now),
    verdict: verdict?.status === 'FOOD' ? verdict : null,
  };
}

/**
 * E-mails the location's managers and location managers about alerts that were DETECTED (or are out of
 * range again after a snooze). Each alert is claimed first (`notified_at`), so two instances or a retry
 * never send the same notice twice. Runs after the engine's transaction has committed.
 */
export async function sendAlertNotices({ system, notices }: { system: SystemServices; notices: AlertNotice[] }): Promise<number> {
  // The escalation chains' first step (push, SMS) goes out now rather than at the next minute's tick, and
  // before the e-mails below rather than after them: a phone wakes someone at 2 a.m., an e-mail does not.
  await system.alertHandover?.startAlertChains({ system, alertIds: notices.flatMap((n) => ('alertId' in n ? [n.alertId] : [])) });
  let sent = 0;
  const batchIds = notices.flatMap((n) => ('foodBatchId' in n ? [n.foodBatchId] : []));
  if (batchIds.length > 0) {
    // The engine's clock only hints that a stage may be near: the stages told are foodVerdict()'s (decision 0121).
    await withSystemScope(system.pool, system.log, async (scope) =>
      syncFoodVerdicts(await scope.db(), { batchIds, limit: batchIds.length }),
    );
    sent += await sendFoodStageNotices({ system, ids: batchIds });
  }
  for (const notice of notices) {
    if (!('alertId' in notice)) continue;
    const prepared = await withSystemScope(system.pool, system.log, async (scope) => {
      const db = await scope.db();
      const claimed = await db.execute<ClaimedAlert>(sql`
        WITH claimed AS (
          UPDATE temp_alerts SET notified_at = now()
          WHERE id = ${notice.alertId} AND status = 'DETECTED' AND (notified_at IS NULL OR notified_at < detected_at)
          RETURNING *
        )
        SELECT ${CLAIMED_COLUMNS} FROM claimed a JOIN appliances ap ON ap.id = a.appliance_id JOIN locations l ON l.id = a.location_id`);
      const row = withDates(claimed.rows, ['startedAt', 'estimatedFoodSpoilageAt'])[0];
      if (!row) return [];
      const alert = { clientId: row.clientId, locationId: row.locationId, alertId: row.id, escalation: false };
      if (await system.alertHandover?.chainSendsEmail(db, alert)) return [];
      const recipients = await locationRecipients(scope, row);
      return recipients.map((to) => alertEmail(factsOf(system.config.publicUrl, row, notice.kind), to));
    });
    sent += await sendNotices({ system, mails: prepared });
  }
  return sent;
}

/**
 * Escalation (the recurring job): alerts DETECTED for longer than the escalation delay that nobody
 * snoozed or handled are e-mailed to every manager of the client, once per time they became DETECTED.
 */
export async function escalateAlerts({ system, now = new Date() }: SystemTick): Promise<number> {
  const due = new Date(now.getTime() - ESCALATION_DELAY_MS).toISOString();
  const prepared = await withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    const claimed = await db.execute<ClaimedAlert>(sql`
      WITH due AS (
        SELECT id FROM temp_alerts
        WHERE status = 'DETECTED' AND detected_at <= ${due}::timestamptz AND (escalated_at IS NULL OR escalated_at < detected_at)
          -- Attended: a corrective action on the alert, or on the appliance's food since the alert started.
          AND NOT EXISTS (SELECT 1 FROM corrective_actions ca WHERE ca.alert_id = temp_alerts.id
            OR (ca.appliance_id = temp_alerts.appliance_id AND ca.done_at >= temp_alerts.started_at))
        ORDER BY detected_at LIMIT 100 FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE temp_alerts t SET escalated_at = ${now.toISOString()}::timestamptz FROM due WHERE t.id = due.id RETURNING t.*
      )
      SELECT ${CLAIMED_COLUMNS} FROM claimed a JOIN appliances ap ON ap.id = a.appliance_id JOIN locations l ON l.id = a.location_id`);
    const mails: OutgoingMail[] = [];
    for (const row of withDates(claimed.rows, ['startedAt', 'estimatedFoodSpoilageAt', 'lastReadingAt'])) {
      const alert = { clientId: row.clientId, locationId: row.locationId, alertId: row.id, escalation: true };
      if (await system.alertHandover?.chainSendsEmail(db, alert)) continue;
      const recipients = await recipientsFor({
        scope,
        clientId: row.clientId,
        locationId: null,
        kind: 'ALERT_ESCALATION',
        roles: ['MANAGER'],
      });
      const extra = await escalationFacts(db, row, now);
      mails.push(...recipients.map((to) => alertEmail(factsOf(system.config.publicUrl, row, 'ESCALATION', extra), to)));
    }
    return mails;
  });
  return sendNotices({ system, mails: prepared });
}

interface ClaimedStage extends ClaimedApplianceRow {
  stage: FoodStageMail;
  reachedAt: Date;
  dangerMs: number;
  unknownMs: number;
  excursions: number;
}

/**
 * E-mails the location's managers and location managers that a food batch reached "use now", "act now"
 * (UK Schedule 4) or "discard" (PRODUCT.md: with or without an open alert). Each stage is claimed on the
 * batch first (`*_notified_at`), so it is told once per batch; a batch found at several untold stages is
 * told the worst only (DISCARD, then ACT NOW). `ids`:
 * the batches an engine run saw reach a stage; null: every batch with a stage not yet told (the monitor's
 * sweep, for notices a crash or a failed send left behind). Ended batches are not told.
 */
export async function sendFoodStageNotices({ system, ids }: { system: SystemServices; ids: string[] | null }): Promise<number> {
  const prepared = await withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    const which = ids ? sql`b.id = ANY(${sql.param(ids)}::uuid[])` : sql`true`;
    const claimed = await db.execute<ClaimedStage>(sql`
      WITH due AS (
        SELECT b.id, CASE WHEN b.discard_at IS NOT NULL AND b.discard_notified_at IS NULL THEN 'DISCARD'
            WHEN b.act_now_at IS NOT NULL AND b.act_now_notified_at IS NULL THEN 'ACT_NOW' ELSE 'USE_NOW' END AS stage
        FROM food_batches b
        WHERE ${which} AND b.ended_at IS NULL
          AND ((b.use_now_at IS NOT NULL AND b.use_now_notified_at IS NULL) OR (b.act_now_at IS NOT NULL AND b.act_now_notified_at IS NULL)
            OR (b.discard_at IS NOT NULL AND b.discard_notified_at IS NULL))
        ORDER BY b.id LIMIT 100 FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE food_batches b SET
          use_now_notified_at = CASE WHEN b.use_now_at IS NULL THEN NULL ELSE coalesce(b.use_now_notified_at, now()) END,
          act_now_notified_at = CASE WHEN b.act_now_at IS NULL THEN NULL ELSE coalesce(b.act_now_notified_at, now()) END,
          discard_notified_at = CASE WHEN b.discard_at IS NULL THEN NULL ELSE coalesce(b.discard_notified_at, now()) END
        FROM due WHERE b.id = due.id
        RETURNING b.id, due.stage, b.client_id, b.appliance_id,
          CASE due.stage WHEN 'DISCARD' THEN b.discard_at WHEN 'ACT_NOW' THEN b.act_now_at ELSE b.use_now_at END AS reached_at
      )
      SELECT c.id, c.stage, c.client_id AS "clientId", ap.location_id AS "locationId", c.appliance_id AS "applianceId",
        ap.area_id AS "areaId", ap.name AS "applianceName", l.name AS "locationName", l.timezone, c.reached_at AS "reachedAt",
        coalesce(st.batch_danger_ms, 0)::float8 AS "dangerMs", coalesce(st.batch_unknown_ms, 0)::float8 AS "unknownMs",
        coalesce(st.batch_excursions, 0) AS excursions
      FROM claimed c JOIN appliances ap ON ap.id = c.appliance_id JOIN locations l ON l.id = ap.location_id
      LEFT JOIN appliance_alert_states st ON st.appliance_id = c.appliance_id AND st.food_batch_id = c.id`);
    const mails: OutgoingMail[] = [];
    for (const row of withDates(claimed.rows, ['reachedAt'])) {
      const recipients = await locationRecipients(scope, row);
      const facts = {
        stage: row.stage,
        applianceName: row.applianceName,
        locationName: row.locationName,
        timezone: row.timezone,
        reachedAt: row.reachedAt,
        clock: { dangerMs: row.dangerMs, unknownMs: row.unknownMs, excursions: row.excursions },
        link: equipmentLink({ publicUrl: system.config.publicUrl, row }),
      };
      mails.push(...recipients.map((to) => foodStageEmail(facts, to)));
    }
    return mails;
  });
  return sendNotices({ system, mails: prepared });
}
