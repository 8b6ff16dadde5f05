/**
 * Shared by the graph benchmarks: a year of 5-minute readings per sensor, stored as live ingest leaves
 * them (interleaved across sensors, every month in its partition, the rollups kept, the visibility map
 * set), and a signed-in manager of the bench client.
 */
import { hashPassword } from '../apps/server/src/auth/passwords.js';
import { withSystemTx, type Pool } from '../apps/server/src/db/database.js';
import { rebuildRollups } from '../apps/server/src/db/readings-rollups.js';
import { ROLLUP_TABLES, runPartitionsTick, runReadingsPartitionsTick } from '../apps/server/src/jobs/readings-partitions.job.js';
import type { RunningServer } from '../apps/server/src/server.js';
import { buildBenchClient, query, type BenchClient } from './bench-server.js';

export const DAY = 86_400_000;

/**
 * Seeds the year before now (a whole 5 minutes) for every sensor of the bench client; prints how long it took
 * and returns that `now`.
 */
export async function seedGraphYear(pool: Pool, bench: BenchClient): Promise<number> {
  const now = Math.floor(Date.now() / 300_000) * 300_000;
  const setup = performance.now();
  const sensorIds = bench.sensors.map((s) => s.sensorId);
  // Attached before the year, so that a year graph draws a whole year (readings before it count nowhere).
  await query(pool, 'UPDATE sensors SET attached_at = $2 WHERE client_id = $1', [bench.clientId, new Date(now - 400 * DAY).toISOString()]);
  await query(
    pool,
    `INSERT INTO sensor_readings (sensor_id, time, client_id, temperature)
     SELECT s.id, t, $2, 3 + sin(extract(epoch FROM t) / 3600 + s.n) + random() * 0.2
     FROM generate_series($3::timestamptz, $4::timestamptz, interval '5 minutes') AS t
     CROSS JOIN (SELECT id, row_number() OVER () AS n FROM unnest($1::uuid[]) AS id) s
     ORDER BY t`,
    [sensorIds, bench.clientId, new Date(now - 366 * DAY).toISOString(), new Date(now).toISOString()],
  );
  // Steady state: the readings-partitions job has given every month of the year its partition (the year's
  // older months landed in the default one), ingest has kept the rollups, and autovacuum has set the
  // visibility map, so long ranges are index-only scans of the months they cover.
  const partitions = await runReadingsPartitionsTick(pool, { retentionMonths: 24 });
  await withSystemTx(pool, (db) => rebuildRollups(db, { sensorIds, from: new Date(now - 366 * DAY), to: new Date(now) }));
  const rollups = [
    await runPartitionsTick(pool, ROLLUP_TABLES['5m'], { retentionMonths: 24 }),
    await runPartitionsTick(pool, ROLLUP_TABLES['1h'], { retentionMonths: 60 }),
  ];
  await pool.query('VACUUM (ANALYZE) sensor_readings, sensor_rollups_5m, sensor_rollups_1h');
  const created = partitions.created.length + rollups.reduce((sum, tick) => sum + tick.created.length, 0);
  const seconds = ((performance.now() - setup) / 1000).toFixed(1);
  console.log(`  setup: ${sensorIds.length} sensors × one year of 5-minute readings in ${seconds} s (${created} partitions created)`);
  return now;
}

/** A manager of the bench client, signed in over HTTP; `drop` removes it. */
export async function benchManager(pool: Pool, server: RunningServer, clientId: string) {
  const email = `bench-${clientId}@bench.example`;
  const [user] = await query<{ id: string }>(
    pool,
    "INSERT INTO users (email, firstname, lastname, password_hash) VALUES ($1, 'Bench', 'Manager', $2) RETURNING id",
    [email, await hashPassword('bench-password-1')],
  );
  await query(pool, "INSERT INTO memberships (client_id, user_id, client_role) VALUES ($1, $2, 'MANAGER')", [clientId, user!.id]);
  const login = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
      variables: { input: { username: email, password: 'bench-password-1' } },
    }),
  });
  const token = ((await login.json()) as { data: { login: { access_token: string } } }).data.login.access_token;
  return {
    userId: user!.id,
    token,
    drop: async () => {
      await query(pool, 'DELETE FROM memberships WHERE user_id = $1', [user!.id]);
      await query(pool, 'DELETE FROM users WHERE id = $1', [user!.id]);
    },
  };
}

/** A bench client of `sensors` fridges with a year of readings each, and its signed-in manager. */
export async function graphYearClient(pool: Pool, server: RunningServer, sensors: number) {
  const bench = await buildBenchClient(pool, sensors);
  const now = await seedGraphYear(pool, bench);
  const manager = await benchManager(pool, server, bench.clientId);
  return { bench, now, manager };
}
