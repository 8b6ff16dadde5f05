import type { ValidReading } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { epochMs } from '../../../db/epoch-ms.js';
import { rollupCtes } from '../../../db/readings-rollups.js';
import type { Db } from '../../../db/database.js';

/** A valid reading, who sent it (the client) and where it stands in the request (for its error). */
export interface ClientReading extends ValidReading {
  clientId: string;
  index: number;
}

export interface StoreOutcome {
  /** How many readings were new (ON CONFLICT DO NOTHING let them through). */
  stored: number;
  /** Request indexes of readings whose hardware id is no sensor of their client. */
  unknown: number[];
}

/**
 * The columns `stored` and `unknownKeys` (the positions, from 1, of the batch's sensors that are no sensor
 * of their client; see unknownIndexes) of a statement built on storeCtes. Read from `sensor_keys`, one row
 * per batch, rather than from the readings: `resolved` is then referenced once, so PostgreSQL runs it
 * inline inside the INSERT instead of writing every reading to a temporary store and reading it twice.
 */
export const STORE_OUTCOME_COLUMNS = sql`(SELECT count(*) FROM inserted)::int AS stored,
      (SELECT array_positions(ids, NULL) FROM sensor_keys) AS "unknownKeys"`;

/** A statement's answer with STORE_OUTCOME_COLUMNS. */
export interface StoreOutcomeRow extends Record<string, unknown> {
  stored: number;
  unknownKeys: number[];
}

/** The sensor of a reading as storeCtes keys it: a client id (a UUID) has no space. */
const sensorKeyOf = (reading: ClientReading) => `${reading.clientId} ${reading.hwid}`;

/**
 * Request indexes of the readings whose sensor is at one of `unknownKeys` (storeCtes numbers the batch's
 * distinct sensors from 1 in order of first appearance), in request order. Nothing to do in the usual
 * case, where every sensor is known.
 */
export function unknownIndexes(readings: ClientReading[], unknownKeys: number[]): number[] {
  if (unknownKeys.length === 0) return [];
  const unknown = new Set(unknownKeys);
  const keys = new Map<string, number>();
  const indexes: number[] = [];
  for (const reading of readings) {
    const sensor = sensorKeyOf(reading);
    let position = keys.get(sensor);
    if (position === undefined) {
      position = keys.size + 1;
      keys.set(sensor, position);
    }
    if (unknown.has(position)) indexes.push(reading.index);
  }
  return indexes.sort((a, b) => a - b);
}

/** Text as an element of a PostgreSQL array literal: quoted, with quotes and backslashes escaped. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
/** A nullable number as an element of a PostgreSQL array literal. */
const numberOrNull = (value: number | null) => (value === null ? 'NULL' : String(value));

/**
 * The readings as one PostgreSQL array literal per column (string parameters the statement casts), built
 * in a single pass: a fraction of what pg's generic per-element array encoding costs, which showed in
 * ingest profiles. Times travel as epoch milliseconds (numbers parse faster than ISO text, at both ends).
 * Numbers and ids carry no character an array literal treats specially; hardware ids are quoted. Each
 * distinct sensor (client and hardware id) is sent once, and each reading names it by its position
 * (`key`, from 1): a batch holds several readings per sensor, and the statement looks each sensor up once.
 */
function columnsOf(readings: ClientReading[]) {
  const keys = new Map<string, number>();
  let client = '{';
  let hwid = '{';
  let key = '{';
  let ms = '{';
  let temperature = '{';
  let humidity = '{';
  let battery = '{';
  let signal = '{';
  for (let i = 0; i < readings.length; i += 1) {
    const r = readings[i]!;
    const comma = i > 0 ? ',' : '';
    const sensor = sensorKeyOf(r);
    let position = keys.get(sensor);
    if (position === undefined) {
      position = keys.size + 1;
      client += (position > 1 ? ',' : '') + r.clientId;
      hwid += (position > 1 ? ',' : '') + quoted(r.hwid);
      keys.set(sensor, position);
    }
    key += comma + position;
    ms += comma + r.time.getTime();
    temperature += comma + r.temperature;
    humidity += comma + numberOrNull(r.humidity);
    battery += comma + numberOrNull(r.batteryLevel);
    signal += comma + numberOrNull(r.signalLevel);
  }
  const param = (literal: string) => sql.param(`${literal}}`);
  return {
    client: param(client),
    hwid: param(hwid),
    key: param(key),
    ms: param(ms),
    temperature: param(temperature),
    humidity: param(humidity),
    battery: param(battery),
    signal: param(signal),
  };
}

