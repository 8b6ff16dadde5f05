import type { Pool } from '../../db/database.js';
import type { RecurringJob } from '../../jobs/job-runner.js';
import type { ScopeLog } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { closeMissedActivations, generateActivations, GENERATION_BATCH } from './activations.service.js';

export const QUEST_ACTIVATIONS_JOB = 'quest-activations';

/** Result of one tick, for logs and tests. */
export interface QuestActivationsTick {
  created: number;
  closed: number;
}

/**
 * One tick: create the next 48 hours of windows for every active quest at every location (in its
 * timezone), then close the windows that ended unfinished (missed, score 0). Each step is its own short
 * system scope (one transaction), so PGlite (one transaction at a time) is never held for long.
 */
export async function runQuestActivationsTick({
  pool,
  log,
  now = new Date(),
}: {
  pool: Pool;
  log: ScopeLog;
  now?: Date;
}): Promise<QuestActivationsTick> {
  let created = 0;
  // Generation claims at most 500 (quest, location) pairs per transaction; loop until none is due.
  for (;;) {
    const batch = await withSystemScope(pool, log, (scope) => generateActivations({ scope, now }));
    created += batch.created;
    if (batch.pairs < GENERATION_BATCH) break;
  }
  const closed = await withSystemScope(pool, log, (scope) => closeMissedActivations({ scope, now }));
  return { created, closed };
}

/** The recurring job: every minute (and at start-up), so a window's close is recorded within a minute. */
export function questActivationsJob({ pool, log }: { pool: Pool; log: ScopeLog }): RecurringJob {
  return {
    name: QUEST_ACTIVATIONS_JOB,
    intervalSeconds: 60,
    run: async () => {
      await runQuestActivationsTick({ pool, log });
    },
  };
}
