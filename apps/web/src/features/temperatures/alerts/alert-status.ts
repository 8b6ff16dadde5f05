/** Snooze lengths offered on the equipment page, in hours (the server allows up to 24, default 1). */
export const SNOOZE_CHOICES_HOURS = [1, 4, 24] as const;
export type SnoozeHours = (typeof SNOOZE_CHOICES_HOURS)[number];

const HOUR_MS = 60 * 60_000;

/** The `until` sent with snoozeTempAlert for a chosen length. */
export function snoozeUntil(hours: SnoozeHours, now: Date = new Date()): string {
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

type AlertState = { currentStatus: { statusCode: 'DETECTED' | 'SNOOZED' | 'ENDED' }; snoozedUntil?: string | null };

/** DETECTED and SNOOZED alerts are open; ENDED ones are history. */
export function isOpenAlert(alert: AlertState): boolean {
  return alert.currentStatus.statusCode !== 'ENDED';
}

/** Snoozed and the snooze still running at `now` (the server flips it back to DETECTED on its next tick). */
export function isSnoozed(alert: AlertState, now: Date = new Date()): boolean {
  return alert.currentStatus.statusCode === 'SNOOZED' && (!alert.snoozedUntil || Date.parse(alert.snoozedUntil) > now.getTime());
}

/** Open alerts per appliance, for badges in lists (the newest open alert wins; there is one per appliance). */
export function openAlertsByAppliance<T extends AlertState & { applianceId: string }>(alerts: readonly T[]): Map<string, T> {
  const byAppliance = new Map<string, T>();
  for (const alert of alerts) if (isOpenAlert(alert) && !byAppliance.has(alert.applianceId)) byAppliance.set(alert.applianceId, alert);
  return byAppliance;
}
