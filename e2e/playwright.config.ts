import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app, served by the real server on its own port with a fresh data directory (or, in CI, a
// fresh PostgreSQL database beside TEST_DATABASE_URL), embedded broker and mailbox on free ports.
const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Scenarios take 5–45 s on a quiet 2-core machine; twice as long when it is busy must not fail them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
    // UTC while it sets the schedule). Same server and data as the main project.
    { name: 'far-zone (Pacific/Kiritimati)', use: { timezoneId: 'Pacific/Kiritimati' }, testMatch: 'quests.spec.ts' },
  ],
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'apps/server/src/main.ts')}`,
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      MQTT_PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'warn',
      // A day of generated history is enough for the screens under test and keeps start-up quick.
      SEED_HISTORY_DAYS: process.env.SEED_HISTORY_DAYS ?? '1',
      NODE_ENV: 'development',
    },
  },
});
