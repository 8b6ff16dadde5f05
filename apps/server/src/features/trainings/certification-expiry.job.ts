import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runCertificationExpiryTick } from './certification-expiry.service.js';

export const CERTIFICATION_EXPIRY_JOB = 'certification-expiry';

/**
 * Daily (and at start-up, so a restart never skips a day): tells holders and their managers about
 * certificates expiring within 30 days. Expired certificates need no job: NOT_VALID is computed.
 */
export function certificationExpiryJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: CERTIFICATION_EXPIRY_JOB,
    intervalSeconds: 24 * 60 * 60,
    runAtStart: true,
    run: async () => {
      await runCertificationExpiryTick({ system });
    },
  };
}
