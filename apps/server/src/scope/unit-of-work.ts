import { openTransaction, type OpenTransaction, type Pool } from '../db/database.js';
import { readPoolOf } from '../db/read-replica.js';
import type { Scope, ScopeKey, ScopeLog } from './scope.js';
import type { AccessLevel } from '@ks/domain';

/** Who a scope acts for: a person in a client (RLS applies), or nobody (system work, owner role). */
export interface ScopeIdentity {
  userId: string;
  clientId: string | null;
  level: AccessLevel | null;
}

/**
 * One unit of work (a request, a job run): its lazily opened transaction, whether it failed, and what
 * runs after commit. Whoever starts it finishes it: `finish` commits unless `fail` was called, rolls back
 * otherwise, and only after a commit runs the queued tasks.
 */
export class UnitOfWork {
  private tx: Promise<OpenTransaction> | null = null;
  /** The read transaction on the replica, when a read asked for one and the replica served. */
  private readTx: Promise<OpenTransaction | null> | null = null;
  private failed = false;
  private readonly afterCommitTasks: Array<() => Promise<void>> = [];

  constructor(
    private readonly pool: Pool,
    readonly log: ScopeLog,
  ) {}

  /** Whether the transaction was opened already (some work must run before it, in a request of its own). */
  get opened(): boolean {
    return this.tx !== null;
  }

  fail(): void {
    this.failed = true;
  }

  get hasFailed(): boolean {
    return this.failed;
  }

  /**
   * The scope of this unit of work. Without an identity it acts as the system (owner role, every call
   * site filters by tenant itself) unless `refuseWithoutIdentity` is given: then `db()` throws its error.
   */
  scope(identity: ScopeIdentity | null, refuseWithoutIdentity?: () => Error): Scope {
    const values = new Map<ScopeKey<unknown>, unknown>();
    const scope: Scope = {
      clientId: identity?.clientId ?? null,
      userId: identity?.userId ?? null,
      level: identity?.level ?? null,
      log: this.log,
      db: async () => {
        if (!identity && refuseWithoutIdentity) throw refuseWithoutIdentity();
        this.tx ??= openTransaction(this.pool, identity && { userId: identity.userId, clientId: identity.clientId });
        return (await this.tx).db;
      },
      readDb: async () => {
        if (!identity && refuseWithoutIdentity) throw refuseWithoutIdentity();
        if (!this.readTx) {
          const readPool = readPoolOf(this.pool);
          if (readPool === this.pool) return scope.db();
          // A replica lost since its last check: this request reads on the primary instead.
          this.readTx = openTransaction(readPool, identity && { userId: identity.userId, clientId: identity.clientId }).catch(() => null);
        }
        return (await this.readTx)?.db ?? scope.db();
      },
      afterCommit: (task) => {
        this.afterCommitTasks.push(task);
      },
      loader: <T>(key: ScopeKey<T>): T => {
        if (!values.has(key)) values.set(key, key.create(scope));
        return values.get(key) as T;
      },
    };
    return scope;
  }

  /** Commits (unless failed) or rolls back, then starts the after-commit tasks without waiting for them. */
  async finish(): Promise<void> {
    // The replica's transaction only read: it ends first, and its failing to end changes nothing.
    await (await this.readTx)?.finish(false).catch(() => undefined);
    if (this.tx) await (await this.tx).finish(!this.failed);
    if (this.failed) return;
    for (const task of this.afterCommitTasks) {
      task().catch((error: unknown) => this.log.error({ err: error }, 'after-commit task failed'));
    }
  }
}

/**
 * Runs system work (a job's step) in a scope of its own: one transaction as the owner role, committed
 * when `work` succeeds and rolled back when it throws.
 */
export function withSystemScope<T>(pool: Pool, log: ScopeLog, work: (scope: Scope) => Promise<T>): Promise<T> {
  return withScope(pool, log, null, work);
}

/**
 * Runs work outside GraphQL (`POST /files`, a seed step) in a scope of its own as `identity` (RLS on;
 * null: the system): committed when `work` succeeds, rolled back when it throws. A failed commit throws.
 */
export async function withScope<T>(
  pool: Pool,
  log: ScopeLog,
  identity: ScopeIdentity | null,
  work: (scope: Scope) => Promise<T>,
): Promise<T> {
  const unit = new UnitOfWork(pool, log);
  try {
    const result = await work(unit.scope(identity));
    await unit.finish();
    return result;
  } catch (error) {
    unit.fail();
    await unit.finish();
    throw error;
  }
}
