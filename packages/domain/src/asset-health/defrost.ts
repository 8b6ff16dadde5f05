import type { Disturbance } from './disturbances.js';
import { median } from './stats.js';
import { DAY_MS, MINUTE_MS, type DefrostPattern } from './types.js';

/** Periods tried, minutes: from one defrost every 3 hours to one a day, in steps of a minute. */
const PERIOD_RANGE_MIN = { from: 180, to: 1440 } as const;
/** Onsets of one cycle fall within this many minutes of each other. */
const PHASE_WIDTH_MIN = 30;
/** A cycle is learned when at least this share of its expected onsets had a disturbance. */
const MIN_SCORE = 0.6;
const MIN_CYCLES = 4;
/** An onset this close to an expected one belongs to that cycle. */
const MATCH_MIN = 20;

interface Phase {
  phase: number;
  cycle: number;
}

/** Adds (+1) or removes (-1) one onset's cycle from the window's count of distinct cycles. */
function count(cycles: Map<number, number>, cycle: number, change: 1 | -1): void {
  const next = (cycles.get(cycle) ?? 0) + change;
  if (next === 0) cycles.delete(cycle);
  else cycles.set(cycle, next);
}

/**
 * The most distinct cycles with an onset inside one circular window of PHASE_WIDTH_MIN (phases sorted,
 * in [0, period)): several door openings in one cycle count once.
 */
function densestWindow(phases: Phase[], period: number): { count: number; start: number } {
  const n = phases.length;
  const wrapped = [...phases, ...phases.map((p) => ({ phase: p.phase + period, cycle: p.cycle - 1 }))];
  const inside = new Map<number, number>();
  let best = { count: 0, start: 0 };
  let high = 0;
  for (let low = 0; low < n; low += 1) {
    while (high < low + n && wrapped[high]!.phase - wrapped[low]!.phase <= PHASE_WIDTH_MIN) count(inside, wrapped[high++]!.cycle, 1);
    if (inside.size > best.count) best = { count: inside.size, start: wrapped[low]!.phase };
    count(inside, wrapped[low]!.cycle, -1);
  }
  return best;
}

const modulo = (value: number, period: number) => ((value % period) + period) % period;

function scoreOf(onsets: readonly number[], period: number, spanMin: number): { score: number; count: number; start: number } {
  const phases = onsets.map((t) => ({ phase: modulo(t, period), cycle: Math.floor(t / period) })).sort((a, b) => a.phase - b.phase);
  const densest = densestWindow(phases, period);
  return { ...densest, score: densest.count / Math.max(1, Math.floor(spanMin / period)) };
}

/**
 * Periods worth trying: whole minutes within 2 of at least three differences between nearby onsets
 * (a true period shows as the gap between consecutive defrosts again and again).
 */
function candidatePeriods(onsets: readonly number[]): number[] {
  const votes = new Map<number, number>();
  onsets.forEach((a, i) => {
    for (let j = i + 1; j < Math.min(onsets.length, i + 5); j += 1) {
      const gap = Math.round(onsets[j]! - a);
      if (gap < PERIOD_RANGE_MIN.from - 2 || gap > PERIOD_RANGE_MIN.to + 2) continue;
      for (let p = gap - 2; p <= gap + 2; p += 1) votes.set(p, (votes.get(p) ?? 0) + 1);
    }
  });
  return [...votes.entries()]
    .filter(([p, n]) => n >= 3 && p >= PERIOD_RANGE_MIN.from && p <= PERIOD_RANGE_MIN.to)
    .map(([p]) => p)
    .sort((a, b) => a - b);
}

/**
 * The onsets (minutes, sorted) that line up with one period, if enough of them do: the smallest period
 * that does (a multiple of the true one lines up too), refined to the best of its near neighbours.
 */
function bestPeriod(onsets: readonly number[], spanMin: number): { period: number; start: number } | null {
  for (const period of candidatePeriods(onsets)) {
    if (spanMin / period < MIN_CYCLES) break;
    const first = scoreOf(onsets, period, spanMin);
    if (first.count < MIN_CYCLES || first.score < MIN_SCORE) continue;
    let best = { period, ...first };
    for (let near = period + 1; near <= period + 4; near += 1) {
      const score = scoreOf(onsets, near, spanMin);
      if (score.score > best.score) best = { period: near, ...score };
    }
    return { period: best.period, start: best.start };
  }
  return null;
}

