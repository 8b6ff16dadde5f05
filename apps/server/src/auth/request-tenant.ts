import type { AccessLevel, Language } from '@ks/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from '../db/database.js';
import { resolveViewer } from './viewer.js';

/** The caller of a non-GraphQL route inside a chosen client, as `/graphql` resolves them. */
export interface RequestTenant {
  clientId: string;
  userId: string;
  level: AccessLevel;
  language: Language;
}

/** Why a request has no tenant: the status and `{ error, code }` body it answers. */
export interface RequestRefusal {
  status: number;
  code: 'UNAUTHENTICATED' | 'CLIENT_NOT_FOUND' | 'CLIENT_REQUIRED';
  error: string;
}

/**
 * The caller's tenant from the bearer token and `client-id` header (the header only chooses among the
 * user's own memberships), or the refusal to answer with.
 */
export async function tenantOfRequest(pool: Pool, jwtSecret: string, req: FastifyRequest): Promise<RequestTenant | RequestRefusal> {
  const header = req.headers['client-id'];
  const { viewer, authProblem } = await resolveViewer(
    pool,
    jwtSecret,
    req.headers.authorization,
    Array.isArray(header) ? header[0] : header,
  );
  if (!viewer || authProblem === 'unauthenticated') return { status: 401, code: 'UNAUTHENTICATED', error: 'Sign in first' };
  if (authProblem === 'client-not-found') return { status: 403, code: 'CLIENT_NOT_FOUND', error: 'Client not found' };
  if (!viewer.clientId || !viewer.accessLevel) return { status: 400, code: 'CLIENT_REQUIRED', error: 'Choose a company first' };
  return { clientId: viewer.clientId, userId: viewer.userId, level: viewer.accessLevel, language: viewer.language };
}

/** Answers a refusal as JSON `{ error, code }`, never cached. */
export function refuseRequest(reply: FastifyReply, status: number, code: string, error: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ error, code });
}

/** The `lang` a download asks for, else the caller's own language. */
export const languageOf = (value: unknown, fallback: Language): Language => (value === 'es' || value === 'en' ? value : fallback);
