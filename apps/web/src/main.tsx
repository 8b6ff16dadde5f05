import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { applyPreloadedStylesheets } from './lib/preloaded-stylesheets';
import { loadServiceWorkerAfterPageLoad } from './lib/pwa/load-service-worker';

async function start(): Promise<void> {
  await Promise.all([initI18n(), applyPreloadedStylesheets()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
loadServiceWorkerAfterPageLoad();
