import { sql, type SQL } from 'drizzle-orm';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { validationError } from '../../graphql/errors.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import { sensorsOfAppliance, visibleSensorSeriesRef } from './sensors.service.js';
import { withDates } from '../../db/timestamps.js';
import { GRAPH_MAX_POINTS, graphPlanFor, rollupPoints, type GraphPlan } from './sensor-graph-plan.js';

export { GRAPH_MAX_POINTS } from './sensor-graph-plan.js';
/** A graph spans at most this long (a year and a day, so "the last year" always fits). */
const GRAPH_MAX_RANGE_MS = 367 * 24 * 60 * 60_000;
/** Raw readings for a day range (applianceReadings) span at most this long. */
const READINGS_MAX_RANGE_MS = 7 * 24 * 60 * 60_000;
const READINGS_LIMIT = 5000;

export const GRAPH_MESSAGES = {
  rangeOrder: 'end must be after start',
  rangeTooLong: 'A graph covers at most one year',
  readingsRangeTooLong: 'Readings cover at most 7 days',
} as const;

export interface GraphPoint {
  time: Date;
  /** Mean of the bucket (the reading itself when not downsampled). */
  temperature: number;
  min: number;
  max: number;
  /** How many readings the point stands for (1: a raw reading). */
  readings: number;
}

export interface AlertSpan {
  alertId: string;
  startedAt: Date;
  endedAt: Date | null;
  severity: 'LOW' | 'HIGH';
  reason: 'APPLIANCE_TOO_COLD' | 'APPLIANCE_TOO_WARM';
}

export interface SensorGraph {
  sensorId: string;
  start: Date;
  end: Date;
  /** 0 when the points are raw readings; otherwise the width of each min/max bucket. */
  bucketSeconds: number;
  /** What the buckets were computed from: the raw readings, or the 5-minute or hourly rollups. */
  source: 'READINGS' | 'ROLLUPS_5M' | 'ROLLUPS_1H';
  points: GraphPoint[];
  /** Alerts of the sensor's appliance overlapping the range (shaded on the graph). */
  alertSpans: AlertSpan[];
}

export interface ApplianceReading {
  time: Date;
  temperature: number;
  humidity: number | null;
  batteryLevel: number | null;
  signalLevel: number | null;
}

function checkRange(start: Date, end: Date, max: number, tooLong: string) {
  if (end <= start) throw validationError(GRAPH_MESSAGES.rangeOrder, 'end');
  if (end.getTime() - start.getTime() > max) throw validationError(tooLong, 'end');
}

/** Seconds per bucket so that the range yields at most about GRAPH_MAX_POINTS points (graphPlanFor). */
export function bucketSecondsFor(rangeMs: number, reportingIntervalSec: number): number {
  return graphPlanFor(rangeMs, reportingIntervalSec).bucketSeconds;
}

const SOURCES = { '5m': 'ROLLUPS_5M', '1h': 'ROLLUPS_1H' } as const;

/**
 * sensorGraph: a visible sensor's temperatures from `start` to `end` (default now), at most ~1,000
 * points. Up to two days come from the raw readings (as they are, or bucketed in SQL with min, max and
 * mean); longer ranges from the rollups (decision 0260), so a year reads 8,760 hourly rows, not 105,000
 * readings, and its cost no longer grows with the range.
 */
