#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the build, then run the server
// (embedded database, broker and mailbox unless their URLs are set; demo data outside production).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withServerNodeOptions } from './server-node-options.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const built = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !fs.existsSync(built) ||
  fs.statSync(built).mtimeMs < Math.max(newestMtime(path.join(webDir, 'src')), newestMtime(path.join(root, 'packages/domain/src')));
if (stale) {
  console.log('[kitchen-sentinel] building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
// The server runs with tsx as a loader in one process, so SIGTERM reaches it directly and it drains. Under
// the tsx command a second process relays the signal and SIGKILLs the server unless it confirms within
// 30 ms, which a loaded server misses: buffered readings were lost and the pool never closed.
const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: withServerNodeOptions(process.env),
  }),
];
const simulator = path.join(root, 'tools/simulator/simulator.cli.ts');
if (process.env.NODE_ENV !== 'production' && process.env.SIMULATOR !== 'false' && fs.existsSync(simulator)) {
  children.push(spawn(tsx, [simulator, '--wait-for-server'], { cwd: root, stdio: 'inherit' }));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
children[0].on('exit', (code) => {
  children.slice(1).forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});
