import { sql, type SQL } from 'drizzle-orm';
import { ROLLUP_ORIGIN, ROLLUP_ORIGIN_MS, ROLLUP_WIDTHS, rollupTable, type RollupWidth } from '../../db/readings-rollups.js';

/** At most about this many points per graph (one more when the range does not start on a bucket). */
export const GRAPH_MAX_POINTS = 1000;
/** Graphs longer than this read the rollups (decision 0260); shorter ones the raw readings. */
export const GRAPH_ROLLUPS_ABOVE_MS = 2 * 24 * 60 * 60_000;

/** How a graph is drawn: raw readings (bucketSeconds 0), buckets of raw readings, or buckets of a rollup. */
export interface GraphPlan {
  bucketSeconds: number;
  rollup: RollupWidth | null;
}

/**
 * The plan for a range: up to two days, raw readings or (past GRAPH_MAX_POINTS) whole-minute buckets of
 * them; longer, buckets of a multiple of 5 minutes under an hour from the 5-minute rollups, else of whole
 * hours from the hourly ones (a year: 9-hour buckets, 8,760 rows read instead of 105,000 readings).
 */
export function graphPlanFor(rangeMs: number, reportingIntervalSec: number): GraphPlan {
  const raw = Math.ceil(rangeMs / 1000 / GRAPH_MAX_POINTS);
  if (rangeMs > GRAPH_ROLLUPS_ABOVE_MS) {
    const fiveMinutes = ROLLUP_WIDTHS['5m'];
    const hour = ROLLUP_WIDTHS['1h'];
    const inFives = Math.ceil(raw / fiveMinutes) * fiveMinutes;
    if (inFives < hour) return { bucketSeconds: inFives, rollup: '5m' };
    return { bucketSeconds: Math.ceil(raw / hour) * hour, rollup: '1h' };
  }
  // Buckets narrower than the sensor's interval would hold one reading each: serve raw readings instead.
  if (raw <= reportingIntervalSec) return { bucketSeconds: 0, rollup: null };
  return { bucketSeconds: Math.ceil(raw / 60) * 60, rollup: null };
}

/**
 * The points (t, v, lo, hi, n) of a graph planned on a rollup, from `from` (the range's start, or the
 * sensor's attachment when later) to `to`: the rollup's rows for the whole graph buckets inside the
 * range, and the raw readings for the part buckets at either end (a range rarely starts on a bucket, and
 * a bucket holding the attachment also holds readings from before it, which count nowhere). Each point
 * keeps its minimum and maximum, so no peak is hidden by the mean.
 */
export function rollupPoints({
  sensorId,
  clientId,
  from,
  to,
  plan,
}: {
  sensorId: string;
  clientId: string;
  from: Date;
  to: Date;
  plan: GraphPlan & { rollup: RollupWidth };
}): SQL {
  const widthMs = plan.bucketSeconds * 1000;
  let wholeFrom = ROLLUP_ORIGIN_MS + Math.ceil((from.getTime() - ROLLUP_ORIGIN_MS) / widthMs) * widthMs;
  let wholeTo = ROLLUP_ORIGIN_MS + Math.floor((to.getTime() - ROLLUP_ORIGIN_MS) / widthMs) * widthMs;
  if (wholeFrom >= wholeTo) wholeFrom = wholeTo = to.getTime(); // no whole bucket: all raw
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  // A graph bucket is a whole number of rollup buckets, aligned on the same origin.
  const bucket = (column: SQL) => sql`date_bin(make_interval(secs => ${plan.bucketSeconds}), ${column}, ${ROLLUP_ORIGIN})`;
  const raw = (fromMs: number, toMs: number) => sql`SELECT ${bucket(sql`r.time`)} AS t, r.temperature::float8 AS s, 1 AS n,
      r.temperature AS lo, r.temperature AS hi
    FROM sensor_readings r WHERE r.sensor_id = ${sensorId} AND r.client_id = ${clientId} AND r.time >= ${at(fromMs)} AND r.time < ${at(toMs)}`;
  return sql`SELECT p.t, (sum(p.s) / sum(p.n))::float8 AS v, min(p.lo)::float8 AS lo, max(p.hi)::float8 AS hi, sum(p.n)::int AS n
    FROM (
      SELECT ${bucket(sql`r.bucket`)} AS t, r.sum_c AS s, r.readings AS n, r.min_c AS lo, r.max_c AS hi
      FROM ${sql.raw(rollupTable(plan.rollup))} r
      WHERE r.sensor_id = ${sensorId} AND r.client_id = ${clientId} AND r.bucket >= ${at(wholeFrom)} AND r.bucket < ${at(wholeTo)}
      UNION ALL ${raw(from.getTime(), wholeFrom)}
      UNION ALL ${raw(wholeTo, to.getTime())}
    ) p GROUP BY p.t`;
}
