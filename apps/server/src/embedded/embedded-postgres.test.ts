import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

let embedded: EmbeddedPostgres;
let pool: pg.Pool;
beforeAll(async () => {
  embedded = await startEmbeddedPostgres(null);
  pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
});
afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
});

describe('embedded PostgreSQL over the wire', () => {
  it('keeps each connection’s extended-protocol exchange whole when ten connections query at once', async () => {
    // node-postgres sends Parse/Bind/Describe/Execute/Sync for a parameterized query; interleaving another
    // connection's messages between them binds the wrong statement ("unnamed prepared statement does not exist").
    // A simple query ('Q', no parameters) drops the unnamed statement too, and a different text replaces it.
    const results = await Promise.allSettled(
      Array.from({ length: 400 }, (_, i) =>
        i % 3 === 0
          ? pool.query<{ n: number }>(`SELECT ${i} AS n`)
          : pool.query<{ n: number }>(i % 3 === 1 ? 'SELECT $1::int AS n' : 'SELECT $1::int + 0 AS n', [i]),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(failed).toEqual([]);
    expect(results.map((r) => (r as PromiseFulfilledResult<pg.QueryResult<{ n: number }>>).value.rows[0]!.n)).toEqual(
      Array.from({ length: 400 }, (_, i) => i),
    );
  });

  it('runs one transaction at a time: another connection waits for the COMMIT, a dropped one is rolled back', async () => {
    await pool.query('CREATE TABLE IF NOT EXISTS tx_probe (n int)');
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('INSERT INTO tx_probe VALUES ($1)', [1]);
    let seen: number | null = null;
    const other = pool.query<{ c: string }>('SELECT count(*) AS c FROM tx_probe').then((r) => (seen = Number(r.rows[0]!.c)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeNull();
    await holder.query('COMMIT');
    await other;
    expect(seen).toBe(1);

    const dropped = await pool.connect();
    await dropped.query('BEGIN');
    await dropped.query('INSERT INTO tx_probe VALUES (2)');
    dropped.release(new Error('connection dropped mid-transaction'));
    const { rows } = await pool.query<{ c: string }>('SELECT count(*) AS c FROM tx_probe');
    expect(Number(rows[0]!.c)).toBe(1);
    holder.release();
  });
});
