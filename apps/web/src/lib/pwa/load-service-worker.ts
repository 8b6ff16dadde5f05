import { loadRetrying } from '../retry-module-load';
import { whenIdleAfterLoad } from '../when-idle-after-load';

/**
 * Production builds register the service worker once the page has loaded and is first idle, through a
 * dynamic import: the worker's registration and workbox-window stay out of the chunks the first screen
 * (/login) needs, and neither its evaluation nor the precache downloads compete with that screen's work.
 * A first visit whose network drops before then registers the worker when the network is back.
 */
export function loadServiceWorkerAfterPageLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(
    () =>
      void loadRetrying(() => import('./register-service-worker'))
        .then((module) => module.registerServiceWorker())
        .catch((error: unknown) => console.warn('Service worker not registered', error)),
  );
}
