import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's policy: its own scripts only (index.html's inline ones by hash, `webAppCspFor`), styles inline too
 * (Mantine sets style attributes and a CSS-variables tag, index.html has its splash style), pictures and
 * media from the server or from blob: URLs (downloads need the bearer token, so SecureImage shows blobs),
 * API calls to its own origin, and no framing by anyone.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The web app's policy for one page of it: index.html's own inline scripts (the build's early start-up
 * check, apps/web/build/early-session-check.ts) are allowed by their SHA-256 hash, so that code runs and
 * no other inline code does (an injected script has another hash).
 */
export function webAppCspFor(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
  if (hashes.length === 0) return WEB_APP_CSP;
  return WEB_APP_CSP.replace("script-src 'self'", `script-src 'self' ${[...new Set(hashes)].join(' ')}`);
}

/** Everything else (JSON, files, metrics) is data, never a document to run. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Standard security headers on every answer (set by hand: the project ships no helmet). A route that
 * set its own Content-Security-Policy (file downloads: sandboxed) keeps it. HSTS only when PUBLIC_URL is
 * https: on plain http (a laptop, the e2e run) it would be ignored at best. GraphiQL (development only)
 * loads its scripts from a CDN, so it gets no script policy, only the framing ban.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = new URL(publicUrl).protocol === 'https:';
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const graphiql = html && req.routeOptions.url === '/graphql';
      reply.header('content-security-policy', graphiql ? "frame-ancestors 'none'" : html ? WEB_APP_CSP : API_CSP);
    }
    return payload;
  });
}
