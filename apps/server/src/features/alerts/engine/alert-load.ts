import type { Reading } from '@ks/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { AlertRecord } from './alert-run.js';
import { asDate } from '../../../db/timestamps.js';
import { IS_PRIMARY, sinceAttachment, TARGET_COLUMNS, type EngineTarget, type StoredState } from './alert-store.js';
import { epochMs } from '../../../db/epoch-ms.js';

/** Everything the engine needs about one appliance, loaded (and its state locked) in one statement. */
export interface EngineInput {
  target: EngineTarget;
  stored: StoredState;
  open: AlertRecord | null;
  /** Stored readings newer than the last one applied, oldest first. */
  fresh: Reading[];
  /** New readings at or before the last one applied (the appliance's history is replayed with them); none unless a caller found some. */
  late: Reading[];
}

/** Where a sensor's new readings start when its appliance has no engine state yet. */
export interface SensorStart {
  sensorId: string;
  afterIfNew: Date;
}

/** At most this many readings per appliance and run (a backlog is worked through over several runs). */
export const MAX_READINGS_PER_RUN = 20_000;

/** One appliance as the engine loads it (from columns, or from JSON: the same names and values). */
export interface EngineRow extends EngineTarget, Record<string, unknown> {
  hasState: boolean;
  lastReadingMs: number | null;
  lastOutside: boolean | null;
  lastInDanger: boolean | null;
  breachStartedMs: number | null;
  breachReason: StoredState['breachReason'];
  batchDangerMs: number | null;
  batchUnknownMs: number | null;
  batchExcursions: number | null;
  foodBatchId: string | null;
  batchStartedMs: number | null;
  openAlertId: string | null;
  alert: {
    startedMs: number;
    detectedMs: number;
    reason: AlertRecord['reason'];
    severity: AlertRecord['severity'];
    status: AlertRecord['status'];
    snoozedUntilMs: number | null;
    inZoneSinceMs: number | null;
    worstFoodSafeness: AlertRecord['worstFoodSafeness'];
    estimatedSpoilageMs: number | null;
    extremeTemperature: number | null;
    responsibleUserId: string | null;
  } | null;
  readingMs: number[] | null;
  readingTemperatures: number[] | null;
  /** Where a first run starts (the engine's own load only). */
  after_if_new?: Date | string;
}

// Times travel as epoch milliseconds: numbers need no parsing, and arrays of them come back as arrays.
const ms = epochMs;
const date = (value: number | null) => (value === null ? null : new Date(value));

/**
 * What the engine reads about each appliance beside its target columns: its locked state (`l`, from a
 * `locked` CTE), food batch (`b`), open alert (`al`) and learned defrost cycle (asset health's, by the
 * target `t`). Shared by the engine's own load and the store-and-load statement, so both hand the engine
 * the same row.
 */
export const ENGINE_STATE_COLUMNS = sql`l.appliance_id IS NOT NULL AS "hasState", ${ms(sql`l.last_reading_at`)} AS "lastReadingMs", l.last_outside AS "lastOutside",
      l.last_in_danger AS "lastInDanger", ${ms(sql`l.breach_started_at`)} AS "breachStartedMs", l.breach_reason AS "breachReason",
      l.batch_danger_ms::float8 AS "batchDangerMs", l.batch_unknown_ms::float8 AS "batchUnknownMs", l.batch_excursions AS "batchExcursions",
      l.food_batch_id AS "foodBatchId", ${ms(sql`b.started_at`)} AS "batchStartedMs", l.open_alert_id AS "openAlertId",
      CASE WHEN al.id IS NULL THEN NULL ELSE json_build_object(
        'startedMs', ${ms(sql`al.started_at`)}, 'detectedMs', ${ms(sql`al.detected_at`)}, 'reason', al.reason, 'severity', al.severity,
        'status', al.status, 'snoozedUntilMs', ${ms(sql`al.snoozed_until`)}, 'inZoneSinceMs', ${ms(sql`al.in_zone_since`)},
        'worstFoodSafeness', al.worst_food_safeness, 'estimatedSpoilageMs', ${ms(sql`al.estimated_food_spoilage_at`)},
        'extremeTemperature', al.extreme_temperature, 'responsibleUserId', al.responsible_user_id) END AS alert,
      (SELECT h.pattern -> 'defrost' FROM appliance_health h WHERE h.appliance_id = t."applianceId") AS "learnedDefrost"`;

