import {
  auditChangesOf,
  holdsTcsFood,
  type ApplianceType,
  type AuditEntry,
  type AuditSubject,
  type CertificationStatus,
  type JurisdictionProfileId,
  type TemperatureUnit,
} from '@ks/domain';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliances, coolingLogs, sensors } from '../../db/schema/index.js';
import { calibrationChecksOf, calibrationDueAt, calibrationFailedAt } from '../calibration/calibration.service.js';
import { viewsOf, type CoolingLogView } from '../cooling/cooling-logs.service.js';
import { certificationsOf } from '../trainings/certifications.service.js';
import { periodFoodDangerOf } from './report-food-danger.js';
import { reportNoticesOf, type ReportNotice } from './report-notices.js';

/** What an inspection report covers: one location of one client, over [from, to). */
export interface ReportScope {
  clientId: string;
  locationId: string;
  from: Date;
  to: Date;
  now: Date;
}

export interface ReportLocation {
  id: string;
  name: string;
  timezone: string;
  profile: JurisdictionProfileId;
  address: string | null;
  companyName: string;
}

export interface DailyStats {
  day: string;
  minC: number;
  maxC: number;
  readings: number;
  dangerMin: number;
}

export interface ApplianceSection {
  id: string;
  name: string;
  type: ApplianceType;
  safeMinC: number | null;
  safeMaxC: number | null;
  safeZoneUnit: TemperatureUnit;
  holdsFood: boolean;
  days: DailyStats[];
  dangerMin: number;
  /** Seconds counted by the readings rule (each reading until the next, at most 3 intervals): the monitored time. */
  monitoredSec: number;
  /** The part of monitoredSec whose reading lay in the appliance's safe zone. */
  safeSec: number;
  readingsReceived: number;
  readingsExpected: number;
  /** Readings received ÷ expected from the sensors' reporting intervals, 0–100; null without a sensor. */
  completenessPercent: number | null;
  /** Every silence longer than 3 reporting intervals in the counted part of the period, in time order. */
  gaps: ReportGap[];
  /** 3 reporting intervals, in minutes: what makes a gap; null without a sensor. */
  gapLimitMin: number | null;
}

export interface ReportGap {
  from: Date;
  to: Date;
}

export interface ReportAlert {
  id: string;
  applianceId: string;
  applianceName: string;
  startedAt: Date;
  endedAt: Date | null;
  reason: string;
  severity: string;
  worstFoodSafeness: string;
  extremeC: number | null;
  timeline: Array<{ time: Date; statusCode: string; description: string }>;
  correctiveAction: ReportCorrectiveAction | null;
}

export interface ReportCorrectiveAction {
  fate: string;
  note: string | null;
  quantity: string | null;
  costCents: number | null;
  doneAt: Date;
  doneBy: string | null;
  signedOffBy: string | null;
  signedOffAt: Date | null;
}

export interface QuestCompletion {
  questName: string;
  done: number;
  late: number;
  missed: number;
  open: number;
}

export interface ReportFixit {
  questName: string;
  actionName: string;
  createdAt: Date;
  status: string;
  comment: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
}

export interface ReportCalibration {
  sensorHwid: string;
  applianceName: string | null;
  method: string;
  referenceC: number;
  sensorC: number;
  toleranceC: number;
  passed: boolean;
  checkedAt: Date;
  checkedBy: string | null;
}

export interface ReportCertificate {
  person: string;
  certificate: string;
  earnedAt: Date | null;
  validUntil: Date;
}

/** A history row, as the one sentence builder reads it (domain audit-sentences.ts), and its appliance. */
export interface ReportAuditEvent extends AuditEntry {
  at: Date;
  applianceName: string | null;
}

export interface ReportData {
  scope: ReportScope;
  location: ReportLocation;
  appliances: ApplianceSection[];
  alerts: ReportAlert[];
  coolingLogs: CoolingLogView[];
  coolingActions: Map<string, ReportCorrectiveAction>;
  /** Corrective actions that answered a food verdict, per appliance, printed under it (done in the period). */
  verdictActions: Map<string, ReportVerdictAction[]>;
  quests: QuestCompletion[];
  fixits: ReportFixit[];
  calibrations: ReportCalibration[];
  certificates: ReportCertificate[];
  /** Each sensor's calibration standing now (the calibration feature's due date), for the summary. */
  sensorCalibrations: SensorCalibrationStanding[];
  /** The location's people and their certifications now (the trainings' certification status). */
  staff: StaffCertification[];
  audit: ReportAuditEvent[];
  /** The delivery log: every notice about the location's alerts and checklists (REPORT_NOTICE_LIMIT + 1 at most). */
  notices: ReportNotice[];
}

