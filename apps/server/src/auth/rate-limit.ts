import { sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import { rateLimitedError } from '../graphql/errors.js';

export interface RateRule {
  /** What is limited, e.g. `login:cook@harbor.example:203.0.113.7`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

function windowStart(rule: RateRule, now: Date): Date {
  const ms = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Fixed-window counters in PostgreSQL, so every server instance shares them. Windows are short, so a
 * person locked out by someone else's guesses is back in within minutes.
 */
export async function countHit(pool: Pool, rule: RateRule, now = new Date()): Promise<number> {
  return withSystemTx(pool, async (db) => {
    const start = windowStart(rule, now);
    const result = await db.execute<{ hits: number }>(sql`
      INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${rule.bucket}, ${start.toISOString()}, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
      RETURNING hits`);
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE bucket = ${rule.bucket} AND window_start < ${start.toISOString()}`);
    return Number(result.rows[0]?.hits ?? 1);
  });
}

/** Throws RATE_LIMITED when the bucket is already over its limit in the current window. */
export async function assertUnderLimit(pool: Pool, rule: RateRule, now = new Date()): Promise<void> {
  const start = windowStart(rule, now);
  const hits = await withSystemTx(pool, async (db) => {
    const result = await db.execute<{ hits: number }>(
      sql`SELECT hits FROM rate_limit_hits WHERE bucket = ${rule.bucket} AND window_start = ${start.toISOString()}`,
    );
    return Number(result.rows[0]?.hits ?? 0);
  });
  if (hits >= rule.limit) {
    const retryAfter = Math.ceil((start.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000);
    throw rateLimitedError(retryAfter);
  }
}

/** Counts one use and throws RATE_LIMITED when it went over the limit. */
export async function consume(pool: Pool, rule: RateRule, now = new Date()): Promise<void> {
  await assertUnderLimit(pool, rule, now);
  await countHit(pool, rule, now);
}
