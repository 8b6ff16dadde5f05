// @vitest-environment jsdom
import { ApolloClient, ApolloLink, Observable, type FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache';
import { useLocationSelection } from './use-location-selection';

const CLIENT = 'client-harbor';
const BAYSIDE = {
  __typename: 'Location',
  id: 'loc-bayside',
  name: 'Harbor Bayside',
  timezone: 'America/New_York',
  city: 'Boston',
  country: 'US',
};

/** A server whose answer to the locations query waits for `release`. */
function pausedLocations() {
  let release: () => void = () => undefined;
  const link = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        release = () => {
          observer.next({ data: { locations: [BAYSIDE] } });
          observer.complete();
        };
      }),
  );
  return { client: new ApolloClient({ cache: createCache(), link }), release: () => release() };
}

function Dashboard() {
  const { location } = useLocationSelection(CLIENT);
  return <p>Dashboard of {location?.name ?? '…'}</p>;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useLocationSelection', () => {
  it('does not cut short a navigation still loading its data when the locations arrive', async () => {
    const server = pausedLocations();
    let openMedia: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/dashboard', Component: Dashboard },
        // The media library's data is slow to come (a phone on a busy network).
        { path: '/media', loader: () => new Promise<null>((resolve) => (openMedia = () => resolve(null))), Component: () => <p>Media</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    const view = render(
      <ApolloProvider client={server.client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    await tick();

    // The cook taps "Media library" before the header knows the locations…
    void router.navigate('/media');
    await tick();
    expect(router.state.navigation.state).toBe('loading');
    // …the locations come while the media page still loads: the selection is kept, the URL left alone.
    server.release();
    await tick();
    expect(localStorage.getItem('ks:selected-location')).toBe(BAYSIDE.id);
    openMedia();
    await tick();

    expect(router.state.location.pathname).toBe('/media');
    expect(view.getByText('Media')).toBeTruthy();
    view.unmount();
    router.dispose();
  });

  it('mirrors the selection into the URL of the page it is on', async () => {
    const server = pausedLocations();
    const router = createMemoryRouter([{ path: '/dashboard', Component: Dashboard }], { initialEntries: ['/dashboard'] });
    const view = render(
      <ApolloProvider client={server.client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    await tick();
    server.release();
    await tick();
    expect(router.state.location.search).toBe(`?location=${BAYSIDE.id}`);
    expect(view.getByText('Dashboard of Harbor Bayside')).toBeTruthy();
    view.unmount();
    router.dispose();
  });
});
