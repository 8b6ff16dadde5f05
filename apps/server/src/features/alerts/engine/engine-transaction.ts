import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { keepsPreparedStatements, type Db, type Pool } from '../../../db/database.js';
import * as schema from '../../../db/schema/index.js';
import { NO_JIT } from './alert-load.js';

/**
 * The engine's store-and-evaluate transaction, built for few round trips: under load every round trip waits its turn on a
 * busy event loop (3–4 ms each in the benchmark), so they, more than SQL, set the pace. BEGIN shares a
 * round trip with `SET LOCAL jit = off` (see NO_JIT), and the work's last statement can share one with
 * COMMIT (`finish`). Same semantics as withSystemTx: the owner role, every statement filters by client.
 */
export interface EngineTx {
  db: Db;
  /**
   * Runs one of the engine's hot statements: where the pool allows (keepsPreparedStatements), as a named
   * prepared statement with a generic plan, planned once per connection rather than once per batch
   * (planning the store-and-load statement cost more than a tenth of its run). `name` must stand for
   * one statement text.
   */
  query<R extends Record<string, unknown>>(name: string, statement: SQL): Promise<R[]>;
  /**
   * Runs `finalSql` (statements without parameters, or '') and COMMIT in one round trip. Whatever
   * fails, the transaction is rolled back (the caller sees the error).
   */
  commitWith(finalSql: string): Promise<void>;
}

// A drizzle instance per pooled connection: building one reads the whole schema's relations (a
// measurable cost per batch), and a pooled connection lives for many batches.
const dbOfConnection = new WeakMap<pg.PoolClient, Db>();

function dbOf(client: pg.PoolClient): Db {
  let db = dbOfConnection.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    dbOfConnection.set(client, db);
  }
  return db;
}

/** A credential of the batch no longer stands (rotated or deleted since the request was let in). */
const dialect = new PgDialect();

export class CredentialRefused extends Error {
  constructor() {
    super('The credential was rotated or deleted');
  }
}

/**
 * Runs `work` in one transaction; `work` must end it with `commitWith` (otherwise it is rolled back).
 * `checks` (statements without parameters, see credentialCheckStatement) run in the opening round trip;
 * should one of them return no row, nothing is done and CredentialRefused is thrown.
 */
export async function withEngineTx<T>(pool: Pool, checks: string[], work: (tx: EngineTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let committed = false;
  let broken: Error | undefined;
  try {
    const prepared = keepsPreparedStatements(pool);
    // A generic plan: the statements' shape does not depend on their values (arrays of readings).
    const opening = [`BEGIN; ${NO_JIT}`, ...(prepared ? ['SET LOCAL plan_cache_mode = force_generic_plan'] : []), ...checks];
    const opened = (await client.query(opening.join('; '))) as unknown as pg.QueryResult[];
    // One result per statement: BEGIN and the SETs come first, the checks last.
    const checkResults = checks.length === 0 ? [] : opened.slice(opened.length - checks.length);
    if (checkResults.some((result) => result.rows.length === 0)) throw new CredentialRefused();
    const result = await work({
      db: dbOf(client),
      async query<R extends Record<string, unknown>>(name: string, statement: SQL) {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        const answer = await client.query<R>(prepared ? { name, text, values: params } : { text, values: params });
        return answer.rows;
      },
      async commitWith(finalSql) {
        await client.query(finalSql ? `${finalSql}; COMMIT` : 'COMMIT');
        committed = true;
      },
    });
    if (!committed) await client.query('ROLLBACK');
    return result;
  } catch (error) {
    if (!committed) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError as Error));
    throw error;
  } finally {
    // A connection that could not even roll back is discarded, not handed to the next batch.
    client.release(broken ?? false);
  }
}
