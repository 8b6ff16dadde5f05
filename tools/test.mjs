#!/usr/bin/env node
// `npm test`: every check the project has, in one command, ending with one line `N passed, N failed`.
// Static checks count as one test each; vitest and Playwright report their own counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './test/chromium.mjs';
import { prepareE2eDatabase } from './test/e2e-database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args, env) {
  if (run(label, command, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
check('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('typecheck (server, domain, tools)', bin('tsc'), ['-p', 'tsconfig.json']);
check('typecheck (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json']);
check('schema.graphql is up to date', bin('tsx'), ['apps/server/src/graphql/print-schema.ts', '--check']);
check('generated web operations are up to date', 'npm', ['run', 'codegen', '-w', 'apps/web', '--', '--check']);

const vitestJson = path.join(results, 'vitest.json');
const vitestOk = run('vitest (unit + integration)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`vitest: ${vitest.numFailedTests} failed`);
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1;
  failures.push('vitest did not finish');
}

check('web build', 'npm', ['run', 'build', '-w', 'apps/web']);

const chromium = ensureChromium();
if (!chromium) {
  failed += 1;
  failures.push('no Chromium for the end-to-end tests');
} else {
  const e2eDatabaseUrl = await prepareE2eDatabase(process.env.TEST_DATABASE_URL);
  const playwrightJson = path.join(results, 'playwright.json');
  const playwrightOk = run(
    'playwright (end-to-end, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      E2E_DATABASE_URL: e2eDatabaseUrl ?? '',
    },
  );
  const report = readJson(playwrightJson);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.unexpected > 0) failures.push(`playwright: ${report.stats.unexpected} failed`);
  }
  if (!playwrightOk && (!report?.stats || report.stats.unexpected === 0)) {
    failed += 1;
    failures.push('playwright did not finish');
  }
}

const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${summary}`);
process.exit(failed > 0 ? 1 : 0);
