import { sql } from 'drizzle-orm';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import { sensorsOfAppliance, visibleSensorById } from '../sensors/sensors.service.js';
import { withDates } from './timestamps.js';

/** At most this many points per graph: long ranges are downsampled in SQL (min/max per time bucket). */
export const GRAPH_MAX_POINTS = 2000;
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

/** Seconds per bucket so that the range yields at most GRAPH_MAX_POINTS points (whole minutes). */
export function bucketSecondsFor(rangeMs: number, reportingIntervalSec: number): number {
  const raw = Math.ceil(rangeMs / 1000 / GRAPH_MAX_POINTS);
  // Buckets narrower than the sensor's interval would hold one reading each: serve raw readings instead.
  if (raw <= reportingIntervalSec) return 0;
  return Math.ceil(raw / 60) * 60;
}

/**
 * sensorGraph: a visible sensor's temperatures from `start` to `end` (default now). Up to ~2,000 raw
 * readings are returned as they are; longer ranges are bucketed in SQL with min, max and mean per bucket,
 * so a year costs one index-only scan and at most 2,000 rows on the wire.
 */
export async function sensorGraph({
  ctx,
  sensorId,
  start,
  end,
}: {
  ctx: GraphQLContext;
  sensorId: string;
  start: Date;
  end?: Date | null;
}): Promise<SensorGraph | null> {
  const until = end ?? new Date();
  checkRange(start, until, GRAPH_MAX_RANGE_MS, GRAPH_MESSAGES.rangeTooLong);
  const sensor = await visibleSensorById({ ctx, id: sensorId });
  if (!sensor) return null;
  const clientId = tenantOf(ctx).clientId;
  const bucketSeconds = bucketSecondsFor(until.getTime() - start.getTime(), sensor.reportingIntervalSec);
  const db = await ctx.db();
  const range = sql`r.sensor_id = ${sensor.id} AND r.client_id = ${clientId}
    AND r.time >= ${start.toISOString()}::timestamptz AND r.time < ${until.toISOString()}::timestamptz`;
  const result =
    bucketSeconds === 0
      ? await db.execute<{ time: Date; temperature: number; min: number; max: number }>(sql`
          SELECT r.time, r.temperature, r.temperature AS min, r.temperature AS max
          FROM sensor_readings r WHERE ${range} ORDER BY r.time LIMIT ${GRAPH_MAX_POINTS * 2}`)
      : await db.execute<{ time: Date; temperature: number; min: number; max: number }>(sql`
          SELECT date_bin(make_interval(secs => ${bucketSeconds}), r.time, ${start.toISOString()}::timestamptz) AS time,
            avg(r.temperature)::float8 AS temperature, min(r.temperature)::float8 AS min, max(r.temperature)::float8 AS max
          FROM sensor_readings r WHERE ${range}
          GROUP BY 1 ORDER BY 1`);
  const spans = sensor.applianceId
    ? await db.execute<AlertSpan & Record<string, unknown>>(sql`
        SELECT id AS "alertId", started_at AS "startedAt", ended_at AS "endedAt", severity, reason FROM temp_alerts
        WHERE appliance_id = ${sensor.applianceId} AND client_id = ${clientId}
          AND started_at < ${until.toISOString()}::timestamptz AND (ended_at IS NULL OR ended_at >= ${start.toISOString()}::timestamptz)
        ORDER BY started_at`)
    : { rows: [] };
  return {
    sensorId: sensor.id,
    start,
    end: until,
    bucketSeconds,
    points: withDates(result.rows, ['time']),
    alertSpans: withDates(spans.rows, ['startedAt', 'endedAt']),
  };
}

/**
 * applianceReadings: the raw readings of a visible appliance's primary sensor in a range of up to a
 * week (the equipment page asks for one day in the location's timezone), from when it was attached.
 */
export async function applianceReadings({
  ctx,
  applianceId,
  start,
  end,
}: {
  ctx: GraphQLContext;
  applianceId: string;
  start: Date;
  end: Date;
}): Promise<ApplianceReading[]> {
  checkRange(start, end, READINGS_MAX_RANGE_MS, GRAPH_MESSAGES.readingsRangeTooLong);
  const appliance = await visibleApplianceById({ ctx, id: applianceId });
  if (!appliance) return [];
  const primary = (await sensorsOfAppliance({ ctx, applianceId: appliance.id }))[0];
  if (!primary?.attachedAt) return [];
  const from = primary.attachedAt > start ? primary.attachedAt : start;
  const db = await ctx.db();
  const result = await db.execute<ApplianceReading & Record<string, unknown>>(sql`
    SELECT time, temperature, humidity, battery_level AS "batteryLevel", signal_level AS "signalLevel"
    FROM sensor_readings
    WHERE sensor_id = ${primary.id} AND client_id = ${tenantOf(ctx).clientId}
      AND time >= ${from.toISOString()}::timestamptz AND time < ${end.toISOString()}::timestamptz
    ORDER BY time LIMIT ${READINGS_LIMIT}`);
  return withDates(result.rows, ['time']);
}
