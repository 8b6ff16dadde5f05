#!/usr/bin/env node
// `npm test`: every check the project has, in one command, ending with one line
// `N passed, N failed, N skipped` (flaky and skipped tests are named on the lines before it).
// Static checks count as one test each; vitest and Playwright report their own counts.
//
// The static checks are independent single-threaded programs, so they run side by side, as many at a
// time as the machine has cores (each one's output printed whole when it ends). Vitest then spreads its
// files over the cores itself, and Playwright drives a browser per core against the built app, each
// browser with a server and database of its own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensurePdftotext } from './test/e2e-tools.mjs';
import { prepareE2eDatabases } from './test/e2e-database.mjs';
import { namedLines, playwrightOutcome, vitestOutcome } from './test/outcomes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Vitest's and Playwright's outcomes, for the flaky and skipped tests named before the closing line. */
const outcomes = [];
const failures = [];
const startedAt = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** Runs a command with its output kept; resolves whether it succeeded and what it printed. */
function runCollected(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Runs the checks `parallel` at a time, in the order given (longest first pays best). */
async function checkAll(checks, parallel) {
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, command, args] = next;
      const started = Date.now();
      const { ok, output } = await runCollected(command, args);
      console.log(`\n▶ ${label} (${seconds(started)})${ok ? '' : ' FAILED'}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      count(label, ok);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await checkAll(
  [
    ['lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']],
    ['web build', 'npm', ['run', 'build', '-w', 'apps/web']],
    ['typecheck (server, domain, tools)', bin('tsc'), ['-p', 'tsconfig.json']],
    ['typecheck (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
    ['generated web operations are up to date', 'npm', ['run', 'codegen', '-w', 'apps/web', '--', '--check']],
    ['schema.graphql is up to date', bin('tsx'), ['apps/server/src/http/graphql/print-schema.ts', '--check']],
    ['format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']],
    // Guards of issue #16 (tools/guards/): feature import cycles and services importing a schema or transport;
    // word-for-word duplicated blocks in production code (jscpd).
    ['architecture (feature cycles, service imports)', bin('tsx'), ['tools/guards/architecture-check.ts']],
    ['no duplicated blocks (jscpd)', bin('tsx'), ['tools/guards/duplicates-check.ts']],
  ],
  os.availableParallelism(),
);

const vitestJson = path.join(results, 'vitest.json');
const vitestStarted = Date.now();
const vitestOk = run('vitest (unit + integration)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestReport = readJson(vitestJson);
const vitest = vitestReport && vitestOutcome(vitestReport);
if (vitest) {
  outcomes.push(vitest);
  passed += vitest.passed;
  failed += vitest.failed;
  skipped += vitest.skipped;
  if (vitest.failed > 0) failures.push(`vitest: ${vitest.failed} failed`);
}
if (!vitestOk && (!vitest || vitest.failed === 0)) {
  failed += 1;
  failures.push('vitest did not finish');
}
console.log(`vitest took ${seconds(vitestStarted)}`);

const chromium = ensureChromium();
if (!chromium) {
  failed += 1;
  failures.push('no Chromium for the end-to-end tests');
} else if (!ensurePdftotext()) {
  failed += 1;
  failures.push('no pdftotext for the end-to-end tests');
} else {
  // One server (and database) per Playwright worker: two on this 2-core machine, see e2e/playwright.config.ts.
  const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())));
  const e2eDatabaseUrls = await prepareE2eDatabases(process.env.TEST_DATABASE_URL, e2eWorkers);
  const playwrightJson = path.join(results, 'playwright.json');
  const playwrightOk = run(
    'playwright (end-to-end, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      E2E_WORKERS: String(e2eWorkers),
      E2E_DATABASE_URLS: e2eDatabaseUrls.join(' '),
    },
  );
  const report = readJson(playwrightJson);
  const playwright = report?.stats && playwrightOutcome(report);
  if (playwright) {
    outcomes.push(playwright);
    passed += playwright.passed;
    failed += playwright.failed;
    skipped += playwright.skipped;
    if (playwright.failed > 0) failures.push(`playwright: ${playwright.failed} failed`);
  }
  if (!playwrightOk && (!playwright || playwright.failed === 0)) {
    failed += 1;
    failures.push('playwright did not finish');
  }
}

console.log(`\nnpm test took ${seconds(startedAt)}`);
const summary = `${passed} passed, ${failed} failed, ${skipped} skipped`;
fs.writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
const named = namedLines(outcomes);
if (named.length > 0) console.log(`\n${named.join('\n')}`);
console.log(`\n${summary}`);
process.exit(failed > 0 ? 1 : 0);
