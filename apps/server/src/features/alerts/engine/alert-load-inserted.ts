import type { Reading } from '@ks/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  ENGINE_STATE_COLUMNS,
  ENGINE_STATE_JOINS,
  inputOf,
  LOCKED_STATES,
  MAX_READINGS_PER_RUN,
  readingsAfterSql,
  type EngineInput,
  type EngineRow,
  type SensorStart,
} from './alert-load.js';
import { IS_PRIMARY, sinceAttachment, TARGET_COLUMNS } from './alert-store.js';
import { epochMs } from '../../../db/epoch-ms.js';

/** A first state never replays more than this much history (a sensor's first batch may be a backlog). */
export const FIRST_RUN_LOOKBACK_MS = 24 * 60 * 60_000;

/** An appliance as the statement returns it: the engine's row, with its new readings apart from older ones. */
export interface LoadedRow extends EngineRow {
  afterIfNewMs: number;
  /** The readings this batch stored for the sensor (epoch ms and °C, oldest first). */
  newMs: number[];
  newTemperatures: number[];
  /** Readings stored earlier and not yet applied (an engine run failed since), oldest first. */
  backlogMs: number[] | null;
  backlogTemperatures: number[] | null;
}

/**
 * The engine's load for readings the same statement has just inserted (a statement does not see its
 * own inserts in the table). Given a CTE `newest` with one row per sensor (sensor_id, oldest: its oldest
 * new reading, new_ms / new_temperatures: its new readings oldest first), adds the CTEs `target` (the
 * appliances whose primary sensor that is) and `locked` (their states, locked), and returns the
 * expression that aggregates the engine's input as JSON (LoadedRow[], null when there is none). Older
 * unapplied readings are read from the table only when the sensor's latest data says there are some.
 */
export function engineLoadOfInserted(now: Date): { ctes: SQL; inputs: SQL } {
  const after = sql`coalesce(l.last_reading_at, t.after_if_new)`;
  return {
    ctes: sql`target AS (
      SELECT ${TARGET_COLUMNS}, w.after_if_new, ${epochMs(sql`w.after_if_new`)} AS "afterIfNewMs",
        s.latest_data_at AS known_latest, n.new_ms AS "newMs", n.new_temperatures AS "newTemperatures"
      FROM newest n
      CROSS JOIN LATERAL (SELECT greatest(n.oldest - interval '1 millisecond',
        ${now.toISOString()}::timestamptz - ${FIRST_RUN_LOOKBACK_MS} * interval '1 millisecond') AS after_if_new) w
      JOIN sensors s ON s.id = n.sensor_id JOIN appliances a ON a.id = s.appliance_id
      WHERE ${IS_PRIMARY}
    ), locked AS (
      ${LOCKED_STATES}
    )`,
    inputs: sql`(SELECT json_agg(x ORDER BY x."applianceId") FROM (
        SELECT t."applianceId", t."clientId", t."locationId", t."areaId", t.name, t.type, t."sensorId", t."reportingIntervalSec",
          t."safeMinC", t."safeMaxC", t."alertDelayMin", t.jurisdiction, t."attachedAtMs", t."outOfService", t."serviceHours", t."timeZone", t."afterIfNewMs", t."newMs", t."newTemperatures",
          ${ENGINE_STATE_COLUMNS}, r.ms AS "backlogMs", r.temperatures AS "backlogTemperatures"
        FROM target t
        ${ENGINE_STATE_JOINS}
        LEFT JOIN LATERAL (${readingsAfterSql(sql`t."sensorId"`, after, sql`l.appliance_id IS NOT NULL AND t.known_latest > ${after}`)}) r ON true
      ) x)`,
  };
}

/**
 * Splits a sensor's new readings into late ones (at or before the last reading the engine applied) and
 * fresh ones, and puts the fresh ones after any older backlog, in time order.
 */
function withReadings(row: LoadedRow): EngineInput {
  const lastApplied = row.lastReadingMs;
  const after = lastApplied ?? row.afterIfNewMs;
  const late: Reading[] = [];
  let times: number[] = row.backlogMs ?? [];
  let temperatures: number[] = row.backlogTemperatures ?? [];
  const backlog = times.length;
  if (backlog > 0) {
    times = [...times];
    temperatures = [...temperatures];
  }
  for (let i = 0; i < row.newMs.length; i += 1) {
    const time = row.newMs[i]!;
    if (lastApplied !== null && time <= lastApplied) late.push({ time: new Date(time), temperature: row.newTemperatures[i]! });
    else if (time > after) {
      times.push(time);
      temperatures.push(row.newTemperatures[i]!);
    }
  }
  if (backlog > 0) {
    // Older unapplied readings and this batch's may interleave: sort them together and keep a run's worth.
    const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
    const keep = order.slice(0, MAX_READINGS_PER_RUN);
    times = keep.map((i) => times[i]!);
    temperatures = keep.map((i) => temperatures[i]!);
  }
  // The row is this call's own (parsed from JSON): completed in place rather than copied.
  row.readingMs = times;
  row.readingTemperatures = temperatures;
  const input = inputOf(row);
  input.late = sinceAttachment(input.target, late);
  return input;
}

/**
 * The engine's inputs from engineLoadOfInserted's JSON: appliances with a state, ready to run, and the
 * sensors of appliances seen for the first time (loadEngineInputs creates their state and loads them).
 */
export function inputsOfInserted(rows: LoadedRow[] | null): { inputs: EngineInput[]; firstSeen: SensorStart[] } {
  const inputs: EngineInput[] = [];
  const firstSeen: SensorStart[] = [];
  for (const row of rows ?? []) {
    if (row.hasState) inputs.push(withReadings(row));
    else firstSeen.push({ sensorId: row.sensorId, afterIfNew: new Date(row.afterIfNewMs) });
  }
  return { inputs, firstSeen };
}
