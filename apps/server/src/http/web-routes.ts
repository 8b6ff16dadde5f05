import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstScreenPreloads, withPreloads } from './web-route-preloads.js';
import { WEB_APP_CSP, webAppCspFor } from './security-headers.js';

/** The service worker script, and its compressed copies. */
const SERVICE_WORKER = /^sw\.js(?:\.br|\.gz)?$/;
const INDEX_HTML = /^index\.html(?:\.br|\.gz)?$/;
const API_PREFIXES = ['/graphql', '/healthz', '/readyz', '/metrics', '/dev/', '/files', '/ingest/', '/reports/'];

/**
 * Serves the built web app; unknown paths get index.html so the client router can answer them. The build
 * writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts): the copy the
 * request's `Accept-Encoding` prefers is sent as is, with `Vary: Accept-Encoding`, and the plain file
 * when it accepts neither. Hashed files under assets/ are cached for a year; everything else (sw.js,
 * the manifest, icons) is revalidated on each use. index.html for /login and /dashboard names their lazily
 * loaded chunks (web-route-preloads.ts), so they download beside the entry.
 */
export async function registerWebRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
    return;
  }
  const html = fs.readFileSync(index, 'utf8');
  const pageCsp = webAppCspFor(html);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
    setHeaders: (res, filePath) => {
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      // A worker runs under the policy of its own script's response: the API's default-src 'none' would
      // stop it from loading Workbox and fetching the files it precaches.
      if (SERVICE_WORKER.test(path.basename(filePath))) res.header('content-security-policy', WEB_APP_CSP);
      // The worker precaches /index.html and answers navigations with it: its inline script must run there too.
      if (INDEX_HTML.test(path.basename(filePath))) res.header('content-security-policy', pageCsp);
    },
  });
  const preloads = firstScreenPreloads(webDist);
  const pages = new Map([...preloads].map(([screen, links]) => [screen, withPreloads(html, links)]));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pageCsp)
      .send(pages.get(url) ?? html);
  });
}
