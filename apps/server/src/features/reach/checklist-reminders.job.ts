import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runChecklistReminders } from './checklist-reminders.js';

export const CHECKLIST_REMINDERS_JOB = 'checklist-reminders';

/** Every minute: a window's opening, its last 15 minutes and its miss are told within the minute. */
export function checklistRemindersJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: CHECKLIST_REMINDERS_JOB,
    cron: '* * * * *',
    run: async () => {
      await runChecklistReminders({ system });
    },
  };
}
