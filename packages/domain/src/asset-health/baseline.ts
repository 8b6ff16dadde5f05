import type { SafeZone } from '../safe-zones.js';
import type { Disturbance } from './disturbances.js';
import { linearFit, median, round } from './stats.js';
import { DAY_MS, type HealthFinding, type HealthReading } from './types.js';

export interface DailyBaseline {
  /** The day's start (its 24 hours end `k` days before now). */
  day: number;
  baselineC: number;
}

/** Quiet readings (outside every disturbance) per 24 hours ending at `now`: their median, oldest first. */
export function dailyBaselines(readings: readonly HealthReading[], disturbances: readonly Disturbance[], now: number): DailyBaseline[] {
  const buckets = new Map<number, number[]>();
  let d = 0;
  for (const reading of readings) {
    while (d < disturbances.length && disturbances[d]!.end !== null && disturbances[d]!.end! < reading.time) d += 1;
    const current = disturbances[d];
    if (current && reading.time >= current.onset && (current.end === null || reading.time <= current.end)) continue;
    const k = Math.floor((now - reading.time) / DAY_MS);
    if (!buckets.has(k)) buckets.set(k, []);
    buckets.get(k)!.push(reading.temperature);
  }
  return [...buckets.entries()]
    .filter(([, values]) => values.length >= 20)
    .map(([k, values]) => ({ day: now - (k + 1) * DAY_MS, baselineC: round(median(values)!, 2) }))
    .sort((a, b) => a.day - b.day);
}

/** The trend is fitted over the newest days; the level before is the reference. */
const TREND_DAYS = 5;
const MIN_SLOPE_C_PER_DAY = 0.1;
const MIN_SIGNIFICANCE = 3;
const MIN_RISE_C = 0.3;
/** Service soon when the trend takes the air out of the zone within this many days. */
const SERVICE_SOON_WITHIN_DAYS = 10;
/** A door opening's typical rise when too few were seen to tell. */
const DEFAULT_EXCURSION_C = 1;

interface Trend {
  slope: number;
  nowC: number;
  fromC: number;
  referenceC: number;
}

function trendOf(days: readonly DailyBaseline[], now: number): Trend | null {
  const recent = days.filter((d) => d.day >= now - TREND_DAYS * DAY_MS);
  const fit = linearFit(recent.map((d) => ({ x: (d.day - now) / DAY_MS + 0.5, y: d.baselineC })));
  if (!fit || recent.length < 4) return null;
  const older = days.filter((d) => d.day < now - TREND_DAYS * DAY_MS).map((d) => d.baselineC);
  const referenceC = median(older) ?? fit.intercept - fit.slope * (TREND_DAYS - 0.5);
  const rising = fit.slope >= MIN_SLOPE_C_PER_DAY && fit.slope >= MIN_SIGNIFICANCE * fit.slopeError;
  if (!rising || fit.intercept - referenceC < MIN_RISE_C) return null;
  return { slope: fit.slope, nowC: fit.intercept, fromC: fit.intercept - fit.slope * (TREND_DAYS - 0.5), referenceC };
}

/**
 * Days until the air is likely to leave the zone: when the rising baseline plus a usual door opening's
 * rise (the largest of the last three days': the first reading out is a door opening's peak) reaches the zone's upper bound. Null without an
 * upper bound.
 */
export function daysToLeaveZone(baselineNowC: number, slope: number, zone: SafeZone, recentRises: readonly number[]): number | null {
  if (zone.max === null || slope <= 0) return null;
  const excursion = recentRises.length ? Math.max(...recentRises) : DEFAULT_EXCURSION_C;
  const headroom = zone.max - (baselineNowC + excursion);
  return Math.max(1, Math.ceil(headroom / slope));
}

/** RISING_BASELINE: the steady level climbs day after day, significantly, well above where it was. */
export function risingBaseline(
  days: readonly DailyBaseline[],
  doorOpenings: readonly Disturbance[],
  zone: SafeZone,
  now: number,
): HealthFinding | null {
  const trend = trendOf(days, now);
  if (!trend) return null;
  const rises = doorOpenings.filter((d) => d.onset >= now - 3 * DAY_MS).map((d) => d.peakRiseC);
  const days_ = daysToLeaveZone(trend.nowC, trend.slope, zone, rises);
  const since = days.find((d) => d.day >= now - (TREND_DAYS + 2) * DAY_MS && d.baselineC >= trend.referenceC + 0.2)?.day ?? now;
  return {
    kind: 'RISING_BASELINE',
    status: days_ !== null && days_ <= SERVICE_SOON_WITHIN_DAYS ? 'SERVICE_SOON' : 'WATCH',
    since,
    figures: {
      baselineFromC: round(trend.referenceC, 1),
      baselineNowC: round(trend.nowC, 1),
      slopeCPerDay: round(trend.slope, 2),
      ...(days_ === null ? {} : { daysToLeaveZone: days_ }),
    },
  };
}
