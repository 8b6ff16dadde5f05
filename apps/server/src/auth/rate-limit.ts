import { sql } from 'drizzle-orm';
import { withSystemTx, type Db, type Pool } from '../db/database.js';
import { rateLimitedError } from '../graphql/errors.js';

export interface RateRule {
  /** What is limited, e.g. `login:cook@harbor.example:203.0.113.7`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

function windowStart(windowSeconds: number, now: Date): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Seconds until the rule's current window ends. */
function secondsLeft(rule: RateRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart(rule.windowSeconds, now).getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

// Counter rows of finished windows are useless; every so often a reservation sweeps those a day old.
const SWEEP_PROBABILITY = 0.01;

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** What a reservation transaction can do; a refusal rolls back everything reserved before it. */
export interface Reserver {
  /** Counts one use of `rule` and returns the count; over the limit, RATE_LIMITED (nothing counted). */
  take(rule: RateRule): Promise<number>;
  /** True only the first time `bucket` is seen in its window (a marker: "this address already tried"). */
  firstTime(bucket: string, windowSeconds: number): Promise<boolean>;
}

/**
 * Fixed-window counters in PostgreSQL, so every server instance shares them. Each `take` counts AND
 * decides in one statement (the upsert only increments while under the limit, and returns nothing
 * otherwise), so simultaneous requests can never all see "under the limit" and all go through. The
 * reservations of one call share a transaction: when a later one is refused, the earlier ones are undone.
 */
export async function reserve<T>(pool: Pool, work: (reserver: Reserver) => Promise<T>, now = new Date()): Promise<T> {
  try {
    return await withSystemTx(pool, async (db) => {
      const reserver: Reserver = {
        take: async (rule) => {
          const hits = await takeOne(db, rule, now);
          if (hits === null) throw new Refused(secondsLeft(rule, now));
          return hits;
        },
        firstTime: (bucket, windowSeconds) => markOnce(db, bucket, windowSeconds, now),
      };
      const result = await work(reserver);
      if (Math.random() < SWEEP_PROBABILITY) {
        await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
      }
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) throw rateLimitedError(error.retryAfterSeconds);
    throw error;
  }
}

/** The counting upsert: the new count, or null when the bucket is already at its limit in this window. */
async function takeOne(db: Db, rule: RateRule, now: Date): Promise<number | null> {
  const start = windowStart(rule.windowSeconds, now).toISOString();
  const result = await db.execute<{ hits: number }>(sql`
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${rule.bucket}, ${start}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
      WHERE rate_limit_hits.hits < ${rule.limit}
    RETURNING hits`);
  const row = result.rows[0];
  if (!row) return null;
  // The first use of a new window clears the bucket's older windows (cheap: the primary key's prefix).
  if (Number(row.hits) === 1) await db.execute(sql`DELETE FROM rate_limit_hits WHERE bucket = ${rule.bucket} AND window_start < ${start}`);
  return Number(row.hits);
}

async function markOnce(db: Db, bucket: string, windowSeconds: number, now: Date): Promise<boolean> {
  const start = windowStart(windowSeconds, now).toISOString();
  const result = await db.execute(sql`
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${bucket}, ${start}, 1)
    ON CONFLICT (bucket, window_start) DO NOTHING
    RETURNING hits`);
  return result.rows.length > 0;
}

/** Counts one use of each rule, all or none; throws RATE_LIMITED when any is at its limit. */
export async function consumeAll(pool: Pool, rules: readonly RateRule[], now = new Date()): Promise<void> {
  await reserve(
    pool,
    async (reserver) => {
      for (const rule of rules) await reserver.take(rule);
    },
    now,
  );
}

/** Counts one use and throws RATE_LIMITED when the bucket is already at its limit. */
export function consume(pool: Pool, rule: RateRule, now = new Date()): Promise<void> {
  return consumeAll(pool, [rule], now);
}

/** Gives back one use taken at `takenAt` (an attempt that turned out not to count, e.g. a right password). */
export async function release(pool: Pool, rule: RateRule, takenAt: Date): Promise<void> {
  const start = windowStart(rule.windowSeconds, takenAt).toISOString();
  await withSystemTx(pool, (db) =>
    db.execute(sql`UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucket = ${rule.bucket} AND window_start = ${start} AND hits > 0`),
  );
}
