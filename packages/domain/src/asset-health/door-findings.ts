import type { Disturbance } from './disturbances.js';
import { median, round } from './stats.js';
import { DAY_MS, MINUTE_MS, type HealthFinding } from './types.js';

/** Recovery: the recent part of the window against the older part. */
const RECENT_MS = 2 * DAY_MS;
const REFERENCE_BEFORE_MS = 5 * DAY_MS;
const MIN_EVENTS = 6;
const RECOVERY_WATCH = { ratio: 1.5, extraMin: 5 } as const;
const RECOVERY_SERVICE = { ratio: 2, extraMin: 10 } as const;

const recoveries = (events: readonly Disturbance[]) => events.filter((d) => d.recoveryMin !== null).map((d) => d.recoveryMin!);

export function recoveryFigures(
  doorOpenings: readonly Disturbance[],
  now: number,
): { reference: number; recent: number; count: [number, number] } | null {
  const reference = recoveries(doorOpenings.filter((d) => d.onset < now - REFERENCE_BEFORE_MS));
  const recent = recoveries(doorOpenings.filter((d) => d.onset >= now - RECENT_MS));
  if (reference.length < MIN_EVENTS || recent.length < MIN_EVENTS) return null;
  return { reference: median(reference)!, recent: median(recent)!, count: [reference.length, recent.length] };
}

const beyond = (recent: number, reference: number, bar: { ratio: number; extraMin: number }) =>
  recent >= bar.ratio * reference && recent - reference >= bar.extraMin;

/** LONG_RECOVERY: after a door opening the air now takes much longer to come back than it used to. */
export function longRecovery(doorOpenings: readonly Disturbance[], now: number): HealthFinding | null {
  const figures = recoveryFigures(doorOpenings, now);
  if (!figures || !beyond(figures.recent, figures.reference, RECOVERY_WATCH)) return null;
  const first = doorOpenings.find((d) => d.onset >= now - RECENT_MS && (d.recoveryMin ?? 0) >= RECOVERY_WATCH.ratio * figures.reference);
  return {
    kind: 'LONG_RECOVERY',
    status: beyond(figures.recent, figures.reference, RECOVERY_SERVICE) ? 'SERVICE_SOON' : 'WATCH',
    since: first?.onset ?? now - RECENT_MS,
    figures: {
      referenceMin: Math.round(figures.reference),
      recentMin: Math.round(figures.recent),
      referenceCount: figures.count[0],
      recentCount: figures.count[1],
    },
  };
}

/** FREQUENT_DOOR_OPENINGS: the last 24 hours had at least twice the usual openings, and eight more. */
export function frequentDoorOpenings(doorOpenings: readonly Disturbance[], from: number, now: number): HealthFinding | null {
  const referenceDays = (now - DAY_MS - from) / DAY_MS;
  if (referenceDays < 3) return null;
  const usual = doorOpenings.filter((d) => d.onset < now - DAY_MS).length / referenceDays;
  const recent = doorOpenings.filter((d) => d.onset >= now - DAY_MS);
  if (recent.length < 2 * usual || recent.length < usual + 8) return null;
  return {
    kind: 'FREQUENT_DOOR_OPENINGS',
    status: 'WATCH',
    since: recent[0]!.onset,
    figures: { referenceCount: round(usual, 0), recentCount: recent.length },
  };
}

/** The door is taken for left open once the air has stayed up this long without coming down. */
const LEFT_OPEN_AFTER_MIN = 10;
const LEFT_OPEN_RISE_C = 1;

/**
 * DOOR_LEFT_OPEN: the newest reading is still in a disturbance that is not a learned defrost, began at
 * least ten minutes ago, is at least 1 °C up and not coming down (≥ 70 % of its peak).
 */
export function doorLeftOpen(
  open: Disturbance | undefined,
  isDefrost: (time: number) => boolean,
  lastReading: number,
  now: number,
): HealthFinding | null {
  if (!open || open.end !== null || isDefrost(open.onset) || now - lastReading > 30 * MINUTE_MS) return null;
  const minutes = (lastReading - open.onset) / MINUTE_MS;
  if (minutes < LEFT_OPEN_AFTER_MIN || open.lastRiseC < LEFT_OPEN_RISE_C || open.lastRiseC < 0.7 * open.peakRiseC) return null;
  return {
    kind: 'DOOR_LEFT_OPEN',
    status: 'WATCH',
    since: open.onset,
    figures: { riseC: round(open.lastRiseC, 1), recentMin: Math.round(minutes) },
  };
}