/** The state's locks (in appliance order, so concurrent runs never deadlock), for the appliances of a `target` CTE. */
export const LOCKED_STATES = sql`SELECT st.* FROM appliance_alert_states st WHERE st.appliance_id IN (SELECT "applianceId" FROM target)
      ORDER BY st.appliance_id FOR UPDATE`;

/** The joins ENGINE_STATE_COLUMNS reads from, for a target `t`. */
export const ENGINE_STATE_JOINS = sql`LEFT JOIN locked l ON l.appliance_id = t."applianceId"
    LEFT JOIN food_batches b ON b.id = l.food_batch_id
    LEFT JOIN temp_alerts al ON al.id = l.open_alert_id`;

/**
 * A sensor's stored readings after `after` (SQL), oldest first, as two arrays: `ms` and `temperatures`.
 * `gate`, a condition on the outer row only, skips the index lookup altogether when false (PostgreSQL
 * checks such a condition once, before scanning).
 */
export function readingsAfterSql(sensorId: SQL, after: SQL, gate: SQL = sql`true`) {
  return sql`SELECT array_agg(${ms(sql`x.time`)} ORDER BY x.time) AS ms, array_agg(x.temperature ORDER BY x.time) AS temperatures
      FROM (
        SELECT time, temperature FROM sensor_readings
        WHERE ${gate} AND sensor_id = ${sensorId} AND time > ${after}
        ORDER BY time LIMIT ${MAX_READINGS_PER_RUN}
      ) x`;
}

async function select(db: Db, starts: SensorStart[]): Promise<EngineRow[]> {
  const result = await db.execute<EngineRow>(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${sql.param(starts.map((s) => s.sensorId))}::uuid[], ${sql.param(starts.map((s) => s.afterIfNew.toISOString()))}::timestamptz[])
        AS w(sensor_id, after_if_new)
    ), target AS (
      SELECT ${TARGET_COLUMNS}, w.after_if_new
      FROM wanted w JOIN sensors s ON s.id = w.sensor_id JOIN appliances a ON a.id = s.appliance_id
      WHERE ${IS_PRIMARY}
    ), locked AS (
      ${LOCKED_STATES}
    )
    SELECT t.*, ${ENGINE_STATE_COLUMNS}, r.ms AS "readingMs", r.temperatures AS "readingTemperatures"
    FROM target t
    ${ENGINE_STATE_JOINS}
    LEFT JOIN LATERAL (${readingsAfterSql(sql`t."sensorId"`, sql`coalesce(l.last_reading_at, t.after_if_new)`)}) r ON l.appliance_id IS NOT NULL
    ORDER BY t."applianceId"`);
  return result.rows;
}

/**
 * A missing engine state is created with the appliance's first food batch, starting at `at` or, when the
 * first readings applied are older (a back-dated first batch), where they start: the food clock counts
 * nothing before its batch started.
 */
async function createStates(db: Db, rows: EngineRow[], at: Date): Promise<void> {
  const starts = rows.map((r) =>
    new Date(Math.min(at.getTime(), r.after_if_new ? asDate(r.after_if_new).getTime() : at.getTime())).toISOString(),
  );
  await db.execute(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${sql.param(rows.map((r) => r.applianceId))}::uuid[], ${sql.param(rows.map((r) => r.clientId))}::uuid[],
        ${sql.param(starts)}::timestamptz[]) AS w(appliance_id, client_id, started_at)
    ), batch AS (
      INSERT INTO food_batches (client_id, appliance_id, started_at)
      SELECT client_id, appliance_id, started_at FROM wanted
      ON CONFLICT (appliance_id) WHERE ended_at IS NULL DO NOTHING
      RETURNING id, appliance_id
    )
    INSERT INTO appliance_alert_states (appliance_id, client_id, food_batch_id)
    SELECT w.appliance_id, w.client_id, b.id FROM wanted w LEFT JOIN batch b ON b.appliance_id = w.appliance_id
    ON CONFLICT (appliance_id) DO NOTHING`);
}

