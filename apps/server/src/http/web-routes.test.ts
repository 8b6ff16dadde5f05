import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, registerSecurityHeaders, WEB_APP_CSP } from './security-headers.js';
import { registerWebRoutes } from './web-routes.js';

// Issue 20 item 5: the build's brotli and gzip copies are sent by Accept-Encoding, over real HTTP.

const ENTRY = 'assets/index-AbC123.js';
const SMALL = 'assets/tiny-XyZ789.js';
const entrySource = `export const words = ${JSON.stringify('kitchen sentinel '.repeat(400))};\n`;
/** The build's inline script (the early start-up check) stands in as a one-liner. */
const INLINE_SCRIPT = "(function(){window.early='sent'})();";
const INDEX_HTML = `<!doctype html><html><head><title>Kitchen Sentinel</title><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
/** Vite's manifest: the entry, /login's route chunk and a chunk it shares with the entry and one of its own. */
const MANIFEST = {
  'index.html': { file: ENTRY, isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_login-only.js': { file: 'assets/login-only-2.js', css: ['assets/login-only-2.css'] },
  'src/features/auth/login.route.tsx': {
    file: 'assets/login.route-3.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_login-only.js'],
  },
  // /dashboard: the shell with its stylesheets, the dashboard, and the dashboard's details (loaded later).
  'src/features/shell/shell-layout.route.tsx': {
    file: 'assets/shell-4.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/shell-4.css', 'assets/global-6.css'],
  },
  'src/features/dashboard/dashboard.route.tsx': {
    file: 'assets/dashboard-5.js',
    isDynamicEntry: true,
    dynamicImports: ['src/features/dashboard/dashboard-details.tsx'],
  },
  'src/features/dashboard/dashboard-details.tsx': {
    file: 'assets/dashboard-details-7.js',
    isDynamicEntry: true,
    css: ['assets/all-styles-8.css'],
  },
  // The signed-in screens' English messages, imported by the router beside the shell.
  'src/lib/i18n/en.ts': { file: 'assets/en-9.js', isDynamicEntry: true },
  // The live updates' transport, imported when the dashboard's first commit subscribes.
  'src/lib/live/sse-transport.ts': { file: 'assets/sse-transport-10.js', isDynamicEntry: true, imports: ['index.html'] },
};

let webDist: string;
let app: FastifyInstance;
let origin: string;

/** A built app as `vite build` leaves it: an entry with its .br and .gz, a file too small to compress, sw.js. */
function writeDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, ENTRY), entrySource);
  fs.writeFileSync(path.join(dir, `${ENTRY}.br`), zlib.brotliCompressSync(entrySource));
  fs.writeFileSync(path.join(dir, `${ENTRY}.gz`), zlib.gzipSync(entrySource));
  fs.writeFileSync(path.join(dir, SMALL), 'export {};\n');
  const sw = `importScripts('workbox-1.js');\n${'// precache list\n'.repeat(100)}`;
  fs.writeFileSync(path.join(dir, 'sw.js'), sw);
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(sw));
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is returned as sent (fetch would decode it), with the Accept-Encoding given or none. */
function get(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-dist-'));
  writeDist(webDist);
  app = Fastify();
  registerSecurityHeaders(app, 'http://localhost:8080');
  await registerWebRoutes(app, webDist);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends the brotli copy to a browser that accepts br, varying on Accept-Encoding, cached for a year', async () => {
    const response = await get(`/${ENTRY}`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(entrySource);
    expect(response.body.length).toBeLessThan(entrySource.length / 10);
  });

  it('sends the gzip copy when br is not accepted', async () => {
    const response = await get(`/${ENTRY}`, 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.body).toString()).toBe(entrySource);
  });

  it('follows the client’s preference weights', async () => {
    const response = await get(`/${ENTRY}`, 'br;q=0.5, gzip;q=1');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself, still varying, when neither is accepted or nothing is said', async () => {
    for (const acceptEncoding of ['identity', undefined]) {
      const response = await get(`/${ENTRY}`, acceptEncoding);
      expect(response.status, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.headers.vary, String(acceptEncoding)).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(entrySource);
    }
  });

  it('sends the file itself when the build made no compressed copy (too small to be worth one)', async () => {
    const response = await get(`/${SMALL}`, 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};\n');
  });

  it('revalidates the service worker on each use and gives it the web app’s policy, so it may load Workbox', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(WEB_APP_CSP);
    const plain = await get('/sw.js');
    expect(plain.headers['content-security-policy']).toBe(WEB_APP_CSP);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(plain.body.toString());
  });
});

describe('not found and the app shell', () => {
  it('answers a client route with index.html, uncached, whatever the encoding asked', async () => {
    for (const acceptEncoding of ['br', undefined]) {
      const response = await get('/quests/123/submission', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(INDEX_HTML);
    }
  });

  it("lets index.html's own inline script run by its hash, on every page and on /index.html the service worker keeps", async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const url of ['/dashboard', '/login', '/quests/123/submission', '/index.html']) {
      const policy = String((await get(url, 'br')).headers['content-security-policy']);
      expect(policy, url).toBe(WEB_APP_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`));
      expect(
        policy.split(';').find((directive) => directive.trim().startsWith('script-src')),
        url,
      ).not.toContain('unsafe');
    }
  });

  it('answers a missing file or an unknown API path with 404, not the app', async () => {
    for (const url of ['/assets/missing-000.js', '/graphql/nothing', '/files/none', '/favicon.ico']) {
      const response = await get(url, 'br, gzip');
      expect(response.status, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
    }
  });
});

describe('first-screen preloads', () => {
  it('names /login’s lazily loaded chunks and stylesheet in its index.html, leaving out what the entry loads', async () => {
    const html = (await get('/login')).body.toString();
    expect(html).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="preload" as="style" crossorigin href="/assets/login-only-2.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/login.route-3.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/login-only-2.js"></head>',
      ),
    );
  });

  it("preloads /dashboard's shell with its stylesheets, messages, the dashboard and live transport, not what follows its first paint", async () => {
    const html = (await get('/dashboard')).body.toString();
    expect(html).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="preload" as="style" crossorigin href="/assets/shell-4.css">' +
          '<link rel="preload" as="style" crossorigin href="/assets/global-6.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/shell-4.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/dashboard-5.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/en-9.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/sse-transport-10.js"></head>',
      ),
    );
  });

  it('adds nothing to other screens', async () => {
    expect((await get('/quests')).body.toString()).toBe(INDEX_HTML);
  });
});
