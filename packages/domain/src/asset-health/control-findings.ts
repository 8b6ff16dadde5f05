import { defrostCycles, defrostHeatMin, missedDefrosts } from './defrost.js';
import type { Disturbance } from './disturbances.js';
import { median, round, standardDeviation } from './stats.js';
import { DAY_MS, MINUTE_MS, type DefrostPattern, type HealthFinding, type HealthReading } from './types.js';

const LONG_DEFROST_WATCH = { ratio: 1.3, extraMin: 10 } as const;
const LONG_DEFROST_SERVICE = { ratio: 1.5, extraMin: 15 } as const;
/** A longer defrost that also warms the air more than it used to: two signs of the same failure. */
const WARMER_DEFROST = { ratio: 1.25, extraC: 0.3 } as const;
const MISSED_WATCH = 3;

const beyond = (recent: number, reference: number, bar: { ratio: number; extraMin: number }) =>
  recent >= bar.ratio * reference && recent - reference >= bar.extraMin;

/** The heating part of the newest three cycles (defrostHeatMin; one still going on, so far) and their peaks. */
function recentLengths(cycles: readonly Disturbance[]): Array<{ onset: number; length: number; peakC: number }> {
  return cycles.slice(-3).map((d) => ({ onset: d.onset, length: defrostHeatMin(d), peakC: d.peakRiseC }));
}

function longDefrostStatus(recentMin: number, recentPeakC: number, pattern: DefrostPattern): 'WATCH' | 'SERVICE_SOON' {
  if (beyond(recentMin, pattern.lengthMin, LONG_DEFROST_SERVICE)) return 'SERVICE_SOON';
  const warmer = recentPeakC >= WARMER_DEFROST.ratio * pattern.peakRiseC && recentPeakC - pattern.peakRiseC >= WARMER_DEFROST.extraC;
  return warmer ? 'SERVICE_SOON' : 'WATCH';
}

/**
 * DEFROST_ABNORMAL: the newest defrost cycles last much longer than the learned length (a defrost that
 * does not end: a stuck heater or termination thermostat), or the last three expected defrosts did not
 * come (an iced evaporator ahead).
 */
export function defrostAbnormal(pattern: DefrostPattern | null, disturbances: readonly Disturbance[], now: number): HealthFinding | null {
  if (!pattern) return null;
  const cycles = defrostCycles(pattern, disturbances).filter((d) => d.onset >= now - 2 * DAY_MS);
  const recent = recentLengths(cycles);
  const recentMin = median(recent.map((r) => r.length));
  if (recent.length >= 2 && recentMin !== null && beyond(recentMin, pattern.lengthMin, LONG_DEFROST_WATCH)) {
    const first = recent.find((r) => beyond(r.length, pattern.lengthMin, LONG_DEFROST_WATCH));
    return {
      kind: 'DEFROST_ABNORMAL',
      status: longDefrostStatus(recentMin, median(recent.map((r) => r.peakC))!, pattern),
      since: first?.onset ?? recent[0]!.onset,
      figures: { referenceMin: Math.round(pattern.lengthMin), recentMin: Math.round(recentMin), recentCount: recent.length },
    };
  }
  const missed = missedDefrosts(pattern, cycles, now);
  if (missed < MISSED_WATCH) return null;
  return {
    kind: 'DEFROST_ABNORMAL',
    status: 'WATCH',
    since: now - missed * pattern.periodMin * MINUTE_MS,
    figures: { missedCycles: missed, referenceMin: Math.round(pattern.lengthMin) },
  };
}

/** Step-to-step noise of quiet readings (both outside every disturbance, at most 15 minutes apart). */
function controlNoise(readings: readonly HealthReading[], quiet: readonly boolean[], from: number, to: number): number | null {
  const steps: number[] = [];
  for (let i = 1; i < readings.length; i += 1) {
    const [a, b] = [readings[i - 1]!, readings[i]!];
    if (b.time < from || b.time >= to || !quiet[i] || !quiet[i - 1] || b.time - a.time > 15 * MINUTE_MS) continue;
    steps.push(b.temperature - a.temperature);
  }
  return steps.length >= 50 ? standardDeviation(steps) : null;
}

const UNSTABLE = { ratio: 2, minC: 0.15 } as const;

/** UNSTABLE_CONTROL: between disturbances the air now swings at least twice as much as it used to. */
export function unstableControl(
  readings: readonly HealthReading[],
  quiet: readonly boolean[],
  from: number,
  now: number,
): HealthFinding | null {
  const reference = controlNoise(readings, quiet, from, now - 3 * DAY_MS);
  const recent = controlNoise(readings, quiet, now - DAY_MS, now + 1);
  if (reference === null || recent === null || recent < UNSTABLE.ratio * reference || recent < UNSTABLE.minC) return null;
  return {
    kind: 'UNSTABLE_CONTROL',
    status: 'WATCH',
    since: now - DAY_MS,
    figures: { referenceNoiseC: round(reference, 2), recentNoiseC: round(recent, 2) },
  };
}
