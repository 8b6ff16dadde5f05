import type { AccessLevel, ClientRole, Language, SystemRole } from '@ks/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../scope/app-services.js';
import type { Scope } from '../scope/scope.js';
import type { UnitOfWork } from '../scope/unit-of-work.js';

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
  /** The session (refresh-token family) of the access token; null for a token signed without one. */
  sessionId: string | null;
}

/** Why a request has no usable viewer or tenant; turned into the matching GraphQL error by scope-auth. */
export type AuthProblem = 'unauthenticated' | 'client-required' | 'client-not-found' | null;

export type { AppServices };

/**
 * The request's scope (its tenant transaction via `db()`, opened on first use and committed when the
 * request succeeds; after-commit work; per-request loaders) plus what only resolvers may touch: the
 * transport, the viewer's details and the app's services. Services take the scope part only.
 */
export interface GraphQLContext extends AppServices, Scope {
  request: FastifyRequest;
  reply: FastifyReply;
  viewer: Viewer | null;
  authProblem: AuthProblem;
  /** The request's unit of work, shared with the HTTP handler that commits or rolls back. */
  requestState: UnitOfWork;
}

/** The viewer with a selected client, for tenant resolvers (scope-auth has already checked). */
export function tenantOf(ctx: GraphQLContext): Viewer & { clientId: string } {
  const viewer = ctx.viewer;
  if (!viewer || !viewer.clientId) throw new Error('tenant resolver reached without a tenant');
  return { ...viewer, clientId: viewer.clientId };
}
