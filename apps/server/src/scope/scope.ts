import type { AccessLevel } from '@ks/domain';
import type { Db } from '../db/database.js';

/** Structured log lines (Fastify's pino request logger, or the server's logger for system work). */
export interface ScopeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A log that says nothing: a seed's scopes, and tests that provoke failures on purpose. */
export const SILENT_LOG: ScopeLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A value that lives exactly as long as one scope (a DataLoader, a memo): the key is its own factory,
 * so every scope builds it on first use and nothing is shared between requests or job runs.
 */
export interface ScopeKey<T> {
  create(scope: Scope): T;
}

/**
 * Everything a service needs from whoever calls it, and nothing of the transport: the GraphQL context,
 * `POST /files`, ingest and the jobs each build one. Services take `{ scope, … }`.
 */
export interface Scope {
  /** The selected client; null for system work across clients and before a client is chosen. */
  readonly clientId: string | null;
  /** The person acting; null for system work (jobs, devices). */
  readonly userId: string | null;
  /** The person's access level in `clientId`; null without one. */
  readonly level: AccessLevel | null;
  /** The scope's transaction, opened on first use and committed (or rolled back) by whoever built the scope. */
  db(): Promise<Db>;
  /**
   * A read-only transaction for reads that may lag a moment (graphs): on the read replica while it serves
   * (DATABASE_READ_URL, db/read-replica.ts), else the scope's own transaction. Never for what a write of
   * this request must be seen in.
   */
  readDb(): Promise<Db>;
  /** Work to run once the scope's transaction has committed (e-mails); dropped when it rolls back. */
  afterCommit(task: () => Promise<void>): void;
  readonly log: ScopeLog;
  /** This scope's value for `key`, created on first use: the one way to cache anything per request. */
  loader<T>(key: ScopeKey<T>): T;
}

/** A scope acting for a person in a selected client. */
export interface TenantScope extends Scope {
  readonly clientId: string;
  readonly userId: string;
}

/** The scope of a tenant service (scope-auth has already refused requests without a client). */
export function tenantOf(scope: Scope): TenantScope {
  if (scope.clientId === null || scope.userId === null) throw new Error('tenant service reached without a tenant');
  return scope as TenantScope;
}