export function inputOf(row: EngineRow): EngineInput {
  const target: EngineTarget = {
    learnedDefrost: row.learnedDefrost ?? null,
    applianceId: row.applianceId,
    clientId: row.clientId,
    locationId: row.locationId,
    areaId: row.areaId,
    name: row.name,
    type: row.type,
    sensorId: row.sensorId,
    reportingIntervalSec: row.reportingIntervalSec,
    safeMinC: row.safeMinC,
    safeMaxC: row.safeMaxC,
    alertDelayMin: row.alertDelayMin,
    jurisdiction: row.jurisdiction,
    attachedAtMs: row.attachedAtMs ?? null,
    outOfService: row.outOfService ?? false,
    serviceHours: row.serviceHours ?? [],
    timeZone: row.timeZone ?? 'UTC',
  };
  const stored: StoredState = {
    applianceId: row.applianceId,
    lastReadingAt: date(row.lastReadingMs),
    lastOutside: row.lastOutside ?? false,
    lastInDanger: row.lastInDanger ?? false,
    breachStartedAt: date(row.breachStartedMs),
    breachReason: row.breachReason,
    batchDangerMs: row.batchDangerMs ?? 0,
    batchUnknownMs: row.batchUnknownMs ?? 0,
    batchExcursions: row.batchExcursions ?? 0,
    foodBatchId: row.foodBatchId,
    batchStartedAt: date(row.batchStartedMs),
    openAlertId: row.openAlertId,
  };
  const a = row.alert;
  const open: AlertRecord | null =
    a && row.openAlertId
      ? {
          id: row.openAlertId,
          isNew: false,
          startedAt: new Date(a.startedMs),
          detectedAt: new Date(a.detectedMs),
          endedAt: null,
          reason: a.reason,
          severity: a.severity,
          status: a.status,
          snoozedUntil: date(a.snoozedUntilMs),
          inZoneSince: date(a.inZoneSinceMs),
          worstFoodSafeness: a.worstFoodSafeness,
          estimatedFoodSpoilageAt: date(a.estimatedSpoilageMs),
          extremeTemperature: a.extremeTemperature,
          responsibleUserId: a.responsibleUserId,
          history: [],
          notify: null,
        }
      : null;
  const times = row.readingMs ?? [];
  const temperatures = row.readingTemperatures ?? [];
  const fresh = times.map((time, i) => ({ time: new Date(time), temperature: temperatures[i]! }));
  return { target, stored, open, fresh: sinceAttachment(target, fresh), late: [] };
}

/**
 * Loads and locks what the engine needs for the appliances whose primary sensor is among `starts`: the
 * appliance, its state (created on first use), its open alert and the readings not yet applied. One
 * statement in the usual case; two more the first time an appliance is seen.
 */
/**
 * The planner guesses thousands of unapplied readings per appliance and would JIT-compile the load
 * statement, which costs more (tens of ms) than running it: callers switch JIT off for their transaction
 * (this is a statement without parameters, so it can share a round trip with others).
 */
export const NO_JIT = 'SET LOCAL jit = off';

export async function loadEngineInputs(db: Db, starts: SensorStart[], firstBatchAt: Date): Promise<EngineInput[]> {
  if (starts.length === 0) return [];
  let rows = await select(db, starts);
  const missing = rows.filter((r) => !r.hasState);
  if (missing.length > 0) {
    await createStates(db, missing, firstBatchAt);
    rows = await select(db, starts);
  }
  return rows.filter((r) => r.hasState).map(inputOf);
}
