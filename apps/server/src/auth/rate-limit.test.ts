import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../db/database.js';
import { useTestServer } from '../../test/suite-server.js';
import { consume, consumeAll, release } from './rate-limit.js';

const server = useTestServer();

const hitsOf = async (bucket: string) =>
  withSystemTx(server.pool, async (db) => {
    const result = await db.execute<{ hits: number }>(sql`SELECT hits FROM rate_limit_hits WHERE bucket = ${bucket}`);
    return Number(result.rows[0]?.hits ?? 0);
  });
const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe('rate limits: one statement counts and decides', () => {
  it('lets exactly `limit` of many simultaneous uses through and never counts past the limit', async () => {
    const rule = { bucket: `test:burst:${Date.now()}`, limit: 7, windowSeconds: 900 };
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => consume(server.pool, rule)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(7);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => codeOf((o as PromiseRejectedResult).reason))).toEqual(
      Array.from({ length: 43 }, () => 'RATE_LIMITED'),
    );
    expect(await hitsOf(rule.bucket)).toBe(7);
  });

  it('undoes the earlier reservations of a request when a later one is refused', async () => {
    const open = { bucket: `test:open:${Date.now()}`, limit: 5, windowSeconds: 900 };
    const full = { bucket: `test:full:${Date.now()}`, limit: 1, windowSeconds: 900 };
    await consume(server.pool, full);
    const refused = await consumeAll(server.pool, [open, full]).catch((error: unknown) => error);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect((refused as { extensions: { retryAfterSeconds: number } }).extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(await hitsOf(open.bucket)).toBe(0);
    expect(await hitsOf(full.bucket)).toBe(1);
  });

  it('gives a use back in the window it was taken in, never below zero', async () => {
    const rule = { bucket: `test:release:${Date.now()}`, limit: 1, windowSeconds: 900 };
    const takenAt = new Date();
    await consume(server.pool, rule, takenAt);
    await release(server.pool, rule, takenAt);
    await release(server.pool, rule, takenAt);
    expect(await hitsOf(rule.bucket)).toBe(0);
    await consume(server.pool, rule, takenAt);
    expect(await hitsOf(rule.bucket)).toBe(1);
  });
});
