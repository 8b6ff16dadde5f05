import type { RunningServer } from '../src/server.js';
import { monitoredAppliance, postReadings, systemQuery, type MonitoredAppliance } from './readings.js';

/**
 * Helpers of the food-clock scenario suites: appliances in a location of a chosen zone and jurisdiction,
 * readings at absolute instants (°C or °F), and the batch rows as stored.
 */
const MIN = 60_000;

export interface BatchRow {
  id: string;
  startedAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  verdict: string | null;
  useNowAt: Date | null;
  actNowAt: Date | null;
  discardAt: Date | null;
  dangerMs: number | null;
}

/** The appliance's batches, oldest first, as stored. */
export async function batchesOf(server: RunningServer, applianceId: string): Promise<BatchRow[]> {
  const { rows } = await systemQuery<BatchRow>(
    server.pool,
    `SELECT id, started_at AS "startedAt", ended_at AS "endedAt", end_reason AS "endReason", verdict, use_now_at AS "useNowAt",
       act_now_at AS "actNowAt", discard_at AS "discardAt", danger_ms::float8 AS "dangerMs" FROM food_batches WHERE appliance_id = $1 ORDER BY started_at`,
    [applianceId],
  );
  return rows;
}

/** Moves a location to a zone and jurisdiction profile. */
export async function placeLocation(server: RunningServer, locationId: string, timezone: string, profile: string): Promise<void> {
  await systemQuery(server.pool, 'UPDATE locations SET timezone = $2, jurisdiction_profile = $3 WHERE id = $1', [
    locationId,
    timezone,
    profile,
  ]);
}

/** An appliance with one sensor of the given placement, attached long before the readings. */
export async function applianceWith(
  server: RunningServer,
  where: { clientId: string; locationId: string },
  options: { type?: 'FRIDGE' | 'HOT_HOLDING'; placement?: string; intervalSec?: number } = {},
): Promise<MonitoredAppliance> {
  const appliance = await monitoredAppliance(server.pool, {
    ...where,
    type: options.type ?? 'FRIDGE',
    attachedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  await systemQuery(server.pool, 'UPDATE sensors SET placement = $2, reporting_interval_sec = $3 WHERE id = $1', [
    appliance.sensorId,
    options.placement ?? 'AIR',
    options.intervalSec ?? 300,
  ]);
  return appliance;
}

/** Readings every `stepMin` minutes from `fromMs` to `toMs` (inclusive), the temperature a function of the instant. */
export function readingsBetween(
  hwid: string,
  fromMs: number,
  toMs: number,
  temperature: (atMs: number) => number,
  { stepMin = 5, unit = 'C' }: { stepMin?: number; unit?: 'C' | 'F' } = {},
) {
  const list = [];
  for (let at = fromMs; at <= toMs; at += stepMin * MIN) {
    list.push({ hwid, time: new Date(at).toISOString(), temperature: temperature(at), ...(unit === 'F' ? { unit: 'F' } : {}) });
  }
  return list;
}

/** Posts readings in batches the ingest endpoint accepts, newest first (as a buffered gateway sends them). */
export async function postAll(server: RunningServer, secret: string, readings: unknown[]): Promise<void> {
  const newestFirst = [...readings].reverse();
  for (let i = 0; i < newestFirst.length; i += 1000) {
    const result = await postReadings(server, secret, { readings: newestFirst.slice(i, i + 1000) });
    if (result.status !== 200) throw new Error(`ingest answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
}