export interface ReportVerdictAction {
  batchStartedAt: Date;
  action: ReportCorrectiveAction;
}

export interface SensorCalibrationStanding {
  applianceId: string;
  dueAt: Date;
  failedAt: Date | null;
}

export interface StaffCertification {
  person: string;
  certificate: string;
  status: CertificationStatus;
}

/** Raw rows carry timestamps as epoch milliseconds (drizzle leaves those of raw results as text). */
const ms = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
const date = (value: number | null): Date | null => (value === null ? null : new Date(value));
const person = sql`coalesce(nullif(u.nickname, ''), u.firstname || ' ' || u.lastname)`;

async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}

async function locationOf(db: Db, scope: ReportScope): Promise<ReportLocation | null> {
  const [row] = await rows<ReportLocation & Record<string, unknown>>(
    db,
    sql`SELECT l.id, l.name, l.timezone, l.jurisdiction_profile AS profile,
          nullif(concat_ws(', ', l.address, l.zip, l.city, l.country), '') AS address, c.company_name AS "companyName"
        FROM locations l JOIN clients c ON c.id = l.client_id
        WHERE l.id = ${scope.locationId} AND l.client_id = ${scope.clientId}`,
  );
  return row ?? null;
}

/**
 * Per appliance and local day: min, max, readings, and the monitored and safe time, aggregated by
 * PostgreSQL (a year of five-minute readings never leaves the database). Each reading counts until the
 * next one, at most three reporting intervals (PRODUCT.md: a longer gap is no data); the last reading of
 * the period counts nothing. The danger time is not this rule's: it is the equipment page's food clock
 * (report-food-danger.ts, decision 0350).
 *
 * Why it is shaped this way (a year is ~100,000 readings per sensor): each sensor is read on its own
 * (LATERAL), so its readings arrive in time order from the (sensor_id, time) key — a merge of the monthly
 * partitions' indexes, no sort — and lead() runs over that stream in the same pass. The local day is the
 * reading's bucket among the location's local midnights (width_bucket: a binary search over ~366
 * instants computed once, instead of a time-zone conversion per reading); the day's date is written from
 * its bucket number at the end. The spans, summed whole and where the reading lay in the appliance's
 * safe zone (bounds safe, at 0.001 °C), give the monitored and safe time the summary's compliance is
 * made of (decision 0330).
 */
