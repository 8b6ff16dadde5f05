import fs from 'node:fs';
import path from 'node:path';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The screens a first visit most often opens, with the source modules of their lazily loaded code (the
 * route table in apps/web/src/app/routes.tsx): /login signed out, /dashboard after signing in (the shell
 * with its stylesheet and the signed-in screens' messages, the dashboard, the live updates' transport;
 * the dashboard's details and Mantine's whole sheet follow its first paint).
 */
const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/login': ['src/features/auth/login.route.tsx'],
  // The signed-in screens' English messages come with the shell (routes.tsx), and the live updates'
  // transport with the dashboard's first commit (lib/live/sse-link.ts): named here, neither waits for
  // the code that imports it to run before it downloads.
  '/dashboard': [
    'src/features/shell/shell-layout.route.tsx',
    'src/features/dashboard/dashboard.route.tsx',
    'src/lib/i18n/en.ts',
    'src/lib/live/sse-transport.ts',
  ],
};

/** The chunk and everything it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * For each first screen, the `<link>` tags that let the browser fetch its lazily loaded chunks and
 * stylesheets while it reads index.html, instead of after the entry chunk has run and the router asked
 * for them: one round trip less before the screen's first paint on a phone's connection (issue 20 item 5).
 * Chunks the entry already loads are left out; `crossorigin` matches the requests Vite's loader makes,
 * so the browser uses the preloaded copies. Without a manifest (a build without one) there are none.
 */
export function firstScreenPreloads(webDist: string): Map<string, string> {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!fs.existsSync(manifestPath)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? closure(manifest, entry) : new Set<string>();
  for (const [screen, modules] of Object.entries(FIRST_SCREENS)) {
    const chunks = new Set<string>();
    for (const module of modules) closure(manifest, module, chunks);
    const needed = [...chunks].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
    const scripts = needed.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    const stylesheets = [...new Set(needed.flatMap((chunk) => chunk.css ?? []))];
    const styles = stylesheets.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
    if (scripts.length + styles.length > 0) preloads.set(screen, [...styles, ...scripts].join(''));
  }
  return preloads;
}

/** index.html with the screen's preload links at the end of its head (unchanged for other paths). */
export function withPreloads(html: string, links: string | undefined): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
