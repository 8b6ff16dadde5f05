import type { RunningServer } from '../src/server.js';

/**
 * A test server's own job runs the quest-activation tick every minute with the real clock. Racing a
 * test that generates windows with a chosen clock, it would claim the test's new quest first and mark
 * it generated up to today, or add today's windows to what the test counts. Once the start-up run is
 * recorded, the next scheduled run moves a day out.
 */
export async function holdScheduledQuestTicks(server: RunningServer): Promise<void> {
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
