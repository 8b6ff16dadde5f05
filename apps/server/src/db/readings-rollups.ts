import { dangerZoneOf, JURISDICTION_PROFILES, JURISDICTIONS, roundForComparison } from '@ks/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * Per-sensor rollups of the readings (decision 0260): `sensor_rollups_5m` and `sensor_rollups_1h`, one row
 * per sensor and UTC-aligned bucket with the minimum, maximum, sum and count of its temperatures and its
 * danger seconds (each reading inside the location's danger zone stands for the sensor's reporting
 * interval). Every column adds up, so a late reading only adds to its bucket and an hour is the sum of its
 * twelve 5-minute buckets. Ingest keeps them in the statement that stores the readings (rollupCtes);
 * rebuildRollups recomputes them from raw readings, for writers that bypass ingest (the seed, benches).
 */
export const ROLLUP_WIDTHS = { '5m': 300, '1h': 3600 } as const;
export type RollupWidth = keyof typeof ROLLUP_WIDTHS;
export const rollupTable = (width: RollupWidth) => `sensor_rollups_${width}`;

/** Buckets are aligned on this instant (a whole UTC hour), whatever the session's time zone. */
export const ROLLUP_ORIGIN_MS = Date.UTC(2000, 0, 1);
export const ROLLUP_ORIGIN = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);
export const bucketOf = (width: RollupWidth, time: SQL) =>
  sql`date_bin(${sql.raw(`interval '${ROLLUP_WIDTHS[width]} seconds'`)}, ${time}, ${ROLLUP_ORIGIN})`;

/**
 * Every jurisdiction's danger zone as rows (profile, above_c, below_c), limits rounded as isInDangerZone
 * compares them: written from packages/domain, so SQL and the food rules share one table.
 */
function dangerZones(): SQL {
  const rows = JURISDICTION_PROFILES.map((id) => {
    const zone = dangerZoneOf(JURISDICTIONS[id]);
    return `('${id}', ${roundForComparison(zone.aboveC)}::numeric, ${roundForComparison(zone.belowC)}::numeric)`;
  });
  return sql.raw(`(VALUES ${rows.join(', ')}) AS zone(profile, above_c, below_c)`);
}

/** Whether a temperature column is inside the zone (its limits safe), rounded as the domain rounds it. */
const inDanger = (temperature: SQL) => sql`round(${temperature}::numeric, 3) > z.above_c AND round(${temperature}::numeric, 3) < z.below_c`;

/** Per sensor: its client, reporting interval and its location's danger zone (none in stock). */
const sensorZones = (sensors: SQL) => sql`SELECT s.id AS sensor_id, s.client_id, s.reporting_interval_sec, zone.above_c, zone.below_c
  FROM sensors s LEFT JOIN locations l ON l.id = s.location_id LEFT JOIN ${dangerZones()} ON zone.profile = l.jurisdiction_profile
  WHERE ${sensors}`;

/** The aggregate columns of one bucket over readings `r` joined with their sensor's zone `z`. */
const BUCKET_AGGREGATES = sql`min(r.temperature) AS min_c, max(r.temperature) AS max_c, sum(r.temperature::float8) AS sum_c,
  count(*)::int AS readings, (count(*) FILTER (WHERE ${inDanger(sql`r.temperature`)}) * z.reporting_interval_sec)::int AS danger_seconds`;

const COLUMNS = 'sensor_id, bucket, client_id, min_c, max_c, sum_c, readings, danger_seconds';
export const ROLLUP_COLUMNS = COLUMNS;

/** Adds a new part to a bucket already there (a late reading, a second batch in the same 5 minutes). */
const ADD_TO_BUCKET = sql.raw(`ON CONFLICT (sensor_id, bucket) DO UPDATE SET min_c = least(b.min_c, excluded.min_c),
  max_c = greatest(b.max_c, excluded.max_c), sum_c = b.sum_c + excluded.sum_c, readings = b.readings + excluded.readings,
  danger_seconds = b.danger_seconds + excluded.danger_seconds`);

/**
 * CTEs to follow storeCtes in the same statement: the rows `inserted` actually stored (a repeat is not
 * among them, so a redelivered reading never counts twice) are grouped into 5-minute buckets, added to
 * sensor_rollups_5m, and those buckets grouped into hours and added to sensor_rollups_1h. Rows are
 * written in (sensor, bucket) order so that two batches lock shared buckets in the same order.
 */
export const rollupCtes = sql`rollup_zones AS (
      ${sensorZones(sql`s.id = ANY((SELECT ids FROM sensor_keys)::uuid[])`)}
    ), rollup_5m AS (
      SELECT r.sensor_id, ${bucketOf('5m', sql`r.time`)} AS bucket, z.client_id, ${BUCKET_AGGREGATES}
      FROM inserted r JOIN rollup_zones z USING (sensor_id) GROUP BY 1, 2, 3, z.reporting_interval_sec
    ), rolled_5m AS (
      INSERT INTO sensor_rollups_5m AS b (${sql.raw(COLUMNS)}) SELECT ${sql.raw(COLUMNS)} FROM rollup_5m ORDER BY sensor_id, bucket
      ${ADD_TO_BUCKET}
    ), rolled_1h AS (
      INSERT INTO sensor_rollups_1h AS b (${sql.raw(COLUMNS)})
      SELECT sensor_id, ${bucketOf('1h', sql`bucket`)}, client_id, min(min_c), max(max_c), sum(sum_c), sum(readings), sum(danger_seconds)
      FROM rollup_5m GROUP BY 1, 2, 3 ORDER BY 1, 2
      ${ADD_TO_BUCKET}
    )`;

/**
 * Recomputes both rollups of some sensors over [from, to) from their raw readings (whole buckets: the
 * range is widened to the hours it touches). For writers that store readings without ingest.
 */
export async function rebuildRollups(db: Db, { sensorIds, from, to }: { sensorIds: string[]; from: Date; to: Date }): Promise<void> {
  const ids = sql`${`{${sensorIds.join(',')}}`}::uuid[]`;
  const start = sql`${bucketOf('1h', sql`${from.toISOString()}::timestamptz`)}`;
  const end = sql`${bucketOf('1h', sql`${to.toISOString()}::timestamptz`)} + interval '1 hour'`;
  const statements = (['5m', '1h'] as const).flatMap((width) => [
    sql`DELETE FROM ${sql.raw(rollupTable(width))} WHERE sensor_id = ANY(${ids}) AND bucket >= ${start} AND bucket < ${end}`,
    sql`INSERT INTO ${sql.raw(rollupTable(width))} (${sql.raw(COLUMNS)})
      SELECT r.sensor_id, ${bucketOf(width, sql`r.time`)}, z.client_id, ${BUCKET_AGGREGATES}
      FROM sensor_readings r JOIN (${sensorZones(sql`s.id = ANY(${ids})`)}) z USING (sensor_id)
      WHERE r.sensor_id = ANY(${ids}) AND r.time >= ${start} AND r.time < ${end}
      GROUP BY 1, 2, 3, z.reporting_interval_sec`,
  ]);
  for (const statement of statements) await db.execute(statement);
}
