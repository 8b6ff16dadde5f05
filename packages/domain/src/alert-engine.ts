import { countInterval, EMPTY_FOOD_CLOCK, type FoodClock } from './food-clock.js';
import {
  estimatedSpoilageAt,
  FOOD_HALF_BUDGET_MS,
  foodSafenessOf,
  stagesCrossed,
  worseFoodSafeness,
  type FoodSafeness,
  type FoodStage,
} from './food-safeness.js';
import {
  dangerZoneOf,
  depthInDangerZone,
  JURISDICTIONS,
  roundForComparison,
  type DangerZone,
  type JurisdictionProfileId,
} from './jurisdiction.js';
import { holdsTcsFood, LARGE_BREACH_MARGIN_C, zonePosition, type ApplianceType, type SafeZone } from './safe-zones.js';

/**
 * The alert and food-safety engine of PRODUCT.md ("Food-safety model") as a pure state machine: the
 * caller loads an appliance's state, applies readings in time order and stores the new state with the
 * events. Two questions are kept apart: the appliance alert is judged against the appliance's safe zone;
 * the food clock counts only time in the danger zone of the location's jurisdiction. Nothing lives in
 * memory between calls, so any server instance can process any appliance's readings.
 */

export type AlertReason = 'APPLIANCE_TOO_COLD' | 'APPLIANCE_TOO_WARM';
export type AlertSeverity = 'LOW' | 'HIGH';
export type OpenAlertStatus = 'DETECTED' | 'SNOOZED';
/** The side an appliance holds food at: the depth into the danger zone is measured from that limit. */
export type HeldAt = 'COLD' | 'HOT';

export interface AlertPolicy {
  safeZone: SafeZone;
  /** How long a breach must last before it becomes an alert (door openings, defrost cycles). */
  alertDelayMs: number;
  /** A reading more than this (°C) into the danger zone puts the food at risk now: HIGH, at once. */
  largeMarginC: number;
  /** How long readings must stay inside before an alert ends. */
  clearPeriodMs: number;
  /** Readings further apart than this (3 reporting intervals) are a gap: time without data. */
  maxGapMs: number;
  holdsTcsFood: boolean;
  /** The jurisdiction's danger zone; null for appliances without time/temperature-controlled food. */
  dangerZone: DangerZone | null;
  /** The danger zone's limits rounded for comparison once (isInDangerZone's rule, without its per-call rounding). */
  dangerLimits: { above: number; below: number } | null;
  heldAt: HeldAt;
}

export interface OpenAlert {
  startedAt: Date;
  reason: AlertReason;
  severity: AlertSeverity;
  status: OpenAlertStatus;
  snoozedUntil: Date | null;
  /** First reading back inside the zone since the last one outside; null while still outside. */
  inZoneSince: Date | null;
  worstFoodSafeness: FoodSafeness;
}

export interface ApplianceState {
  lastReadingAt: Date | null;
  /** The last reading was outside the appliance's safe zone. */
  lastOutside: boolean;
  /** The last reading was in the danger zone (food at risk). */
  lastInDanger: boolean;
  /** Start of the current excursion outside the safe zone (pending breach or open alert). */
  breachStartedAt: Date | null;
  breachReason: AlertReason | null;
  /** When the current food batch started: its clock counts nothing before (read, never written, here). */
  batchStartedAt: Date | null;
  /** The current food batch's clock. */
  food: FoodClock;
  alert: OpenAlert | null;
}

export type AlertEvent =
  | { type: 'DETECTED'; at: Date; alert: OpenAlert }
  | { type: 'SEVERITY_RAISED'; at: Date; alert: OpenAlert }
  | { type: 'REASON_CHANGED'; at: Date; alert: OpenAlert; from: AlertReason }
  | { type: 'SNOOZE_EXPIRED'; at: Date; alert: OpenAlert }
  | { type: 'SNOOZED'; at: Date; alert: OpenAlert }
  | { type: 'ENDED'; at: Date; alert: OpenAlert };

/** The batch's food clock reached "use now" or "discard" (`at`: when the budget line was crossed). */
export interface FoodEvent {
  type: 'FOOD_STAGE';
  stage: FoodStage;
  at: Date;
}

export type EngineEvent = AlertEvent | FoodEvent;

export interface Reading {
  time: Date;
  temperature: number;
}

export const INITIAL_STATE: ApplianceState = {
  lastReadingAt: null,
  lastOutside: false,
  lastInDanger: false,
  breachStartedAt: null,
  breachReason: null,
  batchStartedAt: null,
  food: EMPTY_FOOD_CLOCK,
  alert: null,
};

export const DEFAULT_CLEAR_PERIOD_MS = 10 * 60_000;
export const DEFAULT_SNOOZE_MS = 60 * 60_000;
/** A sensor silent for more than this many reporting intervals leaves a gap (and is offline). */
export const GAP_INTERVALS = 3;

const NO_EVENTS: readonly EngineEvent[] = Object.freeze([]);

