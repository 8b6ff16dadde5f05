import { eq, sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import { jobSchedules } from '../db/schema/index.js';

/** A recurring background job: runs on whichever instance claims it first when it is due. */
export interface RecurringJob {
  name: string;
  /** Every this many seconds… */
  intervalSeconds?: number;
  /** …or a cron expression of the form `* * * * *` or `*\/N * * * *` (every N minutes). */
  cron?: string;
  /** Also run right after start-up, even if the last run was recent. */
  runAtStart?: boolean;
  /** Must be idempotent: a crashed run is retried by the next claim. */
  run(): Promise<void>;
}

/** The interval of a job in seconds; only "every N minutes" cron expressions are supported. */
export function intervalOf(job: RecurringJob): number {
  if (job.intervalSeconds !== undefined) {
    if (!Number.isInteger(job.intervalSeconds) || job.intervalSeconds < 1) throw new Error(`job ${job.name}: bad interval`);
    return job.intervalSeconds;
  }
  const match = /^\*(?:\/(\d+))? \* \* \* \*$/.exec(job.cron?.trim() ?? '');
  if (!match) throw new Error(`job ${job.name}: unsupported schedule ${job.cron ?? '(none)'}`);
  return Number(match[1] ?? 1) * 60;
}

export interface JobRunner {
  /** Claims and runs every due job once, now (the loop calls it; tests too). Returns the jobs run. */
  runDue(): Promise<string[]>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  pool: Pool;
  jobs: RecurringJob[];
  log: (message: string, error?: unknown) => void;
  /** How often this process looks for due jobs. */
  pollMs?: number;
}

/** A claimed run holds its job for at most this long (a crashed process frees it afterwards). */
const LEASE_SECONDS = 300;

/**
 * A small PostgreSQL-backed scheduler. Schedules live in `job_schedules`; every process polls, and a due
 * job is claimed inside a short transaction with `FOR UPDATE SKIP LOCKED`, its next run moved forward
 * and a lease taken, so with N instances each tick runs once. The run itself happens outside that
 * transaction (PGlite runs one transaction at a time), then the outcome is recorded.
 *
 * Why not pg-boss 10 (tried first): against embedded PGlite its pool sends parameterised statements
 * outside transactions, and pglite-socket interleaves the wire messages of different connections
 * there ("unnamed prepared statement does not exist"); and pg-boss does not await `complete()` after a
 * handler, so that database error became an unhandled rejection that stopped the whole server. Every
 * statement here runs inside a transaction, which pglite-socket keeps on one connection.
 */
export async function startJobRunner({ pool, jobs, log, pollMs = 5_000 }: JobRunnerOptions): Promise<JobRunner> {
  await withSystemTx(pool, async (db) => {
    for (const job of jobs) {
      const intervalSeconds = intervalOf(job);
      await db
        .insert(jobSchedules)
        .values({ name: job.name, intervalSeconds })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: job.runAtStart ? { intervalSeconds, nextRunAt: new Date() } : { intervalSeconds },
        });
    }
  });

  const claim = (name: string) =>
    withSystemTx(pool, async (db) => {
      const claimed = await db.execute<{ name: string }>(sql`
        with due as (
          select name from job_schedules
          where name = ${name} and next_run_at <= now() and (locked_until is null or locked_until < now())
          for update skip locked
        )
        update job_schedules j
        set next_run_at = now() + make_interval(secs => j.interval_seconds),
            locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
            last_started_at = now()
        from due where j.name = due.name
        returning j.name`);
      return claimed.rows.length > 0;
    });

  const finish = (name: string, error: unknown) =>
    withSystemTx(pool, (db) =>
      db
        .update(jobSchedules)
        .set({
          lockedUntil: null,
          lastFinishedAt: new Date(),
          lastError: error ? String(error instanceof Error ? error.message : error).slice(0, 2000) : null,
        })
        .where(eq(jobSchedules.name, name)),
    );

  let running: Promise<string[]> | null = null;
  const runDue = (): Promise<string[]> => {
    // One pass at a time in this process; other processes coordinate through the claims.
    running ??= (async () => {
      const ran: string[] = [];
      for (const job of jobs) {
        if (!(await claim(job.name))) continue;
        let failure: unknown = null;
        try {
          await job.run();
        } catch (error) {
          failure = error;
          log(`job ${job.name} failed`, error);
        }
        await finish(job.name, failure);
        ran.push(job.name);
      }
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  let stopped = false;
  const tick = () => {
    if (stopped) return;
    runDue().catch((error: unknown) => log('job runner pass failed', error));
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
