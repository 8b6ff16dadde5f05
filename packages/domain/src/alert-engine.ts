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
import { isLearnedDefrost } from './asset-health/defrost.js';
import type { DefrostPattern } from './asset-health/types.js';

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
  /**
   * The appliance's defrost cycle as asset health learned it from its readings (decision 0220), or null:
   * a warm breach that starts in one of its windows waits for the window's end (decision 0221).
   */
  defrost: DefrostPattern | null;
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
  defrost?: DefrostPattern | null;
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
    defrost: options.defrost ?? null,
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

/** One reading applied: the next state and what happened (the shared empty list when nothing did). */
type EngineStep = { state: ApplianceState; events: readonly EngineEvent[] };

/**
 * Appends an event to a reading's list, made only for its first event: events are rare, and the steps
 * below run for every reading stored, so the common reading allocates no list (and no closure).
 */
function withEvent(events: EngineEvent[] | null, event: EngineEvent): EngineEvent[] {
  if (events === null) return [event];
  events.push(event);
  return events;
}

/** isInDangerZone, with the limits rounded once in the policy (false without a danger zone). */
function inDangerZoneNow(temperature: number, policy: AlertPolicy): boolean {
  const limits = policy.dangerLimits;
  if (limits === null) return false;
  const rounded = roundForComparison(temperature);
  return rounded > limits.above && rounded < limits.below;
}

/** The food clock step: the interval since the last reading counted on the batch's clock (none without a danger zone). */
function foodClockStep(state: ApplianceState, at: Date, inDanger: boolean, policy: AlertPolicy): FoodClock {
  if (policy.dangerLimits === null) return state.food;
  const previousAt = state.lastReadingAt === null ? null : state.lastReadingAt.getTime();
  const batchStartedAt = state.batchStartedAt === null ? null : state.batchStartedAt.getTime();
  return countInterval(state.food, previousAt, state.lastInDanger, at.getTime(), inDanger, policy.maxGapMs, batchStartedAt);
}

/** The food stages ("use now", "discard") the clock step crossed, as events (null: none, the usual case). */
function foodStageEvents(before: FoodClock, after: FoodClock, at: Date, policy: AlertPolicy): EngineEvent[] | null {
  if (after === before || !policy.holdsTcsFood) return null;
  let events: EngineEvent[] | null = null;
  for (const crossed of stagesCrossed(before.dangerMs, after.dangerMs, at)) events = withEvent(events, { type: 'FOOD_STAGE', ...crossed });
  return events;
}

/**
 * Inside the safe zone, the common case: any breach is over, and an open alert counts toward its end.
 * The next state is built once (this runs for every reading stored).
 */
function insideZoneStep(
  state: ApplianceState,
  at: Date,
  inDanger: boolean,
  food: FoodClock,
  policy: AlertPolicy,
  events: EngineEvent[] | null,
): EngineStep {
  const next: ApplianceState = {
    lastReadingAt: at,
    lastOutside: false,
    lastInDanger: inDanger,
    breachStartedAt: null,
    breachReason: null,
    batchStartedAt: state.batchStartedAt,
    food,
    alert: state.alert,
  };
  const found = state.alert ? backInZoneStep(next, state.alert, at, policy, events) : events;
  return { state: next, events: found ?? NO_EVENTS };
}

/**
 * The open alert of a reading inside the zone (`next`, the state being built, takes its new value): its
 * food verdict and severity follow the clock, and it ends once the appliance has been back for the
 * clear period.
 */
function backInZoneStep(
  next: ApplianceState,
  open: OpenAlert,
  at: Date,
  policy: AlertPolicy,
  events: EngineEvent[] | null,
): EngineEvent[] | null {
  const food = next.food;
  const inZoneSince = open.inZoneSince ?? at;
  const worst = worseFoodSafeness(open.worstFoodSafeness, foodSafenessOf(policy.holdsTcsFood, food.dangerMs).foodSafeness);
  // The clock may still pass half the budget on the interval that brought the appliance back.
  const severity = open.severity === 'LOW' && food.dangerMs >= FOOD_HALF_BUDGET_MS && policy.holdsTcsFood ? 'HIGH' : open.severity;
  const alert: OpenAlert = { ...open, inZoneSince, worstFoodSafeness: worst, severity };
  next.alert = alert;
  if (severity !== open.severity) events = withEvent(events, { type: 'SEVERITY_RAISED', at, alert });
  if (at.getTime() - inZoneSince.getTime() >= policy.clearPeriodMs) {
    events = withEvent(events, { type: 'ENDED', at, alert });
    next.alert = null;
  }
  return events;
}

