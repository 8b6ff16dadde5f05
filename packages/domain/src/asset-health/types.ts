import type { ApplianceType, SafeZone } from '../safe-zones.js';

/** One stored air reading: time in ms since 1970, temperature in °C. */
export interface HealthReading {
  time: number;
  temperature: number;
}

export const HEALTH_STATUSES = ['OK', 'WATCH', 'SERVICE_SOON'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const HEALTH_FINDING_KINDS = [
  'DOOR_LEFT_OPEN',
  'FREQUENT_DOOR_OPENINGS',
  'LONG_RECOVERY',
  'RISING_BASELINE',
  'DEFROST_ABNORMAL',
  'UNSTABLE_CONTROL',
] as const;
export type HealthFindingKind = (typeof HEALTH_FINDING_KINDS)[number];

/**
 * The numbers behind a finding, in °C and minutes (never in a viewer's unit: the sentence converts).
 * Each kind fills the ones it speaks about.
 */
export interface HealthFigures {
  /** A figure before (the reference part of the window) and now (the recent part). */
  referenceMin?: number;
  recentMin?: number;
  referenceCount?: number;
  recentCount?: number;
  /** Baseline in °C a few days ago, now, and its slope in °C per day. */
  baselineFromC?: number;
  baselineNowC?: number;
  slopeCPerDay?: number;
  /** Control noise (°C, standard deviation of quiet readings' steps) before and now. */
  referenceNoiseC?: number;
  recentNoiseC?: number;
  /** How far above its baseline the air is now (door left open), °C. */
  riseC?: number;
  /** "Likely to leave its safe zone within N days". */
  daysToLeaveZone?: number;
  /** A defrost that did not come when the learned pattern expected it. */
  missedCycles?: number;
}

export interface HealthFinding {
  kind: HealthFindingKind;
  status: Exclude<HealthStatus, 'OK'>;
  /** When the condition began, ms since 1970. */
  since: number;
  figures: HealthFigures;
}

/** A learned defrost cycle: one every `periodMin`, starting at `anchor + k·period`, lasting about `lengthMin`. */
export interface DefrostPattern {
  periodMin: number;
  /** One onset of the cycle (ms since 1970); the others are whole periods apart. */
  anchor: number;
  /** The usual heating time of a defrost (median of the older cycles'), minutes. */
  lengthMin: number;
  /** How far a usual defrost warms the air above its steady level (median of the older cycles'), °C. */
  peakRiseC: number;
  /** How many cycles in the window matched, and how many were expected. */
  matched: number;
  expected: number;
}

/** What the detector learned about an appliance from its own window. */
export interface LearnedPattern {
  windowFrom: number;
  windowTo: number;
  readings: number;
  /** The steady level (median of quiet readings) per day, oldest first: for the trend chart. */
  dailyBaseline: Array<{ day: number; baselineC: number }>;
  defrost: DefrostPattern | null;
  /** Door openings per day, usual (reference) and in the last 24 hours. */
  doorOpeningsPerDay: number | null;
  /** Median minutes from a door opening's peak back to the baseline. */
  recoveryMin: number | null;
}

export interface ApplianceHealth {
  status: HealthStatus;
  findings: HealthFinding[];
  pattern: LearnedPattern;
}

export interface HealthInput {
  readings: readonly HealthReading[];
  zone: SafeZone;
  now: number;
  /** Rolling window in days (default 14). */
  windowDays?: number;
}

export const HEALTH_WINDOW_DAYS = 14;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The appliance types health judges: refrigerated units holding food, whose compressor, door and defrost
 * the detector's shapes describe. A dry store, a proofer, HVAC or a wine cellar also has an upper bound,
 * but its daily swing is no defrost and its air no door opening (decision 0221).
 */
export const HEALTH_JUDGED_TYPES: readonly ApplianceType[] = ['FRIDGE', 'COOLER', 'FREEZER'];

export function isHealthJudged(type: ApplianceType): boolean {
  return HEALTH_JUDGED_TYPES.includes(type);
}
