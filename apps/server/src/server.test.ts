import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { gql, loginAs, metricsText, startTestServer, waitForMail } from '../test/harness.js';

describe('the running server', () => {
  it('answers liveness, readiness, metrics and the development mailbox', async () => {
    const server = await startTestServer();
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: true, broker: true } });
      const metrics = await metricsText(server);
      expect(metrics).toContain('ks_http_requests_total');
      expect(metrics).toContain('process_cpu_user_seconds_total');

      await gql(server, 'mutation($email: String!) { sendPasswordResetLink(email: $email) { status } }', {
        email: 'porter@harbor.example',
      });
      await waitForMail(server, 'porter@harbor.example');
      const messages = (await (await fetch(`${server.url}/dev/mailbox/messages.json?to=porter@harbor.example`)).json()) as Array<
        Record<string, unknown>
      >;
      expect(messages[0]).toMatchObject({ to: ['porter@harbor.example'], subject: 'Reset your Kitchen Sentinel password' });
      expect(Object.keys(messages[0]!)).toEqual(expect.arrayContaining(['to', 'subject', 'text', 'html', 'receivedAt']));
      const page = await (await fetch(`${server.url}/dev/mailbox`)).text();
      expect(page).toContain('Reset your Kitchen Sentinel password');
    } finally {
      await server.stop();
    }
  });

  it('keeps its embedded data in DATA_DIR across restarts, and seeding twice duplicates nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-persist-'));
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        mqttPort: 0,
        smtpPort: 0,
        serveWeb: false,
        seedDemo: true,
        logLevel: 'error',
        databaseUrl: undefined,
        mqttUrl: undefined,
        smtpUrl: undefined,
      },
    );
    const countRows = async (pool: import('./db/database.js').Pool) => {
      const result = await pool.query<{ users: number; clients: number; locations: number }>(
        'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM clients)::int AS clients, (SELECT count(*) FROM locations)::int AS locations',
      );
      return result.rows[0]!;
    };
    const first = await startServer(config);
    await first.pool.query("UPDATE users SET nickname = 'Chef Chris' WHERE email = 'cook@harbor.example'");
    const before = await countRows(first.pool);
    await first.stop();

    const second = await startServer(config);
    try {
      expect(await countRows(second.pool)).toEqual(before);
      expect(before.clients).toBe(2);
      const cook = await second.pool.query<{ nickname: string }>("SELECT nickname FROM users WHERE email = 'cook@harbor.example'");
      expect(cook.rows[0]!.nickname).toBe('Chef Chris');
      const { token } = await loginAs(second, 'cook@harbor.example');
      expect(token).toBeTruthy();
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Two boots of an on-disk PGlite, each migrating and seeding: about 15 s alone, past the 30 s default
    // when another suite shares the two cores (server suites run in parallel).
  }, 120_000);
});
