import { ALERT_DESCRIPTIONS } from '../alert-descriptions.js';
import { randomUUID } from 'node:crypto';
import {
  applyReading,
  currentFoodSafeness,
  expireSnooze,
  type AlertPolicy,
  type EngineEvent,
  type FoodStage,
  type AlertReason,
  type AlertSeverity,
  type ApplianceState,
  type FoodSafeness,
  type OpenAlert,
  type Reading,
} from '@ks/domain';

export type AlertStatusCode = 'DETECTED' | 'SNOOZED' | 'ENDED';

/** A statusHistory entry to append. */
export interface HistoryEntry {
  time: Date;
  statusCode: AlertStatusCode;
  description: string;
  userId: string | null;
}

/**
 * One temp_alerts row as the engine sees it while applying readings: loaded (the open alert) or created
 * here, changed in memory, then written back by the store in one go.
 */
export interface AlertRecord {
  id: string;
  isNew: boolean;
  startedAt: Date;
  /** When the server last saw the alert enter DETECTED (wall clock: notifications and escalation count from here). */
  detectedAt: Date;
  endedAt: Date | null;
  reason: AlertReason;
  severity: AlertSeverity;
  status: AlertStatusCode;
  snoozedUntil: Date | null;
  inZoneSince: Date | null;
  worstFoodSafeness: FoodSafeness;
  estimatedFoodSpoilageAt: Date | null;
  extremeTemperature: number | null;
  responsibleUserId: string | null;
  history: HistoryEntry[];
  /** The e-mail this run owes (sent after commit, only while the alert is still open). */
  notify: 'DETECTED' | 'SNOOZE_EXPIRED' | null;
}

export interface RunResult {
  state: ApplianceState;
  /** Every alert the run touched: the open one (if any) last. */
  records: AlertRecord[];
  /** Food stages ("use now", "discard") the batch reached during the run, with when. */
  stages: Array<{ stage: FoodStage; at: Date }>;
}

/** The domain's open alert as the record holds it. */
export function openAlertOf(record: AlertRecord | null): OpenAlert | null {
  if (!record || record.status === 'ENDED') return null;
  return {
    startedAt: record.startedAt,
    reason: record.reason,
    severity: record.severity,
    status: record.status,
    snoozedUntil: record.snoozedUntil,
    inZoneSince: record.inZoneSince,
    worstFoodSafeness: record.worstFoodSafeness,
  };
}

function furthestOutside(reason: AlertReason, current: number | null, temperature: number): number {
  if (current === null) return temperature;
  return reason === 'APPLIANCE_TOO_WARM' ? Math.max(current, temperature) : Math.min(current, temperature);
}

function apply(record: AlertRecord, alert: OpenAlert) {
  record.startedAt = alert.startedAt;
  record.reason = alert.reason;
  record.severity = alert.severity;
  record.status = alert.status;
  record.snoozedUntil = alert.snoozedUntil;
  record.inZoneSince = alert.inZoneSince;
  record.worstFoodSafeness = alert.worstFoodSafeness;
}

/** Turns one engine event into changes of the records (a new alert, a status change, an end). */
function onEvent(event: EngineEvent, open: AlertRecord | null, temperature: number, records: AlertRecord[], now: Date): AlertRecord | null {
  switch (event.type) {
    case 'FOOD_STAGE':
      return open; // the run collects stages apart (see runReadings)
    case 'DETECTED': {
      const record: AlertRecord = {
        id: randomUUID(),
        isNew: true,
        startedAt: event.alert.startedAt,
        detectedAt: now,
        endedAt: null,
        reason: event.alert.reason,
        severity: event.alert.severity,
        status: 'DETECTED',
        snoozedUntil: null,
        inZoneSince: null,
        worstFoodSafeness: event.alert.worstFoodSafeness,
        estimatedFoodSpoilageAt: null,
        extremeTemperature: temperature,
        responsibleUserId: null,
        history: [
          {
            time: event.at,
            statusCode: 'DETECTED',
            description: ALERT_DESCRIPTIONS.detected(event.alert.reason, event.alert.severity),
            userId: null,
          },
        ],
        notify: 'DETECTED',
      };
      records.push(record);
      return record;
    }
    case 'SEVERITY_RAISED':
      if (!open) return open;
      apply(open, event.alert);
      open.history.push({ time: event.at, statusCode: open.status, description: ALERT_DESCRIPTIONS.severityRaised, userId: null });
      return open;
    case 'REASON_CHANGED':
      if (!open) return open;
      apply(open, event.alert);
      // The furthest temperature is now measured on the other side of the zone.
      open.extremeTemperature = temperature;
      open.history.push({
        time: event.at,
        statusCode: open.status,
        description: ALERT_DESCRIPTIONS.reasonChanged(event.alert.reason),
        userId: null,
      });
      return open;
    case 'SNOOZE_EXPIRED':
      if (!open) return open;
      apply(open, event.alert);
      open.detectedAt = now;
      open.notify = 'SNOOZE_EXPIRED';
      open.history.push({ time: event.at, statusCode: 'DETECTED', description: ALERT_DESCRIPTIONS.snoozeExpired, userId: null });
      return open;
    case 'ENDED':
      if (!open) return open;
      apply(open, event.alert);
      open.status = 'ENDED';
      open.endedAt = event.at;
      open.snoozedUntil = null;
      open.estimatedFoodSpoilageAt = null;
      open.notify = null;
      open.history.push({ time: event.at, statusCode: 'ENDED', description: ALERT_DESCRIPTIONS.ended, userId: null });
      return null;
    case 'SNOOZED':
      // Only a person snoozes (snoozeTempAlert); readings never produce this event.
      return open;
  }
}

/**
 * Applies readings (time order) to an appliance's state with the domain engine, one at a time, and keeps
 * the alert rows in step: a new alert per DETECTED, severity, snooze expiry and end on the open one, the
 * furthest temperature, the worst food verdict and the spoilage estimate. `now` also ends a snooze by the
 * clock when no reading arrived.
 */
export function runReadings(options: {
  state: ApplianceState;
  open: AlertRecord | null;
  readings: Reading[];
  policy: AlertPolicy;
  now: Date;
}): RunResult {
  const records: AlertRecord[] = options.open ? [options.open] : [];
  const stages: RunResult['stages'] = [];
  let state = options.state;
  let open = options.open;
  const sorted = [...options.readings].sort((a, b) => a.time.getTime() - b.time.getTime());
  for (const reading of sorted) {
    const step = applyReading(state, reading, options.policy);
    if (step.state === state) continue; // not newer than the last reading applied
    for (const event of step.events) {
      if (event.type === 'FOOD_STAGE') stages.push({ stage: event.stage, at: event.at });
      else open = onEvent(event, open, reading.temperature, records, options.now);
    }
    state = step.state;
    if (open && step.state.alert) {
      apply(open, step.state.alert);
      if (state.lastOutside) open.extremeTemperature = furthestOutside(open.reason, open.extremeTemperature, reading.temperature);
    }
  }
  const expired = expireSnooze(state, options.now);
  for (const event of expired.events) open = onEvent(event, open, Number.NaN, records, options.now);
  state = expired.state;
  if (open && state.alert) {
    apply(open, state.alert);
    open.estimatedFoodSpoilageAt = currentFoodSafeness(state, options.policy).estimatedFoodSpoilageAt ?? null;
  }
  // An alert that opened and ended within this run is history: nobody is told about it after the fact.
  for (const record of records) if (record.status === 'ENDED') record.notify = null;
  return { state, records, stages };
}
