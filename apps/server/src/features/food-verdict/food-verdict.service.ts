import {
  ACTION_FOOD_VERDICTS,
  BATCH_LIFE_DAYS,
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
import { appliances, foodBatches, locations, sensorReadings, sensors } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';

/** An appliance row as the appliances feature reads it (the table's own type: importing it from there would close a feature cycle). */
type ApplianceRow = typeof appliances.$inferSelect;

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
  /** Where the batch's life counts from: its start, or the earliest reading of an appliance's first batch. */
  lifeStartedAtMs: number;
  /** 3 reporting intervals of the primary sensor. */
  maxGapMs: number;
  timeZone: string;
}

interface VerdictInputs {
  sensor: { id: string; placement: 'AIR' | 'FOOD_SIMULANT' | 'FOOD_PROBE'; attachedAt: Date | null; reportingIntervalSec: number } | null;
  batch: {
    id: string;
    startedAt: Date;
    startsAtFirstReading: boolean;
    /** The batch before it turned over at this instant (batch life): the same food, so the estimate runs on. */
    continuesFood: boolean;
    control: FoodControl;
    foodType: BatchFoodType;
  } | null;
  location: { profile: Parameters<typeof foodRulesOf>[0]; timezone: string; country: string | null; state: string | null };
  /** The appliance's food time constant (minutes). */
  timeConstantMin: number;
}

async function primarySensor(db: Db, applianceId: string) {
  const [sensor] = await db
    .select({
      id: sensors.id,
      placement: sensors.placement,
      attachedAt: sensors.attachedAt,
      reportingIntervalSec: sensors.reportingIntervalSec,
    })
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
      // Spelled out: inside the subquery an unqualified column would be e's own.
      startsAtFirstReading: sql<boolean>`food_batches.starts_at_first_reading OR (food_batches.started_by IS NULL AND NOT EXISTS (
        SELECT 1 FROM food_batches e WHERE e.appliance_id = food_batches.appliance_id AND e.started_at < food_batches.started_at))`,
      continuesFood: sql<boolean>`EXISTS (SELECT 1 FROM food_batches p WHERE p.appliance_id = food_batches.appliance_id
        AND p.ended_at = food_batches.started_at AND p.end_reason = 'TURNOVER')`,
      control: foodBatches.control,
      foodType: foodBatches.foodType,
    })
    .from(foodBatches)
    .where(and(eq(foodBatches.applianceId, appliance.id), isNull(foodBatches.endedAt)));
  return { sensor: await primarySensor(db, appliance.id), batch: batch ?? null, location, timeConstantMin: appliance.foodTimeConstantMin };
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

export async function foodVerdictOf({
  scope,
  appliance,
  now = new Date(),
}: {
  scope: Scope;
  appliance: ApplianceRow;
  now?: Date;
}): Promise<ApplianceFoodVerdict | null> {
  return foodVerdictFor(await scope.db(), tenantOf(scope).clientId, appliance, now);
}

/** The verdict of one appliance of `clientId` (jobs: the escalation e-mail), in the caller's transaction. */
export async function foodVerdictOfApplianceId(
  db: Db,
  clientId: string,
  applianceId: string,
  now: Date,
): Promise<ApplianceFoodVerdict | null> {
  const [appliance] = await db
    .select()
    .from(appliances)
    .where(and(eq(appliances.id, applianceId), eq(appliances.clientId, clientId)));
  return appliance ? foodVerdictFor(db, clientId, appliance, now) : null;
}

/** The batch facts the verdict needs; without a stored batch, the appliance's first one from its earliest reading. */
function batchFacts(inputs: VerdictInputs, readings: readonly FoodReading[], now: Date) {
  const { batch } = inputs;
  if (!batch) return { startedAtMs: readings[0]?.timeMs ?? now.getTime(), startsAtFirstReading: true, control: 'TEMPERATURE' as const };
  const runIn = estimateRunInFrom(inputs);
  return {
    startedAtMs: batch.startedAt.getTime(),
    startsAtFirstReading: batch.startsAtFirstReading,
    control: batch.control,
    ...(runIn ? { estimateFromMs: runIn.getTime() } : {}),
  };
}

