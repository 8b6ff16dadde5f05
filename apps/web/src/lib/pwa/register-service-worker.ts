/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { loadRetrying } from '../retry-module-load';

/**
 * Registers the Workbox service worker (apps/web/build/service-worker.ts). A new version takes over at
 * once and is used from the next navigation on; the page is not reloaded under a cook filling a checklist.
 */
export async function registerServiceWorker(): Promise<void> {
  // registerSW imports workbox-window itself and gives up without a word when that fetch fails (the network
  // dropped on a first visit): loaded here first, and tried again when the network is back, its import then
  // finds the module in place.
  await loadRetrying(() => import('workbox-window'));
  registerSW({ immediate: true, onNeedReload: () => undefined });
}
