import { withSystemTx, type Pool } from '../db/database.js';
import { closeMissedActivations, generateActivations, GENERATION_BATCH } from '../features/quests/activations.service.js';
import type { RecurringJob } from './job-runner.js';

export const QUEST_ACTIVATIONS_JOB = 'quest-activations';

/** Result of one tick, for logs and tests. */
export interface QuestActivationsTick {
  created: number;
  closed: number;
}

/**
 * One tick: create the next 48 hours of windows for every active quest at every location (in its
 * timezone), then close the windows that ended unfinished (missed, score 0). Each step is its own short
 * system transaction, so PGlite (one transaction at a time) is never held for long.
 */
export async function runQuestActivationsTick(pool: Pool, now = new Date()): Promise<QuestActivationsTick> {
  let created = 0;
  // Generation claims at most 500 (quest, location) pairs per transaction; loop until none is due.
  for (;;) {
    const batch = await withSystemTx(pool, (db) => generateActivations(db, now));
    created += batch.created;
    if (batch.pairs < GENERATION_BATCH) break;
  }
  const closed = await withSystemTx(pool, (db) => closeMissedActivations(db, now));
  return { created, closed };
}

/** The recurring job: every minute (and at start-up), so a window's close is recorded within a minute. */
export function questActivationsJob(pool: Pool): RecurringJob {
  return {
    name: QUEST_ACTIVATIONS_JOB,
    intervalSeconds: 60,
    run: async () => {
      await runQuestActivationsTick(pool);
    },
  };
}
