// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine } from '../test-support/dom';
import { PageErrorBoundary } from './route-error-boundary';

const reloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../lib/module-load', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/module-load')>()),
  reloadAfterModuleLoadFailure: () => {
    reloads.count++;
    return true;
  },
}));

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** A screen whose code could not be fetched, under the per-page error boundary. */
function renderUnreachableScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/quests',
        ErrorBoundary: PageErrorBoundary,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/quests.routes-x.js')),
      },
    ],
    { initialEntries: ['/quests'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary, a screen whose code could not be fetched', () => {
  beforeAll(prepareDom);
  afterEach(() => {
    reloads.count = 0;
    setOnline(true);
  });

  it('online, reloads the page at once', async () => {
    setOnline(true);
    renderUnreachableScreen();
    await waitFor(() => expect(reloads.count).toBe(1));
  });

  it('offline, shows the error and reloads only when the network is back', async () => {
    setOnline(false);
    renderUnreachableScreen();
    await screen.findByRole('button', { name: 'Reload page' });
    expect(reloads.count).toBe(0);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(reloads.count).toBe(1);
  });
});
