import { publishLive } from '../../events/live-bus.js';
import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices, SystemTick } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { syncFoodVerdicts } from '../food-verdict/food-verdict-sync.service.js';
import { sendFoodStageNotices } from './alert-notifications.service.js';

export const FOOD_VERDICTS_JOB = 'food-verdicts';
const SYNC_BATCH = 100;

export interface FoodVerdictTick {
  synced: number;
  turnedOver: number;
  /** "Use now" / "discard" e-mails sent for stages this tick found. */
  notices: number;
}

/**
 * One tick of the food clock without readings (decision 0121): every current batch due for a look gets
 * its verdict and stage times from `foodVerdict()` (an open gap after an unsafe reading counts up to
 * now, so a fridge silenced by a power cut reaches USE NOW and DISCARD on time), batches at the end of
 * their life turn over, and the stages reached are told. Each round is a short system transaction.
 */
export async function runFoodVerdictTick({ system, now = new Date() }: SystemTick): Promise<FoodVerdictTick> {
  const tick: FoodVerdictTick = { synced: 0, turnedOver: 0, notices: 0 };
  for (let round = 0; round < 50; round += 1) {
    const outcome = await withSystemScope(system.pool, system.log, async (scope) =>
      syncFoodVerdicts(await scope.db(), { now, limit: SYNC_BATCH }),
    );
    tick.synced += outcome.synced;
    tick.turnedOver += outcome.turnedOver;
    if (outcome.changed.length > 0) tick.notices += await sendFoodStageNotices({ system, ids: outcome.changed });
    // Open equipment pages, lists and dashboards re-read a verdict the clock moved (no reading will tell them).
    await publishLive(
      system.pool,
      outcome.moved.map(({ clientId, locationId, applianceId }) => ({ clientId, events: [{ kind: 'FOOD', locationId, applianceId }] })),
    );
    if (outcome.looked < SYNC_BATCH) break;
  }
  return tick;
}

/** Every minute (the job runner claims each tick once across instances). */
export function foodVerdictsJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: FOOD_VERDICTS_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async () => {
      await runFoodVerdictTick({ system });
    },
  };
}
