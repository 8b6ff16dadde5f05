import { estimatedSpoilageAt, foodSafenessOf, worseFoodSafeness, FOOD_USE_NOW_AFTER_MS, type FoodSafeness } from './food-safeness.js';
import { LARGE_BREACH_MARGIN_C, zonePosition, type SafeZone } from './safe-zones.js';

/**
 * The alert and food-safety engine of PRODUCT.md as a pure state machine: the caller loads an
 * appliance's state, applies readings in time order and stores the new state with the events. Nothing
 * lives in memory between calls, so any server instance can process any appliance's readings.
 */

export type AlertReason = 'APPLIANCE_TOO_COLD' | 'APPLIANCE_TOO_WARM';
export type AlertSeverity = 'LOW' | 'HIGH';
export type OpenAlertStatus = 'DETECTED' | 'SNOOZED';

export interface AlertPolicy {
  safeZone: SafeZone;
  /** How long a breach must last before it becomes an alert (door openings, defrost cycles). */
  alertDelayMs: number;
  /** Readings this far outside raise a HIGH alert at once. */
  largeMarginC: number;
  /** How long readings must stay inside before an alert ends. */
  clearPeriodMs: number;
  /** Readings further apart than this are a gap: time outside is not counted across it. */
  maxGapMs: number;
  holdsTcsFood: boolean;
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
  lastOutside: boolean;
  /** Start of the current excursion outside the zone (pending breach or open alert). */
  breachStartedAt: Date | null;
  breachReason: AlertReason | null;
  /** Time the current food batch has spent outside its zone. */
  batchOutsideMs: number;
  alert: OpenAlert | null;
}

export type AlertEvent =
  | { type: 'DETECTED'; at: Date; alert: OpenAlert }
  | { type: 'SEVERITY_RAISED'; at: Date; alert: OpenAlert }
  | { type: 'SNOOZE_EXPIRED'; at: Date; alert: OpenAlert }
  | { type: 'SNOOZED'; at: Date; alert: OpenAlert }
  | { type: 'ENDED'; at: Date; alert: OpenAlert };

export interface Reading {
  time: Date;
  temperature: number;
}

export const INITIAL_STATE: ApplianceState = {
  lastReadingAt: null,
  lastOutside: false,
  breachStartedAt: null,
  breachReason: null,
  batchOutsideMs: 0,
  alert: null,
};

export const DEFAULT_CLEAR_PERIOD_MS = 10 * 60_000;
export const DEFAULT_SNOOZE_MS = 60 * 60_000;

/** A policy from an appliance's settings with PRODUCT.md's defaults for the rest. */
export function alertPolicy(options: {
  safeZone: SafeZone;
  alertDelayMin: number;
  holdsTcsFood: boolean;
  reportingIntervalSec?: number;
}): AlertPolicy {
  const interval = (options.reportingIntervalSec ?? 300) * 1000;
  return {
    safeZone: options.safeZone,
    alertDelayMs: options.alertDelayMin * 60_000,
    largeMarginC: LARGE_BREACH_MARGIN_C,
    clearPeriodMs: DEFAULT_CLEAR_PERIOD_MS,
    maxGapMs: 3 * interval,
    holdsTcsFood: options.holdsTcsFood,
  };
}

function isLargeBreach(temperature: number, zone: SafeZone, margin: number): boolean {
  return (zone.max !== null && temperature > zone.max + margin) || (zone.min !== null && temperature < zone.min - margin);
}

/** Food verdict of the state right now. */
export function currentFoodSafeness(state: ApplianceState, policy: AlertPolicy) {
  const verdict = foodSafenessOf(policy.holdsTcsFood, state.batchOutsideMs);
  return {
    ...verdict,
    estimatedFoodSpoilageAt:
      state.lastReadingAt && estimatedSpoilageAt(policy.holdsTcsFood, state.batchOutsideMs, state.lastOutside, state.lastReadingAt),
  };
}

/**
 * Applies one reading. Readings older than the last one applied are ignored here: the caller replays
 * history in order when a late batch arrives (see `replay`).
 */