export async function sensorGraph({
  scope,
  sensorId,
  start,
  end,
}: {
  scope: Scope;
  sensorId: string;
  start: Date;
  end?: Date | null;
}): Promise<SensorGraph | null> {
  const until = end ?? new Date();
  checkRange(start, until, GRAPH_MAX_RANGE_MS, GRAPH_MESSAGES.rangeTooLong);
  const sensor = await visibleSensorSeriesRef({ scope, id: sensorId });
  if (!sensor) return null;
  const clientId = tenantOf(scope).clientId;
  const plan: GraphPlan = graphPlanFor(until.getTime() - start.getTime(), sensor.reportingIntervalSec);
  const { bucketSeconds } = plan;
  // History may lag a moment: the replica's when there is one (the sensor's visibility was checked above).
  const db = await scope.readDb();
  const from = start.toISOString();
  const to = until.toISOString();
  // An attached sensor's graph starts at its attachment: readings stored before it count nowhere (decision 0122).
  const attached = sql`coalesce((SELECT attached_at FROM sensors WHERE id = ${sensor.id} AND appliance_id IS NOT NULL), '-infinity')`;
  const range = sql`r.sensor_id = ${sensor.id} AND r.client_id = ${clientId} AND r.time >= ${from}::timestamptz AND r.time < ${to}::timestamptz
    AND r.time >= ${attached}`;
  // Points and alert spans come back together as one JSON value (one round trip, one row, parsed
  // natively), times as epoch milliseconds (no date parsing per point). Buckets are grouped on the
  // timestamp itself, unordered (the planner may hash them); only the ≤ 2,000 results become numbers.
  const attachedAt = sensor.applianceId ? sensor.attachedAt : null;
  const points = plan.rollup
    ? rollupPoints({
        sensorId: sensor.id,
        clientId,
        from: attachedAt && attachedAt > start ? attachedAt : start,
        to: until,
        plan: { ...plan, rollup: plan.rollup },
      })
    : bucketSeconds === 0
      ? sql`SELECT r.time AS t, r.temperature AS v, r.temperature AS lo, r.temperature AS hi, 1 AS n
          FROM sensor_readings r WHERE ${range} ORDER BY r.time LIMIT ${GRAPH_MAX_POINTS * 4}`
      : sql`SELECT date_bin(make_interval(secs => ${bucketSeconds}), r.time, ${from}::timestamptz) AS t,
            avg(r.temperature)::float8 AS v, min(r.temperature)::float8 AS lo, max(r.temperature)::float8 AS hi, count(*)::int AS n
          FROM sensor_readings r WHERE ${range} GROUP BY 1`;
  const spans = sql`SELECT id, started_at, ended_at, severity, reason FROM temp_alerts
    WHERE appliance_id = ${sensor.applianceId} AND client_id = ${clientId}
      AND started_at < ${to}::timestamptz AND (ended_at IS NULL OR ended_at >= ${from}::timestamptz)`;
  const epochMs = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
  const result = await db.execute<{ graph: GraphJson } & Record<string, unknown>>(sql`
    SELECT json_build_object(
      'p', (SELECT coalesce(json_agg(json_build_array(${epochMs(sql`p.t`)}, p.v, p.lo, p.hi, p.n) ORDER BY p.t), '[]') FROM (${points}) p),
      's', (SELECT coalesce(json_agg(json_build_array(s.id, ${epochMs(sql`s.started_at`)}, ${epochMs(sql`s.ended_at`)}, s.severity, s.reason)
              ORDER BY s.started_at), '[]') FROM (${spans}) s)
    )::text AS graph`);
  const graph = parseGraph(result.rows[0]!.graph); // an aggregate always yields its one row
  return {
    sensorId: sensor.id,
    start,
    end: until,
    bucketSeconds,
    source: plan.rollup ? SOURCES[plan.rollup] : 'READINGS',
    points: graph.p.map(([t, temperature, min, max, readings]) => ({ time: new Date(t), temperature, min, max, readings })),
    alertSpans: sensor.applianceId
      ? graph.s.map(([alertId, s, e, severity, reason]) => ({
          alertId,
          startedAt: new Date(s),
          endedAt: e === null ? null : new Date(e),
          severity,
          reason,
        }))
      : [],
  };
}

/** The graph statement's JSON: points as [ms, mean, min, max, readings], spans as [id, startMs, endMs, severity, reason]. */
interface GraphJson {
  p: Array<[number, number, number, number, number]>;
  s: Array<[string, number, number | null, AlertSpan['severity'], AlertSpan['reason']]>;
}

// Sent as text (`::text`) so that pg hands the JSON over unparsed and it is parsed once, here.
function parseGraph(text: unknown): GraphJson {
  return (typeof text === 'string' ? JSON.parse(text) : text) as GraphJson;
}

/**
 * applianceReadings: the raw readings of a visible appliance's primary sensor in a range of up to a
 * week (the equipment page asks for one day in the location's timezone), from when it was attached.
 */
export async function applianceReadings({
  scope,
  applianceId,
  start,
  end,
}: {
  scope: Scope;
  applianceId: string;
  start: Date;
  end: Date;
}): Promise<ApplianceReading[]> {
  checkRange(start, end, READINGS_MAX_RANGE_MS, GRAPH_MESSAGES.readingsRangeTooLong);
  const appliance = await visibleApplianceById({ scope, id: applianceId });
  if (!appliance) return [];
  const primary = (await sensorsOfAppliance({ scope, applianceId: appliance.id }))[0];
  if (!primary?.attachedAt) return [];
  const from = primary.attachedAt > start ? primary.attachedAt : start;
  const db = await scope.db();
  const result = await db.execute<ApplianceReading & Record<string, unknown>>(sql`
    SELECT time, temperature, humidity, battery_level AS "batteryLevel", signal_level AS "signalLevel"
    FROM sensor_readings
    WHERE sensor_id = ${primary.id} AND client_id = ${tenantOf(scope).clientId}
      AND time >= ${from.toISOString()}::timestamptz AND time < ${end.toISOString()}::timestamptz
    ORDER BY time LIMIT ${READINGS_LIMIT}`);
  return withDates(result.rows, ['time']);
}
