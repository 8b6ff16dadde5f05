import fs from 'node:fs';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/demo-accounts.js';
import { httpsOptions } from './https-options.js';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../../test/harness.js';
import { alertsOf, monitoredAppliance, series } from '../../test/readings.js';
import { writeThrowawayCertificate } from '../../test/throwaway-certificate.js';

const SCRIPT = `export const kitchen = ${JSON.stringify('Kitchen Sentinel '.repeat(200))};\n`;
const ALERTS = `subscription($locationId: ID) { temperatureChanged(locationId: $locationId, kinds: [ALERT]) { kind alert { id } } }`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on an HTTP/2 session, read to its end. */
function request(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answerHeaders: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

const postJson = (session: ClientHttp2Session, pathname: string, payload: unknown, extra: Record<string, string> = {}) =>
  request(session, { ':method': 'POST', ':path': pathname, 'content-type': 'application/json', ...extra }, JSON.stringify(payload));

// Production serves HTTPS (the refresh cookie is Secure); a deployment without a TLS-terminating proxy
// gives the server its certificate, and browsers then speak HTTP/2 to it.
describe('HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  let dir: string;
  let cert: Buffer;
  let server: RunningServer;
  let session: ClientHttp2Session;
  let stopped = false;
  // Node warns when a response names its connection, which HTTP/2 forbids, and drops the header.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

  beforeAll(async () => {
    process.on('warning', onWarning);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-https-'));
    const { certFile, keyFile } = writeThrowawayCertificate(dir);
    cert = fs.readFileSync(certFile);
    const webDist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kitchen Sentinel</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-h2test.js'), SCRIPT);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-h2test.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-h2test.js.gz'), zlib.gzipSync(SCRIPT));
    server = await startTestServer({ config: { tls: { certFile, keyFile }, serveWeb: true, webDist, shutdownGraceMs: 1500 } });
    session = http2.connect(server.url, { ca: cert });
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    session?.close();
    if (!stopped) await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the web app, its precompressed assets and GraphQL to an HTTP/2 client', async () => {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const page = await request(session, { ':path': '/dashboard' });
    expect(session.alpnProtocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.toString()).toContain('<title>Kitchen Sentinel</title>');

    const script = await request(session, { ':path': '/assets/app-h2test.js', 'accept-encoding': 'br, gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

    const login = await postJson(session, '/graphql', {
      query: 'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
      variables: { input: { username: 'manager@harbor.example', password: 'kitchen-demo-1' } },
    });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body.toString()) as { data: { login: { access_token: string } } }).data.login.access_token;
    const clients = await postJson(session, '/graphql', { query: '{ clients { id } }' }, { authorization: `Bearer ${token}` });
    expect(JSON.parse(clients.body.toString())).toEqual({ data: { clients: [{ id: DEMO_IDS.harbor }] } });
  });

  it('streams live updates over HTTP/2 while a gateway posts readings over HTTP/1.1 on the same port', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const login = await postJson(session, '/graphql', {
      query: 'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
      variables: { input: { username: 'manager@harbor.example', password: 'kitchen-demo-1' } },
    });
    const token = (JSON.parse(login.body.toString()) as { data: { login: { access_token: string } } }).data.login.access_token;

    const live = session.request(
      {
        ':method': 'POST',
        ':path': '/graphql',
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      },
      { endStream: false },
    );
    let received = '';
    live.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const answered = new Promise<IncomingHttpHeaders>((resolve) => live.once('response', resolve));
    live.end(JSON.stringify({ query: ALERTS, variables: { locationId: DEMO_IDS.harborDowntown } }));
    const liveHeaders = await answered;
    expect(liveHeaders[':status']).toBe(200);
    expect(liveHeaders['content-type']).toContain('text/event-stream');

    try {
      // A gateway without HTTP/2: the same listener answers it in HTTP/1.1.
      const readings = JSON.stringify({ readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)) });
      const posted = await new Promise<{ status: number; httpVersion: string }>((resolve, reject) => {
        const { port } = new URL(server.url);
        const outgoing = https.request(
          {
            host: 'localhost',
            port,
            path: '/ingest/v1/readings',
            method: 'POST',
            ca: cert,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${fridge.secret}` },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, httpVersion: response.httpVersion }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(readings);
      });
      expect(posted).toEqual({ status: 200, httpVersion: '1.1' });
      const [alert] = await alertsOf(server.pool, fridge.applianceId);
      expect(alert).toBeDefined();
      await expect.poll(() => received, { timeout: 10_000 }).toContain(alert!.id);
      expect(received).toMatch(/^event: next$/m);
      expect(warnings).toEqual([]);
    } finally {
      live.close();
    }
  });

  it('answers 503 while draining without naming the connection, which HTTP/2 forbids (Node would warn and drop it)', async () => {
    const stopping = server.stop();
    stopped = true;
    try {
      const refused = await request(session, { ':path': '/healthz' });
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(JSON.parse(refused.body.toString())).toMatchObject({ error: 'shutting_down' });
      expect(warnings).toEqual([]);
    } finally {
      session.close();
      await stopping;
    }
  });
});

describe('the certificate files', () => {
  it('stops the start with the variable and the file named when one cannot be read', () => {
    expect(() => httpsOptions({ certFile: '/nonexistent/cert.pem', keyFile: '/nonexistent/key.pem' })).toThrow(
      'TLS_CERT_FILE: cannot read /nonexistent/cert.pem (ENOENT)',
    );
  });
});