async function dailyReadingsOf(db: Db, scope: ReportScope, location: ReportLocation) {
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  return rows<{
    applianceId: string;
    day: string;
    minC: number;
    maxC: number;
    readings: number;
    monitoredSec: number;
    safeSec: number;
    firstMs: number;
    lastMs: number;
    /** Per sensor: [from ms, to ms] of each silence longer than 3 intervals after a reading of that day. */
    gaps: Array<Array<[number, number]>>;
  }>(
    db,
    sql`WITH days AS (
          SELECT (${from}::timestamptz AT TIME ZONE ${location.timezone})::date AS first,
            array_agg(d::timestamp AT TIME ZONE ${location.timezone} ORDER BY d) AS midnights
          FROM generate_series((${from}::timestamptz AT TIME ZONE ${location.timezone})::date::timestamp,
            (${to}::timestamptz AT TIME ZONE ${location.timezone})::date::timestamp, interval '1 day') AS d
        )
        SELECT s.appliance_id AS "applianceId", to_char(days.first + (r.bucket - 1), 'YYYY-MM-DD') AS day,
          min(r.min_c)::float8 AS "minC", max(r.max_c)::float8 AS "maxC", sum(r.readings)::int AS readings,
          coalesce(sum(r.monitored), 0)::float8 AS "monitoredSec",
          coalesce(sum(r.safe), 0)::float8 AS "safeSec",
          ${ms(sql`min(r.first_at)`)} AS "firstMs", ${ms(sql`max(r.last_at)`)} AS "lastMs", jsonb_agg(r.gaps) AS gaps
        FROM days CROSS JOIN sensors s JOIN appliances a ON a.id = s.appliance_id
        -- Per sensor, once: the safe zone in thousandths of a degree, and 3 reporting intervals in seconds.
        CROSS JOIN LATERAL (
          SELECT round(a.safe_min_c * 1000) AS min_milli, round(a.safe_max_c * 1000) AS max_milli, 3 * s.reporting_interval_sec AS limit_sec
        ) k
        CROSS JOIN LATERAL (
          SELECT bucket, min(temperature) AS min_c, max(temperature) AS max_c, count(*) AS readings,
            sum(least(coalesce(step, 0), k.limit_sec)) AS monitored,
            sum(least(coalesce(step, 0), k.limit_sec)) FILTER (WHERE (k.min_milli IS NULL OR milli >= k.min_milli)
              AND (k.max_milli IS NULL OR milli <= k.max_milli)) AS safe,
            min(time) AS first_at, max(time) AS last_at,
            coalesce(jsonb_agg(jsonb_build_array(extract(epoch FROM time) * 1000, (extract(epoch FROM time) + step) * 1000))
              FILTER (WHERE step > k.limit_sec), '[]'::jsonb) AS gaps
          FROM (
            -- step: seconds to the next reading (null for the last one, which counts nothing).
            SELECT width_bucket(sr.time, days.midnights) AS bucket, sr.time, sr.temperature, round(sr.temperature * 1000) AS milli,
              extract(epoch FROM lead(sr.time) OVER (ORDER BY sr.time) - sr.time)::float8 AS step
            FROM sensor_readings sr
            WHERE sr.sensor_id = s.id AND sr.client_id = ${scope.clientId}
              -- Readings stored before the sensor's attachment count nowhere (decision 0122).
              AND sr.time >= greatest(${from}::timestamptz, s.attached_at) AND sr.time < ${to}::timestamptz
          ) per_reading
          GROUP BY bucket
        ) r
        WHERE s.client_id = ${scope.clientId} AND a.client_id = ${scope.clientId} AND a.location_id = ${scope.locationId}
        GROUP BY s.appliance_id, days.first, r.bucket
        ORDER BY s.appliance_id, r.bucket`,
  );
}

/**
 * The silences longer than `limitMs` between `since` and `end`: after each reading (from the SQL pass),
 * before the first reading and after the last one; one silence for the whole span without readings.
 */
function gapsOf(
  days: Array<{ firstMs: number; lastMs: number; gaps: Array<Array<[number, number]>> }>,
  since: number,
  end: number,
  limitMs: number,
) {
  if (end <= since) return [];
  const spans = days.flatMap((d) => d.gaps.flat());
  const first = Math.min(...days.map((d) => d.firstMs));
  const last = Math.max(...days.map((d) => d.lastMs));
  if (days.length === 0) spans.push([since, end]);
  else {
    spans.push([since, first], [last, end]);
  }
  return spans
    .filter(([from, to]) => to - from > limitMs)
    .sort((x, y) => x[0] - y[0])
    .map(([from, to]): ReportGap => ({ from: new Date(from), to: new Date(to) }));
}

