import { dailyBaselines, risingBaseline } from './baseline.js';
import { defrostAbnormal, unstableControl } from './control-findings.js';
import { defrostCycles, isLearnedDefrost, learnDefrost } from './defrost.js';
import { findDisturbances, type Disturbance } from './disturbances.js';
import { doorLeftOpen, frequentDoorOpenings, longRecovery, recoveryFigures } from './door-findings.js';
import { round } from './stats.js';
import {
  DAY_MS,
  HEALTH_STATUSES,
  HEALTH_WINDOW_DAYS,
  type ApplianceHealth,
  type HealthFinding,
  type HealthInput,
  type HealthStatus,
  type LearnedPattern,
} from './types.js';

/** The worse of the findings' statuses; OK without findings. */
export function overallStatus(findings: readonly Pick<HealthFinding, 'status'>[]): HealthStatus {
  return findings.reduce<HealthStatus>(
    (worst, f) => (HEALTH_STATUSES.indexOf(f.status) > HEALTH_STATUSES.indexOf(worst) ? f.status : worst),
    'OK',
  );
}

/** A mask: whether each reading lies outside every disturbance. */
function quietMask(readings: HealthInput['readings'], disturbances: readonly Disturbance[]): boolean[] {
  const mask = readings.map(() => true);
  let d = 0;
  readings.forEach((reading, i) => {
    while (d < disturbances.length && disturbances[d]!.end !== null && disturbances[d]!.end! < reading.time) d += 1;
    const current = disturbances[d];
    if (current && reading.time >= current.onset && (current.end === null || reading.time <= current.end)) mask[i] = false;
  });
  return mask;
}

/**
 * An appliance's health from its own readings over a rolling window (14 days by default): the patterns it
 * learned (steady level per day, defrost cycle, door openings, recovery after them) and the findings
 * they give. Pure: the server's job feeds it stored readings. Only units with an upper bound (cold
 * holding: fridges, coolers, freezers) are judged; any other is OK without findings.
 */
export function assessApplianceHealth(input: HealthInput): ApplianceHealth {
  const { zone, now } = input;
  const from = now - (input.windowDays ?? HEALTH_WINDOW_DAYS) * DAY_MS;
  const readings = input.readings.filter((r) => r.time >= from && r.time <= now);
  const disturbances = findDisturbances(readings);
  const start = readings[0]?.time ?? now;
  const defrost = learnDefrost(disturbances, start, now);
  const cycles = new Set(defrost ? defrostCycles(defrost, disturbances) : []);
  const doorOpenings = disturbances.filter((d) => !cycles.has(d));
  const days = dailyBaselines(readings, disturbances, now);
  const recovery = recoveryFigures(doorOpenings, now);
  const pattern: LearnedPattern = {
    windowFrom: from,
    windowTo: now,
    readings: readings.length,
    dailyBaseline: days,
    defrost,
    doorOpeningsPerDay: readings.length ? round(doorOpenings.length / Math.max(1, (now - start) / DAY_MS), 1) : null,
    recoveryMin: recovery ? Math.round(recovery.recent) : null,
  };
  if (zone.max === null || readings.length === 0) return { status: 'OK', findings: [], pattern };
  const candidates = [
    doorLeftOpen(disturbances.at(-1), (t) => isLearnedDefrost(defrost, t), readings.at(-1)!.time, now),
    frequentDoorOpenings(doorOpenings, start, now),
    longRecovery(doorOpenings, now),
    risingBaseline(days, doorOpenings, zone, now),
    defrostAbnormal(defrost, disturbances, now),
    unstableControl(readings, quietMask(readings, disturbances), start, now),
  ];
  const findings = candidates.filter((f): f is HealthFinding => f !== null);
  return { status: overallStatus(findings), findings, pattern };
}
