import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runEscalations } from './escalation-runner.js';

export const ESCALATIONS_JOB = 'escalations';

/**
 * Every minute, on whichever instance claims the tick: due chain steps (a step due at 02:05 fires by
 * 02:06). Runs are also claimed row by row, so an overlapping tick elsewhere never sends a step twice.
 */
export function escalationsJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: ESCALATIONS_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      await runEscalations({ system });
    },
  };
}
