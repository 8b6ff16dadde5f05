import { LOW_BATTERY_PERCENT, OFFLINE_AFTER_INTERVALS } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { SystemTick } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { sensorNoticeEmail, type SensorNoticeFacts } from './alert-emails.js';
import { recipientsFor, sendNotices } from './alert-notifications.service.js';
import { withDates } from '../../db/timestamps.js';

interface NoticeRow extends Record<string, unknown> {
  sensorId: string;
  clientId: string;
  locationId: string;
  locationName: string;
  timezone: string;
  hwid: string;
  applianceName: string | null;
  lastDataAt: Date | null;
  batteryLevel: number | null;
}

/** A battery is "replaced" once it is back at this level; a later drop notifies again. */
const BATTERY_RECOVERED_PERCENT = LOW_BATTERY_PERCENT + 10;

/**
 * Claims the sensors attached to equipment that have been silent for 3 reporting intervals (or never
 * reported since they were attached) and were not yet noticed for this silence.
 */
async function claimOffline(db: Db, now: Date): Promise<NoticeRow[]> {
  const result = await db.execute<NoticeRow>(sql`
    WITH due AS (
      SELECT s.id, s.client_id, coalesce(s.latest_data_at, s.attached_at) AS silence
      FROM sensors s
      LEFT JOIN sensor_health_notices n ON n.sensor_id = s.id
      WHERE s.appliance_id IS NOT NULL
        AND coalesce(s.latest_data_at, s.attached_at) < ${now.toISOString()}::timestamptz - make_interval(secs => s.reporting_interval_sec * ${OFFLINE_AFTER_INTERVALS})
        AND n.offline_notified_for IS DISTINCT FROM coalesce(s.latest_data_at, s.attached_at)
      ORDER BY s.id LIMIT 500
      FOR UPDATE OF s SKIP LOCKED
    ), claimed AS (
      INSERT INTO sensor_health_notices (sensor_id, client_id, offline_notified_for, offline_notified_at)
      SELECT id, client_id, silence, ${now.toISOString()}::timestamptz FROM due
      ON CONFLICT (sensor_id) DO UPDATE SET offline_notified_for = excluded.offline_notified_for,
        offline_notified_at = excluded.offline_notified_at, updated_at = now()
      RETURNING sensor_id
    )
    SELECT s.id AS "sensorId", s.client_id AS "clientId", l.id AS "locationId", l.name AS "locationName", l.timezone, s.hwid,
      a.name AS "applianceName", s.latest_data_at AS "lastDataAt", s.latest_battery_level AS "batteryLevel"
    FROM claimed c JOIN sensors s ON s.id = c.sensor_id JOIN appliances a ON a.id = s.appliance_id JOIN locations l ON l.id = a.location_id
    ORDER BY l.id, s.hwid`);
  return withDates(result.rows, ['lastDataAt']);
}

/** Claims the sensors of a location whose battery fell under 20 % and were not yet noticed for it. */
async function claimLowBattery(db: Db, now: Date): Promise<NoticeRow[]> {
  await db.execute(sql`
    UPDATE sensor_health_notices n SET low_battery_notified_at = NULL, updated_at = now()
    FROM sensors s WHERE s.id = n.sensor_id AND n.low_battery_notified_at IS NOT NULL AND s.latest_battery_level >= ${BATTERY_RECOVERED_PERCENT}`);
  const result = await db.execute<NoticeRow>(sql`
    WITH due AS (
      SELECT s.id, s.client_id FROM sensors s
      LEFT JOIN sensor_health_notices n ON n.sensor_id = s.id
      WHERE s.location_id IS NOT NULL AND s.latest_battery_level < ${LOW_BATTERY_PERCENT} AND n.low_battery_notified_at IS NULL
      ORDER BY s.id LIMIT 500
      FOR UPDATE OF s SKIP LOCKED
    ), claimed AS (
      INSERT INTO sensor_health_notices (sensor_id, client_id, low_battery_notified_at)
      SELECT id, client_id, ${now.toISOString()}::timestamptz FROM due
      ON CONFLICT (sensor_id) DO UPDATE SET low_battery_notified_at = excluded.low_battery_notified_at, updated_at = now()
      RETURNING sensor_id
    )
    SELECT s.id AS "sensorId", s.client_id AS "clientId", l.id AS "locationId", l.name AS "locationName", l.timezone, s.hwid,
      a.name AS "applianceName", s.latest_data_at AS "lastDataAt", s.latest_battery_level AS "batteryLevel"
    FROM claimed c JOIN sensors s ON s.id = c.sensor_id JOIN locations l ON l.id = s.location_id
    LEFT JOIN appliances a ON a.id = s.appliance_id
    ORDER BY l.id, s.hwid`);
  return withDates(result.rows, ['lastDataAt']);
}

async function mailsFor(scope: Scope, publicUrl: string, kind: SensorNoticeFacts['kind'], rows: NoticeRow[]): Promise<OutgoingMail[]> {
  const byLocation = new Map<string, NoticeRow[]>();
  for (const row of rows) byLocation.set(row.locationId, [...(byLocation.get(row.locationId) ?? []), row]);
  const mails: OutgoingMail[] = [];
  for (const [locationId, sensors] of byLocation) {
    const first = sensors[0]!; // every group has at least one row
    const recipients = await recipientsFor({ scope, clientId: first.clientId, locationId, kind, roles: ['MANAGER', 'LOCATION_MANAGER'] });
    const facts: SensorNoticeFacts = {
      kind,
      locationName: first.locationName,
      timezone: first.timezone,
      sensors,
      // The Sensors screen (battery, last reading) of the location, in the company that owns it.
      link: `${publicUrl}/sensors?location=${locationId}&client=${first.clientId}`,
    };
    mails.push(...recipients.map((to) => sensorNoticeEmail(facts, to)));
  }
  return mails;
}

/**
 * PRODUCT.md "silence is an alarm": offline sensors and batteries under 20 % are e-mailed once (per
 * silence, per low battery) to the location's managers and location managers, one e-mail per location.
 */
export async function sendSensorHealthNotices({ system, now = new Date() }: SystemTick): Promise<{ offline: number; lowBattery: number }> {
  const publicUrl = system.config.publicUrl;
  const { mails, offline, lowBattery } = await withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    const offlineRows = await claimOffline(db, now);
    const batteryRows = await claimLowBattery(db, now);
    return {
      offline: offlineRows.length,
      lowBattery: batteryRows.length,
      mails: [
        ...(await mailsFor(scope, publicUrl, 'SENSOR_OFFLINE', offlineRows)),
        ...(await mailsFor(scope, publicUrl, 'LOW_BATTERY', batteryRows)),
      ],
    };
  });
  await sendNotices({ system, mails, what: 'sensor notice' });
  return { offline, lowBattery };
}