async function appliancesOf(db: Db, scope: ReportScope, location: ReportLocation): Promise<ApplianceSection[]> {
  const appliances = await rows<{
    id: string;
    name: string;
    type: ApplianceType;
    safeMinC: number | null;
    safeMaxC: number | null;
    safeZoneUnit: TemperatureUnit;
    intervalSec: number | null;
    sinceMs: number | null;
  }>(
    db,
    sql`SELECT a.id, a.name, a.type, a.safe_min_c AS "safeMinC", a.safe_max_c AS "safeMaxC", a.safe_zone_unit AS "safeZoneUnit",
          min(s.reporting_interval_sec) AS "intervalSec", ${ms(sql`min(s.attached_at)`)} AS "sinceMs"
        FROM appliances a LEFT JOIN sensors s ON s.appliance_id = a.id
        WHERE a.location_id = ${scope.locationId} AND a.client_id = ${scope.clientId}
        GROUP BY a.id ORDER BY a.name`,
  );
  const days = await dailyReadingsOf(db, scope, location);
  const end = Math.min(scope.to.getTime(), scope.now.getTime());
  const danger = await periodFoodDangerOf(db, { ...scope, endMs: end }, location);
  return appliances.map((a) => {
    const own = days.filter((d) => d.applianceId === a.id);
    const received = own.reduce((sum, d) => sum + d.readings, 0);
    const since = Math.max(scope.from.getTime(), a.sinceMs ?? Number.POSITIVE_INFINITY);
    const gapLimitMs = a.intervalSec === null ? null : 3 * a.intervalSec * 1000;
    const expected = a.intervalSec && end > since ? Math.floor((end - since) / (a.intervalSec * 1000)) : 0;
    const holdsFood = holdsTcsFood(a.type);
    const food = danger.get(a.id);
    return {
      ...a,
      holdsFood,
      days: own.map((d) => ({
        day: d.day,
        minC: d.minC,
        maxC: d.maxC,
        readings: d.readings,
        dangerMin: Math.floor((food?.byDay.get(d.day) ?? 0) / 60_000),
      })),
      // The equipment page's rounding (whole minutes, down), so the two figures agree.
      dangerMin: holdsFood ? Math.floor((food?.totalMs ?? 0) / 60_000) : 0,
      monitoredSec: own.reduce((sum, d) => sum + d.monitoredSec, 0),
      safeSec: own.reduce((sum, d) => sum + d.safeSec, 0),
      readingsReceived: received,
      readingsExpected: expected,
      completenessPercent:
        a.intervalSec === null ? null : expected === 0 ? 100 : Math.min(100, Math.round((received / expected) * 1000) / 10),
      gaps: gapLimitMs === null ? [] : gapsOf(own, since, end, gapLimitMs),
      gapLimitMin: gapLimitMs === null ? null : gapLimitMs / 60_000,
    };
  });
}

const ACTION_COLUMNS = sql`ca.fate, ca.note, ca.quantity, ca.cost_cents AS "costCents", ${ms(sql`ca.done_at`)} AS "doneAtMs",
  (SELECT ${person} FROM users u WHERE u.id = ca.done_by) AS "doneBy",
  (SELECT ${person} FROM users u WHERE u.id = ca.signed_off_by) AS "signedOffBy", ${ms(sql`ca.signed_off_at`)} AS "signedOffAtMs"`;

type ActionRow = Omit<ReportCorrectiveAction, 'doneAt' | 'signedOffAt'> & { doneAtMs: number; signedOffAtMs: number | null };
const actionOf = (row: ActionRow | null): ReportCorrectiveAction | null =>
  row && row.fate
    ? {
        fate: row.fate,
        note: row.note,
        quantity: row.quantity,
        costCents: row.costCents,
        doneAt: new Date(row.doneAtMs),
        doneBy: row.doneBy,
        signedOffBy: row.signedOffBy,
        signedOffAt: date(row.signedOffAtMs),
      }
    : null;

async function alertsOf(db: Db, scope: ReportScope): Promise<ReportAlert[]> {
  const alerts = await rows<
    Omit<ReportAlert, 'startedAt' | 'endedAt' | 'timeline' | 'correctiveAction'> & {
      startedAtMs: number;
      endedAtMs: number | null;
    } & Partial<ActionRow>
  >(
    db,
    sql`SELECT t.id, t.appliance_id AS "applianceId", ap.name AS "applianceName", ${ms(sql`t.started_at`)} AS "startedAtMs", ${ms(sql`t.ended_at`)} AS "endedAtMs",
          t.reason, t.severity, t.worst_food_safeness AS "worstFoodSafeness", t.extreme_temperature::float8 AS "extremeC", ${ACTION_COLUMNS}
        FROM temp_alerts t JOIN appliances ap ON ap.id = t.appliance_id
        LEFT JOIN corrective_actions ca ON ca.alert_id = t.id
        WHERE t.location_id = ${scope.locationId} AND t.client_id = ${scope.clientId}
          AND t.started_at >= ${scope.from.toISOString()}::timestamptz AND t.started_at < ${scope.to.toISOString()}::timestamptz
        ORDER BY t.started_at`,
  );
  const statuses = await rows<{ alertId: string; timeMs: number; statusCode: string; description: string }>(
    db,
    sql`SELECT s.alert_id AS "alertId", ${ms(sql`s.time`)} AS "timeMs", s.status_code AS "statusCode", s.description
        FROM temp_alert_statuses s JOIN temp_alerts t ON t.id = s.alert_id
        WHERE t.location_id = ${scope.locationId} AND t.client_id = ${scope.clientId}
          AND t.started_at >= ${scope.from.toISOString()}::timestamptz AND t.started_at < ${scope.to.toISOString()}::timestamptz
        ORDER BY s.time`,
  );
  return alerts.map((a) => ({
    id: a.id,
    applianceId: a.applianceId,
    applianceName: a.applianceName,
    startedAt: new Date(a.startedAtMs),
    endedAt: date(a.endedAtMs),
    reason: a.reason,
    severity: a.severity,
    worstFoodSafeness: a.worstFoodSafeness,
    extremeC: a.extremeC,
    timeline: statuses
      .filter((s) => s.alertId === a.id)
      .map((s) => ({ time: new Date(s.timeMs), statusCode: s.statusCode, description: s.description })),
    correctiveAction: actionOf(a as ActionRow),
  }));
}

