import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices, SystemTick } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { catchUpEngine } from './engine/index.js';
import { publishLive } from '../../events/live-bus.js';
import { escalateAlerts, sendAlertNotices, sendFoodStageNotices } from './alert-notifications.service.js';
import { sendSensorHealthNotices } from './sensor-health.service.js';

export const ALERT_MONITOR_JOB = 'alert-monitor';
const CATCH_UP_BATCH = 200;

export interface AlertMonitorTick {
  /** Food batches of an older food model recomputed (once, after the upgrade; 0 ever after). */
  recomputed: number;
  caughtUp: number;
  notices: number;
  escalated: number;
  /** "Use now" / "discard" notices a run owed and did not send (a crash, a failed send). */
  foodStages: number;
  offline: number;
  lowBattery: number;
}

/**
 * One tick of the clock side of monitoring: food batches an upgrade left to recompute (the job runs at
 * start, so right after the migration), readings stored but not applied and snoozes that ran out
 * (engine catch-up, in batches), escalations, food stages not yet told, offline sensors and low batteries. Every step is a short
 * system transaction and claims its rows, so ticks may overlap across instances without double e-mails.
 */
export async function runAlertMonitorTick({ system, now = new Date() }: SystemTick): Promise<AlertMonitorTick> {
  const inSystemScope = <T>(work: (scope: Scope) => Promise<T>) => withSystemScope(system.pool, system.log, work);
  let recomputed = 0;
  let caughtUp = 0;
  let notices = 0;
  for (let round = 0; round < 50; round += 1) {
    const batch = await inSystemScope((scope) => catchUpEngine({ scope, now, limit: CATCH_UP_BATCH }));
    recomputed += batch.recomputed;
    caughtUp += batch.processed;
    notices += await sendAlertNotices({ system, notices: batch.notices });
    await publishLive(system.pool, batch.live);
    if (batch.done) break;
  }
  const escalated = await escalateAlerts({ system, now });
  const foodStages = await sendFoodStageNotices({ system, ids: null });
  const health = await sendSensorHealthNotices({ system, now });
  return { recomputed, caughtUp, notices, escalated, foodStages, ...health };
}

/** Every minute (the job runner claims each tick once across instances). */
export function alertMonitorJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: ALERT_MONITOR_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      await runAlertMonitorTick({ system });
    },
  };
}
