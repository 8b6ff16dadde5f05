import { LOW_BATTERY_PERCENT, OFFLINE_AFTER_INTERVALS } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { ClientBatch } from '../../scope/client-read.js';

/** Today's checklist windows of a location, "today" being the location's local date. */
export interface TodayChecklists {
  done: number;
  inProgress: number;
  /** Not started yet and still open or to come today. */
  toDo: number;
  /** Closed unfinished (the close job marked them, or their window is over and the job has not run yet). */
  missed: number;
}

/** One local day of a location's 30-day trend. */
export interface ComplianceDay {
  /** The location's local date, YYYY-MM-DD. */
  day: string;
  /** Average of that day's activation scores (missed ones count 0); null when nothing was scored. */
  score: number | null;
  /** Temperature alerts that started that day. */
  alertsCount: number;
}

/** Sensors attached to the location's equipment that need someone. */
export interface SensorAttention {
  offline: number;
  lowBattery: number;
}

export const TREND_MAX_DAYS = 90;

type RowOf<T> = T & { locationId: string } & Record<string, unknown>;

const idList = (ids: string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Today's checklist progress of several locations in one query, each in its own time zone. */
export async function todayChecklistsByLocation({
  db,
  clientId,
  locationIds,
  now,
}: ClientBatch<'locationIds'> & { now: Date }): Promise<Map<string, TodayChecklists>> {
  const result = new Map<string, TodayChecklists>(locationIds.map((id) => [id, { done: 0, inProgress: 0, toDo: 0, missed: 0 }]));
  if (locationIds.length === 0) return result;
  const at = now.toISOString();
  const rows = await db.execute<RowOf<TodayChecklists>>(sql`
    SELECT a.location_id AS "locationId",
      count(*) FILTER (WHERE a.progress = 'FINISHED')::int AS done,
      count(*) FILTER (WHERE a.progress = 'IN_PROGRESS' AND a.missed_at IS NULL AND a.ends_at > ${at}::timestamptz)::int AS "inProgress",
      count(*) FILTER (WHERE a.progress = 'PENDING' AND a.missed_at IS NULL AND a.ends_at > ${at}::timestamptz)::int AS "toDo",
      count(*) FILTER (WHERE a.progress <> 'FINISHED' AND (a.missed_at IS NOT NULL OR a.ends_at <= ${at}::timestamptz))::int AS missed
    FROM quest_activations a
    JOIN locations l ON l.id = a.location_id
    WHERE a.client_id = ${clientId} AND a.location_id = ANY(${idList(locationIds)})
      AND a.local_date = (${at}::timestamptz AT TIME ZONE l.timezone)::date
    GROUP BY a.location_id`);
  for (const { locationId, ...counts } of rows.rows) result.set(locationId, counts);
  return result;
}

/**
 * The last `days` local days of several locations (oldest first, today last): the day's score and the
 * alerts that started that day, both cut at the location's midnight.
 */
export async function complianceTrendByLocation({
  db,
  clientId,
  locationIds,
  days,
  now,
}: ClientBatch<'locationIds'> & { days: number; now: Date }): Promise<Map<string, ComplianceDay[]>> {
  const result = new Map<string, ComplianceDay[]>(locationIds.map((id) => [id, []]));
  if (locationIds.length === 0) return result;
  const at = now.toISOString();
  // Each table is read once for the whole period (grouped by local day), not once per day; the bound on
  // starts_at (a window planned for a day starts at the earliest the evening before) lets the index serve.
  const rows = await db.execute<RowOf<ComplianceDay>>(sql`
    WITH locs AS (
      SELECT l.id, l.timezone, (${at}::timestamptz AT TIME ZONE l.timezone)::date AS today
      FROM locations l WHERE l.client_id = ${clientId} AND l.id = ANY(${idList(locationIds)})
    ), days AS (
      SELECT locs.id AS location_id, d::date AS day
      FROM locs, generate_series(locs.today - ${days - 1}::int, locs.today, interval '1 day') d
    ), scores AS (
      SELECT a.location_id, a.local_date AS day, round(avg(a.score))::int AS score
      FROM quest_activations a JOIN locs ON locs.id = a.location_id
      WHERE a.client_id = ${clientId} AND a.score IS NOT NULL
        AND a.starts_at >= ((locs.today - ${days}::int)::timestamp AT TIME ZONE locs.timezone)
        AND a.local_date BETWEEN locs.today - ${days - 1}::int AND locs.today
      GROUP BY 1, 2
    ), alerts AS (
      SELECT t.location_id, (t.started_at AT TIME ZONE locs.timezone)::date AS day, count(*)::int AS n
      FROM temp_alerts t JOIN locs ON locs.id = t.location_id
      WHERE t.client_id = ${clientId}
        AND t.started_at >= ((locs.today - ${days - 1}::int)::timestamp AT TIME ZONE locs.timezone)
      GROUP BY 1, 2
    )
    SELECT d.location_id AS "locationId", to_char(d.day, 'YYYY-MM-DD') AS day, s.score, coalesce(al.n, 0) AS "alertsCount"
    FROM days d
    LEFT JOIN scores s ON s.location_id = d.location_id AND s.day = d.day
    LEFT JOIN alerts al ON al.location_id = d.location_id AND al.day = d.day
    ORDER BY d.location_id, d.day`);
  for (const { locationId, ...day } of rows.rows) result.get(locationId)?.push(day);
  return result;
}

/** Offline and low-battery sensors attached to the equipment of several locations, in one query. */
export async function sensorAttentionByLocation({
  db,
  clientId,
  locationIds,
  now,
}: ClientBatch<'locationIds'> & { now: Date }): Promise<Map<string, SensorAttention>> {
  const result = new Map<string, SensorAttention>(locationIds.map((id) => [id, { offline: 0, lowBattery: 0 }]));
  if (locationIds.length === 0) return result;
  // A sensor that never reported is "waiting for its first reading", not offline (same as /temperatures).
  const rows = await db.execute<RowOf<SensorAttention>>(sql`
    SELECT a.location_id AS "locationId",
      count(*) FILTER (WHERE s.latest_data_at IS NOT NULL AND s.latest_data_at <
        ${now.toISOString()}::timestamptz - make_interval(secs => s.reporting_interval_sec * ${OFFLINE_AFTER_INTERVALS}))::int AS offline,
      count(*) FILTER (WHERE s.latest_battery_level < ${LOW_BATTERY_PERCENT})::int AS "lowBattery"
    FROM sensors s JOIN appliances a ON a.id = s.appliance_id
    WHERE a.client_id = ${clientId} AND a.location_id = ANY(${idList(locationIds)})
    GROUP BY a.location_id`);
  for (const { locationId, ...counts } of rows.rows) result.set(locationId, counts);
  return result;
}
