#!/usr/bin/env node
// `npm run bench`: runs every *.bench.ts here, one after the other (they share two cores with whatever
// else runs), and exits non-zero when one of them failed. BENCH_DATABASE_URL points the server
// benchmarks at a real PostgreSQL; without it they use embedded PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withServerNodeOptions } from '../tools/server-node-options.mjs';

const dir = import.meta.dirname;
const tsx = path.resolve(dir, '../node_modules/.bin/tsx');
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
const failed = [];
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  // The server benchmarks host the server in their own process: it gets the server's V8 settings, and
  // its libraries run as in production (NODE_ENV=production turns graphql-js's development-only checks
  // off); the server's own config is still loaded in test mode, with its embedded stand-ins.
  const env = { ...withServerNodeOptions(process.env), NODE_ENV: 'production' };
  const result = spawnSync(tsx, [path.join(dir, file)], { stdio: 'inherit', cwd: dir, env });
  if (result.status !== 0) failed.push(file);
}
console.log(
  `\n${benches.length - failed.length} of ${benches.length} benchmarks ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
