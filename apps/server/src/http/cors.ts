import type { FastifyRequest } from 'fastify';

/** The request headers a browser may send to /graphql across origins (the web's own set). */
const ALLOWED_HEADERS = 'authorization, client-id, content-type, apollo-require-preflight, x-graphql-yoga-csrf';

/** PUBLIC_URL's origin and CORS_ORIGINS: the only pages that may call the API with credentials. */
export function allowedOrigins(publicUrl: string, extra: string[]): Set<string> {
  return new Set([new URL(publicUrl).origin, ...extra]);
}

/**
 * The CORS headers for a request: none at all for a foreign origin (the browser then keeps the answer
 * from the page), the origin itself, with credentials, for an allowed one. `Vary: Origin` always, so a
 * cache never hands one origin's answer to another.
 */
export function corsHeaders(req: FastifyRequest, allowed: Set<string>): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowed.has(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    ...(req.method === 'OPTIONS'
      ? {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '600',
        }
      : {}),
  };
}
