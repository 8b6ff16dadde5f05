/**
 * Web bundle report: gzip size of the JavaScript a first visit to /login loads (the entry and its static
 * imports plus the login route chunk), and of every lazily loaded route chunk. The baseline is the
 * 150 KiB budget for /login (issue 20); the ratio printed is size ÷ budget (≤ 1 passes). The service
 * worker's registration (and workbox-window) must not be among /login's chunks either, and /login's
 * stylesheets stay under 15 KiB gzip (Mantine's whole sheet is 24). A signed-in first visit to
 * /dashboard (entry, shell, dashboard route and their static imports, with the shell's stylesheets) has
 * its own budget: 240 KiB. It was 336 when barrels pulled unused screens' code (drag and drop) and the
 * header, navigation and confirm dialogs loaded Mantine's Select, ScrollArea and Modal at once; 276 while
 * the first paint also waited for Mantine's whole stylesheet and the dashboard's details (cards, alert
 * lists), which now load after it (dashboard-details.tsx, ui/styles/all-styles.ts).
 * WEB_DIST chooses the build (default apps/web/dist).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${dist} is not built: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sumGzip = (keys: Set<string>) => [...keys].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('login.route.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login route chunk not found in the manifest');

const loginLoad = closure(loginKey, closure(entryKey));
const routeKey = (file: string) => Object.keys(manifest).find((key) => key.endsWith(file));
const shellKey = routeKey('shell-layout.route.tsx');
const dashboardKey = routeKey('dashboard.route.tsx');
if (!shellKey || !dashboardKey) throw new Error('shell or dashboard chunk not found in the manifest');
// Before /dashboard's first paint: the entry, the shell and the dashboard route with their stylesheets. Its
// details (dashboard-details.tsx) and Mantine's whole sheet are fetched once that paint is done.
const dashboardLoad = closure(dashboardKey, closure(shellKey, closure(entryKey)));
const dashboardCss = [...new Set([...dashboardLoad].flatMap((key) => manifest[key]!.css ?? []))];
const DASHBOARD_BUDGET = 240 * 1024;
const loginBytes = sumGzip(loginLoad);
const BUDGET = 150 * 1024;
// Mantine's whole sheet is 24 KiB gzip; /login parses only its own components' part (app/first-screen-styles.ts).
const CSS_BUDGET = 15 * 1024;
const loginCss = [...new Set([...loginLoad].flatMap((key) => manifest[key]!.css ?? []))];
const loginCssBytes = loginCss.reduce((total, file) => total + gzipSize(file), 0);
const dashboardBytes = sumGzip(dashboardLoad) + dashboardCss.reduce((total, file) => total + gzipSize(file), 0);
const serviceWorkerChunks = [...loginLoad].filter((key) => /register-service-worker|workbox-window|virtual:pwa-register/.test(key));

console.log('Web bundle (gzip -9)');
console.log(
  `  /login loads ${loginLoad.size} chunks: ${kib(loginBytes)} (budget ${kib(BUDGET)}, ratio ${(loginBytes / BUDGET).toFixed(2)})`,
);
console.log(`  /login's stylesheets: ${kib(loginCssBytes)} (budget ${kib(CSS_BUDGET)}, ratio ${(loginCssBytes / CSS_BUDGET).toFixed(2)})`);
console.log(
  `  /dashboard signed in loads ${dashboardLoad.size} chunks and ${dashboardCss.length} stylesheets: ${kib(dashboardBytes)} ` +
    `(budget ${kib(DASHBOARD_BUDGET)}, ratio ${(dashboardBytes / DASHBOARD_BUDGET).toFixed(2)})`,
);
console.log('  route chunks (own file, then with static imports not already loaded by the entry):');
const entryClosure = closure(entryKey);
for (const [key, chunk] of Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .sort(([a], [b]) => a.localeCompare(b))) {
  const extra = new Set([...closure(key)].filter((k) => !entryClosure.has(k)));
  console.log(`    ${(chunk.src ?? key).padEnd(60)} ${kib(gzipSize(chunk.file)).padStart(10)} ${kib(sumGzip(extra)).padStart(10)}`);
}
// Apollo Client's development mode (build/lighter-first-load.ts: apolloProductionMode) left in a chunk.
const apolloInDevelopmentMode = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('globalThis.__DEV__'));
if (apolloInDevelopmentMode.length > 0) {
  console.error(`Apollo Client's development mode is built in: ${apolloInDevelopmentMode.join(', ')}`);
  process.exitCode = 1;
}
if (serviceWorkerChunks.length > 0) {
  console.error(`/login loads the service worker's registration: ${serviceWorkerChunks.join(', ')}`);
  process.exitCode = 1;
}
if (loginCssBytes > CSS_BUDGET) {
  console.error(
    `/login's stylesheets are ${kib(loginCssBytes)}, over the ${kib(CSS_BUDGET)} budget: is Mantine's whole sheet back in the entry?`,
  );
  process.exitCode = 1;
}
if (dashboardBytes > DASHBOARD_BUDGET) {
  console.error(`/dashboard loads ${kib(dashboardBytes)}, over the ${kib(DASHBOARD_BUDGET)} budget`);
  process.exitCode = 1;
}
if (loginBytes > BUDGET) {
  console.error(`/login loads ${kib(loginBytes)}, over the ${kib(BUDGET)} budget`);
  process.exitCode = 1;
}
