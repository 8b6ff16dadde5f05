import './app/first-screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { beginStartupSessionCheck } from './features/auth';
import { initI18n } from './lib/i18n/i18n';
import { applyPreloadedStylesheets } from './lib/preloaded-stylesheets';
import { loadServiceWorkerAfterPageLoad } from './lib/pwa/load-service-worker';

async function start(): Promise<void> {
  beginStartupSessionCheck();
  await Promise.all([initI18n(), applyPreloadedStylesheets()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds instead of one long
  // task: on a slow phone the first screen's render no longer blocks input (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
loadServiceWorkerAfterPageLoad();
