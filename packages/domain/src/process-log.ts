import { JURISDICTIONS, roundForComparison, thresholdCelsius, type JurisdictionProfileId, type ProcessCheckpoint } from './jurisdiction.js';
import { coolingClockStart, PROCESS_VARIANT_CHECKPOINTS, type ProcessVariant } from './process-variants.js';

/**
 * Cooling and reheating logs (PRODUCT.md "Food-safety model"): a batch of food leaves the heat (or goes
 * back on it) at a start time and temperature, and must reach each checkpoint of its location's profile
 * in time. Pure rules: the server feeds them the readings (manual and probe) and the clock.
 */
export const PROCESS_KINDS = ['COOLING', 'REHEATING'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

/** Reminders go out this long before a checkpoint's deadline (unless it is already met). */
export const CHECKPOINT_REMINDER_LEAD_MIN = 15;

const MINUTE_MS = 60_000;

/**
 * The checkpoints a log of `kind` must meet under `profile`, in order. A variant replaces them where the
 * code has its own rule: ambient-temperature ingredients (FDA 3-501.14(B)), commercially processed food
 * reheated from its package (FDA 3-403.11(C)), reheating in Scotland (82 °C).
 */
export function processCheckpoints(
  profile: JurisdictionProfileId,
  kind: ProcessKind,
  variant: ProcessVariant = 'STANDARD',
): readonly ProcessCheckpoint[] {
  const special = PROCESS_VARIANT_CHECKPOINTS[variant];
  if (variant !== 'STANDARD' && special.kind === kind) return special.checkpoints;
  const jurisdiction = JURISDICTIONS[profile];
  return kind === 'COOLING' ? jurisdiction.cooling : [jurisdiction.reheating];
}

/** The temperature a failed cooling is reheated to before it restarts (the profile's reheating target; Scotland 82 °C). */
export function reheatingTargetC(profile: JurisdictionProfileId, scotland = false): number {
  const target = (
    scotland && profile === 'UK_FSA' ? PROCESS_VARIANT_CHECKPOINTS.SCOTLAND.checkpoints[0]! : JURISDICTIONS[profile].reheating
  ).target;
  return target ? thresholdCelsius(target) : Number.POSITIVE_INFINITY;
}

export interface ProcessReading {
  timeMs: number;
  celsius: number;
}

export type CheckpointStatus = 'MET' | 'MISSED' | 'PENDING';

export interface CheckpointState {
  index: number;
  checkpoint: ProcessCheckpoint;
  deadlineMs: number;
  status: CheckpointStatus;
  /** The first reading that met it. */
  metAtMs: number | null;
  metCelsius: number | null;
}

export type ProcessVerdict = 'RUNNING' | 'PASSED' | 'FAILED';

export interface ProcessEvaluation {
  checkpoints: CheckpointState[];
  verdict: ProcessVerdict;
  /** The first checkpoint missed (FAILED only). */
  failedCheckpoint: number | null;
  /** When the verdict was reached: the last checkpoint met (PASSED) or the missed deadline (FAILED). */
  endedAtMs: number | null;
  /** Where the deadlines count from: when the food was at or below the start temperature (cooling). */
  clockStartedAtMs: number;
  /** False: the log started below the start temperature and the cook has not given when the food left the heat. */
  startShown: boolean;
}

export interface ProcessLogFacts {
  kind: ProcessKind;
  profile: JurisdictionProfileId;
  startedAtMs: number;
  startCelsius: number;
  readings: readonly ProcessReading[];
  nowMs: number;
  variant?: ProcessVariant;
  /** When the food left the heat, as the cook gave it (a log started below the start temperature). */
  leftHeatAtMs?: number | null;
}

/**
 * Whether a reading meets a checkpoint. Cooling: at or below the target; reheating: at or above it (limits
 * compared as written, at 0.001 °C, like the danger zone). A checkpoint without a target ("as low as
 * possible", UK's 90 minutes) is met by any reading below the start temperature: the log shows it cooling.
 */
function meets(kind: ProcessKind, checkpoint: ProcessCheckpoint, celsius: number, startCelsius: number): boolean {
  const value = roundForComparison(celsius);
  if (!checkpoint.target) return value < roundForComparison(startCelsius);
  const target = roundForComparison(thresholdCelsius(checkpoint.target));
  return kind === 'COOLING' ? value <= target : value >= target;
}

/**
 * Where a log stands at `nowMs`: each checkpoint met (by a reading taken at or before its deadline),
 * missed (its deadline passed unmet) or pending. The log FAILS at its first missed checkpoint, even if a
 * later reading is cold enough (if in doubt, throw it out), and PASSES when every checkpoint is met.
 */
export function evaluateProcessLog(facts: ProcessLogFacts): ProcessEvaluation {
  const readings = [...facts.readings].filter((r) => r.timeMs >= facts.startedAtMs).sort((a, b) => a.timeMs - b.timeMs);
  const variant = facts.variant ?? 'STANDARD';
  const clock = coolingClockStart({ ...facts, readings, variant });
  const checkpoints = processCheckpoints(facts.profile, facts.kind, variant).map((checkpoint, index): CheckpointState => {
    const deadlineMs = clock.atMs + checkpoint.withinMin * MINUTE_MS;
    // A start not shown cannot pass stage 1 by itself: the cook gives the time the food left the heat.
    const provable = clock.shown || index > 0;
    const met = provable
      ? readings.find(
          (r) => r.timeMs >= clock.atMs && r.timeMs <= deadlineMs && meets(facts.kind, checkpoint, r.celsius, facts.startCelsius),
        )
      : undefined;
    const status: CheckpointStatus = met ? 'MET' : facts.nowMs > deadlineMs ? 'MISSED' : 'PENDING';
    return { index, checkpoint, deadlineMs, status, metAtMs: met?.timeMs ?? null, metCelsius: met?.celsius ?? null };
  });
  const base = { checkpoints, clockStartedAtMs: clock.atMs, startShown: clock.shown };
  const missed = checkpoints.find((c) => c.status === 'MISSED');
  if (missed) return { ...base, verdict: 'FAILED', failedCheckpoint: missed.index, endedAtMs: missed.deadlineMs };
  if (checkpoints.every((c) => c.status === 'MET')) {
    return { ...base, verdict: 'PASSED', failedCheckpoint: null, endedAtMs: Math.max(...checkpoints.map((c) => c.metAtMs ?? 0)) };
  }
  return { ...base, verdict: 'RUNNING', failedCheckpoint: null, endedAtMs: null };
}

/**
 * How many checkpoints, counted from the first, are due a reminder at `nowMs` (pending and within the
 * reminder lead of their deadline, or already past it); the job reminds those beyond the count it has told.
 */
export function checkpointsDueForReminder(evaluation: ProcessEvaluation, nowMs: number): number {
  let due = 0;
  for (const state of evaluation.checkpoints) {
    if (state.status === 'MET' || state.deadlineMs - CHECKPOINT_REMINDER_LEAD_MIN * MINUTE_MS <= nowMs) due = state.index + 1;
  }
  return due;
}
