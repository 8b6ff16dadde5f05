/**
 * The food's temperature, not the air's (PRODUCT.md "Food-safety model"). A sensor's placement says what
 * it measures: `AIR` (the default) the appliance's air, `FOOD_SIMULANT` a product-simulating bottle and
 * `FOOD_PROBE` the food itself. For air sensors the food clock runs on an estimate: a first-order lag of
 * the air readings with the appliance's time constant, started at the batch's first reading. A door open
 * for ten minutes moves the air by degrees and the food by a fraction of one.
 */
export const SENSOR_PLACEMENTS = ['AIR', 'FOOD_SIMULANT', 'FOOD_PROBE'] as const;
export type SensorPlacement = (typeof SENSOR_PLACEMENTS)[number];
export const DEFAULT_SENSOR_PLACEMENT: SensorPlacement = 'AIR';

/** The appliance's food time constant (minutes): default and the range a user may choose. */
export const FOOD_TIME_CONSTANT_MIN = { default: 30, min: 5, max: 240 } as const;

const MINUTE_MS = 60_000;

export function isSensorPlacement(value: unknown): value is SensorPlacement {
  return typeof value === 'string' && (SENSOR_PLACEMENTS as readonly string[]).includes(value);
}

/** Whether a time constant (minutes) is one a user may choose: a whole number within 5–240. */
export function isFoodTimeConstant(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= FOOD_TIME_CONSTANT_MIN.min && minutes <= FOOD_TIME_CONSTANT_MIN.max;
}

/** One reading as the food rules see it: epoch ms and °C (calibration offset already applied). */
export interface FoodReading {
  timeMs: number;
  celsius: number;
}

/**
 * Readings in time order, one per instant (a repeat keeps the first stored value): whatever order they
 * were stored or arrived in, the same series, so late, shuffled and newest-first uploads give one answer.
 */
export function inTimeOrder(readings: readonly FoodReading[]): FoodReading[] {
  const sorted = [...readings].sort((a, b) => a.timeMs - b.timeMs);
  return sorted.filter((reading, i) => i === 0 || reading.timeMs !== sorted[i - 1]!.timeMs);
}

/**
 * One step of the first-order lag: the food at `food` °C when the air ramps linearly from `airFrom` to
 * `airTo` over `dtMs` (the exact solution for a ramp, so a reading every minute or every hour gives the
 * same curve through the same air).
 */
export function lagStep(food: number, airFrom: number, airTo: number, dtMs: number, tauMs: number): number {
  if (dtMs <= 0) return food;
  const slope = (airTo - airFrom) / dtMs;
  const decay = Math.exp(-dtMs / tauMs);
  return airTo - slope * tauMs + (food - airFrom + slope * tauMs) * decay;
}

/**
 * The food temperature at each reading: the readings themselves for food simulants and probes, the lag
 * estimate for air sensors (starting at the first reading's value, or at `initialFoodC` when a run over
 * earlier readings left the food there). Input in time order.
 */
export function foodTemperatures(
  ordered: readonly FoodReading[],
  placement: SensorPlacement,
  timeConstantMin: number,
  initialFoodC: number | null = null,
): FoodReading[] {
  if (placement !== 'AIR' || ordered.length === 0) return ordered.map((r) => ({ ...r }));
  const tauMs = timeConstantMin * MINUTE_MS;
  const out: FoodReading[] = [{ timeMs: ordered[0]!.timeMs, celsius: initialFoodC ?? ordered[0]!.celsius }];
  for (let i = 1; i < ordered.length; i += 1) {
    const previous = ordered[i - 1]!;
    const current = ordered[i]!;
    const food = lagStep(out[i - 1]!.celsius, previous.celsius, current.celsius, current.timeMs - previous.timeMs, tauMs);
    out.push({ timeMs: current.timeMs, celsius: food });
  }
  return out;
}

/**
 * When food at `foodC`, in air held at `airC` from now on, reaches `limitC` (ms from now); null when it
 * never does (the air is not beyond the limit, or the food is already past it).
 */
export function msUntilFoodReaches(foodC: number, airC: number, limitC: number, timeConstantMin: number): number | null {
  const towards = (airC - foodC) * (limitC - foodC);
  const beyond = (airC - limitC) * (limitC - foodC);
  if (towards <= 0 || beyond <= 0) return foodC === limitC ? 0 : null;
  return timeConstantMin * MINUTE_MS * Math.log((foodC - airC) / (limitC - airC));
}
