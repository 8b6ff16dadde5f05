import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.js';
import { startServer, type RunningServer, type StartOptions } from '../src/server.js';

/**
 * Boots the real server for a suite: with TEST_DATABASE_URL (CI: PostgreSQL) in a fresh database of its
 * own beside it, dropped when the suite stops, so suites never see each other's rows; otherwise an
 * in-memory embedded PGlite. Embedded SMTP and MQTT on ephemeral ports; demo data seeded.
 */
export async function startTestServer(options: StartOptions & { config?: Partial<Config> } = {}): Promise<RunningServer> {
  // A server given a database (a second instance on the first one's) leaves it to its owner.
  const ownDatabase = process.env.TEST_DATABASE_URL && !options.config?.databaseUrl;
  const database = ownDatabase ? await createSuiteDatabase(process.env.TEST_DATABASE_URL!) : null;
  const server = await startServer(
    loadConfig(
      { ...process.env, NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: '',
        databaseUrl: database?.url,
        mqttUrl: undefined,
        mqttPort: 0,
        smtpUrl: undefined,
        smtpPort: 0,
        serveWeb: false,
        seedDemo: true,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        logLevel: 'error',
        metricsToken: TEST_METRICS_TOKEN,
        ...options.config,
      },
    ),
    options,
  ).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  if (!database) return server;
  return {
    ...server,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

/** The token a test server's /metrics asks for. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-of-24-chars-or-more';

/** The Prometheus text of a test server's /metrics. */
export async function metricsText(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/** A fresh database next to `baseUrl` (same server and credentials), and how to drop it. */
export async function createSuiteDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_suite_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface GqlOptions {
  token?: string;
  clientId?: string;
  cookie?: string;
  ip?: string;
}

export interface GqlResponse<T> {
  status: number;
  data: T | null;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
  setCookie: string | null;
}

/** Sends one GraphQL operation over HTTP, as the web does. */
export async function gql<T = Record<string, unknown>>(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  options: GqlOptions = {},
): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientId) headers['client-id'] = options.clientId;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T | null; errors?: GqlResponse<T>['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors, setCookie: response.headers.get('set-cookie') };
}

/** `ks_refresh=…` from a Set-Cookie header, ready to send back. */
export function refreshCookieOf(setCookie: string | null): string {
  const match = setCookie?.match(/ks_refresh=([^;]*)/);
  if (!match || !match[1]) throw new Error(`no refresh cookie in ${setCookie}`);
  return `ks_refresh=${match[1]}`;
}

/** Logs in and returns the access token and refresh cookie. */
export async function loginAs(server: RunningServer, username: string, password = 'kitchen-demo-1') {
  const result = await gql<{ login: { access_token: string } }>(
    server,
    'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { username, password } },
  );
  if (!result.data) throw new Error(`login failed for ${username}: ${JSON.stringify(result.errors)}`);
  return { token: result.data.login.access_token, cookie: refreshCookieOf(result.setCookie) };
}

/** Messages the embedded mailbox received for one address, newest first. */
export function mailFor(server: RunningServer, address: string) {
  return (server.smtp?.messages() ?? []).filter((m) => m.to.includes(address.toLowerCase())).reverse();
}

/**
 * Resolves once the work the server started after answering (alert e-mails and live events after an
 * ingest commit, server.ts's BackgroundTasks) has finished: the marker a test waits for before it says
 * "nothing more was sent", instead of sleeping and hoping the box was fast enough.
 */
export async function backgroundSettled(server: RunningServer): Promise<void> {
  await server.system.background?.settle();
}

/** Waits until `address` has at least `count` messages (SMTP delivery is asynchronous). */
export async function waitForMail(server: RunningServer, address: string, count = 1, timeoutMs = 5000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const messages = mailFor(server, address);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${address} within ${timeoutMs} ms`);
}

/** The token query parameter of the first link in a message. */
export function tokenFromMail(text: string): string {
  const match = text.match(/[?&]token=([^\s&]+)/);
  if (!match || !match[1]) throw new Error(`no token link in: ${text}`);
  return decodeURIComponent(match[1]);
}
