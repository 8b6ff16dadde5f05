import { sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import { ROLLUP_COLUMNS, rollupTable, type RollupWidth } from '../db/readings-rollups.js';
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

/**
 * A table partitioned by range of a time column into UTC months or years, with a default partition for
 * rows of a period without one yet: the readings, and their rollups (decision 0260).
 */
export interface PartitionedTable {
  parent: string;
  /** The partition key. */
  column: string;
  /** Every column, in the order a partition made with LIKE has them. */
  columns: string;
  period: 'month' | 'year';
}

export const READINGS_TABLE: PartitionedTable = {
  parent: 'sensor_readings',
  column: 'time',
  columns: 'sensor_id, time, client_id, temperature, raw_temperature, humidity, battery_level, signal_level',
  period: 'month',
};

/** The first instant (UTC) of the period `offset` periods from the one holding `date`. */
function periodStart(table: PartitionedTable, date: Date, offset = 0): Date {
  if (table.period === 'year') return new Date(Date.UTC(date.getUTCFullYear() + offset, 0, 1));
  return monthStart(date, offset);
}

/** `sensor_rollups_1h_2026` for a yearly table's 2026; monthly ones as partitionName. */
function partitionOf(table: PartitionedTable, start: Date): string {
  const month = table.period === 'month' ? `_${String(start.getUTCMonth() + 1).padStart(2, '0')}` : '';
  return `${table.parent}_${start.getUTCFullYear()}${month}`;
}

/** The period a partition's name stands for (null: not one of the table's periodic partitions). */
function periodOfName(table: PartitionedTable, name: string): Date | null {
  const suffix = table.period === 'month' ? '_(\\d{4})_(\\d{2})' : '_(\\d{4})';
  const match = new RegExp(`^${table.parent}${suffix}$`).exec(name);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), table.period === 'month' ? Number(match[2]) - 1 : 0, 1));
}

/** What one tick did, for logs and tests. */
export interface PartitionsTick {
  created: string[];
  dropped: string[];
  /** Rows past the retention period deleted from the default partition. */
  expired: number;
}

export interface PartitionsOptions {
  /** Months of rows kept before the current month (READINGS_RETENTION_MONTHS for readings); 0 keeps them forever. */
  retentionMonths: number;
  now?: Date;
}

/** DDL waits at most this long for a lock, so a busy ingest is never stalled behind it; the next tick retries. */
const LOCK_TIMEOUT = "SET LOCAL lock_timeout = '5s'";

/**
 * Creates the partition of one period, moving into it the rows the default partition holds for that
 * period (late rows of a period that had no partition yet), in one transaction: a table like the parent is
 * filled and then attached, which builds its key and foreign key and checks that the default partition
 * keeps nothing of the period.
 */
async function createPartition(pool: Pool, table: PartitionedTable, start: Date): Promise<string> {
  const name = partitionOf(table, start);
  const from = start.toISOString();
  const to = periodStart(table, start, 1).toISOString();
  const { parent, column, columns } = table;
  await withSystemTx(pool, async (db) => {
    await db.execute(sql.raw(LOCK_TIMEOUT));
    await db.execute(sql.raw(`CREATE TABLE ${name} (LIKE ${parent} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`));
    await db.execute(
      sql.raw(`WITH moved AS (DELETE FROM ${parent}_default WHERE ${column} >= '${from}' AND ${column} < '${to}' RETURNING *)
        INSERT INTO ${name} (${columns}) SELECT ${columns} FROM moved`),
    );
    await db.execute(sql.raw(`ALTER TABLE ${parent} ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`));
  });
  return name;
}

/** Readings' tick (runPartitionsTick of sensor_readings). */
export function runReadingsPartitionsTick(pool: Pool, options: PartitionsOptions): Promise<PartitionsTick> {
  return runPartitionsTick(pool, READINGS_TABLE, options);
}

/**
 * One tick: partitions for last period to MONTHS_AHEAD months ahead and for every period whose rows wait
 * in the default partition; then the retention period: partitions of periods entirely before it are
 * dropped (instant, no vacuum debt) and older rows of the default partition deleted. Periods are UTC.
 */