async function coolingOf(db: Db, scope: ReportScope) {
  const logs = await db
    .select()
    .from(coolingLogs)
    .where(
      and(
        eq(coolingLogs.locationId, scope.locationId),
        eq(coolingLogs.clientId, scope.clientId),
        gte(coolingLogs.startedAt, scope.from),
        lt(coolingLogs.startedAt, scope.to),
      ),
    )
    .orderBy(coolingLogs.startedAt);
  const views = await viewsOf({ db, rows: logs, now: scope.now });
  const actions = await rows<ActionRow & { coolingLogId: string }>(
    db,
    sql`SELECT ca.cooling_log_id AS "coolingLogId", ${ACTION_COLUMNS} FROM corrective_actions ca
        WHERE ca.client_id = ${scope.clientId} AND ca.location_id = ${scope.locationId} AND ca.cooling_log_id IS NOT NULL`,
  );
  return { views, actions: new Map(actions.map((a) => [a.coolingLogId, actionOf(a)!])) };
}

async function verdictActionsOf(db: Db, scope: ReportScope): Promise<Map<string, ReportVerdictAction[]>> {
  const found = await rows<ActionRow & { applianceId: string; batchStartedAtMs: number }>(
    db,
    sql`SELECT ca.appliance_id AS "applianceId", ${ms(sql`fb.started_at`)} AS "batchStartedAtMs", ${ACTION_COLUMNS}
        FROM corrective_actions ca JOIN food_batches fb ON fb.id = ca.food_batch_id
        WHERE ca.client_id = ${scope.clientId} AND ca.location_id = ${scope.locationId} AND ca.appliance_id IS NOT NULL
          AND ca.done_at >= ${scope.from.toISOString()}::timestamptz AND ca.done_at < ${scope.to.toISOString()}::timestamptz
        ORDER BY ca.done_at`,
  );
  const byAppliance = new Map<string, ReportVerdictAction[]>();
  for (const row of found) {
    const list = byAppliance.get(row.applianceId) ?? [];
    list.push({ batchStartedAt: new Date(row.batchStartedAtMs), action: actionOf(row)! });
    byAppliance.set(row.applianceId, list);
  }
  return byAppliance;
}

async function questsOf(db: Db, scope: ReportScope): Promise<QuestCompletion[]> {
  return rows<QuestCompletion & Record<string, unknown>>(
    db,
    sql`SELECT q.name AS "questName",
          count(*) FILTER (WHERE a.progress = 'FINISHED' AND a.finished_at <= a.ends_at)::int AS done,
          count(*) FILTER (WHERE a.progress = 'FINISHED' AND a.finished_at > a.ends_at)::int AS late,
          count(*) FILTER (WHERE a.progress <> 'FINISHED' AND a.missed_at IS NOT NULL)::int AS missed,
          count(*) FILTER (WHERE a.progress <> 'FINISHED' AND a.missed_at IS NULL)::int AS open
        FROM quest_activations a JOIN quests q ON q.id = a.quest_id
        WHERE a.location_id = ${scope.locationId} AND a.client_id = ${scope.clientId} AND q.kind = 'QUEST'
          AND a.starts_at >= ${scope.from.toISOString()}::timestamptz AND a.starts_at < ${scope.to.toISOString()}::timestamptz
          AND a.starts_at <= ${scope.now.toISOString()}::timestamptz
        GROUP BY q.id, q.name ORDER BY q.name`,
  );
}

