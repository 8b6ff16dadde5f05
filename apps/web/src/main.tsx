import './app/first-screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { beginStartupSessionCheck } from './features/auth';
import { initI18n } from './lib/i18n/i18n';
import { applyPreloadedStylesheets } from './lib/preloaded-stylesheets';
import { loadServiceWorkerAfterPageLoad } from './lib/pwa/load-service-worker';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * Start-up in separate tasks (issue 20, total blocking time on a phone): the entry's evaluation, then the
 * router (the route table, the screen's lazy imports and loaders), then React's root, then its render.
 */
async function start(): Promise<void> {
  beginStartupSessionCheck();
  await Promise.all([initI18n(), applyPreloadedStylesheets()]);
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds instead of one long
  // task: on a slow phone the first screen's render no longer blocks input (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start();
loadServiceWorkerAfterPageLoad();
