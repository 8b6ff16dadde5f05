import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runCalibrationReminderTick } from './calibration-reminders.service.js';

/** Daily (and at start-up, so a restart never skips a day): reminds managers of sensors due for calibration. */
export function calibrationRemindersJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: 'calibration-reminders',
    intervalSeconds: 24 * 60 * 60,
    runAtStart: true,
    run: async () => {
      await runCalibrationReminderTick({ system });
    },
  };
}
