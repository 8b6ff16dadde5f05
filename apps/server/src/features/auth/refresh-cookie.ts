import type { FastifyReply, FastifyRequest } from 'fastify';

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
