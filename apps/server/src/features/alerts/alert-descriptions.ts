import type { AlertReason, AlertSeverity } from '@ks/domain';

/**
 * The texts the engine writes into an alert's statusHistory (in English, kept as written for every old
 * row; alert-history-text.ts translates them when read). Outside engine/: the alerts service writes one
 * (a snooze) and the history's reader recognises them.
 */
export const ALERT_DESCRIPTIONS = {
  detected: (reason: AlertReason, severity: AlertSeverity) =>
    `Alert detected: appliance too ${reason === 'APPLIANCE_TOO_WARM' ? 'warm' : 'cold'} (${severity})`,
  severityRaised: 'Severity raised to HIGH',
  reasonChanged: (reason: AlertReason) => `Now too ${reason === 'APPLIANCE_TOO_WARM' ? 'warm' : 'cold'}`,
  snoozed: (who: string, minutes: number) => `Snoozed by ${who} for ${minutes} min`,
  snoozeExpired: 'Snooze ended while still out of range',
  ended: 'Back within the safe zone',
  endedByLateReadings: 'Ended: late readings show the appliance back within its safe zone',
  endedOutOfService: 'Ended: the equipment is out of service',
} as const;

/** The food model's upgrade (engine/food-recompute.ts) writes these. */
export const RECOMPUTE_DESCRIPTIONS = {
  updated: 'Recomputed by the food-safety model',
  ended: 'Ended: recomputed by the food-safety model, the food was never at risk',
} as const;
