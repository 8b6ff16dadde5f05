import { assessApplianceHealth, HEALTH_JUDGED_TYPES, HEALTH_WINDOW_DAYS, type HealthFinding, type HealthStatus } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { SystemTick } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { equipmentLink, recipientsFor, sendNotices } from '../alerts/alert-notifications.service.js';
import { serviceSoonEmail } from './asset-health-emails.js';

interface UnitRow extends Record<string, unknown> {
  id: string;
  clientId: string;
  locationId: string;
  areaId: string | null;
  name: string;
  safeMinC: number | null;
  safeMaxC: number | null;
  locationName: string;
  timezone: string;
  previousFindings: HealthFinding[] | null;
  notifiedAt: Date | string | null;
}

/** Refrigerated appliances (HEALTH_JUDGED_TYPES) with a sensor and an upper bound, after `after` in id order. */
async function unitsAfter(db: Db, after: string, limit: number): Promise<UnitRow[]> {
  const result = await db.execute<UnitRow>(sql`
    SELECT a.id, a.client_id AS "clientId", a.location_id AS "locationId", a.area_id AS "areaId", a.name,
      a.safe_min_c AS "safeMinC", a.safe_max_c AS "safeMaxC", l.name AS "locationName", l.timezone,
      h.findings AS "previousFindings", h.service_soon_notified_at AS "notifiedAt"
    FROM appliances a JOIN locations l ON l.id = a.location_id
    LEFT JOIN appliance_health h ON h.appliance_id = a.id
    WHERE a.id > ${after}::uuid AND a.safe_max_c IS NOT NULL AND a.type = ANY(${sql.param([...HEALTH_JUDGED_TYPES])}::text[]) AND EXISTS (SELECT 1 FROM sensors s WHERE s.appliance_id = a.id)
    ORDER BY a.id LIMIT ${limit}
    FOR UPDATE OF a SKIP LOCKED`);
  return result.rows;
}

async function readingsOf(db: Db, applianceId: string, now: Date): Promise<Array<{ time: number; temperature: number }>> {
  const from = new Date(now.getTime() - HEALTH_WINDOW_DAYS * 86_400_000).toISOString();
  const result = await db.execute<{ t: string; temperature: number }>(sql`
    SELECT (extract(epoch FROM r.time) * 1000)::float8 AS t, r.temperature
    FROM sensor_readings r JOIN sensors s ON s.id = r.sensor_id
    WHERE s.appliance_id = ${applianceId} AND r.time > ${from}::timestamptz AND r.time <= ${now.toISOString()}::timestamptz
      AND r.time >= s.attached_at -- nothing from before the attachment (decision 0122)
    ORDER BY r.time`);
  return result.rows.map((r) => ({ time: Number(r.t), temperature: Number(r.temperature) }));
}

/** A finding seen before keeps the `since` of its first sighting (the window moves; the condition does not). */
function keepSince(findings: HealthFinding[], previous: HealthFinding[] | null): HealthFinding[] {
  return findings.map((f) => {
    const before = previous?.find((p) => p.kind === f.kind);
    return before ? { ...f, since: Math.min(before.since, f.since) } : f;
  });
}

/**
 * Whether this computation tells the managers: once when the unit enters SERVICE_SOON. The mark clears
 * only once the unit is OK again, so a unit wavering between WATCH and SERVICE_SOON is told once.
 */
function noticeMark(status: HealthStatus, notifiedAt: UnitRow['notifiedAt'], now: Date): { notifiedAt: Date | null; notify: boolean } {
  const before = notifiedAt ? new Date(notifiedAt) : null;
  if (status === 'SERVICE_SOON') return { notifiedAt: before ?? now, notify: before === null };
  return { notifiedAt: status === 'OK' ? null : before, notify: false };
}

interface Computed {
  unit: UnitRow;
  findings: HealthFinding[];
  notify: boolean;
}

async function compute(db: Db, unit: UnitRow, now: Date): Promise<Computed> {
  const readings = await readingsOf(db, unit.id, now);
  const health = assessApplianceHealth({ readings, zone: { min: unit.safeMinC, max: unit.safeMaxC }, now: now.getTime() });
  const findings = keepSince(health.findings, unit.previousFindings);
  const mark = noticeMark(health.status, unit.notifiedAt, now);
  await db.execute(sql`
    INSERT INTO appliance_health (appliance_id, client_id, status, findings, pattern, computed_at, service_soon_notified_at)
    VALUES (${unit.id}, ${unit.clientId}, ${health.status}, ${JSON.stringify(findings)}::jsonb, ${JSON.stringify(health.pattern)}::jsonb,
      ${now.toISOString()}::timestamptz, ${mark.notifiedAt?.toISOString() ?? null}::timestamptz)
    ON CONFLICT (appliance_id) DO UPDATE SET status = excluded.status, findings = excluded.findings, pattern = excluded.pattern,
      computed_at = excluded.computed_at, service_soon_notified_at = excluded.service_soon_notified_at`);
  return { unit, findings, notify: mark.notify };
}

async function noticesFor(scope: Scope, publicUrl: string, entered: Computed[]): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (const { unit, findings } of entered) {
    const recipients = await recipientsFor({
      scope,
      clientId: unit.clientId,
      locationId: unit.locationId,
      kind: 'TEMPERATURE_ALERT',
      roles: ['MANAGER', 'LOCATION_MANAGER'],
    });
    const link = equipmentLink({
      publicUrl,
      row: { clientId: unit.clientId, locationId: unit.locationId, areaId: unit.areaId, applianceId: unit.id },
    });
    const facts = { applianceName: unit.name, locationName: unit.locationName, timezone: unit.timezone, findings, link };
    mails.push(...recipients.map((to) => serviceSoonEmail(facts, to)));
  }
  return mails;
}

/** Appliances recomputed per transaction; the tick goes on until every one was. */
const BATCH = 50;

/**
 * One tick of the asset-health job: every cold unit with a sensor has its health recomputed from its
 * stored readings (decision 0220) and written to appliance_health; a unit entering SERVICE_SOON is
 * e-mailed once to its location's managers and location managers, after the batch committed.
 */
export async function runAssetHealthTick({ system, now = new Date() }: SystemTick): Promise<{ computed: number; mailsSent: number }> {
  const tick = { computed: 0, mailsSent: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { mails, count, last } = await withSystemScope(system.pool, system.log, async (scope) => {
      const db = await scope.db();
      const units = await unitsAfter(db, after, BATCH);
      const computed: Computed[] = [];
      for (const unit of units) computed.push(await compute(db, unit, now));
      const entered = computed.filter((c) => c.notify);
      return { mails: await noticesFor(scope, system.config.publicUrl, entered), count: units.length, last: units.at(-1)?.id };
    });
    tick.computed += count;
    tick.mailsSent += await sendNotices({ system, mails, what: 'service-soon notice' });
    if (count < BATCH || !last) return tick;
    after = last;
  }
}
