import type { ValidReading } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** A valid reading, who sent it (the client) and where it stands in the request (for its error). */
export interface ClientReading extends ValidReading {
  clientId: string;
  index: number;
}

/** A reading that was new (ON CONFLICT DO NOTHING let it through). */
export interface InsertedRow {
  sensorId: string;
  time: Date;
  temperature: number;
}

export interface StoreOutcome {
  inserted: InsertedRow[];
  /** Request indexes of readings whose hardware id is no sensor of their client. */
  unknown: number[];
}

/**
 * A column as one PostgreSQL array literal (a string parameter the statement casts): built here in one
 * pass, it costs a fraction of pg's generic per-element array encoding, which showed in ingest profiles.
 * Numbers, ids and ISO times carry no character an array literal treats specially; text is quoted.
 */
function arrayParam(values: Array<string | number | null>, quoteText = false) {
  let literal = '{';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (i > 0) literal += ',';
    if (value === null || value === undefined) literal += 'NULL';
    else if (quoteText) literal += `"${String(value).replace(/["\\]/g, '\\$&')}"`;
    else literal += String(value);
  }
  return sql.param(`${literal}}`);
}

interface Row extends Record<string, unknown> {
  sensorId: string | null;
  ms: number | null;
  temperature: number | null;
  unknownIndex: number | null;
}

/**
 * The CTEs that store readings (`input`, `resolved`, `inserted`, `newest`, `latest`): resolve each
 * hardware id within its client, insert with the primary key (sensor, time) deciding — a repeat is
 * skipped, a late reading lands in its place — and move each sensor's latest data to its newest new
 * reading, only forward in time (optional values a reading lacks are taken from the newest new reading
 * that has them, else kept). `newest` holds, per sensor, its new readings (times in epoch ms and
 * temperatures, oldest first) for the alert engine.
 */
export function storeCtes(readings: ClientReading[]) {
  const column = (key: 'index' | 'clientId' | 'temperature' | 'humidity' | 'batteryLevel' | 'signalLevel') =>
    arrayParam(readings.map((r) => r[key]));
  return sql`input AS (
      SELECT * FROM unnest(${column('index')}::int[], ${column('clientId')}::uuid[], ${arrayParam(
        readings.map((r) => r.hwid),
        true,
      )}::text[],
        ${arrayParam(readings.map((r) => r.time.toISOString()))}::timestamptz[], ${column('temperature')}::real[], ${column('humidity')}::real[],
        ${column('batteryLevel')}::int2[], ${column('signalLevel')}::int2[])
        AS i(idx, client_id, hwid, time, temperature, humidity, battery_level, signal_level)
    ), resolved AS (
      SELECT i.*, s.id AS sensor_id FROM input i LEFT JOIN sensors s ON s.client_id = i.client_id AND s.hwid = i.hwid
    ), inserted AS (
      INSERT INTO sensor_readings (sensor_id, time, client_id, temperature, humidity, battery_level, signal_level)
      SELECT sensor_id, time, client_id, temperature, humidity, battery_level, signal_level FROM resolved WHERE sensor_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING sensor_id, time, temperature, humidity, battery_level, signal_level
    ), newest AS (
      SELECT sensor_id, max(time) AS time, min(time) AS oldest, (array_agg(temperature ORDER BY time DESC))[1] AS temperature,
        (array_agg(humidity ORDER BY time DESC) FILTER (WHERE humidity IS NOT NULL))[1] AS humidity,
        (array_agg(battery_level ORDER BY time DESC) FILTER (WHERE battery_level IS NOT NULL))[1] AS battery_level,
        (array_agg(signal_level ORDER BY time DESC) FILTER (WHERE signal_level IS NOT NULL))[1] AS signal_level,
        array_agg((extract(epoch FROM time) * 1000)::float8 ORDER BY time) AS new_ms, array_agg(temperature ORDER BY time) AS new_temperatures
      FROM inserted GROUP BY sensor_id
    ), latest AS (
      UPDATE sensors s SET latest_temperature = n.temperature, latest_humidity = coalesce(n.humidity, s.latest_humidity),
        latest_battery_level = coalesce(n.battery_level, s.latest_battery_level),
        latest_signal_level = coalesce(n.signal_level, s.latest_signal_level), latest_data_at = n.time
      FROM newest n
      WHERE s.id = n.sensor_id AND (s.latest_data_at IS NULL OR s.latest_data_at < n.time)
    )`;
}

/**
 * Stores readings in one statement (storeCtes) and returns the new ones and the unknown hardware ids.
 * One round trip per batch, whatever its size. Ingest uses it when it stores without the alert engine.
 */
export async function storeReadings(db: Db, readings: ClientReading[]): Promise<StoreOutcome> {
  if (readings.length === 0) return { inserted: [], unknown: [] };
  const result = await db.execute<Row>(sql`
    WITH ${storeCtes(readings)}
    SELECT sensor_id AS "sensorId", (extract(epoch FROM time) * 1000)::float8 AS ms, temperature, NULL::int AS "unknownIndex"
    FROM inserted
    UNION ALL
    SELECT NULL, NULL, NULL, idx FROM resolved WHERE sensor_id IS NULL`);
  const outcome: StoreOutcome = { inserted: [], unknown: [] };
  for (const row of result.rows) {
    if (row.unknownIndex !== null) outcome.unknown.push(row.unknownIndex);
    else outcome.inserted.push({ sensorId: row.sensorId!, time: new Date(row.ms!), temperature: row.temperature! }); // an inserted row has all three
  }
  return outcome;
}