/**
 * A defrost warms the air slowly or holds it up for a while; a door opening is a sharp spike. Only
 * defrost-shaped disturbances teach the period (door openings at the same hours each day would not).
 */
export function defrostShaped(d: Disturbance): boolean {
  return d.riseMin >= 10 || d.plateauMin >= 12;
}

/**
 * How long a defrost heats: the air climbs while the heater is on (rise) or sits at its peak (a plateau);
 * the recovery after it is the compressor's, not the defrost's, so it is left out.
 */
export function defrostHeatMin(d: Disturbance): number {
  return Math.max(d.riseMin, d.plateauMin);
}

/** The disturbances that belong to the cycle of `pattern`, oldest first. */
export function defrostCycles(pattern: Pick<DefrostPattern, 'periodMin' | 'anchor'>, disturbances: readonly Disturbance[]): Disturbance[] {
  const period = pattern.periodMin * MINUTE_MS;
  return disturbances.filter((d) => {
    if (!defrostShaped(d)) return false;
    const offset = modulo(d.onset - pattern.anchor, period);
    return Math.min(offset, period - offset) <= MATCH_MIN * MINUTE_MS;
  });
}

/**
 * The defrost cycle of an appliance, from the disturbances of its window: the smallest period for which
 * most expected onsets had a disturbance starting at the same phase (a time-clock defrost). Its length
 * is the median of the cycles older than two days, so a defrost getting longer now does not teach itself.
 */
export function learnDefrost(disturbances: readonly Disturbance[], from: number, to: number): DefrostPattern | null {
  const spanMin = (to - from) / MINUTE_MS;
  const onsets = disturbances.filter((d) => d.onset >= from && defrostShaped(d)).map((d) => (d.onset - from) / MINUTE_MS);
  const found = bestPeriod(onsets, spanMin);
  if (!found) return null;
  const centre = from + (found.start + PHASE_WIDTH_MIN / 2) * MINUTE_MS;
  const cycles = defrostCycles({ periodMin: found.period, anchor: centre }, disturbances);
  const anchor = from + (median(cycles.map((d) => modulo((d.onset - from) / MINUTE_MS, found.period))) ?? 0) * MINUTE_MS;
  const ended = cycles.filter((d) => d.lengthMin !== null);
  const older = ended.filter((d) => d.onset < to - 2 * DAY_MS);
  const usual = older.length >= 3 ? older : ended;
  const lengths = usual.map(defrostHeatMin);
  return {
    periodMin: found.period,
    anchor: Math.round(anchor),
    lengthMin: median(lengths) ?? 0,
    peakRiseC: median(usual.map((d) => d.peakRiseC)) ?? 0,
    matched: cycles.length,
    expected: Math.floor(spanMin / found.period),
  };
}

/** Slack around a learned defrost: it may start this early, and the air may stay up this much longer than its usual heating (the recovery after it). */
const EARLY_MIN = 15;
const overrun = (lengthMin: number) => Math.max(20, lengthMin * 0.5);

/**
 * Whether `time` falls in a normal defrost of the learned pattern: from a little before an expected
 * onset to its usual length plus a margin. The alert engine can ask this before treating a warm reading
 * as a breach (decision 0220): a defrost longer than that is not excused, and is a finding here.
 */
export function isLearnedDefrost(pattern: DefrostPattern | null, time: number): boolean {
  if (!pattern) return false;
  const offsetMin = modulo(time - pattern.anchor, pattern.periodMin * MINUTE_MS) / MINUTE_MS;
  return offsetMin >= pattern.periodMin - EARLY_MIN || offsetMin <= pattern.lengthMin + overrun(pattern.lengthMin);
}

/** How many of the newest expected onsets (up to `now`, each given time to show) had no disturbance. */
export function missedDefrosts(pattern: DefrostPattern, disturbances: readonly Disturbance[], now: number): number {
  const period = pattern.periodMin * MINUTE_MS;
  let expected = pattern.anchor + Math.floor((now - pattern.anchor) / period) * period;
  if (expected > now - 30 * MINUTE_MS) expected -= period;
  let missed = 0;
  for (; missed < 6; missed += 1, expected -= period) {
    const hit = disturbances.some((d) => Math.abs(d.onset - expected) <= MATCH_MIN * MINUTE_MS);
    if (hit) break;
  }
  return missed;
}
