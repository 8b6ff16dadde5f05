import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AuthCall } from './session-port.js';

export const REFRESH_COOKIE = 'ks_refresh';
const COOKIE_PATH = '/graphql';

/** The refresh token lives only in this cookie: Secure, HttpOnly, SameSite=Strict, sent to /graphql. */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict', expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A resolver's context as the sign-in services take it: scope, server services, and this exchange's cookie. */
export function authCallOf(ctx: GraphQLContext): AuthCall {
  const { request, reply } = ctx;
  return {
    scope: ctx,
    app: ctx,
    session: {
      clientIp: request.ip,
      accessSessionId: ctx.viewer?.sessionId ?? null,
      readRefreshToken: () => readRefreshCookie(request),
      setRefreshToken: (token, expiresAt) => setRefreshCookie(reply, token, expiresAt),
      clearRefreshToken: () => clearRefreshCookie(reply),
    },
  };
}
