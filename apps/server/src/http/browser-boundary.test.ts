import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseOrigins } from '../config.js';
import { startTestServer, TEST_METRICS_TOKEN } from '../../test/harness.js';
import { useTestServer } from '../../test/suite-server.js';
import { API_CSP, registerSecurityHeaders, WEB_APP_CSP } from './security-headers.js';
import Fastify from 'fastify';
import { registerWebRoutes } from './web-routes.js';

const PUBLIC_ORIGIN = 'https://kitchen.example';
const PARTNER_ORIGIN = 'https://partner.example';
const QUERY = JSON.stringify({ query: '{ __typename }' });

const server = useTestServer({ config: { publicUrl: PUBLIC_ORIGIN, corsOrigins: [PARTNER_ORIGIN] } });

const post = (origin: string | null) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: QUERY,
  });
const preflight = (origin: string) =>
  fetch(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

describe('/graphql CORS', () => {
  it('gives a foreign origin no Access-Control-Allow-Origin, on the call or its preflight', async () => {
    for (const origin of ['https://evil.example', 'https://kitchen.example.evil.example', 'null', 'http://kitchen.example']) {
      const call = await post(origin);
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(call.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const options = await preflight(origin);
      expect(options.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(options.headers.get('access-control-allow-methods'), origin).toBeNull();
    }
  });

  it("allows PUBLIC_URL's origin and CORS_ORIGINS, with credentials", async () => {
    for (const origin of [PUBLIC_ORIGIN, PARTNER_ORIGIN]) {
      const call = await post(origin);
      expect(call.headers.get('access-control-allow-origin')).toBe(origin);
      expect(call.headers.get('access-control-allow-credentials')).toBe('true');
      expect(call.headers.get('vary')).toContain('Origin');
      const options = await preflight(origin);
      expect(options.status).toBe(204);
      expect(options.headers.get('access-control-allow-origin')).toBe(origin);
      expect(options.headers.get('access-control-allow-headers')).toContain('authorization');
    }
    // Same-origin calls (no Origin header) are unaffected.
    expect(await (await post(null)).json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('reads CORS_ORIGINS as exact origins and refuses anything else', () => {
    expect(parseOrigins(' https://a.example, http://localhost:5173/ ,')).toEqual(['https://a.example', 'http://localhost:5173']);
    for (const bad of ['https://a.example/path', 'a.example', 'ftp://a.example', '*']) {
      expect(() => parseOrigins(bad), bad).toThrow(/is not an origin/);
    }
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example' }).corsOrigins).toEqual(['https://a.example']);
  });
});

describe('/metrics', () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('ks_http_requests_total');
    const right = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('ks_http_requests_total');
  });

  it('does not exist without a token, and refuses a short one', async () => {
    const open = await startTestServer({ config: { metricsToken: undefined } });
    try {
      const response = await fetch(`${open.url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('process_cpu');
    } finally {
      await open.stop();
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 24 characters');
  });
});

describe('security headers', () => {
  it('are on API answers, with HSTS when PUBLIC_URL is https', async () => {
    const response = await post(null);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': API_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(API_CSP).toContain("frame-ancestors 'none'");
    for (const url of ['/healthz', '/nothing-here']) {
      const other = await fetch(`${server.url}${url}`);
      expect(other.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(other.headers.get('content-security-policy'), url).toBe(API_CSP);
    }
  });

  it('give the web app its policy, and no HSTS over plain http', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kitchen Sentinel</title>');
    const app = Fastify();
    registerSecurityHeaders(app, 'http://localhost:8080');
    await registerWebRoutes(app, webDist);
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBe(WEB_APP_CSP);
      expect(WEB_APP_CSP).toContain("frame-ancestors 'none'");
      expect(WEB_APP_CSP).toContain("script-src 'self'");
      expect(WEB_APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