/** Time constants the air-based estimate runs in on before a turned-over batch: after 5 of them the start's error is under 1 %. */
const RUN_IN_TIME_CONSTANTS = 5;

/**
 * Where a turned-over batch's food estimate starts (decision 0340): the same food stays in the appliance,
 * so the estimate runs on the air of the last 5 time constants before the boundary — never before the
 * sensor's attachment. Null for other batches (the estimate starts at their first reading, PRODUCT.md).
 */
function estimateRunInFrom(inputs: VerdictInputs): Date | null {
  const { sensor, batch } = inputs;
  if (!sensor || !batch?.continuesFood || batch.startsAtFirstReading || sensor.placement !== 'AIR') return null;
  const from = new Date(batch.startedAt.getTime() - RUN_IN_TIME_CONSTANTS * inputs.timeConstantMin * 60_000);
  return later(from, sensor.attachedAt);
}

/**
 * The readings the batch counts: from the later of its start and the sensor's attachment. Batch life is
 * the food-verdict sync's turnover (food-verdict-sync.service.ts), not a window here: a batch that
 * reached use-now keeps its verdict until a corrective action, however old it is.
 */
async function batchReadings(db: Db, inputs: VerdictInputs, now: Date): Promise<FoodReading[]> {
  const { sensor, batch } = inputs;
  if (!sensor) return [];
  const batchFrom = batch && !batch.startsAtFirstReading ? (estimateRunInFrom(inputs) ?? batch.startedAt) : null;
  return readingsOf(db, sensor.id, later(batchFrom, sensor.attachedAt), now);
}

/** The appliance's batch life in days (7 cold, 1 hot, unless set on the appliance). */
export function batchLifeDaysOf(appliance: Pick<ApplianceRow, 'batchLifeDays' | 'type'>): number {
  return appliance.batchLifeDays ?? (appliance.type === 'HOT_HOLDING' ? BATCH_LIFE_DAYS.HOT : BATCH_LIFE_DAYS.COLD);
}

/** The verdict of one appliance of `clientId` (already known to be that client's), in the caller's transaction. */
export async function foodVerdictFor(db: Db, clientId: string, appliance: ApplianceRow, now: Date): Promise<ApplianceFoodVerdict | null> {
  const inputs = await inputsOf(db, clientId, appliance);
  if (!inputs) return null;
  const { sensor, batch, location } = inputs;
  const readings = await batchReadings(db, inputs, now);
  const facts = batchFacts(inputs, readings, now);
  const maxGapMs = OFFLINE_AFTER_INTERVALS * (sensor?.reportingIntervalSec ?? 300) * 1000;
  const verdict = foodVerdict({
    rules: foodRulesOf(location.profile, appliance.type, { serviceDisplay: appliance.serviceDisplay, foodType: batch?.foodType }),
    placement: sensor?.placement ?? 'AIR',
    timeConstantMin: appliance.foodTimeConstantMin,
    readings,
    batch: facts,
    maxGapMs,
    nowMs: now.getTime(),
    service: { outOfService: appliance.outOfService, windows: appliance.serviceHours, timeZone: location.timezone },
  });
  const first = readings[0]?.timeMs ?? facts.startedAtMs;
  return {
    ...verdict,
    applianceId: appliance.id,
    batchId: batch?.id ?? null,
    scotland: isScotland(location.country, location.state),
    lifeStartedAtMs: facts.startsAtFirstReading ? Math.min(facts.startedAtMs, first) : facts.startedAtMs,
    maxGapMs,
    timeZone: location.timezone,
  };
}

/** The appliances among `candidates` whose verdict now asks for action, longest in the danger zone first. */
export async function appliancesAtRisk(db: Db, clientId: string, candidates: readonly ApplianceRow[], now: Date): Promise<ApplianceRow[]> {
  const judged: Array<{ appliance: ApplianceRow; dangerMs: number }> = [];
  for (const appliance of candidates) {
    const verdict = await foodVerdictFor(db, clientId, appliance, now);
    if (verdict?.verdict && ACTION_FOOD_VERDICTS.has(verdict.verdict)) judged.push({ appliance, dangerMs: verdict.dangerMs });
  }
  return judged.sort((a, b) => b.dangerMs - a.dangerMs).map((j) => j.appliance);
}
