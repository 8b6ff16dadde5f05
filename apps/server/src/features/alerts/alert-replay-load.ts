import type { Reading } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { asDate, asDateOrNull } from '../../db/timestamps.js';
import type { AlertRecord } from './alert-run.js';
import { alertsSinceAll, type EngineTarget } from './alert-store.js';

/** How far before the oldest late reading the replay looks for a calm reading to start from. */
export const ANCHOR_SEARCH_MS = 2 * 24 * 60 * 60_000;

/** An appliance to replay: its target, the oldest of its late readings and all their times. */
export interface ReplayWant {
  target: EngineTarget;
  oldest: Date;
  lateTimes: Date[];
}

/** What a replay reads: where it starts (`from`, the calm anchor when there is one), the readings from there and the alerts since. */
export interface ReplayContext {
  anchor: Date | null;
  from: Date;
  window: Reading[];
  known: AlertRecord[];
}

/**
 * The replays' reads for all of a batch's appliances at once: three statements whatever their number,
 * where one appliance at a time took three each (two server instances of a shared group interleave a
 * sensor's readings, so a batch can hold late readings of many appliances; the peer's batch waits on
 * these appliances' locks meanwhile). Each appliance's reads are its own, as before: the calm anchor (the
 * latest reading before its oldest late one that is inside its zone, not late, and under none of its
 * alerts), its sensor's readings from there, its alerts started since or still open.
 */
export async function loadReplayContexts(db: Db, wants: ReplayWant[]): Promise<ReplayContext[]> {
  if (wants.length === 0) return [];
  const anchors = await db.execute<{ i: number; time: Date | null }>(sql`
    SELECT q.i::int AS i, a.time
    FROM unnest(${sql.param(wants.map((w) => w.target.applianceId))}::uuid[], ${sql.param(wants.map((w) => w.target.sensorId))}::uuid[],
      ${sql.param(wants.map((w) => w.oldest.toISOString()))}::timestamptz[],
      ${sql.param(wants.map((w) => w.target.safeMinC))}::float8[], ${sql.param(wants.map((w) => w.target.safeMaxC))}::float8[])
      WITH ORDINALITY AS q(appliance_id, sensor_id, before, safe_min, safe_max, i)
    LEFT JOIN LATERAL (
      SELECT r.time FROM sensor_readings r
      WHERE r.sensor_id = q.sensor_id
        AND r.time < q.before AND r.time >= q.before - ${ANCHOR_SEARCH_MS} * interval '1 millisecond'
        AND (q.safe_min IS NULL OR r.temperature >= q.safe_min)
        AND (q.safe_max IS NULL OR r.temperature <= q.safe_max)
        AND NOT EXISTS (
          SELECT 1 FROM unnest(${sql.param(wants.flatMap((w, i) => w.lateTimes.map(() => i + 1)))}::int[],
            ${sql.param(wants.flatMap((w) => w.lateTimes.map((t) => t.toISOString())))}::timestamptz[]) AS l(i, time)
          WHERE l.i = q.i AND l.time = r.time)
        AND NOT EXISTS (SELECT 1 FROM temp_alerts a WHERE a.appliance_id = q.appliance_id
          AND a.started_at <= r.time AND (a.ended_at IS NULL OR a.ended_at > r.time))
      ORDER BY r.time DESC LIMIT 1
    ) a ON true`);
  const anchorOf = new Map(anchors.rows.map((row) => [Number(row.i), asDateOrNull(row.time)]));
  const starts = wants.map((w, k) => {
    const anchor = anchorOf.get(k + 1) ?? null;
    return { anchor, from: anchor ?? new Date(w.oldest.getTime() - ANCHOR_SEARCH_MS) };
  });
  // From the anchor itself (it is the replay's first reading), else strictly after the search's start.
  const readings = await db.execute<{ i: number; time: Date; temperature: number }>(sql`
    SELECT q.i::int AS i, r.time, r.temperature
    FROM unnest(${sql.param(wants.map((w) => w.target.sensorId))}::uuid[],
      ${sql.param(starts.map((s) => new Date(s.from.getTime() - (s.anchor ? 1 : 0)).toISOString()))}::timestamptz[])
      WITH ORDINALITY AS q(sensor_id, after, i)
    CROSS JOIN LATERAL (
      SELECT time, temperature FROM sensor_readings r WHERE r.sensor_id = q.sensor_id AND r.time > q.after ORDER BY r.time LIMIT 100000
    ) r
    ORDER BY q.i, r.time`);
  const windows = wants.map((): Reading[] => []);
  for (const row of readings.rows) windows[Number(row.i) - 1]!.push({ time: asDate(row.time), temperature: row.temperature });
  const known = await alertsSinceAll(
    db,
    wants.map((w, k) => ({ applianceId: w.target.applianceId, after: starts[k]!.from })),
  );
  return wants.map((w, k) => ({ ...starts[k]!, window: windows[k]!, known: known.get(w.target.applianceId) ?? [] }));
}
