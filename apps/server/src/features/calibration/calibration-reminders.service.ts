import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SystemTick } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { equipmentLink, recipientsFor } from '../alerts/alert-notifications.service.js';
import { calibrationDueEmail } from './calibration-emails.js';

/** How long before a calibration is due its reminder goes out. */
export const CALIBRATION_REMINDER_LEAD_DAYS = 14;
/** Sensors reminded per transaction; the tick loops until none is left. */
const REMINDER_BATCH = 200;

interface DueSensor extends Record<string, unknown> {
  sensor_id: string;
  client_id: string;
  location_id: string;
  area_id: string | null;
  appliance_id: string | null;
  hwid: string;
  appliance_name: string | null;
  location_name: string;
  due_at: Date | string;
}

/**
 * Claims sensors of a location whose calibration is due within the lead time and not yet reminded for
 * that due date (its interval after the last passed check, or after it was registered). A new passed
 * check moves the due date, so the next one is reminded again.
 */
async function claimDue(db: Db, now: Date): Promise<DueSensor[]> {
  const horizon = new Date(now.getTime() + CALIBRATION_REMINDER_LEAD_DAYS * 24 * 60 * 60_000).toISOString();
  const result = await db.execute<DueSensor>(sql`
    WITH due AS (
      SELECT s.id AS sensor_id, s.client_id, s.location_id, a.area_id, s.appliance_id, s.hwid, a.name AS appliance_name,
        l.name AS location_name,
        -- Due at once after a failed latest check (calibration.service.ts calibrationDueAt).
        CASE WHEN NOT latest.passed THEN latest.checked_at ELSE coalesce(
          (SELECT max(c.checked_at) FROM calibration_checks c WHERE c.sensor_id = s.id AND c.passed), s.created_at
        ) + make_interval(months => s.calibration_interval_months) END AS due_at
      FROM sensors s
      JOIN locations l ON l.id = s.location_id
      LEFT JOIN appliances a ON a.id = s.appliance_id
      LEFT JOIN LATERAL (SELECT c.passed, c.checked_at FROM calibration_checks c WHERE c.sensor_id = s.id
        ORDER BY c.checked_at DESC LIMIT 1) latest ON true
    ), claimed AS (
      INSERT INTO calibration_reminders (sensor_id, client_id, due_at, notified_at)
      SELECT sensor_id, client_id, due_at, ${now.toISOString()}::timestamptz FROM due
      WHERE due_at <= ${horizon}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM calibration_reminders r WHERE r.sensor_id = due.sensor_id AND r.due_at = due.due_at)
      ORDER BY due_at LIMIT ${REMINDER_BATCH}
      ON CONFLICT (sensor_id) DO UPDATE SET due_at = EXCLUDED.due_at, notified_at = EXCLUDED.notified_at
      RETURNING sensor_id
    )
    SELECT due.* FROM due JOIN claimed USING (sensor_id)`);
  return result.rows;
}

/**
 * One tick of the calibration reminder job: claim the sensors due soon in a short system transaction,
 * then e-mail the location's Managers and Location Managers (those who take sensor notices) after it
 * committed. A failed e-mail is logged, not retried (the reminder is once per due date).
 */
export async function runCalibrationReminderTick({
  system,
  now = new Date(),
}: SystemTick): Promise<{ reminded: number; mailsSent: number }> {
  const publicUrl = system.config.publicUrl;
  const tick = { reminded: 0, mailsSent: 0 };
  for (;;) {
    const claimed = await withSystemScope(system.pool, system.log, async (scope) => {
      const rows = await claimDue(await scope.db(), now);
      return Promise.all(
        rows.map(async (row) => ({
          row,
          recipients: await recipientsFor({
            scope,
            clientId: row.client_id,
            locationId: row.location_id,
            kind: 'SENSOR_OFFLINE',
            roles: ['MANAGER', 'LOCATION_MANAGER'],
          }),
        })),
      );
    });
    tick.reminded += claimed.length;
    for (const { row, recipients } of claimed) {
      const link = row.appliance_id
        ? equipmentLink({
            publicUrl,
            row: { clientId: row.client_id, locationId: row.location_id, areaId: row.area_id, applianceId: row.appliance_id },
          })
        : `${publicUrl}/sensors?client=${row.client_id}`;
      const facts = {
        hwid: row.hwid,
        applianceName: row.appliance_name,
        locationName: row.location_name,
        dueAt: new Date(row.due_at),
        link,
      };
      for (const to of recipients) {
        try {
          await system.mailer.send(calibrationDueEmail(facts, to));
          tick.mailsSent += 1;
        } catch (error) {
          system.log.error({ err: error }, `calibration reminder e-mail to ${to.email} failed`);
        }
      }
    }
    if (claimed.length < REMINDER_BATCH) return tick;
  }
}
