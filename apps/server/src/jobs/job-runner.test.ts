import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/suite-server.js';
import { intervalOf, startJobRunner } from './job-runner.js';

const server = useTestServer();

const quiet = () => undefined;

describe('job runner (job_schedules)', () => {
  it('runs a due job once across several runners, then waits for its interval', async () => {
    let runs = 0;
    const job = { name: `test-once-${Date.now()}`, intervalSeconds: 3600, run: async () => void (runs += 1) };
    // Three "instances" polling the same database at the same moment.
    const runners = await Promise.all([1, 2, 3].map(() => startJobRunner({ pool: server.pool, jobs: [job], log: quiet, pollMs: 60_000 })));
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(runs).toBe(1);
    const { rows } = await server.pool.query<{ next_run_at: Date; locked_until: Date | null }>(
      'select next_run_at, locked_until from job_schedules where name = $1',
      [job.name],
    );
    expect(rows[0]!.locked_until).toBeNull();
    expect(rows[0]!.next_run_at.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('records a failure and frees the job for the next tick', async () => {
    const job = {
      name: `test-fail-${Date.now()}`,
      intervalSeconds: 1,
      run: async () => {
        throw new Error('boom');
      },
    };
    const errors: string[] = [];
    const runner = await startJobRunner({ pool: server.pool, jobs: [job], log: (message) => errors.push(message), pollMs: 60_000 });
    await runner.runDue();
    await runner.stop();
    const { rows } = await server.pool.query('select last_error, locked_until from job_schedules where name = $1', [job.name]);
    expect(rows[0]).toEqual({ last_error: 'boom', locked_until: null });
    expect(errors).toContain(`job ${job.name} failed`);
  });

  it('reads every-N-minutes cron expressions and refuses others', () => {
    const run = async () => undefined;
    expect(intervalOf({ name: 'a', cron: '* * * * *', run })).toBe(60);
    expect(intervalOf({ name: 'b', cron: '*/5 * * * *', run })).toBe(300);
    expect(() => intervalOf({ name: 'c', cron: '0 3 * * *', run })).toThrow('unsupported schedule');
  });
});
