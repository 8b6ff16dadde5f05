import { type FoodReading, type SensorPlacement } from './food-estimate.js';
import { foodRulesOf, type BatchFoodType, type FoodControl } from './food-rules.js';
import { foodVerdict, type FoodVerdict } from './food-verdict.js';
import type { JurisdictionProfileId } from './jurisdiction.js';
import type { ApplianceType } from './safe-zones.js';
import type { ServiceWindow } from './service-hours.js';
import { fahrenheitToCelsius } from './temperature.js';

/** Monday 16 Nov 2026, 12:00 UTC. */
export const T0 = Date.UTC(2026, 10, 16, 12, 0);
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const F = fahrenheitToCelsius;

/** Readings every `stepMin` from `fromMin` to `toMin` (minutes after T0), temperature by minute. */
export function series(fromMin: number, toMin: number, stepMin: number, celsiusAt: (minute: number) => number): FoodReading[] {
  const out: FoodReading[] = [];
  for (let m = fromMin; m <= toMin; m += stepMin) out.push({ timeMs: T0 + m * MIN, celsius: celsiusAt(m) });
  return out;
}

export interface Scenario {
  profile?: JurisdictionProfileId;
  type?: ApplianceType;
  placement?: SensorPlacement;
  timeConstantMin?: number;
  serviceDisplay?: boolean;
  foodType?: BatchFoodType;
  control?: FoodControl;
  /** Batch start (minutes after T0); absent: the appliance's first batch, from its earliest reading. */
  batchStartMin?: number;
  readings: readonly FoodReading[];
  nowMin: number;
  maxGapMin?: number;
  service?: { windows: ServiceWindow[]; timeZone: string; outOfService?: boolean };
}

export function verdictOf(s: Scenario): FoodVerdict {
  const first = s.batchStartMin === undefined;
  return foodVerdict({
    rules: foodRulesOf(s.profile ?? 'US_FDA', s.type ?? 'FRIDGE', { serviceDisplay: s.serviceDisplay, foodType: s.foodType }),
    placement: s.placement ?? 'FOOD_PROBE',
    timeConstantMin: s.timeConstantMin ?? 30,
    readings: s.readings,
    batch: { startedAtMs: T0 + (s.batchStartMin ?? s.nowMin) * MIN, startsAtFirstReading: first, control: s.control ?? 'TEMPERATURE' },
    maxGapMs: (s.maxGapMin ?? 15) * MIN,
    nowMs: T0 + s.nowMin * MIN,
    service: s.service
      ? { outOfService: s.service.outOfService ?? false, windows: s.service.windows, timeZone: s.service.timeZone }
      : undefined,
  });
}

/** A fixed pseudo-random shuffle (the same every run). */
export function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The same readings as they may reach the server: sorted, shuffled, newest first, and a late middle third. */
export function arrivalOrders(readings: readonly FoodReading[]): Record<string, FoodReading[]> {
  const third = Math.floor(readings.length / 3);
  return {
    sorted: [...readings],
    shuffled: shuffled(readings),
    newestFirst: [...readings].reverse(),
    late: [...readings.slice(0, third), ...readings.slice(2 * third), ...readings.slice(third, 2 * third)],
  };
}

/** The verdict for every arrival order; they must all be equal (the caller asserts the first). */
export function verdictInEveryOrder(s: Scenario): FoodVerdict {
  const results = Object.values(arrivalOrders(s.readings)).map((readings) => verdictOf({ ...s, readings }));
  for (const result of results) {
    if (JSON.stringify(result) !== JSON.stringify(results[0]))
      throw new Error(`order changed the verdict: ${JSON.stringify(result)} vs ${JSON.stringify(results[0])}`);
  }
  return results[0]!;
}
