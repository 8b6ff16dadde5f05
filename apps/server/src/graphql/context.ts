import type { AccessLevel, ClientRole, Language, SystemRole } from '@ks/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db, OpenTransaction, Pool } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';

/** The signed-in person as this request sees them, after the membership check. */
export interface Viewer {
  userId: string;
  email: string;
  language: Language;
  systemRole: SystemRole;
  /** The selected client (header, or the only membership); null when not chosen yet. */
  clientId: string | null;
  clientRole: ClientRole | null;
  accessLevel: AccessLevel | null;
}

/** Why a request has no usable viewer or tenant; turned into the matching GraphQL error by scope-auth. */
export type AuthProblem = 'unauthenticated' | 'client-required' | 'client-not-found' | null;

/** The request's lazily opened transaction, whether it failed, and work to run after commit. */
export interface RequestState {
  tx: Promise<OpenTransaction> | null;
  failed: boolean;
  afterCommit: Array<() => Promise<void>>;
}

export interface AppServices {
  config: Config;
  pool: Pool;
  mailer: Mailer;
}

export interface GraphQLContext extends AppServices {
  request: FastifyRequest;
  reply: FastifyReply;
  viewer: Viewer | null;
  authProblem: AuthProblem;
  /** The request's tenant transaction (opened on first use, committed when the request succeeds). */
  db(): Promise<Db>;
  /** Per-request bookkeeping shared with the HTTP handler that commits or rolls back. */
  requestState: RequestState;
  /** Work to run after the request's transaction committed (e-mails, notifications). */
  afterCommit(task: () => Promise<void>): void;
}

/** The viewer with a selected client, for tenant resolvers (scope-auth has already checked). */
export function tenantOf(ctx: GraphQLContext): Viewer & { clientId: string } {
  const viewer = ctx.viewer;
  if (!viewer || !viewer.clientId) throw new Error('tenant resolver reached without a tenant');
  return { ...viewer, clientId: viewer.clientId };
}
