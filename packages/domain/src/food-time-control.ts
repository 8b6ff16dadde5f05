import type { FoodReading } from './food-estimate.js';
import type { FoodControl } from './food-rules.js';
import { roundForComparison, thresholdCelsius } from './jurisdiction.js';

/**
 * Time as a public-health control (FDA Food Code 2022 3-501.19), chosen when a batch starts: the clock is
 * elapsed time, not temperature. 4 h from the start whatever the temperature (3-501.19(B)), or 6 h for
 * cold food that starts at or below 41 °F and stays at or below 70 °F (3-501.19(C)): discard at 6 h, or at
 * once above 70 °F. A 6-hour batch whose first reading is above 41 °F does not qualify: it runs 4 h.
 */
export const TIME_CONTROL_MS = { TIME_4H: 4 * 3_600_000, TIME_6H_COLD: 6 * 3_600_000 } as const;
const START_LIMIT_C = thresholdCelsius({ value: 41, unit: 'F' });
const STAY_LIMIT_C = thresholdCelsius({ value: 70, unit: 'F' });

const above = (celsius: number, limit: number) => roundForComparison(celsius) > roundForComparison(limit);

export interface TimeControlResult {
  verdict: 'SAFE' | 'DISCARD';
  control: FoodControl;
  batchStartedAtMs: number;
  /** Elapsed time since the start (the clock shown under time control). */
  dangerMs: number;
  discardAtMs: number | null;
  next: { verdict: 'DISCARD'; atMs: number } | null;
  foodC: number | null;
  lastReadingAtMs: number | null;
}

/** The effective control: a 6-hour batch that did not start cold enough falls back to 4 hours. */
export function effectiveTimeControl(
  control: Exclude<FoodControl, 'TEMPERATURE'>,
  food: readonly FoodReading[],
): 'TIME_4H' | 'TIME_6H_COLD' {
  if (control === 'TIME_4H') return control;
  const first = food[0];
  return first && !above(first.celsius, START_LIMIT_C) ? 'TIME_6H_COLD' : 'TIME_4H';
}

export function timeControlVerdict(
  control: Exclude<FoodControl, 'TEMPERATURE'>,
  startMs: number,
  food: readonly FoodReading[],
  nowMs: number,
): TimeControlResult {
  const effective = effectiveTimeControl(control, food);
  const endMs = startMs + TIME_CONTROL_MS[effective];
  const overAt = effective === 'TIME_6H_COLD' ? (food.find((r) => above(r.celsius, STAY_LIMIT_C))?.timeMs ?? null) : null;
  const discardAt = Math.min(endMs, overAt ?? Number.POSITIVE_INFINITY);
  const discarded = discardAt <= nowMs;
  const last = food[food.length - 1] ?? null;
  return {
    verdict: discarded ? 'DISCARD' : 'SAFE',
    control: effective,
    batchStartedAtMs: startMs,
    dangerMs: Math.max(0, Math.min(nowMs, endMs) - startMs),
    discardAtMs: discarded ? discardAt : null,
    next: discarded ? null : { verdict: 'DISCARD', atMs: endMs },
    foodC: last?.celsius ?? null,
    lastReadingAtMs: last?.timeMs ?? null,
  };
}
