import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recurring background jobs shared by every server process (see src/jobs/job-runner.ts): each row is
 * claimed by one process at a time with `FOR UPDATE SKIP LOCKED`, so N instances run each tick once.
 * System data: not granted to the request role.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** A claimed run holds the job until this time (a crashed process frees it when it passes). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
