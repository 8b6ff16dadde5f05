import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isModuleLoadError } from './module-load';

/** How often a module that could not be fetched is tried in all, and the first pause between tries. */
export const MODULE_LOAD_ATTEMPTS = 5;
export const MODULE_RETRY_FIRST_DELAY_MS = 2_000;

/**
 * Loads a lazily imported module, and when it cannot be fetched (the kitchen's Wi-Fi dropped, a walk-in
 * without signal) tries again once the browser is back online, or after a pause doubling from 2 s while it
 * says it is online, up to MODULE_LOAD_ATTEMPTS tries. Parts deferred until the page is idle (toasts' host,
 * confirm dialogs' host, header selects, the dashboard's details) so load late instead of failing into the
 * route's error boundary, which reloads the page: offline, that reload lands on the browser's own offline
 * page and the cook loses the screen. Browsers refetch a module whose fetch failed (Chromium since 2026, the
 * HTML standard's change); one that still remembers the failure gets it again on every try, and the last
 * try's error goes on to the boundary as before.
 */
export async function loadRetrying<T>(load: () => Promise<T>, firstDelayMs = MODULE_RETRY_FIRST_DELAY_MS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!isModuleLoadError(error) || attempt >= MODULE_LOAD_ATTEMPTS) throw error;
      await untilWorthRetrying(firstDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** Resolves when the browser is online again, or after `delayMs` when it already says it is. */
function untilWorthRetrying(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine === false) window.addEventListener('online', () => resolve(), { once: true });
    else setTimeout(resolve, delayMs);
  });
}

/** React.lazy whose module is loaded with loadRetrying. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component, whatever its props
export function lazyRetrying<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadRetrying(load));
}
