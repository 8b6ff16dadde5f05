import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isUuid } from './ids.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Pool = pg.Pool;

const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

/** Pools whose connections each have a PostgreSQL session of their own (see keepsPreparedStatements). */
const ownSessionPools = new WeakSet<pg.Pool>();

/**
 * A node-postgres pool; the same code runs against PostgreSQL and embedded PGlite. `ownSessions`: each
 * connection is a server session of its own (a real PostgreSQL), not one session multiplexed (PGlite).
 */
export function createPool(url: string, max = 10, ownSessions = false, onLost: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarting, say) must not crash the process: pg-pool drops it
  // (and the client's own listener below reports it).
  pool.on('error', () => undefined);
  // Nor a checked-out client's: pg-pool listens only while a client is idle, and a backend terminated
  // while a batch holds its client emits 'error' on the client (an unhandled one ends the process). The
  // query in flight fails with the same error; its caller rolls back and releases the client with the
  // error, so the pool discards it and the next checkout connects anew (issue 35 item 2).
  pool.on('connect', (client) => client.on('error', onLost));
  if (ownSessions) ownSessionPools.add(pool);
  return pool;
}

/**
 * Whether a hot statement may be a named prepared statement on this pool's connections (planned once per
 * connection instead of once per run). Embedded PGlite serves every connection from one session, where
 * two connections preparing the same name collide, so there it may not.
 */
export function keepsPreparedStatements(pool: pg.Pool): boolean {
  return ownSessionPools.has(pool);
}

/** Pools behind a transaction-mode pooler (PgBouncer), with the direct URL their session-bound work uses. */
const directUrls = new WeakMap<pg.Pool, string>();

/**
 * Marks a PostgreSQL pool as going through a transaction-mode pooler (DATABASE_URL on PgBouncer,
 * DATABASE_DIRECT_URL beside it): consecutive transactions of one pooled client may run on different server
 * sessions, so nothing may rely on a session outliving its transaction. Named prepared statements stop
 * (a session's), and LISTEN connects to `directUrl` (docs/OPERATIONS.md "PgBouncer").
 */
export function behindTransactionPooler(pool: pg.Pool, directUrl: string): void {
  ownSessionPools.delete(pool);
  directUrls.set(pool, directUrl);
}

/** Whether this pool's database is a real PostgreSQL (its instances share LISTEN/NOTIFY), pooled or not. */
export function isPostgresPool(pool: pg.Pool): boolean {
  return ownSessionPools.has(pool) || directUrls.has(pool);
}

/** Where a connection that needs a session of its own (LISTEN) connects: the direct URL behind a pooler. */
export function sessionUrlOf(pool: pg.Pool): string | undefined {
  return directUrls.get(pool) ?? pool.options.connectionString;
}

/** Applies the committed migrations (idempotent; drizzle records what ran). */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await migrate(drizzle(pool, { schema }), { migrationsFolder });
}

/** Applies the migrations over the direct URL when there is one (a pooler is for the app's short transactions), else on `pool`. */
export async function migrateDirectly(directUrl: string | undefined, pool: pg.Pool): Promise<void> {
  if (!directUrl) return runMigrations(pool);
  const direct = new pg.Pool({ connectionString: directUrl, max: 1 });
  direct.on('error', () => undefined);
  try {
    await runMigrations(direct);
  } finally {
    await direct.end();
  }
}

export interface TenantScope {
  userId: string;
  clientId: string | null;
}

/**
 * Runs `work` in one transaction as the owner role: for sign-in, seeding and jobs, which have no tenant
 * yet or act for the system. Every call site must filter by tenant itself.
 */
export async function withSystemTx<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  return inTransaction(pool, null, work);
}

/** Runs `work` in one transaction as `ks_app` with the tenant set LOCAL, so RLS applies. */
export async function withTenantTx<T>(pool: pg.Pool, scope: TenantScope, work: (db: Db) => Promise<T>): Promise<T> {
  return inTransaction(pool, scope, work);
}

async function inTransaction<T>(pool: pg.Pool, scope: TenantScope | null, work: (db: Db) => Promise<T>): Promise<T> {
  const tx = await openTransaction(pool, scope);
  try {
    const result = await work(tx.db);
    await tx.finish(true);
    return result;
  } catch (error) {
    await tx.finish(false);
    throw error;
  }
}

export interface OpenTransaction {
  db: Db;
  finish(commit: boolean): Promise<void>;
}

/** Opens a transaction on its own pooled connection; `finish` commits or rolls back and releases it. */
export async function openTransaction(pool: pg.Pool, scope: TenantScope | null): Promise<OpenTransaction> {
  const client = await pool.connect();
  try {
    if (!scope) await client.query('BEGIN');
    else if (isUuid(scope.userId) && (scope.clientId === null || isUuid(scope.clientId))) {
      // One round trip instead of three: every request pays it. The ids are checked UUIDs, so the literals
      // cannot carry anything else.
      await client.query(
        `BEGIN; SET LOCAL ROLE ks_app; SELECT set_config('app.user_id', '${scope.userId}', true), set_config('app.client_id', '${scope.clientId ?? ''}', true)`,
      );
    } else {
      await client.query('BEGIN');
      await client.query('SET LOCAL ROLE ks_app');
      await client.query("SELECT set_config('app.user_id', $1, true), set_config('app.client_id', $2, true)", [
        scope.userId,
        scope.clientId ?? '',
      ]);
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  let done = false;
  return {
    db: databaseOf(client),
    async finish(commit) {
      if (done) return;
      done = true;
      try {
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        if (commit) throw error;
      }
    },
  };
}

// A Drizzle handle per pooled connection, built once: building one per request showed in profiles.
const databases = new WeakMap<pg.PoolClient, Db>();
function databaseOf(client: pg.PoolClient): Db {
  let db = databases.get(client);
  if (!db) {
    db = drizzle(serializeQueries(client), { schema });
    databases.set(client, db);
  }
  return db;
}

/**
 * GraphQL resolvers of one request run concurrently but share the request's single connection; pg would
 * queue their queries itself, but that behaviour is deprecated. This wrapper queues them explicitly, in
 * order, so one transaction never sees two queries in flight.
 */
function serializeQueries(client: pg.PoolClient): pg.PoolClient {
  let tail: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const run = tail.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'query' ? query : Reflect.get(target, property, receiver)),
  });
}