/** A policy from an appliance's settings and its location's jurisdiction, with PRODUCT.md's defaults for the rest. */
export function alertPolicy(options: {
  type: ApplianceType;
  safeZone: SafeZone;
  alertDelayMin: number;
  jurisdiction?: JurisdictionProfileId;
  reportingIntervalSec?: number;
}): AlertPolicy {
  const interval = (options.reportingIntervalSec ?? 300) * 1000;
  const tcs = holdsTcsFood(options.type);
  const dangerZone = tcs ? dangerZoneOf(JURISDICTIONS[options.jurisdiction ?? 'CODEX']) : null;
  return {
    safeZone: options.safeZone,
    alertDelayMs: options.alertDelayMin * 60_000,
    largeMarginC: LARGE_BREACH_MARGIN_C,
    clearPeriodMs: DEFAULT_CLEAR_PERIOD_MS,
    maxGapMs: GAP_INTERVALS * interval,
    holdsTcsFood: tcs,
    dangerZone,
    dangerLimits: dangerZone && { above: roundForComparison(dangerZone.aboveC), below: roundForComparison(dangerZone.belowC) },
    heldAt: options.type === 'HOT_HOLDING' ? 'HOT' : 'COLD',
  };
}

/** The food verdict of a state right now, with its clock and whether time without data is part of it. */
export function currentFoodSafeness(state: ApplianceState, policy: AlertPolicy) {
  const { dangerMs, unknownMs, excursions } = state.food;
  return {
    ...foodSafenessOf(policy.holdsTcsFood, dangerMs),
    dangerMs,
    unknownMs,
    excursions,
    /** The verdict counts time without readings as danger time: it is a conservative guess. */
    uncertain: policy.holdsTcsFood && unknownMs > 0,
    estimatedFoodSpoilageAt:
      state.lastReadingAt && estimatedSpoilageAt(policy.holdsTcsFood, dangerMs, state.lastInDanger, state.lastReadingAt),
  };
}

/** Food at risk now: a reading more than the margin into the danger zone, from the side the food is held at. */
function atRiskNow(temperature: number, policy: AlertPolicy): boolean {
  if (!policy.dangerZone) return false;
  return roundForComparison(depthInDangerZone(temperature, policy.dangerZone, policy.heldAt)) > policy.largeMarginC;
}

/** HIGH when the food is at risk now or its clock is past half the budget; LOW otherwise (non-food appliances too). */
function severityOf(temperature: number, food: FoodClock, policy: AlertPolicy): AlertSeverity {
  return policy.holdsTcsFood && (atRiskNow(temperature, policy) || food.dangerMs >= FOOD_HALF_BUDGET_MS) ? 'HIGH' : 'LOW';
}

/**
 * Applies one reading. Readings older than the last one applied are ignored here: the caller replays
 * history in order when a late batch arrives (see `replay`).
 */
