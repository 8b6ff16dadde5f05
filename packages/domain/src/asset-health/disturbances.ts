import { quantile } from './stats.js';
import { HOUR_MS, MINUTE_MS, type HealthReading } from './types.js';

/**
 * A disturbance: the air rose sharply above its local steady level and (usually) came back. Door
 * openings and defrost cycles are both disturbances; the defrost ones are told apart by their period.
 */
export interface Disturbance {
  onset: number;
  peakAt: number;
  /** When the air was back at its steady level; null while it is still up (the newest reading is in it). */
  end: number | null;
  peakRiseC: number;
  /** Minutes from the peak back to the steady level. */
  recoveryMin: number | null;
  /** Minutes from the onset to the end. */
  lengthMin: number | null;
  /** The newest reading's rise above the steady level (for an open disturbance). */
  lastRiseC: number;
  /** Minutes from the onset to the peak, and minutes the air stayed near its peak (≥ 70 % of the rise). */
  riseMin: number;
  plateauMin: number;
}

/** A rise of this much above the steady level starts a disturbance… */
export const DISTURBANCE_START_C = 0.5;
/** …and it is over once the air is back within this much of it. */
export const RECOVERED_WITHIN_C = 0.25;
/** The steady level: a low quantile of the readings within ±3 hours (disturbances sit above it). */
const LEVEL_HALF_WINDOW_MS = 3 * HOUR_MS;
const LEVEL_QUANTILE = 0.3;
/** A gap this long in the readings ends whatever was going on, unmeasured. */
const MAX_GAP_MS = HOUR_MS;

/** The steady level at each reading, from hourly anchors. */
export function steadyLevels(readings: readonly HealthReading[]): number[] {
  if (readings.length === 0) return [];
  const first = readings[0]!.time;
  const anchors = new Map<number, number>();
  let low = 0;
  let high = 0;
  const levels: number[] = [];
  for (const reading of readings) {
    const hour = Math.round((reading.time - first) / HOUR_MS);
    if (!anchors.has(hour)) {
      const centre = first + hour * HOUR_MS;
      while (low < readings.length && readings[low]!.time < centre - LEVEL_HALF_WINDOW_MS) low += 1;
      while (high < readings.length && readings[high]!.time <= centre + LEVEL_HALF_WINDOW_MS) high += 1;
      const window = new Float64Array(high - low);
      for (let i = low; i < high; i += 1) window[i - low] = readings[i]!.temperature;
      anchors.set(hour, quantile(window, LEVEL_QUANTILE) ?? reading.temperature);
    }
    levels.push(anchors.get(hour)!);
  }
  return levels;
}

interface Open {
  onset: number;
  peakAt: number;
  peakRiseC: number;
  first: number;
}

/** Minutes the air stayed at ≥ 70 % of the peak rise, between readings first..last. */
function plateauOf(open: Open, readings: readonly HealthReading[], levels: readonly number[], last: number): number {
  let minutes = 0;
  for (let i = open.first + 1; i <= last; i += 1) {
    if (readings[i]!.temperature - levels[i]! >= 0.7 * open.peakRiseC) minutes += (readings[i]!.time - readings[i - 1]!.time) / MINUTE_MS;
  }
  return minutes;
}

function shape(open: Open, readings: readonly HealthReading[], levels: readonly number[], last: number) {
  const { first: _first, ...rest } = open;
  return { ...rest, riseMin: (open.peakAt - open.onset) / MINUTE_MS, plateauMin: plateauOf(open, readings, levels, last) };
}

function closed(open: Open, readings: readonly HealthReading[], levels: readonly number[], index: number): Disturbance {
  const end = readings[index]!.time;
  return {
    ...shape(open, readings, levels, index),
    end,
    recoveryMin: (end - open.peakAt) / MINUTE_MS,
    lengthMin: (end - open.onset) / MINUTE_MS,
    lastRiseC: 0,
  };
}

/** Every disturbance in `readings` (sorted by time), oldest first. */
export function findDisturbances(readings: readonly HealthReading[], levels = steadyLevels(readings)): Disturbance[] {
  const found: Disturbance[] = [];
  let open: Open | null = null;
  let lastQuiet = readings[0]?.time ?? 0;
  let previous = lastQuiet;
  readings.forEach((reading, i) => {
    const rise = reading.temperature - levels[i]!;
    if (open && reading.time - previous > MAX_GAP_MS) open = null;
    previous = reading.time;
    if (!open) {
      if (rise <= RECOVERED_WITHIN_C) lastQuiet = reading.time;
      else if (rise > DISTURBANCE_START_C)
        open = { onset: Math.max(lastQuiet, reading.time - 30 * MINUTE_MS), peakAt: reading.time, peakRiseC: rise, first: i };
      return;
    }
    if (rise > open.peakRiseC) Object.assign(open, { peakAt: reading.time, peakRiseC: rise });
    if (rise <= RECOVERED_WITHIN_C) {
      found.push(closed(open, readings, levels, i));
      open = null;
      lastQuiet = reading.time;
    }
  });
  const last = readings.at(-1);
  if (open && last) {
    const still: Open = open;
    const lastRiseC = last.temperature - levels.at(-1)!;
    found.push({ ...shape(still, readings, levels, readings.length - 1), end: null, recoveryMin: null, lengthMin: null, lastRiseC });
  }
  return found;
}
