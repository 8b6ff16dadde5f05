import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, runMigrations, type Pool } from '../../src/db/database.js';
import { startEmbeddedPostgres } from '../../src/embedded/embedded-postgres.js';
import { createSuiteDatabase } from '../harness.js';

/**
 * The database a fault test shares with the server processes it starts: with TEST_DATABASE_URL a fresh
 * PostgreSQL database of its own; otherwise an embedded PGlite data directory, which only one process may
 * open at a time, so the test reads it (`withPool`) only while no server process runs.
 */
export interface FaultDatabase {
  /** `DATABASE_URL` or `DATA_DIR` for a server process. */
  serverEnv: Record<string, string>;
  /** A PostgreSQL database name when on PostgreSQL (to cut it off), else null. */
  postgresName: string | null;
  /** Runs `work` with a pool on the (migrated) database. */
  withPool<T>(work: (pool: Pool) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function createFaultDatabase(): Promise<FaultDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const database = await createSuiteDatabase(baseUrl);
    const pool = createPool(database.url, 4, true);
    await runMigrations(pool);
    return {
      serverEnv: { DATABASE_URL: database.url },
      postgresName: new URL(database.url).pathname.slice(1),
      withPool: (work) => work(pool),
      async drop() {
        await pool.end();
        await database.drop();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-faults-'));
  const database: FaultDatabase = {
    // The server keeps PGlite's files in DATA_DIR/pglite (server.ts).
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    postgresName: null,
    async withPool(work) {
      const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pglite'));
      const pool = createPool(embedded.url, 4);
      try {
        await runMigrations(pool);
        return await work(pool);
      } finally {
        await pool.end();
        await embedded.stop();
      }
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return database;
}