export function applyReading(
  state: ApplianceState,
  reading: Reading,
  policy: AlertPolicy,
): { state: ApplianceState; events: AlertEvent[] } {
  if (state.lastReadingAt && reading.time <= state.lastReadingAt) return { state, events: [] };
  const events: AlertEvent[] = [];
  const at = reading.time;
  const position = zonePosition(reading.temperature, policy.safeZone);
  const outside = position !== 'WITHIN';
  const gap = state.lastReadingAt ? at.getTime() - state.lastReadingAt.getTime() : 0;

  // Time outside accrues between two readings that were both outside, unless they are a gap apart
  // (a sensor dropout says nothing about what happened in between).
  const batchOutsideMs = state.batchOutsideMs + (state.lastOutside && outside && gap <= policy.maxGapMs ? gap : 0);

  if (!outside) {
    // Inside the zone, the common case: the next state is built once (this runs for every reading stored).
    let alert = state.alert;
    if (alert) {
      const inZoneSince = alert.inZoneSince ?? at;
      if (at.getTime() - inZoneSince.getTime() >= policy.clearPeriodMs) {
        events.push({ type: 'ENDED', at, alert: { ...alert, inZoneSince } });
        alert = null;
      } else {
        alert = { ...alert, inZoneSince };
      }
    }
    return { state: { lastReadingAt: at, lastOutside: false, breachStartedAt: null, breachReason: null, batchOutsideMs, alert }, events };
  }

  const verdict = foodSafenessOf(policy.holdsTcsFood, batchOutsideMs);
  const reason: AlertReason = position === 'ABOVE' ? 'APPLIANCE_TOO_WARM' : 'APPLIANCE_TOO_COLD';
  const continuing = state.breachStartedAt !== null && state.breachReason === reason && state.lastOutside && gap <= policy.maxGapMs;
  const breachStartedAt = continuing ? state.breachStartedAt! : at;
  let next: ApplianceState = {
    lastReadingAt: at,
    lastOutside: true,
    breachStartedAt,
    breachReason: reason,
    batchOutsideMs,
    alert: state.alert,
  };
  const large = isLargeBreach(reading.temperature, policy.safeZone, policy.largeMarginC);
  const budgetHalfSpent = batchOutsideMs >= FOOD_USE_NOW_AFTER_MS || at.getTime() - breachStartedAt.getTime() >= FOOD_USE_NOW_AFTER_MS;

  if (!next.alert) {
    if (large || at.getTime() - breachStartedAt.getTime() > policy.alertDelayMs) {
      const alert: OpenAlert = {
        startedAt: breachStartedAt,
        reason,
        severity: large || budgetHalfSpent ? 'HIGH' : 'LOW',
        status: 'DETECTED',
        snoozedUntil: null,
        inZoneSince: null,
        worstFoodSafeness: verdict.foodSafeness,
      };
      next = { ...next, alert };
      events.push({ type: 'DETECTED', at, alert });
    }
  } else {
    let alert: OpenAlert = {
      ...next.alert,
      inZoneSince: null,
      worstFoodSafeness: worseFoodSafeness(next.alert.worstFoodSafeness, verdict.foodSafeness),
    };
    if (alert.status === 'SNOOZED' && alert.snoozedUntil && at >= alert.snoozedUntil) {
      alert = { ...alert, status: 'DETECTED', snoozedUntil: null };
      events.push({ type: 'SNOOZE_EXPIRED', at, alert });
    }
    if (alert.severity === 'LOW' && (large || budgetHalfSpent)) {
      alert = { ...alert, severity: 'HIGH' };
      events.push({ type: 'SEVERITY_RAISED', at, alert });
    }
    next = { ...next, alert };
  }
  return { state: next, events };
}

/** Applies readings in time order (a batch may arrive unsorted). */
export function applyReadings(state: ApplianceState, readings: Reading[], policy: AlertPolicy) {
  const sorted = [...readings].sort((a, b) => a.time.getTime() - b.time.getTime());
  const events: AlertEvent[] = [];
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

/** A new food batch (after discarding or restocking): time outside starts again from zero. */
export function startNewBatch(state: ApplianceState): ApplianceState {
  return { ...state, batchOutsideMs: 0 };
}
