/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker (apps/web/build/service-worker.ts). A new version takes over at
 * once and is used from the next navigation on; the page is not reloaded under a cook filling a checklist.
 */
export function registerServiceWorker(): void {
  registerSW({ immediate: true, onNeedReload: () => undefined });
}
