import {
  alertPolicy,
  type AlertPolicy,
  type AlertReason,
  type ApplianceState,
  type ApplianceType,
  type DefrostPattern,
  type FoodStage,
  type JurisdictionProfileId,
  type Reading,
  type ServiceWindow,
} from '@ks/domain';
import { sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { Db } from '../../../db/database.js';
import { openAlertOf, type AlertRecord, type HistoryEntry } from './alert-run.js';
import { asDate, withDates } from '../../../db/timestamps.js';
import { epochMs } from '../../../db/epoch-ms.js';

/** An appliance whose alerts follow one sensor's readings (its primary, earliest attached, sensor). */
export interface EngineTarget {
  /** Its defrost cycle as asset health learned it (appliance_health, decision 0220); absent or null: none. */
  learnedDefrost?: DefrostPattern | null;
  applianceId: string;
  clientId: string;
  locationId: string;
  areaId: string | null;
  name: string;
  type: ApplianceType;
  sensorId: string;
  reportingIntervalSec: number;
  safeMinC: number | null;
  safeMaxC: number | null;
  alertDelayMin: number;
  /** The location's jurisdiction profile: where its danger zone lies. */
  jurisdiction: JurisdictionProfileId;
  /** When the sensor was attached (epoch ms): readings before it count nowhere (decision 0122). */
  attachedAtMs: number | null;
  /** Switched off or emptied by hand: no temperature alert (out-of-service.ts). */
  outOfService: boolean;
  /** Weekly service hours in the location's zone; outside them no temperature alert (service-hours-filter.ts). */
  serviceHours?: ServiceWindow[] | null;
  /** The location's zone, which the service hours are written in. */
  timeZone?: string | null;
}

/** The readings the engine may apply: none from before the sensor's attachment (decision 0122). */
export function sinceAttachment<R extends { time: Date }>(target: Pick<EngineTarget, 'attachedAtMs'>, readings: R[]): R[] {
  const from = target.attachedAtMs;
  return from === null || readings.every((r) => r.time.getTime() >= from) ? readings : readings.filter((r) => r.time.getTime() >= from);
}

/** The stored engine state of one appliance (locked for the rest of the transaction). */
export interface StoredState {
  applianceId: string;
  lastReadingAt: Date | null;
  lastOutside: boolean;
  lastInDanger: boolean;
  breachStartedAt: Date | null;
  breachReason: AlertReason | null;
  batchDangerMs: number;
  batchUnknownMs: number;
  batchExcursions: number;
  foodBatchId: string | null;
  batchStartedAt: Date | null;
  openAlertId: string | null;
}

const param = (value: unknown) => sql.param(value);

/** The domain policy of an appliance (its safe zone, delay, type and its location's danger zone). */
export function policyOf(target: EngineTarget): AlertPolicy {
  return alertPolicy({
    type: target.type,
    safeZone: { min: target.safeMinC, max: target.safeMaxC },
    alertDelayMin: target.alertDelayMin,
    jurisdiction: target.jurisdiction,
    reportingIntervalSec: target.reportingIntervalSec,
    // A breach that begins in a learned defrost waits for its window's end (decision 0221).
    defrost: target.learnedDefrost ?? null,
  });
}

/** The domain state from the stored one and its open alert. */
export function domainStateOf(stored: StoredState, open: AlertRecord | null): ApplianceState {
  return {
    lastReadingAt: stored.lastReadingAt,
    lastOutside: stored.lastOutside,
    lastInDanger: stored.lastInDanger,
    breachStartedAt: stored.breachStartedAt,
    breachReason: stored.breachReason,
    batchStartedAt: stored.batchStartedAt,
    food: { dangerMs: stored.batchDangerMs, unknownMs: stored.batchUnknownMs, excursions: stored.batchExcursions },
    alert: openAlertOf(open),
  };
}

export const TARGET_COLUMNS = sql`
  a.id AS "applianceId", a.client_id AS "clientId", a.location_id AS "locationId", a.area_id AS "areaId", a.name, a.type,
  s.id AS "sensorId", s.reporting_interval_sec AS "reportingIntervalSec", a.safe_min_c AS "safeMinC", a.safe_max_c AS "safeMaxC",
  a.alert_delay_min AS "alertDelayMin", ${epochMs(sql`s.attached_at`)} AS "attachedAtMs",
  a.out_of_service AS "outOfService", a.service_hours AS "serviceHours",
  (SELECT loc.timezone FROM locations loc WHERE loc.id = a.location_id) AS "timeZone",
  (SELECT loc.jurisdiction_profile FROM locations loc WHERE loc.id = a.location_id) AS jurisdiction`;

// The primary sensor is the earliest attached one (hardware id breaks ties), as the sensors feature says.
export const IS_PRIMARY = sql`NOT EXISTS (
  SELECT 1 FROM sensors p WHERE p.appliance_id = s.appliance_id AND p.id <> s.id
    AND (p.attached_at < s.attached_at OR (p.attached_at = s.attached_at AND p.hwid < s.hwid)))`;

/**
 * Appliances the clock must look at: their primary sensor has readings newer than the last one applied
 * (an engine run failed after ingest), or their alert's snooze ran out while the appliance is outside.
 */
export async function dueTargets(db: Db, now: Date, limit: number): Promise<EngineTarget[]> {
  const result = await db.execute<EngineTarget & Record<string, unknown>>(sql`
    SELECT ${TARGET_COLUMNS}
    FROM appliance_alert_states st
    JOIN appliances a ON a.id = st.appliance_id
    JOIN sensors s ON s.appliance_id = a.id AND ${IS_PRIMARY}
    LEFT JOIN temp_alerts al ON al.id = st.open_alert_id
    WHERE s.latest_data_at > st.last_reading_at
       OR (al.status = 'SNOOZED' AND al.snoozed_until <= ${now.toISOString()}::timestamptz AND st.last_outside)
    ORDER BY a.id
    LIMIT ${limit}`);
  return result.rows;
}

interface AlertRow extends Record<string, unknown> {
  id: string;
  startedAt: Date;
  detectedAt: Date;
  endedAt: Date | null;
  reason: AlertRecord['reason'];
  severity: AlertRecord['severity'];
  status: AlertRecord['status'];
  snoozedUntil: Date | null;
  inZoneSince: Date | null;
  worstFoodSafeness: AlertRecord['worstFoodSafeness'];
  estimatedFoodSpoilageAt: Date | null;
  extremeTemperature: number | null;
  responsibleUserId: string | null;
  applianceId: string;
}

const ALERT_COLUMNS = sql`id, appliance_id AS "applianceId", started_at AS "startedAt", detected_at AS "detectedAt", ended_at AS "endedAt",
  reason, severity, status, snoozed_until AS "snoozedUntil", in_zone_since AS "inZoneSince", worst_food_safeness AS "worstFoodSafeness",
  estimated_food_spoilage_at AS "estimatedFoodSpoilageAt", extreme_temperature AS "extremeTemperature",
  responsible_user_id AS "responsibleUserId"`;

const ALERT_TIMES: Array<keyof AlertRow> = ['startedAt', 'detectedAt', 'endedAt', 'snoozedUntil', 'inZoneSince', 'estimatedFoodSpoilageAt'];

function recordOf(row: AlertRow): AlertRecord {
  const { applianceId: _applianceId, ...fields } = withDates([row], ALERT_TIMES)[0]!; // one row in, one out
  return { ...fields, isNew: false, history: [], notify: null };
}

/** The alerts of an appliance that started after `after` or are still open (for late-reading replays). */
export async function alertsSince(db: Db, applianceId: string, after: Date): Promise<AlertRecord[]> {
  const result = await db.execute<AlertRow>(sql`
    SELECT ${ALERT_COLUMNS} FROM temp_alerts
    WHERE appliance_id = ${applianceId} AND (started_at > ${after.toISOString()}::timestamptz OR ended_at IS NULL)
    ORDER BY started_at`);
  return result.rows.map(recordOf);
}

/** Readings of each sensor strictly after its `after` time, oldest first (at most `limit` per sensor). */
export async function readingsAfter(
  db: Db,
  wants: Array<{ sensorId: string; after: Date }>,
  limit = 20_000,
): Promise<Map<string, Reading[]>> {
  const bySensor = new Map<string, Reading[]>();
  if (wants.length === 0) return bySensor;
  const result = await db.execute<{ sensorId: string; time: Date; temperature: number }>(sql`
    SELECT q.sensor_id AS "sensorId", r.time, r.temperature
    FROM unnest(${param(wants.map((w) => w.sensorId))}::uuid[], ${param(wants.map((w) => w.after.toISOString()))}::timestamptz[]) AS q(sensor_id, after)
    CROSS JOIN LATERAL (
      SELECT time, temperature FROM sensor_readings r WHERE r.sensor_id = q.sensor_id AND r.time > q.after ORDER BY r.time LIMIT ${limit}
    ) r`);
  for (const row of result.rows) {
    const list = bySensor.get(row.sensorId) ?? [];
    list.push({ time: asDate(row.time), temperature: row.temperature });
    bySensor.set(row.sensorId, list);
  }
  return bySensor;
}

/** Inserts new alerts and writes back changed ones, then appends their history. */
export async function saveAlerts(db: Db, target: EngineTarget, records: AlertRecord[]): Promise<void> {
  for (const record of records) {
    const values = sql`${record.startedAt.toISOString()}::timestamptz, ${record.detectedAt.toISOString()}::timestamptz,
      ${record.endedAt?.toISOString() ?? null}::timestamptz, ${record.severity}, ${record.reason}, ${record.status},
      ${record.snoozedUntil?.toISOString() ?? null}::timestamptz, ${record.inZoneSince?.toISOString() ?? null}::timestamptz,
      ${record.worstFoodSafeness}, ${record.estimatedFoodSpoilageAt?.toISOString() ?? null}::timestamptz, ${record.extremeTemperature},
      ${record.responsibleUserId}::uuid`;
    if (record.isNew) {
      await db.execute(sql`
        INSERT INTO temp_alerts (id, client_id, location_id, appliance_id, sensor_id, started_at, detected_at, ended_at, severity, reason,
          status, snoozed_until, in_zone_since, worst_food_safeness, estimated_food_spoilage_at, extreme_temperature, responsible_user_id)
        VALUES (${record.id}, ${target.clientId}, ${target.locationId}, ${target.applianceId}, ${target.sensorId}, ${values})`);
      record.isNew = false;
    } else {
      await db.execute(sql`
        UPDATE temp_alerts SET (started_at, detected_at, ended_at, severity, reason, status, snoozed_until, in_zone_since,
          worst_food_safeness, estimated_food_spoilage_at, extreme_temperature, responsible_user_id) = (${values}), updated_at = now()
        WHERE id = ${record.id}`);
    }
  }
  const history = records.flatMap((record) => record.history.map((entry) => ({ alertId: record.id, ...entry })));
  if (history.length > 0) await appendHistory(db, target.clientId, history);
  for (const record of records) record.history = [];
}

/** Appends statusHistory entries. */
export async function appendHistory(db: Db, clientId: string, entries: Array<HistoryEntry & { alertId: string }>): Promise<void> {
  await db.execute(sql`
    INSERT INTO temp_alert_statuses (client_id, alert_id, time, status_code, description, user_id)
    SELECT ${clientId}::uuid, * FROM unnest(${param(entries.map((e) => e.alertId))}::uuid[], ${param(entries.map((e) => e.time.toISOString()))}::timestamptz[],
      ${param(entries.map((e) => e.statusCode))}::text[], ${param(entries.map((e) => e.description))}::text[],
      ${param(entries.map((e) => e.userId))}::uuid[])`);
}

/** An appliance's engine state to write back, its open alert's id, and the food stages its batch reached. */
export interface StateWrite {
  applianceId: string;
  state: ApplianceState;
  openAlertId: string | null;
  foodBatchId: string | null;
  /** Stages the run saw the batch reach (each recorded once: an earlier time is kept). */
  stages: Array<{ stage: FoodStage; at: Date }>;
}

/**
 * A PostgreSQL array literal of `values` as an escaped SQL string literal. Text is quoted element by
 * element; ids, times, numbers and flags carry no character an array literal treats specially.
 */
function arrayLiteral(
  values: Array<string | number | boolean | null>,
  type: 'uuid' | 'timestamptz' | 'bool' | 'bigint' | 'int' | 'text',
): string {
  const quote = type === 'text' ? (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"` : (v: string) => v;
  const elements = values.map((v) => (v === null ? 'NULL' : quote(String(v))));
  return `${escapeLiteral(`{${elements.join(',')}}`)}::${type}[]`;
}

/**
 * The statement that writes back the engine states of several appliances, without parameters:
 * storeAndEvaluate sends it in one round trip with its COMMIT. Every value comes from the database or the engine (ids,
 * times, flags, a reason code), and each is quoted and escaped all the same.
 */
export function saveStatesStatement(states: StateWrite[]): string {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const columns = [
    arrayLiteral(
      states.map((s) => s.applianceId),
      'uuid',
    ),
    arrayLiteral(
      states.map((s) => iso(s.state.lastReadingAt)),
      'timestamptz',
    ),
    arrayLiteral(
      states.map((s) => s.state.lastOutside),
      'bool',
    ),
    arrayLiteral(
      states.map((s) => s.state.lastInDanger),
      'bool',
    ),
    arrayLiteral(
      states.map((s) => iso(s.state.breachStartedAt)),
      'timestamptz',
    ),
    arrayLiteral(
      states.map((s) => s.state.breachReason),
      'text',
    ),
    arrayLiteral(
      states.map((s) => Math.round(s.state.food.dangerMs)),
      'bigint',
    ),
    arrayLiteral(
      states.map((s) => Math.round(s.state.food.unknownMs)),
      'bigint',
    ),
    arrayLiteral(
      states.map((s) => s.state.food.excursions),
      'int',
    ),
    arrayLiteral(
      states.map((s) => s.openAlertId),
      'uuid',
    ),
  ];
  const update = `
    UPDATE appliance_alert_states st SET last_reading_at = v.last_reading_at, last_outside = v.last_outside,
      last_in_danger = v.last_in_danger, breach_started_at = v.breach_started_at, breach_reason = v.breach_reason,
      batch_danger_ms = v.batch_danger_ms, batch_unknown_ms = v.batch_unknown_ms, batch_excursions = v.batch_excursions,
      open_alert_id = v.open_alert_id, updated_at = now()
    FROM unnest(${columns.join(', ')})
      AS v(appliance_id, last_reading_at, last_outside, last_in_danger, breach_started_at, breach_reason,
        batch_danger_ms, batch_unknown_ms, batch_excursions, open_alert_id)
    WHERE st.appliance_id = v.appliance_id`;
  // The stages a run saw are not written here: the batch's stage times are foodVerdict()'s, stored by
  // the food-verdict sync the run's FOOD_STAGE notice sets off (decision 0121).
  return update;
}

/** Writes back the engine states of several appliances in one statement. */
export async function saveStates(db: Db, states: StateWrite[]): Promise<void> {
  if (states.length === 0) return;
  await db.execute(sql.raw(saveStatesStatement(states)));
}