/**
 * The CTEs that store readings (`sensor_keys`, `resolved`, `inserted`, `newest`, `latest`; `resolved` must
 * stay referenced once, by `inserted`, see STORE_OUTCOME_COLUMNS): resolve
 * each sensor of the batch (hardware id within its client) once, with one index lookup, not once per
 * reading (a gateway's batch holds several minutes of each sensor), insert with the primary key (sensor, time) deciding — a repeat is
 * skipped, a late reading lands in its place — and move each sensor's latest data to its newest new
 * reading, only forward in time (optional values a reading lacks are taken from the newest new reading
 * that has them, else kept). `newest` holds, per sensor, its new readings (times in epoch ms and
 * temperatures, oldest first) for the alert engine. Its aggregates read the new readings sorted once by
 * (sensor, time), the input order PostgreSQL's aggregates follow, so the newest value is each array's
 * last element: an `ORDER BY` inside each of its six aggregates had cost a sort apiece (in the MQTT
 * benchmark, the PostgreSQL CPU per reading fell by 6–8 % without them). The readings' rollups follow
 * (rollupCtes: only the rows `inserted` stored, so a repeat never counts twice).
 */
export function storeCtes(readings: ClientReading[]) {
  const c = columnsOf(readings);
  return sql`sensor_keys AS (
      SELECT array_agg(k.client_id ORDER BY k.n) AS clients, array_agg(s.id ORDER BY k.n) AS ids,
        array_agg(s.temperature_offset_c ORDER BY k.n) AS offsets
      FROM unnest(${c.client}::uuid[], ${c.hwid}::text[]) WITH ORDINALITY AS k(client_id, hwid, n)
      LEFT JOIN sensors s ON s.client_id = k.client_id AND s.hwid = k.hwid
    ), resolved AS (
      SELECT k.clients[i.key] AS client_id, to_timestamp(i.ms / 1000) AS time, i.temperature, i.humidity, i.battery_level,
        i.signal_level, k.ids[i.key] AS sensor_id, k.offsets[i.key] AS offset_c
      FROM unnest(${c.key}::int[], ${c.ms}::float8[], ${c.temperature}::real[], ${c.humidity}::real[], ${c.battery}::int2[],
        ${c.signal}::int2[]) AS i(key, ms, temperature, humidity, battery_level, signal_level)
      CROSS JOIN sensor_keys k
    ), inserted AS (
      INSERT INTO sensor_readings (sensor_id, time, client_id, temperature, raw_temperature, humidity, battery_level, signal_level)
      SELECT sensor_id, time, client_id, (temperature + offset_c)::real, CASE WHEN offset_c <> 0 THEN temperature END, -- calibration offset; raw kept
        humidity, battery_level, signal_level FROM resolved WHERE sensor_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING sensor_id, time, temperature, humidity, battery_level, signal_level
    ), newest AS (
      SELECT sensor_id, max(time) AS time, min(time) AS oldest, (array_agg(temperature))[count(*)] AS temperature,
        (array_agg(humidity) FILTER (WHERE humidity IS NOT NULL))[count(humidity)] AS humidity,
        (array_agg(battery_level) FILTER (WHERE battery_level IS NOT NULL))[count(battery_level)] AS battery_level,
        (array_agg(signal_level) FILTER (WHERE signal_level IS NOT NULL))[count(signal_level)] AS signal_level,
        array_agg(${epochMs(sql`time`)}) AS new_ms, array_agg(temperature) AS new_temperatures
      FROM (SELECT * FROM inserted ORDER BY sensor_id, time) AS in_order GROUP BY sensor_id
    ), latest AS (
      UPDATE sensors s SET latest_temperature = n.temperature, latest_humidity = coalesce(n.humidity, s.latest_humidity),
        latest_battery_level = coalesce(n.battery_level, s.latest_battery_level),
        latest_signal_level = coalesce(n.signal_level, s.latest_signal_level), latest_data_at = n.time
      FROM newest n
      WHERE s.id = n.sensor_id AND (s.latest_data_at IS NULL OR s.latest_data_at < n.time)
    ), ${rollupCtes}`;
}

/**
 * Stores readings in one statement (storeCtes) and returns how many were new and the unknown hardware ids.
 * One round trip per batch, whatever its size. store-and-evaluate uses it when it stores without the alert engine (after it failed).
 */
export async function storeReadings(db: Db, readings: ClientReading[]): Promise<StoreOutcome> {
  if (readings.length === 0) return { stored: 0, unknown: [] };
  const result = await db.execute<StoreOutcomeRow>(sql`
    WITH ${storeCtes(readings)}
    SELECT ${STORE_OUTCOME_COLUMNS}`);
  const answer = result.rows[0]!; // an aggregate query returns one row
  return { stored: answer.stored, unknown: unknownIndexes(readings, answer.unknownKeys) };
}
