import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../factories.js';
import { monitoredAppliance, type MonitoredAppliance } from '../readings.js';
import { deliver, deviceConnection } from './device-load.js';
import { createFaultDatabase, type FaultDatabase } from './fault-database.js';
import { startServerProcess } from './server-process.js';
import { skipWithout } from '../required-service.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOT_ON_POSTGRES = skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', onPostgres);
let database: FaultDatabase;
let fridge: MonitoredAppliance;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createFaultDatabase();
  fridge = await database.withPool(async (pool) => {
    const { client, location } = await buildClient(pool, 'Outage');
    return monitoredAppliance(pool, { clientId: client.id, locationId: location.id });
  });
});
afterAll(async () => {
  await database?.drop();
});

/** Runs statements on the PostgreSQL server's maintenance connection (not inside the cut-off database). */
async function admin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Polls /readyz until it answers `status` (or the deadline passes) and returns the last answer. */
async function readinessBecomes(url: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await fetch(`${url}/readyz`);
    const body = (await response.json()) as { checks?: Record<string, boolean> };
    if (response.status === status || Date.now() > deadline) return { status: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Embedded PGlite lives inside the server process: there is no separate database to cut off, so this
// fault is only played against a real PostgreSQL (TEST_DATABASE_URL, as CI runs the suite).
describe.skipIf(NOT_ON_POSTGRES)('database cut off (PostgreSQL)', () => {
  it('turns /readyz to 503 while the database refuses connections, and recovers by itself when it returns', async () => {
    const server = await startServerProcess({ ...database.serverEnv, INGEST_RATE_LIMIT_PER_MINUTE: '1000000' });
    const name = database.postgresName!;
    const agent = deviceConnection();
    let time = Date.now() - 60_000;
    const send = () => deliver(server.url, agent, fridge, [(time += 1000)]);
    try {
      expect((await readinessBecomes(server.url, 200, 0)).status).toBe(200);
      expect((await send()).status).toBe(200);

      // The database goes away: no new connections, and every connection the server holds is killed.
      await admin(
        `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      const down = await readinessBecomes(server.url, 503, 5_000);
      expect(down).toMatchObject({ status: 503, body: { checks: { database: false } } });
      // A reading now is refused with an error answer (the device keeps it and sends it again), not a hang-up.
      const refused = await send();
      expect(refused.error).toBeNull();
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(server.child.exitCode).toBeNull();

      // It comes back: the same process is ready again and stores readings, without a restart.
      await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      expect(await readinessBecomes(server.url, 200, 10_000)).toMatchObject({ status: 200, body: { checks: { database: true } } });
      const stored = await send();
      expect(stored).toMatchObject({ status: 200, body: { stored: 1 } });
      const { rows } = await database.withPool((pool) =>
        pool.query('SELECT count(*)::int AS n FROM sensor_readings WHERE sensor_id = $1', [fridge.sensorId]),
      );
      expect(rows[0]).toEqual({ n: 2 });
    } finally {
      agent.destroy();
      await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      expect(await server.stop(), server.output()).toBe(0);
    }
  }, 120_000);
});