async function fixitsOf(db: Db, scope: ReportScope): Promise<ReportFixit[]> {
  const found = await rows<Omit<ReportFixit, 'createdAt' | 'resolvedAt'> & { createdAtMs: number; resolvedAtMs: number | null }>(
    db,
    sql`SELECT q.name AS "questName", ac.name AS "actionName", ${ms(sql`f.created_at`)} AS "createdAtMs", f.status, f.comment,
          ${ms(sql`f.resolved_at`)} AS "resolvedAtMs", (SELECT ${person} FROM users u WHERE u.id = f.resolved_by) AS "resolvedBy"
        FROM fixits f JOIN quests q ON q.id = f.quest_id JOIN actions ac ON ac.id = f.action_id
        WHERE f.location_id = ${scope.locationId} AND f.client_id = ${scope.clientId}
          AND f.created_at >= ${scope.from.toISOString()}::timestamptz AND f.created_at < ${scope.to.toISOString()}::timestamptz
        ORDER BY f.created_at`,
  );
  return found.map(({ createdAtMs, resolvedAtMs, ...f }) => ({ ...f, createdAt: new Date(createdAtMs), resolvedAt: date(resolvedAtMs) }));
}

async function calibrationsOf(db: Db, scope: ReportScope): Promise<ReportCalibration[]> {
  const found = await rows<Omit<ReportCalibration, 'checkedAt'> & { checkedAtMs: number }>(
    db,
    sql`SELECT s.hwid AS "sensorHwid", ap.name AS "applianceName", c.method, c.reference_c AS "referenceC", c.sensor_c AS "sensorC",
          c.tolerance_c AS "toleranceC", c.passed, ${ms(sql`c.checked_at`)} AS "checkedAtMs",
          (SELECT ${person} FROM users u WHERE u.id = c.checked_by) AS "checkedBy"
        FROM calibration_checks c JOIN sensors s ON s.id = c.sensor_id LEFT JOIN appliances ap ON ap.id = c.appliance_id
        WHERE c.client_id = ${scope.clientId} AND (c.location_id = ${scope.locationId} OR s.location_id = ${scope.locationId})
          AND c.checked_at >= ${scope.from.toISOString()}::timestamptz AND c.checked_at < ${scope.to.toISOString()}::timestamptz
        ORDER BY c.checked_at`,
  );
  return found.map(({ checkedAtMs, ...c }) => ({ ...c, checkedAt: new Date(checkedAtMs) }));
}

/** The latest passed certificate of each person of the location, per certificate, with its validity. */
async function certificatesOf(db: Db, scope: ReportScope): Promise<ReportCertificate[]> {
  const found = await rows<{ person: string; certificate: string; earnedAtMs: number | null; validUntilMs: number }>(
    db,
    sql`SELECT DISTINCT ON (ta.user_id, ta.certificate_id) ${person} AS person, c.name AS certificate,
          ${ms(sql`ta.submitted_at`)} AS "earnedAtMs", ${ms(sql`ta.valid_until`)} AS "validUntilMs"
        FROM training_attempts ta JOIN users u ON u.id = ta.user_id JOIN certificates c ON c.id = ta.certificate_id
        WHERE ta.client_id = ${scope.clientId} AND ta.status = 'PASSED'
          AND EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = ta.user_id AND ul.location_id = ${scope.locationId})
        ORDER BY ta.user_id, ta.certificate_id, ta.valid_until DESC`,
  );
  return found
    .map((c) => ({ person: c.person, certificate: c.certificate, earnedAt: date(c.earnedAtMs), validUntil: new Date(c.validUntilMs) }))
    .sort((a, b) => a.person.localeCompare(b.person) || a.certificate.localeCompare(b.certificate));
}

/** Each sensor on the location's equipment: when its calibration is due, and whether its latest check failed. */
async function sensorCalibrationsOf(db: Db, scope: ReportScope): Promise<SensorCalibrationStanding[]> {
  const found = await db
    .select({
      id: sensors.id,
      applianceId: sensors.applianceId,
      createdAt: sensors.createdAt,
      calibrationIntervalMonths: sensors.calibrationIntervalMonths,
    })
    .from(sensors)
    .innerJoin(appliances, eq(appliances.id, sensors.applianceId))
    .where(and(eq(sensors.clientId, scope.clientId), eq(appliances.clientId, scope.clientId), eq(appliances.locationId, scope.locationId)));
  const checks = await calibrationChecksOf({ db, clientId: scope.clientId, sensorIds: found.map((f) => f.id), perSensor: 1 });
  return found.map((sensor) => {
    const own = checks.get(sensor.id) ?? [];
    return { applianceId: sensor.applianceId!, dueAt: calibrationDueAt({ sensor, checks: own }), failedAt: calibrationFailedAt(own) };
  });
}

