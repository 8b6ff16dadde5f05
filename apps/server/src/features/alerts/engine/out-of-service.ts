import { ALERT_DESCRIPTIONS } from '../alert-descriptions.js';
import type { EngineInput } from './alert-load.js';
import type { RunResult } from './alert-run.js';
import { domainStateOf } from './alert-store.js';

/**
 * An appliance switched off or emptied by hand (PRODUCT.md "Out of service"): its readings raise no
 * temperature alert. They are taken in (the state moves to the latest one, so the clock does not find
 * them unapplied), any breach is forgotten and an open alert ends, saying why. Offline and battery
 * notices do not come from here and still apply. Back in service, a breach starts from the next reading.
 */
export function outOfServiceRun({ stored, open, fresh }: EngineInput, now: Date): RunResult {
  const latest = fresh.reduce<Date | null>((at, r) => (at === null || r.time > at ? r.time : at), stored.lastReadingAt);
  const state = {
    ...domainStateOf(stored, null),
    lastReadingAt: latest,
    lastOutside: false,
    lastInDanger: false,
    breachStartedAt: null,
    breachReason: null,
    alert: null,
  };
  if (!open) return { state, records: [], stages: [] };
  const endedAt = latest && latest > open.startedAt ? latest : open.startedAt;
  const ended = { ...open, status: 'ENDED' as const, endedAt, snoozedUntil: null, estimatedFoodSpoilageAt: null, notify: null };
  ended.history = [...open.history, { time: now, statusCode: 'ENDED', description: ALERT_DESCRIPTIONS.endedOutOfService, userId: null }];
  return { state, records: [ended], stages: [] };
}
