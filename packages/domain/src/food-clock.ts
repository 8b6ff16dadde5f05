import { isInDangerZone, type DangerZone } from './jurisdiction.js';

/**
 * The food clock of a batch (PRODUCT.md "Food-safety model"): how long its food has been in the danger
 * zone, how much of that time had no readings, and across how many excursions. Only the danger zone of
 * the location's jurisdiction counts: a fridge at −1 °C or a still-frozen freezer is an appliance fault,
 * never food at risk.
 */
export interface FoodClock {
  /** Time in the danger zone, unknown time included (if in doubt, throw it out). */
  dangerMs: number;
  /** The part of `dangerMs` that no reading covers: gaps longer than 3 reporting intervals. */
  unknownMs: number;
  /** Separate stays in the danger zone; many short ones add up all the same. */
  excursions: number;
}

export const EMPTY_FOOD_CLOCK: FoodClock = Object.freeze({ dangerMs: 0, unknownMs: 0, excursions: 0 });

/** One reading as the clock sees it: its time (epoch ms) and whether it lies in the danger zone. */
export interface ClockPoint {
  at: number;
  inDanger: boolean;
}

/**
 * Counts the interval between two consecutive readings (conservative edges):
 * - either end in the danger zone: the whole interval is danger time (an excursion starts at the last
 *   safe reading and ends at the first safe one);
 * - that interval is longer than `maxGapMs` (3 reporting intervals): it is also unknown time, and a
 *   silence never restarts an excursion;
 * - both ends safe: nothing, however long the gap;
 * - nothing before `batchStartedAt` counts (a new batch starts at zero).
 * `previousAt` null: the first reading of all. Plain numbers, and `clock` itself back when nothing
 * changes, so the engine's common safe reading allocates nothing.
 */
export function countInterval(
  clock: FoodClock,
  previousAt: number | null,
  previousInDanger: boolean,
  at: number,
  inDanger: boolean,
  maxGapMs: number,
  batchStartedAt: number | null,
): FoodClock {
  if (previousAt === null) return inDanger && clock.excursions === 0 ? { ...clock, excursions: 1 } : clock;
  if (!previousInDanger && !inDanger) return clock;
  const from = batchStartedAt !== null && batchStartedAt > previousAt ? batchStartedAt : previousAt;
  const span = Math.max(0, at - from);
  // A new excursion when the food was safe before, or when a new batch started in the middle of one.
  const starts = !previousInDanger || clock.excursions === 0;
  return {
    dangerMs: clock.dangerMs + span,
    unknownMs: clock.unknownMs + (at - previousAt > maxGapMs ? span : 0),
    excursions: clock.excursions + (starts ? 1 : 0),
  };
}

/** countInterval between two clock points (`previous` null: the first reading of all). */
export function countStep(
  clock: FoodClock,
  previous: ClockPoint | null,
  current: ClockPoint,
  maxGapMs: number,
  batchStartedAt: number | null,
) {
  return countInterval(clock, previous?.at ?? null, previous?.inDanger ?? false, current.at, current.inDanger, maxGapMs, batchStartedAt);
}

/** The clock over a whole series of readings (time order), e.g. to recompute a batch from its readings. */
export function foodClockOf(
  readings: ReadonlyArray<{ time: Date; temperature: number }>,
  zone: DangerZone,
  maxGapMs: number,
  batchStartedAt: Date | null = null,
): FoodClock {
  let clock = EMPTY_FOOD_CLOCK;
  let previous: ClockPoint | null = null;
  const start = batchStartedAt?.getTime() ?? null;
  for (const reading of readings) {
    const current = { at: reading.time.getTime(), inDanger: isInDangerZone(reading.temperature, zone) };
    if (previous && current.at <= previous.at) continue;
    if (start === null || current.at > start) clock = countStep(clock, previous, current, maxGapMs, start);
    previous = current;
  }
  return clock;
}
