import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Paths the server answers itself: a navigation to one of them must reach the network, never the app shell. */
const SERVER_PATHS = /^\/(?:graphql|healthz|readyz|metrics|dev|files|ingest)(?:\/|$)/;

/**
 * The installable app (issue 20 item 3): the web manifest with its icons, and a Workbox service worker
 * (generateSW) that precaches the shell (index.html, the entry, its CSS, the icons) and every hashed
 * chunk, so the checklist screens and the chunks they share with other screens open without a network,
 * and answers any in-app navigation with the precached index.html.
 *
 * Registration is not injected into index.html: main.tsx imports src/lib/pwa after the page has loaded,
 * so neither the worker nor workbox-window is in the chunks /login needs.
 *
 * Extending it: runtime caching (e.g. photos under /files) goes in `workbox.runtimeCaching`; Background
 * Sync for an outbox goes either there (a `BackgroundSyncPlugin` on a POST route) or, for a worker of
 * our own (IndexedDB outbox replayed on the `sync` event), in a script listed in `workbox.importScripts`
 * (kept in public/), or by switching to `strategies: 'injectManifest'` with a src/sw.ts.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Kitchen Sentinel',
      short_name: 'Sentinel',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#0c8599',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The compressed copies (.br, .gz) and source maps are not the app: the server picks an encoding per request.
      globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
      // Hashed file names are their own cache-busting.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [SERVER_PATHS],
      cleanupOutdatedCaches: true,
      // Background Sync of the checklist outbox (src/features/offline): wakes the open pages to send it.
      importScripts: ['outbox-sync.js', 'push-notifications.js'],
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
