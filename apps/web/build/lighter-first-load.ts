import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * Modules that declare side effects only so they run when imported (react-remove-scroll's sidecar,
 * use-sidecar's medium). Reached through @mantine/core's index, they would be evaluated, and so shipped,
 * in the entry chunk that /login loads, although only the modals of signed-in screens use them; marked
 * pure, they go with the chunk that uses them. Their module-level code only builds values that code uses.
 */
const KEPT_FOR_SIDE_EFFECTS_ONLY = /[\\/]node_modules[\\/](?:react-remove-scroll|use-sidecar)[\\/]/;

/** Keeps modules /login does not use out of the entry chunk (issue 20 item 5: /login ≤ 150 KiB gzip). */
export function lighterFirstLoad(): Plugin {
  return {
    name: 'ks:lighter-first-load',
    apply: 'build',
    transform(_code, id) {
      return KEPT_FOR_SIDE_EFFECTS_ONLY.test(id) ? { moduleSideEffects: false } : null;
    },
  };
}

/**
 * Apollo Client runs in development mode unless `globalThis.__DEV__` is false: it deep-freezes every
 * result it hands out, checks each document and write, and ships the checks' code. The build replaces the
 * flag by `false` (Apollo's own advice for Vite), so the minifier drops that code and the browser never
 * runs it; `vite` in development and vitest keep Apollo's checks and warnings.
 */
export function apolloProductionMode(): Plugin {
  return {
    name: 'ks:apollo-production-mode',
    apply: 'build',
    config: () => ({ define: { 'globalThis.__DEV__': 'false' } }),
  };
}

/**
 * react-router's exports give bundlers its development build (dev warnings on) unless its own Vite plugin
 * swaps it; this app uses react-router as a library, so the swap is made here. Both entry points come
 * from the same production directory, so there is still one router (one React context).
 */
export function reactRouterProductionBuild(): Alias[] {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * i18next and react-i18next give way to the part of them the app uses (src/lib/i18n/lite: 1 KiB gzip
 * instead of 17 on /login). The app keeps importing both packages, whose types still check every key;
 * vitest runs the real libraries, and i18next-lite.test.tsx compares the two on every message.
 */
export function i18nextLite(): Alias[] {
  const lite = (file: string) => fileURLToPath(new URL(`../src/lib/i18n/lite/${file}`, import.meta.url));
  return [
    { find: /^i18next$/, replacement: lite('i18next-lite.ts') },
    { find: /^react-i18next$/, replacement: lite('react-i18next-lite.ts') },
  ];
}
