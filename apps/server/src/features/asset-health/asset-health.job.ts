import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runAssetHealthTick } from './asset-health.service.js';

/** Hourly: recomputes every cold unit's health from its readings (tests run the tick with a chosen `now`). */
export function assetHealthJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: 'asset-health',
    intervalSeconds: 60 * 60,
    runAtStart: true,
    run: async () => {
      await runAssetHealthTick({ system });
    },
  };
}
