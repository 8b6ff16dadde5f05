import pg from 'pg';
import type { Pool } from '../apps/server/src/db/database.js';
import { query, usingPostgres } from './bench-server.js';

/**
 * How a latency probe sees its alert. On PostgreSQL, a connection of its own outside the server's pool,
 * with a bare SELECT: through the pool each poll waited for a free connection behind ingest and took
 * three round trips (BEGIN, SELECT, COMMIT), which the latency then counted as the server's. Embedded
 * PGlite keeps connections apart per transaction only, so there the poll stays a pooled transaction.
 */
export async function alertWatcher(pool: Pool) {
  const sql = 'SELECT 1 FROM temp_alerts WHERE appliance_id = $1';
  if (!usingPostgres) {
    return { alerted: async (applianceId: string) => (await query(pool, sql, [applianceId])).length > 0, close: async () => undefined };
  }
  const own = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await own.connect();
  return {
    alerted: async (applianceId: string) => (await own.query(sql, [applianceId])).rows.length > 0,
    close: () => own.end(),
  };
}

/** Polls until the appliance has an alert (or 10 s passed); the milliseconds since `sent`. */
export async function untilAlerted(watcher: Awaited<ReturnType<typeof alertWatcher>>, applianceId: string, sent: number) {
  for (;;) {
    if ((await watcher.alerted(applianceId)) || performance.now() - sent > 10_000) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - sent;
}
