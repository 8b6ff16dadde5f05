#!/usr/bin/env node
// `npm test`: every check the project has, in one command, ending with one line
// `N passed, N failed, N skipped` (flaky and skipped tests are named on the lines before it).
// Static checks count as one test each; vitest and Playwright report their own counts.
//
// The static checks are independent single-threaded programs, so they run side by side, as many at a
// time as the machine has cores (each one's output printed whole when it ends). Vitest then spreads its
// files over the cores itself. Playwright drives a browser per core against the built app, each browser
// with a server and database of its own; it starts as soon as the web build is done and runs beside the
// other static checks and vitest: alone, neither phase kept both cores busy (a browser test waits on the
// page and the server, a server suite on PostgreSQL), and one after the other they were 20 of the 23
// minutes (docs/decisions/0241-npm-test-phases-overlap.md). NPM_TEST_SERIAL=1 runs them one after the other.
import { spawn } from 'node:child_process';
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

/** Runs a command with its output shown as it comes (not blocking: Playwright's output is read meanwhile). */
function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (error) => {
      console.error(`${label}: ${error}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/**
 * Runs a command with its output kept (and written to `logFile` as it comes, when given); resolves whether
 * it succeeded and what it printed.
 */
function runCollected(command, args, env = {}, logFile = null) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (logFile) fs.appendFileSync(logFile, chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => (output += `${error}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Prints a finished command's output whole under its label. */
function printWhole(label, started, ok, output) {
  console.log(`\n▶ ${label} (${seconds(started)})${ok ? '' : ' FAILED'}`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}

/**
 * Runs the checks `parallel` at a time, in the order given (longest first pays best); `afterEach(label, ok)`
 * is called as each one ends.
 */
async function checkAll(checks, parallel, afterEach = () => {}) {
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, command, args] = next;
      const started = Date.now();
      const { ok, output } = await runCollected(command, args);
      printWhole(label, started, ok, output);
      count(label, ok);
      afterEach(label, ok);
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

const WEB_BUILD = 'web build';
const serial = process.env.NPM_TEST_SERIAL === '1';
/** Playwright's run, once the web build it tests is done (beside the rest when not serial). */
let playwrightRun = null;
await checkAll(
  [
    ['lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']],
    [WEB_BUILD, 'npm', ['run', 'build', '-w', 'apps/web']],
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
  (label, ok) => {
    if (label !== WEB_BUILD) return;
    if (!ok) playwrightRun = Promise.resolve({ failure: 'playwright did not run: the web build failed' });
    else if (!serial) playwrightRun = settledPlaywright();
  },
);

const vitestJson = path.join(results, 'vitest.json');
const vitestStarted = Date.now();
const vitestOk = await run('vitest (unit + integration)', bin('vitest'), [
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

const playwright = await (playwrightRun ?? settledPlaywright());
if (playwright.failure) {
  failed += 1;
  failures.push(playwright.failure);
}
if (playwright.outcome) {
  outcomes.push(playwright.outcome);
  passed += playwright.outcome.passed;
  failed += playwright.outcome.failed;
  skipped += playwright.outcome.skipped;
  if (playwright.outcome.failed > 0) failures.push(`playwright: ${playwright.outcome.failed} failed`);
}

/** Playwright's run as a promise that never rejects (it is awaited only after vitest). */
function settledPlaywright() {
  return runPlaywright().catch((error) => ({ failure: `playwright did not run: ${error?.message ?? error}` }));
}

/**
 * Runs Playwright against the built app with its output kept (printed whole when it ends, as it runs
 * beside vitest; `.test-results/playwright.log` follows it live); resolves its outcome or why there is none.
 */
async function runPlaywright() {
  const chromium = ensureChromium();
  if (!chromium) return { failure: 'no Chromium for the end-to-end tests' };
  if (!ensurePdftotext()) return { failure: 'no pdftotext for the end-to-end tests' };
  // One server (and database) per Playwright worker: two on this 2-core machine, see e2e/playwright.config.ts.
  const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())));
  const e2eDatabaseUrls = await prepareE2eDatabases(process.env.TEST_DATABASE_URL, e2eWorkers);
  const playwrightJson = path.join(results, 'playwright.json');
  const label = 'playwright (end-to-end, Chromium)';
  console.log(`\n▶ ${label} started${serial ? '' : ', beside the other checks (.test-results/playwright.log)'}`);
  const started = Date.now();
  const { ok, output } = await runCollected(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      E2E_WORKERS: String(e2eWorkers),
      E2E_DATABASE_URLS: e2eDatabaseUrls.join(' '),
    },
    path.join(results, 'playwright.log'),
  );
  printWhole(label, started, ok, output);
  const report = readJson(playwrightJson);
  const outcome = report?.stats ? playwrightOutcome(report) : null;
  const finished = ok || (outcome && outcome.failed > 0);
  return { outcome, failure: finished ? null : 'playwright did not finish' };
}

console.log(`\nnpm test took ${seconds(startedAt)}`);
const summary = `${passed} passed, ${failed} failed, ${skipped} skipped`;
fs.writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
const named = namedLines(outcomes);
if (named.length > 0) console.log(`\n${named.join('\n')}`);
console.log(`\n${summary}`);
process.exit(failed > 0 ? 1 : 0);