export async function runPartitionsTick(
  pool: Pool,
  table: PartitionedTable,
  { retentionMonths, now = new Date() }: PartitionsOptions,
): Promise<PartitionsTick> {
  const { parent, column } = table;
  const horizon = retentionMonths > 0 ? monthStart(now, -retentionMonths) : null;
  const { existing, waiting } = await withSystemTx(pool, async (db) => {
    const partitions = await db.execute<{ name: string }>(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = ${parent}::regclass`);
    const periods = await db.execute<{ start: Date | string }>(sql`
      SELECT DISTINCT date_trunc(${table.period}, ${sql.raw(column)}, 'UTC') AS start FROM ${sql.raw(`${parent}_default`)}
      WHERE ${sql.raw(column)} >= ${(horizon ?? new Date(0)).toISOString()}::timestamptz`);
    return { existing: new Set(partitions.rows.map((r) => r.name)), waiting: periods.rows.map((r) => new Date(r.start)) };
  });

  const wanted = new Map<string, Date>();
  const ahead = table.period === 'month' ? MONTHS_AHEAD : Math.ceil(MONTHS_AHEAD / 12);
  for (let offset = -1; offset <= ahead; offset += 1) {
    const start = periodStart(table, now, offset);
    wanted.set(partitionOf(table, start), start);
  }
  for (const start of waiting) wanted.set(partitionOf(table, start), start);
  const created: string[] = [];
  for (const [name, start] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    if (existing.has(name) || (horizon && periodStart(table, start, 1) <= horizon)) continue;
    created.push(await createPartition(pool, table, start));
  }

  const dropped: string[] = [];
  let expired = 0;
  if (horizon) {
    for (const name of existing) {
      const start = periodOfName(table, name);
      if (!start || periodStart(table, start, 1) > horizon) continue;
      await withSystemTx(pool, async (db) => {
        await db.execute(sql.raw(LOCK_TIMEOUT));
        await db.execute(sql.raw(`DROP TABLE ${name}`));
      });
      dropped.push(name);
    }
    const deleted = await withSystemTx(pool, (db) =>
      db.execute(sql`DELETE FROM ${sql.raw(`${parent}_default`)} WHERE ${sql.raw(column)} < ${horizon.toISOString()}::timestamptz`),
    );
    expired = deleted.rowCount ?? 0;
  }
  return { created, dropped, expired };
}

/** The rollups of the readings (decision 0260): 5-minute buckets by month, hourly ones by year. */
export const ROLLUP_TABLES: Record<RollupWidth, PartitionedTable> = {
  '5m': { parent: rollupTable('5m'), column: 'bucket', columns: ROLLUP_COLUMNS, period: 'month' },
  '1h': { parent: rollupTable('1h'), column: 'bucket', columns: ROLLUP_COLUMNS, period: 'year' },
};

/** Months kept of each table (0: forever). */
export interface Retention {
  readings: number;
  rollups: Record<RollupWidth, number>;
}

/**
 * The recurring job: at start-up and every 6 hours (partitions are made three months ahead), for the
 * readings and each of their rollups, each with its own retention.
 */
export function readingsPartitionsJob({
  pool,
  retention,
  log,
}: {
  pool: Pool;
  retention: Retention;
  log?: (message: string) => void;
}): RecurringJob {
  const tables: Array<[PartitionedTable, number]> = [
    [READINGS_TABLE, retention.readings],
    [ROLLUP_TABLES['5m'], retention.rollups['5m']],
    [ROLLUP_TABLES['1h'], retention.rollups['1h']],
  ];
  return {
    name: READINGS_PARTITIONS_JOB,
    intervalSeconds: 6 * 3600,
    runAtStart: true,
    run: async () => {
      for (const [table, retentionMonths] of tables) {
        const tick = await runPartitionsTick(pool, table, { retentionMonths });
        if (log && (tick.created.length > 0 || tick.dropped.length > 0 || tick.expired > 0)) {
          log(
            `${table.parent} partitions: created ${tick.created.join(', ') || 'none'}, dropped ${tick.dropped.join(', ') || 'none'}, ${tick.expired} expired rows deleted`,
          );
        }
      }
    },
  };
}