/** Outside the safe zone: the breach goes on (or starts), and becomes an alert or updates the open one. */
function breachStep(
  state: ApplianceState,
  reading: Reading,
  reason: AlertReason,
  inDanger: boolean,
  food: FoodClock,
  policy: AlertPolicy,
  events: EngineEvent[] | null,
): EngineStep {
  const at = reading.time;
  // The appliance has been outside since the breach started, whatever a silence or a swing past the zone
  // in between: neither restarts the breach (a gap in readings is not a return to the safe zone).
  const breachStartedAt = state.breachStartedAt !== null && state.lastOutside ? state.breachStartedAt : at;
  const next: ApplianceState = {
    lastReadingAt: at,
    lastOutside: true,
    lastInDanger: inDanger,
    breachStartedAt,
    breachReason: reason,
    batchStartedAt: state.batchStartedAt,
    food,
    alert: state.alert,
  };
  const severity = severityOf(reading.temperature, food, policy);
  const verdict = foodSafenessOf(policy.holdsTcsFood, food.dangerMs).foodSafeness;
  const found = state.alert
    ? openAlertStep(next, state.alert, at, reason, severity, verdict, events)
    : detectStep(next, reading, reason, severity, verdict, policy, events);
  return { state: next, events: found ?? NO_EVENTS };
}

/**
 * Whether a warm breach is the appliance's learned defrost at `at`: it began in a defrost window and
 * `at` is still in that same window (decision 0221). One that outlasts the window is judged then, its
 * delay counted from its start, so a defrost that does not end is detected as soon as it is late.
 */
function inLearnedDefrost(reason: AlertReason, breachStartedAt: Date, at: Date, policy: AlertPolicy): boolean {
  const pattern = policy.defrost;
  if (!pattern || reason !== 'APPLIANCE_TOO_WARM') return false;
  const sameCycle = at.getTime() - breachStartedAt.getTime() < pattern.periodMin * 60_000;
  return sameCycle && isLearnedDefrost(pattern, breachStartedAt.getTime()) && isLearnedDefrost(pattern, at.getTime());
}

/**
 * A breach without an alert yet (`next` takes the new one): it becomes an alert once it outlasts the
 * delay, or the learned defrost window it began in. Only food at risk now skips both: a freezer's
 * defrost or a door opening waits it out.
 */
function detectStep(
  next: ApplianceState,
  reading: Reading,
  reason: AlertReason,
  severity: AlertSeverity,
  verdict: FoodSafeness,
  policy: AlertPolicy,
  events: EngineEvent[] | null,
): EngineEvent[] | null {
  const at = reading.time;
  const breachStartedAt = next.breachStartedAt ?? at; // breachStep always sets it
  if (!atRiskNow(reading.temperature, policy)) {
    if (at.getTime() - breachStartedAt.getTime() <= policy.alertDelayMs) return events;
    if (inLearnedDefrost(reason, breachStartedAt, at, policy)) return events;
  }
  const alert: OpenAlert = {
    startedAt: breachStartedAt,
    reason,
    severity,
    status: 'DETECTED',
    snoozedUntil: null,
    inZoneSince: null,
    worstFoodSafeness: verdict,
  };
  next.alert = alert;
  return withEvent(events, { type: 'DETECTED', at, alert });
}

/**
 * The open alert of a reading outside the zone (`next` takes its new value): its reason follows the
 * reading, a snooze that ran out wakes it, and its severity only ever rises.
 */
function openAlertStep(
  next: ApplianceState,
  open: OpenAlert,
  at: Date,
  reason: AlertReason,
  severity: AlertSeverity,
  verdict: FoodSafeness,
  events: EngineEvent[] | null,
): EngineEvent[] | null {
  let alert: OpenAlert = { ...open, reason, inZoneSince: null, worstFoodSafeness: worseFoodSafeness(open.worstFoodSafeness, verdict) };
  if (open.reason !== reason) events = withEvent(events, { type: 'REASON_CHANGED', at, alert, from: open.reason });
  if (alert.status === 'SNOOZED' && alert.snoozedUntil && at >= alert.snoozedUntil) {
    alert = { ...alert, status: 'DETECTED', snoozedUntil: null };
    events = withEvent(events, { type: 'SNOOZE_EXPIRED', at, alert });
  }
  if (alert.severity === 'LOW' && severity === 'HIGH') {
    alert = { ...alert, severity: 'HIGH' };
    events = withEvent(events, { type: 'SEVERITY_RAISED', at, alert });
  }
  next.alert = alert;
  return events;
}

/**
 * Applies one reading: the food clock step, then the inside-zone step or the breach step (detection, or
 * the open alert's update). Readings older than the last one applied are ignored here: the caller
 * replays history in order when a late batch arrives (see `replay`).
 */
export function applyReading(state: ApplianceState, reading: Reading, policy: AlertPolicy): EngineStep {
  if (state.lastReadingAt && reading.time <= state.lastReadingAt) return { state, events: NO_EVENTS };
  const at = reading.time;
  const inDanger = inDangerZoneNow(reading.temperature, policy);
  const food = foodClockStep(state, at, inDanger, policy);
  const events = foodStageEvents(state.food, food, at, policy);
  const position = zonePosition(reading.temperature, policy.safeZone);
  if (position === 'WITHIN') return insideZoneStep(state, at, inDanger, food, policy, events);
  return breachStep(state, reading, position === 'ABOVE' ? 'APPLIANCE_TOO_WARM' : 'APPLIANCE_TOO_COLD', inDanger, food, policy, events);
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
