/**
 * `npm run bench -- asset-health`: the asset-health detector (packages/domain/src/asset-health) on the
 * simulator's fault modes (tools/simulator/fault-modes.ts) over simulated weeks. Per degrading mode it
 * prints the detection lead time: days from the first SERVICE_SOON to the first air reading outside the
 * safe zone; on healthy units (normal door use and defrost) the false SERVICE_SOON rate per 100
 * unit-weeks. Targets (issue 38): every degrading unit found ≥ 2 days before its first breach; < 1 false
 * SERVICE_SOON per 100 healthy unit-weeks. Seeds: ASSET_HEALTH_SEEDS="1,2,3" (default); exits 1 when a
 * target is missed.
 */
import { assessApplianceHealth, type HealthReading } from '../packages/domain/src/index.js';
import { coldUnitSeries, DEGRADING_MODES, type FaultMode } from '../tools/simulator/fault-modes.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ZONE = { min: 0, max: 5 };
const START = Date.UTC(2026, 0, 5);
const EVALUATE_EVERY = 6 * 60 * MINUTE;
const HEALTHY_UNITS = Number(process.env.ASSET_HEALTH_HEALTHY ?? 30);
const HEALTHY_DAYS = 28;
const UNITS_PER_MODE = Number(process.env.ASSET_HEALTH_PER_MODE ?? 6);
const FAULT_AFTER_DAYS = 12;
const DEGRADING_DAYS = 34;

/** The status at each evaluation time (the job recomputes every few hours in production; here every 6). */
function* statuses(
  readings: readonly HealthReading[],
  from: number,
  to: number,
): Generator<{ time: number; serviceSoon: boolean; kinds: string[] }> {
  let low = 0;
  let high = 0;
  for (let now = from; now <= to; now += EVALUATE_EVERY) {
    while (low < readings.length && readings[low]!.time < now - 14 * DAY) low += 1;
    while (high < readings.length && readings[high]!.time <= now) high += 1;
    const health = assessApplianceHealth({ readings: readings.slice(low, high), zone: ZONE, now });
    const kinds = health.findings.filter((f) => f.status === 'SERVICE_SOON').map((f) => f.kind);
    yield { time: now, serviceSoon: health.status === 'SERVICE_SOON', kinds };
  }
}

interface DegradingResult {
  leadDays: number | null;
  breachDay: number | null;
  earlyAlarm: boolean;
}

function degradingUnit(mode: FaultMode, seed: number): DegradingResult {
  const faultStart = START + FAULT_AFTER_DAYS * DAY;
  const faultDays = 8 + (seed % 7);
  const readings = coldUnitSeries({ seed, fault: mode, faultStart, faultDays }, START, START + DEGRADING_DAYS * DAY);
  const breach = readings.find((r) => r.time >= faultStart && r.temperature > ZONE.max)?.time ?? null;
  let firstAlarm: number | null = null;
  let earlyAlarm = false;
  for (const s of statuses(readings, START + 2 * DAY, breach ?? START + DEGRADING_DAYS * DAY)) {
    if (!s.serviceSoon) continue;
    if (s.time < faultStart) earlyAlarm = true;
    else {
      firstAlarm = s.time;
      break;
    }
  }
  return {
    leadDays: breach !== null && firstAlarm !== null ? (breach - firstAlarm) / DAY : null,
    breachDay: breach === null ? null : (breach - faultStart) / DAY,
    earlyAlarm,
  };
}

/** How many times a healthy unit entered SERVICE_SOON, and over how many unit-weeks it was judged. */
function healthyUnit(seed: number): { entries: number; weeks: number; kinds: string[] } {
  const readings = coldUnitSeries({ seed }, START, START + HEALTHY_DAYS * DAY);
  let entries = 0;
  let before = false;
  const kinds: string[] = [];
  const from = START + 2 * DAY;
  for (const s of statuses(readings, from, START + HEALTHY_DAYS * DAY)) {
    if (s.serviceSoon && !before) {
      entries += 1;
      kinds.push(...s.kinds);
    }
    before = s.serviceSoon;
  }
  return { entries, weeks: (HEALTHY_DAYS - 2) / 7, kinds };
}

const fmt = (value: number | null) => (value === null ? '—' : value.toFixed(1));

function runSeed(seed: number): boolean {
  let met = true;
  console.log(`\nseed ${seed}`);
  const only = process.env.ASSET_HEALTH_MODES?.split(',');
  for (const mode of DEGRADING_MODES.filter((m) => !only || only.includes(m))) {
    const results = Array.from({ length: UNITS_PER_MODE }, (_, i) => degradingUnit(mode, seed * 1000 + i + 1));
    const leads = results.map((r) => r.leadDays);
    const missed = leads.filter((lead) => lead === null || lead < 2).length;
    const found = leads.filter((lead): lead is number => lead !== null);
    if (missed > 0) met = false;
    console.log(
      `  ${mode.padEnd(18)} lead days: min ${fmt(found.length ? Math.min(...found) : null)}, median ${fmt(found.length ? found.sort((a, b) => a - b)[Math.floor(found.length / 2)]! : null)}` +
        ` | breach after fault start, days: ${results.map((r) => fmt(r.breachDay)).join(' ')} | leads: ${leads.map(fmt).join(' ')}` +
        ` | under 2 days or missed: ${missed}/${results.length}${results.some((r) => r.earlyAlarm) ? ' | alarm before the fault began!' : ''}`,
    );
  }
  const healthy = Array.from({ length: HEALTHY_UNITS }, (_, i) => healthyUnit(seed * 1000 + 500 + i));
  const entries = healthy.reduce((sum, h) => sum + h.entries, 0);
  const weeks = healthy.reduce((sum, h) => sum + h.weeks, 0);
  const rate = (100 * entries) / weeks;
  if (rate >= 1) met = false;
  console.log(
    `  HEALTHY            ${entries} false SERVICE_SOON over ${weeks.toFixed(0)} unit-weeks: ${rate.toFixed(2)} per 100 unit-weeks${entries ? ` (${healthy.flatMap((h) => h.kinds).join(', ')})` : ''}`,
  );
  return met;
}

const seeds = (process.env.ASSET_HEALTH_SEEDS ?? '1,2,3').split(',').map(Number);
const started = performance.now();
const results = seeds.map(runSeed);
console.log(
  `\n${results.every(Boolean) ? 'targets met' : 'TARGETS MISSED'} (≥ 2 days lead on every degrading unit, < 1 false SERVICE_SOON per 100 healthy unit-weeks); ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(results.every(Boolean) ? 0 : 1);