export function applyReading(
  state: ApplianceState,
  reading: Reading,
  policy: AlertPolicy,
): { state: ApplianceState; events: readonly EngineEvent[] } {
  if (state.lastReadingAt && reading.time <= state.lastReadingAt) return { state, events: NO_EVENTS };
  const at = reading.time;
  const position = zonePosition(reading.temperature, policy.safeZone);
  const outside = position !== 'WITHIN';
  // isInDangerZone, with the limits rounded once in the policy: this runs for every reading stored.
  const limits = policy.dangerLimits;
  const rounded = limits ? roundForComparison(reading.temperature) : 0;
  const inDanger = limits !== null && rounded > limits.above && rounded < limits.below;
  const food = limits
    ? countInterval(
        state.food,
        state.lastReadingAt?.getTime() ?? null,
        state.lastInDanger,
        at.getTime(),
        inDanger,
        policy.maxGapMs,
        state.batchStartedAt?.getTime() ?? null,
      )
    : state.food;
  // Events are rare: the array is made only when there is one (no closure, nothing allocated per reading).
  let events: EngineEvent[] | null = null;
  if (food !== state.food && policy.holdsTcsFood) {
    for (const crossed of stagesCrossed(state.food.dangerMs, food.dangerMs, at)) (events ??= []).push({ type: 'FOOD_STAGE', ...crossed });
  }
  let alert = state.alert;

  if (!outside) {
    // Inside the safe zone, the common case: the next state is built once (this runs for every reading stored).
    if (alert) {
      const inZoneSince = alert.inZoneSince ?? at;
      const worst = worseFoodSafeness(alert.worstFoodSafeness, foodSafenessOf(policy.holdsTcsFood, food.dangerMs).foodSafeness);
      // The clock may still pass half the budget on the interval that brought the appliance back.
      const severity = alert.severity === 'LOW' && food.dangerMs >= FOOD_HALF_BUDGET_MS && policy.holdsTcsFood ? 'HIGH' : alert.severity;
      alert = { ...alert, inZoneSince, worstFoodSafeness: worst, severity };
      if (severity !== state.alert!.severity) (events ??= []).push({ type: 'SEVERITY_RAISED', at, alert });
      if (at.getTime() - inZoneSince.getTime() >= policy.clearPeriodMs) {
        (events ??= []).push({ type: 'ENDED', at, alert });
        alert = null;
      }
    }
    return {
      state: {
        lastReadingAt: at,
        lastOutside: false,
        lastInDanger: inDanger,
        breachStartedAt: null,
        breachReason: null,
        batchStartedAt: state.batchStartedAt,
        food,
        alert,
      },
      events: events ?? NO_EVENTS,
    };
  }

  const reason: AlertReason = position === 'ABOVE' ? 'APPLIANCE_TOO_WARM' : 'APPLIANCE_TOO_COLD';
  // The appliance has been outside since the breach started, whatever a silence or a swing past the zone
  // in between: neither restarts the breach (a gap in readings is not a return to the safe zone).
  const continuing = state.breachStartedAt !== null && state.lastOutside;
  const breachStartedAt = continuing ? state.breachStartedAt! : at;
  const severity = severityOf(reading.temperature, food, policy);
  const verdict = foodSafenessOf(policy.holdsTcsFood, food.dangerMs).foodSafeness;

  if (!alert) {
    // Only food at risk now skips the delay: a freezer's defrost or a door opening waits it out.
    if (atRiskNow(reading.temperature, policy) || at.getTime() - breachStartedAt.getTime() > policy.alertDelayMs) {
      alert = {
        startedAt: breachStartedAt,
        reason,
        severity,
        status: 'DETECTED',
        snoozedUntil: null,
        inZoneSince: null,
        worstFoodSafeness: verdict,
      };
      (events ??= []).push({ type: 'DETECTED', at, alert });
    }
  } else {
    const from = alert.reason;
    alert = { ...alert, reason, inZoneSince: null, worstFoodSafeness: worseFoodSafeness(alert.worstFoodSafeness, verdict) };
    if (from !== reason) (events ??= []).push({ type: 'REASON_CHANGED', at, alert, from });
    if (alert.status === 'SNOOZED' && alert.snoozedUntil && at >= alert.snoozedUntil) {
      alert = { ...alert, status: 'DETECTED', snoozedUntil: null };
      (events ??= []).push({ type: 'SNOOZE_EXPIRED', at, alert });
    }
    if (alert.severity === 'LOW' && severity === 'HIGH') {
      alert = { ...alert, severity: 'HIGH' };
      (events ??= []).push({ type: 'SEVERITY_RAISED', at, alert });
    }
  }
  return {
    state: {
      lastReadingAt: at,
      lastOutside: true,
      lastInDanger: inDanger,
      breachStartedAt,
      breachReason: reason,
      batchStartedAt: state.batchStartedAt,
      food,
      alert,
    },
    events: events ?? NO_EVENTS,
  };
}

/** Applies readings in time order (a batch may arrive unsorted). */
export function applyReadings(state: ApplianceState, readings: Reading[], policy: AlertPolicy) {
  const sorted = [...readings].sort((a, b) => a.time.getTime() - b.time.getTime());
  const events: EngineEvent[] = [];
  let current = state;
  for (const reading of sorted) {
    const result = applyReading(current, reading, policy);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** Rebuilds the state from a full, possibly late-completed history (late batches are replayed). */
export function replay(history: Reading[], policy: AlertPolicy, from: ApplianceState = INITIAL_STATE) {
  return applyReadings(from, history, policy);
}

/** Snoozes the open alert until `until` (default one hour from `now`). */
export function snooze(state: ApplianceState, now: Date, until: Date | null = null): { state: ApplianceState; events: AlertEvent[] } {
  if (!state.alert) return { state, events: [] };
  const alert: OpenAlert = { ...state.alert, status: 'SNOOZED', snoozedUntil: until ?? new Date(now.getTime() + DEFAULT_SNOOZE_MS) };
  return { state: { ...state, alert }, events: [{ type: 'SNOOZED', at: now, alert }] };
}

/**
 * Checks a snoozed alert against the clock alone (no reading needed): once the snooze has run out and
 * the appliance is still outside its zone, the alert is DETECTED again.
 */
export function expireSnooze(state: ApplianceState, now: Date): { state: ApplianceState; events: AlertEvent[] } {
  const alert = state.alert;
  if (!alert || alert.status !== 'SNOOZED' || !alert.snoozedUntil || now < alert.snoozedUntil || !state.lastOutside) {
    return { state, events: [] };
  }
  const detected: OpenAlert = { ...alert, status: 'DETECTED', snoozedUntil: null };
  return { state: { ...state, alert: detected }, events: [{ type: 'SNOOZE_EXPIRED', at: now, alert: detected }] };
}

/** A new food batch (after discarding or restocking) at `at`: its clock starts from zero. */
export function startNewBatch(state: ApplianceState, at: Date): ApplianceState {
  return { ...state, batchStartedAt: at, food: EMPTY_FOOD_CLOCK };
}