/**
 * The certification status of the location's active people: each certificate of a training assigned to
 * them or passed by them, VALID or NOT_VALID now, from the trainings feature's one rule.
 */
async function staffOf(db: Db, scope: ReportScope): Promise<StaffCertification[]> {
  const wanted = await rows<{ userId: string; certificateId: string; trainingId: string | null; person: string }>(
    db,
    sql`SELECT DISTINCT ON (w.user_id, w.certificate_id) w.user_id AS "userId", w.certificate_id AS "certificateId",
          w.training_id AS "trainingId", ${person} AS person
        FROM (
          SELECT ta.user_id, ts.certificate_id, ta.quest_id AS training_id
          FROM training_assignments ta JOIN training_settings ts ON ts.quest_id = ta.quest_id JOIN quests q ON q.id = ta.quest_id
          WHERE ta.client_id = ${scope.clientId} AND q.deleted_at IS NULL
          UNION ALL
          SELECT at.user_id, at.certificate_id, at.quest_id FROM training_attempts at
          WHERE at.client_id = ${scope.clientId} AND at.status = 'PASSED'
        ) w
        JOIN users u ON u.id = w.user_id AND u.is_active
        JOIN memberships m ON m.user_id = w.user_id AND m.client_id = ${scope.clientId}
        WHERE EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = w.user_id AND ul.location_id = ${scope.locationId})
        ORDER BY w.user_id, w.certificate_id`,
  );
  const names = new Map(wanted.map((w) => [w.userId, w.person]));
  const records = await certificationsOf({ db, clientId: scope.clientId, wanted, now: scope.now });
  return records
    .map((r) => ({ person: names.get(r.userId) ?? '', certificate: r.certificateName, status: r.status }))
    .sort((a, b) => a.person.localeCompare(b.person) || a.certificate.localeCompare(b.certificate));
}

async function auditOf(db: Db, scope: ReportScope): Promise<ReportAuditEvent[]> {
  const found = await rows<{
    atMs: number;
    subject: AuditSubject;
    change: string;
    actorName: string | null;
    applianceName: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    db,
    sql`SELECT ${ms(sql`e.at`)} AS "atMs", e.subject, e.change,
          coalesce(e.actor_name, (SELECT ${person} FROM users u WHERE u.id = e.actor_id)) AS "actorName",
          (SELECT a.name FROM appliances a WHERE a.id = e.appliance_id AND a.client_id = e.client_id) AS "applianceName",
          e.before, e.after
        FROM audit_events e
        WHERE e.client_id = ${scope.clientId} AND e.location_id = ${scope.locationId}
          AND e.at >= ${scope.from.toISOString()}::timestamptz AND e.at < ${scope.to.toISOString()}::timestamptz
        ORDER BY e.at, e.id`,
  );
  return found.map(({ atMs, before, after, ...e }) => ({ ...e, at: new Date(atMs), changes: auditChangesOf(before, after) }));
}

/**
 * Everything an inspection report shows, read in one transaction and small enough to hold (daily
 * aggregates, not readings). Null when the location is not the client's. Every query filters by client
 * and location itself; a request's RLS is the net under it.
 */
export async function loadReportData(db: Db, scope: ReportScope): Promise<ReportData | null> {
  const location = await locationOf(db, scope);
  if (!location) return null;
  const cooling = await coolingOf(db, scope);
  return {
    scope,
    location,
    appliances: await appliancesOf(db, scope, location),
    alerts: await alertsOf(db, scope),
    coolingLogs: cooling.views,
    coolingActions: cooling.actions,
    verdictActions: await verdictActionsOf(db, scope),
    quests: await questsOf(db, scope),
    fixits: await fixitsOf(db, scope),
    calibrations: await calibrationsOf(db, scope),
    certificates: await certificatesOf(db, scope),
    sensorCalibrations: await sensorCalibrationsOf(db, scope),
    staff: await staffOf(db, scope),
    audit: await auditOf(db, scope),
    notices: await reportNoticesOf(db, scope),
  };
}
