import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { processQueuedExports } from './export.service.js';

export const SENSOR_DATA_EXPORT_JOB = 'sensor-data-exports';

/**
 * Every minute: builds and e-mails queued exports. Requests also start their export right after commit;
 * this job catches the ones that did not finish (an instance stopped, the mail relay was down).
 */
export function sensorDataExportJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: SENSOR_DATA_EXPORT_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      await processQueuedExports({ system });
    },
  };
}
