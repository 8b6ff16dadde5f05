import {
  foodRulesOf,
  foodVerdict,
  isScotland,
  OFFLINE_AFTER_INTERVALS,
  type FoodControl,
  type FoodVerdict,
  type FoodReading,
  type BatchFoodType,
} from '@ks/domain';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { foodBatches, locations, sensorReadings, sensors } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import type { ApplianceRow } from '../appliances/appliances.service.js';

/**
 * The food verdict of an appliance's current batch, from the domain's one verdict function
 * (packages/domain food-verdict.ts) fed with the batch's stored readings of the primary sensor — from the
 * later of the batch start and the sensor's attachment (readings before the attachment count nowhere,
 * decision 0120) — and the clock. Computed when read, so an open gap moves forward with the clock and
 * a "safe until" that has passed is never shown.
 */
export interface ApplianceFoodVerdict extends FoodVerdict {
  applianceId: string;
  batchId: string | null;
  scotland: boolean;
}

interface VerdictInputs {
  sensor: { id: string; placement: 'AIR' | 'FOOD_SIMULANT' | 'FOOD_PROBE'; attachedAt: Date | null; reportingIntervalSec: number } | null;
  batch: { id: string; startedAt: Date; startsAtFirstReading: boolean; control: FoodControl; foodType: BatchFoodType } | null;
  location: { profile: Parameters<typeof foodRulesOf>[0]; timezone: string; country: string | null; state: string | null };
}

async function primarySensor(db: Db, applianceId: string) {
  const [sensor] = await db
    .select({ id: sensors.id, placement: sensors.placement, attachedAt: sensors.attachedAt, reportingIntervalSec: sensors.reportingIntervalSec })
    .from(sensors)
    .where(eq(sensors.applianceId, applianceId))
    .orderBy(asc(sensors.attachedAt), asc(sensors.hwid))
    .limit(1);
  return sensor ?? null;
}

async function inputsOf(db: Db, clientId: string, appliance: ApplianceRow): Promise<VerdictInputs | null> {
  const [location] = await db
    .select({ profile: locations.jurisdictionProfile, timezone: locations.timezone, country: locations.country, state: locations.state })
    .from(locations)
    .where(and(eq(locations.id, appliance.locationId), eq(locations.clientId, clientId)));
  if (!location) return null;
  const [batch] = await db
    .select({
      id: foodBatches.id,
      startedAt: foodBatches.startedAt,
      // The appliance's first batch, started by the engine (no one started it, none before it).
      startsAtFirstReading: sql<boolean>`${foodBatches.startsAtFirstReading} OR (${foodBatches.startedBy} IS NULL AND NOT EXISTS (
        SELECT 1 FROM food_batches e WHERE e.appliance_id = ${foodBatches.applianceId} AND e.started_at < ${foodBatches.startedAt}))`,
      control: foodBatches.control,
      foodType: foodBatches.foodType,
    })
    .from(foodBatches)
    .where(and(eq(foodBatches.applianceId, appliance.id), isNull(foodBatches.endedAt)));
  return { sensor: await primarySensor(db, appliance.id), batch: batch ?? null, location };
}

async function readingsOf(db: Db, sensorId: string, from: Date | null, now: Date): Promise<FoodReading[]> {
  const rows = await db
    .select({ time: sensorReadings.time, temperature: sensorReadings.temperature })
    .from(sensorReadings)
    .where(and(eq(sensorReadings.sensorId, sensorId), from ? gte(sensorReadings.time, from) : sql`true`, lte(sensorReadings.time, now)))
    .orderBy(asc(sensorReadings.time))
    .limit(50_000);
  return rows.map((r) => ({ timeMs: r.time.getTime(), celsius: r.temperature }));
}

/** The later of two optional instants. */
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export async function foodVerdictOf({ scope, appliance, now = new Date() }: { scope: Scope; appliance: ApplianceRow; now?: Date }): Promise<ApplianceFoodVerdict | null> {
  const db = await scope.db();
  const inputs = await inputsOf(db, tenantOf(scope).clientId, appliance);
  if (!inputs) return null;
  const { sensor, batch, location } = inputs;
  const rules = foodRulesOf(location.profile, appliance.type, { serviceDisplay: appliance.serviceDisplay, foodType: batch?.foodType });
  const batchFrom = batch && !batch.startsAtFirstReading ? batch.startedAt : null;
  const readings = sensor ? await readingsOf(db, sensor.id, later(batchFrom, sensor.attachedAt), now) : [];
  const startedAtMs = batch?.startedAt.getTime() ?? readings[0]?.timeMs ?? now.getTime();
  const verdict = foodVerdict({
    rules,
    placement: sensor?.placement ?? 'AIR',
    timeConstantMin: appliance.foodTimeConstantMin,
    readings,
    batch: { startedAtMs, startsAtFirstReading: batch?.startsAtFirstReading ?? true, control: batch?.control ?? 'TEMPERATURE' },
    maxGapMs: OFFLINE_AFTER_INTERVALS * (sensor?.reportingIntervalSec ?? 300) * 1000,
    nowMs: now.getTime(),
    service: { outOfService: appliance.outOfService, windows: appliance.serviceHours, timeZone: location.timezone },
  });
  return { ...verdict, applianceId: appliance.id, batchId: batch?.id ?? null, scotland: isScotland(location.country, location.state) };
}
