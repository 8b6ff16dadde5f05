import type { RunningServer } from '../src/server.js';
import { startTestServer } from './harness.js';

/**
 * A test server's own job runs the quest-activation tick every minute with the real clock. Racing a
 * test that generates windows with a chosen clock, it would claim the test's new quest first and mark
 * it generated up to today, or add today's windows to what the test counts. Once the start-up run is
 * recorded, the next scheduled run moves a day out.
 */
async function holdScheduledQuestTicks(server: RunningServer): Promise<void> {
  for (let tries = 0; ; tries++) {
    const { rowCount } = await server.pool.query(
      `update job_schedules set next_run_at = now() + interval '1 day'
       where name = 'quest-activations' and last_finished_at is not null and locked_until is null`,
    );
    if (rowCount === 1) return;
    if (tries > 600) throw new Error('the start-up quest-activations run never finished');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A suite's test server whose scheduled quest tick is held, for suites that generate windows with a chosen clock. */
export async function startServerHoldingQuestTicks(): Promise<RunningServer> {
  const server = await startTestServer();
  await holdScheduledQuestTicks(server);
  return server;
}
