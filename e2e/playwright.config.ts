import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HTTPS_PORT, HTTPS_URL, httpsCertificate } from './support/https-server.js';

// The built app, served by the real server with a fresh data directory (or, in CI, a fresh PostgreSQL
// database beside TEST_DATABASE_URL), embedded broker and mailbox on free ports.
//
// One server per worker: scenarios change the demo data (they snooze alerts, submit checklists, move
// clocks), so two at once against one server would see each other's changes. Worker k (its parallel index,
// which Playwright sets in TEST_PARALLEL_INDEX before a worker process loads this file) drives the server
// on port E2E_PORT + k with its own data; a worker that replaces a failed one takes its slot and its server.
// E2E_DATABASE_URLS: one PostgreSQL database per server, space-separated (tools/test/e2e-database.mjs).
const root = path.resolve(import.meta.dirname, '..');
const firstPort = Number(process.env.E2E_PORT ?? 8191);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())));
const databaseUrls = (process.env.E2E_DATABASE_URLS ?? '').split(' ').filter(Boolean);
const urlOfServer = (index: number) => `http://localhost:${firstPort + index}`;
const baseURL = urlOfServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
if (databaseUrls.length > 0 && databaseUrls.length < workers) {
  throw new Error(`E2E_DATABASE_URLS names ${databaseUrls.length} databases for ${workers} workers`);
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // Scenarios take 5–45 s on a quiet 2-core machine; twice as long when it is busy must not fail them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // Recording costs every test CPU (a DOM snapshot and screenshot per action); CI records the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The built app registers a service worker: page.route does not see requests a worker answers, and its precache
    // download on every fresh context would compete with the scenario. A spec about the worker opts in with
    // test.use({ serviceWorkers: 'allow' }) (installable.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium' },
    // Time-proof: the quests scenario again with the browser in the far zone UTC+14, whose date runs ahead
    // of an American kitchen's most of the day (quests.spec.ts also moves the browser's clock to 00:30
    // UTC while it sets the schedule), and the fix-it due date, whose day and overdue badge are the
    // kitchen's, not the browser's. Same server and data as the main project.
    {
      name: 'far-zone (Pacific/Kiritimati)',
      use: { timezoneId: 'Pacific/Kiritimati' },
      testMatch: ['quests.spec.ts', 'fixit-assignment.spec.ts'],
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, index) => ({
      command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'apps/server/src/main.ts')}`,
      cwd: root,
      url: `${urlOfServer(index)}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(firstPort + index),
        PUBLIC_URL: urlOfServer(index),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ks-e2e-')),
        DATABASE_URL: databaseUrls[index] ?? '',
        MQTT_PORT: '0',
        SMTP_PORT: '0',
        LOG_LEVEL: 'warn',
        // A day of generated history is enough for the screens under test and keeps start-up quick.
        SEED_HISTORY_DAYS: process.env.SEED_HISTORY_DAYS ?? '1',
        NODE_ENV: 'development',
      },
    })),
    httpsServer(),
  ],
});

/** The server https.spec.ts drives: its own data (embedded database) and a certificate of its own. */
function httpsServer() {
  const { certFile, keyFile } = httpsCertificate();
  return {
    command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'apps/server/src/main.ts')}`,
    cwd: root,
    url: `${HTTPS_URL}/readyz`,
    ignoreHTTPSErrors: true,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(HTTPS_PORT),
      PUBLIC_URL: HTTPS_URL,
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ks-e2e-https-')),
      DATABASE_URL: '',
      MQTT_PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_HISTORY_DAYS: '1',
      NODE_ENV: 'development',
    },
  };
}
