import { sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import type { RecurringJob } from './job-runner.js';

export const READINGS_PARTITIONS_JOB = 'readings-partitions';

/** Partitions kept ready ahead of the current month, so ingest never meets a month without one. */
export const MONTHS_AHEAD = 3;

/** The first instant (UTC) of the month `offset` months from the one holding `date`. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** `sensor_readings_2026_11` for November 2026. */
export function partitionName(month: Date): string {
  return `sensor_readings_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

const PARTITION = /^sensor_readings_(\d{4})_(\d{2})$/;

/** What one tick did, for logs and tests. */
export interface PartitionsTick {
  created: string[];
  dropped: string[];
  /** Readings past the retention period deleted from the default partition. */
  expired: number;
}

export interface PartitionsOptions {
  /** Months of readings kept before the current month (READINGS_RETENTION_MONTHS); 0 keeps them forever. */
  retentionMonths: number;
  now?: Date;
}

/** DDL waits at most this long for a lock, so a busy ingest is never stalled behind it; the next tick retries. */
const LOCK_TIMEOUT = "SET LOCAL lock_timeout = '5s'";

/**
 * Creates the partition of one month, moving into it the rows the default partition holds for that month
 * (late readings of a month that had no partition yet), in one transaction: a table like the parent is
 * filled and then attached, which builds its key and foreign key and checks that the default partition
 * keeps nothing of the month.
 */
async function createPartition(pool: Pool, month: Date): Promise<void> {
  const name = partitionName(month);
  const from = month.toISOString();
  const to = monthStart(month, 1).toISOString();
  await withSystemTx(pool, async (db) => {
    await db.execute(sql.raw(LOCK_TIMEOUT));
    await db.execute(sql.raw(`CREATE TABLE ${name} (LIKE sensor_readings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`));
    await db.execute(
      sql.raw(`WITH moved AS (DELETE FROM sensor_readings_default WHERE time >= '${from}' AND time < '${to}' RETURNING *)
        INSERT INTO ${name} SELECT sensor_id, time, client_id, temperature, humidity, battery_level, signal_level FROM moved`),
    );
    await db.execute(sql.raw(`ALTER TABLE sensor_readings ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`));
  });
}

/**
 * One tick: partitions for last month to MONTHS_AHEAD months ahead and for every month whose readings wait
 * in the default partition; then the retention period: partitions of months entirely before it are
 * dropped (instant, no vacuum debt) and older rows of the default partition deleted. Months are UTC months.
 */
export async function runReadingsPartitionsTick(
  pool: Pool,
  { retentionMonths, now = new Date() }: PartitionsOptions,
): Promise<PartitionsTick> {
  const horizon = retentionMonths > 0 ? monthStart(now, -retentionMonths) : null;
  const { existing, waiting } = await withSystemTx(pool, async (db) => {
    const partitions = await db.execute<{ name: string }>(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'sensor_readings'::regclass`);
    const months = await db.execute<{ month: Date | string }>(sql`
      SELECT DISTINCT date_trunc('month', time, 'UTC') AS month FROM sensor_readings_default
      WHERE time >= ${(horizon ?? new Date(0)).toISOString()}::timestamptz`);
    return { existing: new Set(partitions.rows.map((r) => r.name)), waiting: months.rows.map((r) => new Date(r.month)) };
  });

  const wanted = new Map<string, Date>();
  for (let offset = -1; offset <= MONTHS_AHEAD; offset += 1) wanted.set(partitionName(monthStart(now, offset)), monthStart(now, offset));
  for (const month of waiting) wanted.set(partitionName(month), month);
  const created: string[] = [];
  for (const [name, month] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    if (existing.has(name) || (horizon && month < horizon)) continue;
    await createPartition(pool, month);
    created.push(name);
  }

  const dropped: string[] = [];
  let expired = 0;
  if (horizon) {
    for (const name of existing) {
      const match = PARTITION.exec(name);
      if (!match) continue;
      const end = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1)); // month index + 1: the next month's start
      if (end > horizon) continue;
      await withSystemTx(pool, async (db) => {
        await db.execute(sql.raw(LOCK_TIMEOUT));
        await db.execute(sql.raw(`DROP TABLE ${name}`));
      });
      dropped.push(name);
    }
    const deleted = await withSystemTx(pool, (db) =>
      db.execute(sql`DELETE FROM sensor_readings_default WHERE time < ${horizon.toISOString()}::timestamptz`),
    );
    expired = deleted.rowCount ?? 0;
  }
  return { created, dropped, expired };
}

/** The recurring job: at start-up and every 6 hours (partitions are made three months ahead). */
export function readingsPartitionsJob({
  pool,
  retentionMonths,
  log,
}: {
  pool: Pool;
  retentionMonths: number;
  log?: (message: string) => void;
}): RecurringJob {
  return {
    name: READINGS_PARTITIONS_JOB,
    intervalSeconds: 6 * 3600,
    runAtStart: true,
    run: async () => {
      const tick = await runReadingsPartitionsTick(pool, { retentionMonths });
      if (log && (tick.created.length > 0 || tick.dropped.length > 0 || tick.expired > 0)) {
        log(
          `readings partitions: created ${tick.created.join(', ') || 'none'}, dropped ${tick.dropped.join(', ') || 'none'}, ${tick.expired} expired readings deleted`,
        );
      }
    },
  };
}
