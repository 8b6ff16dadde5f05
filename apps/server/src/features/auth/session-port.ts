import type { Scope } from '../../scope/scope.js';
import type { AppServices } from '../../scope/app-services.js';

/**
 * What the sign-in operations need of the HTTP exchange, and nothing more: the caller's address (rate
 * limits) and the refresh-token cookie. The GraphQL resolvers build it from Fastify's request and reply
 * (refresh-cookie.ts); the services never see either.
 */
export interface SessionPort {
  readonly clientIp: string;
  /** The session (refresh-token family) the request's access token names; null without one. */
  readonly accessSessionId: string | null;
  readRefreshToken(): string | null;
  setRefreshToken(token: string, expiresAt: Date): void;
  clearRefreshToken(): void;
}

/**
 * What every sign-in operation takes: the scope (the viewer, when signed in, and the request's log), the
 * server's services (sign-in runs in short system transactions of its own) and the session port.
 */
export interface AuthCall {
  scope: Scope;
  app: AppServices;
  session: SessionPort;
}
