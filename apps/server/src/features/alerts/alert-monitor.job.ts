import { withSystemTx } from '../../db/database.js';
import type { RecurringJob } from '../../jobs/job-runner.js';
import { catchUpEngine } from './alert-engine.service.js';
import { escalateAlerts, sendAlertNotices, type AlertServices } from './alert-notifications.service.js';
import { sendSensorHealthNotices } from './sensor-health.service.js';

export const ALERT_MONITOR_JOB = 'alert-monitor';
const CATCH_UP_BATCH = 200;

export interface AlertMonitorTick {
  caughtUp: number;
  notices: number;
  escalated: number;
  offline: number;
  lowBattery: number;
}

/**
 * One tick of the clock side of monitoring: readings stored but not applied and snoozes that ran out
 * (engine catch-up, in batches), escalations, offline sensors and low batteries. Every step is a short
 * system transaction and claims its rows, so ticks may overlap across instances without double e-mails.
 */
export async function runAlertMonitorTick(services: AlertServices, now: Date = new Date()): Promise<AlertMonitorTick> {
  let caughtUp = 0;
  let notices = 0;
  for (let round = 0; round < 50; round += 1) {
    const batch = await withSystemTx(services.pool, (db) => catchUpEngine(db, now, CATCH_UP_BATCH));
    caughtUp += batch.processed;
    notices += await sendAlertNotices(services, batch.notices);
    if (batch.processed < CATCH_UP_BATCH) break;
  }
  const escalated = await escalateAlerts(services, now);
  const health = await sendSensorHealthNotices(services, now);
  return { caughtUp, notices, escalated, ...health };
}

/** Every minute (the job runner claims each tick once across instances). */
export function alertMonitorJob(services: AlertServices): RecurringJob {
  return {
    name: ALERT_MONITOR_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      await runAlertMonitorTick(services);
    },
  };
}
