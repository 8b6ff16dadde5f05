import { roundForComparison, zonePosition, type AlertPolicy } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { EngineInput } from './alert-load.js';
import { LATE_REPLAY_HORIZON_MS } from './alert-replay.js';
import { policyOf } from './alert-store.js';

/** How far before its oldest late reading an appliance's calm stretch is looked for (then: a replay). */
const PREDECESSOR_SEARCH_MS = 2 * 24 * 60 * 60_000;
/** Calm stretches longer than this many readings are not checked (then: a replay). */
const MAX_STRETCH = 1000;

/** A reading the engine would pass through without changing anything: inside the safe zone, food not at risk. */
function isCalm(temperature: number, policy: AlertPolicy): boolean {
  if (zonePosition(temperature, policy.safeZone) !== 'WITHIN') return false;
  const limits = policy.dangerLimits;
  if (!limits) return true;
  const rounded = roundForComparison(temperature);
  return !(rounded > limits.above && rounded < limits.below);
}

/**
 * The appliances whose late readings change nothing, so the engine can apply their fresh readings only
 * instead of replaying their history (three statements per appliance). Two server instances in a shared
 * MQTT group each store every other reading of a sensor, so whichever commits second finds its readings
 * interleaved with the other's: late, although nothing happened. A late reading is a no-op when every
 * stored reading from the one just before the oldest late reading up to the last applied one (the late
 * readings, already stored in this transaction, among them) is inside the safe zone and outside the
 * danger zone, and no alert of the appliance was open at any time of that stretch: then each reading in
 * it left the same state (no breach, no alert, nothing on the food clock), whatever lies between them.
 * One statement for all such appliances; the caller holds their state locks, so nothing moves meanwhile.
 */
export async function appliancesWithCalmLateReadings(db: Db, inputs: EngineInput[], now: Date): Promise<Set<string>> {
  const wanted = inputs.filter(
    (i) => i.late.length > 0 && i.stored.lastReadingAt !== null && lateOldest(i) >= now.getTime() - LATE_REPLAY_HORIZON_MS,
  );
  const calm = new Set<string>();
  if (wanted.length === 0) return calm;
  const result = await db.execute<{ applianceId: string; anchored: boolean; alerted: boolean; temperatures: number[] | null }>(sql`
    SELECT q.appliance_id AS "applianceId", p.time IS NOT NULL AS anchored, w.temperatures,
      EXISTS (SELECT 1 FROM temp_alerts a WHERE a.appliance_id = q.appliance_id AND (a.ended_at IS NULL OR a.ended_at >= p.time)) AS alerted
    FROM unnest(${sql.param(wanted.map((i) => i.target.applianceId))}::uuid[], ${sql.param(wanted.map((i) => i.target.sensorId))}::uuid[],
      ${sql.param(wanted.map((i) => new Date(lateOldest(i)).toISOString()))}::timestamptz[],
      ${sql.param(wanted.map((i) => i.stored.lastReadingAt!.toISOString()))}::timestamptz[]) AS q(appliance_id, sensor_id, oldest, last)
    CROSS JOIN LATERAL (
      SELECT max(r.time) AS time FROM sensor_readings r
      WHERE r.sensor_id = q.sensor_id AND r.time < q.oldest AND r.time >= q.oldest - ${PREDECESSOR_SEARCH_MS} * interval '1 millisecond'
    ) p
    CROSS JOIN LATERAL (
      SELECT array_agg(x.temperature) AS temperatures FROM (
        SELECT r.temperature FROM sensor_readings r WHERE r.sensor_id = q.sensor_id AND r.time >= p.time AND r.time <= q.last
        LIMIT ${MAX_STRETCH + 1}
      ) x
    ) w`);
  const byAppliance = new Map(wanted.map((i) => [i.target.applianceId, i]));
  for (const row of result.rows) {
    const input = byAppliance.get(row.applianceId)!; // every row is one of `wanted`
    const temperatures = row.temperatures ?? [];
    if (!row.anchored || row.alerted || temperatures.length > MAX_STRETCH) continue;
    const policy = policyOf(input.target);
    if (temperatures.every((t) => isCalm(t, policy))) calm.add(row.applianceId);
  }
  return calm;
}

function lateOldest(input: EngineInput): number {
  let oldest = Infinity;
  for (const r of input.late) oldest = Math.min(oldest, r.time.getTime());
  return oldest;
}
