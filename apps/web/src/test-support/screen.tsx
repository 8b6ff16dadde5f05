import { ApolloClient, ApolloLink, Observable } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { createCache } from '../lib/apollo/cache';
import type { AccessLevel, CurrentUser, LocationSummary } from '../lib/session/session.operations';
import { WorkspaceContext, type WorkspaceContextValue } from '../features/workspace/workspace-context';

export const TEST_LOCATION: LocationSummary = {
  id: 'loc-downtown',
  name: 'Harbor Downtown',
  timezone: 'America/New_York',
  city: 'Boston',
  country: 'US',
};

/** A member of one client with the given access level (what `me` answers). */
export function testUser(accessLevel: AccessLevel, language: CurrentUser['language'] = 'en'): CurrentUser {
  return {
    id: 'user-1',
    firstname: 'Pat',
    lastname: 'Cook',
    displayName: 'Pat Cook',
    email: 'pat@harbor.example',
    nickname: null,
    language,
    temperatureUnit: 'F',
    systemRole: accessLevel === 'BASIC_USER' ? 'BASIC' : 'STANDARD',
    clientRole: 'USER',
    accessLevel,
    workRole: null,
    client: { id: 'client-harbor', companyName: 'Harbor Bistro Group' },
    locations: [{ id: TEST_LOCATION.id, name: TEST_LOCATION.name }],
  };
}

export type ScreenOptions = {
  /** The route pattern (`/cooling/:locationId`) and the address opened. */
  path: string;
  url: string;
  me: CurrentUser | null;
  locations?: LocationSummary[];
  /** What the server answers, by operation name; other operations wait for ever. */
  answers?: Record<string, unknown>;
};

/**
 * Renders a signed-in screen as the shell would (theme, router, workspace, Apollo) with a server that
 * answers only what `answers` holds: `operations` lists what the screen asked it, so a test can prove
 * nothing was requested.
 */
export function renderScreen(screen: ReactNode, { path, url, me, locations = [TEST_LOCATION], answers = {} }: ScreenOptions) {
  // jsdom has no ResizeObserver; Mantine's SegmentedControl measures its indicator with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    operations.push(name);
    return new Observable((observer) => {
      if (!(name in answers)) return;
      observer.next({ data: answers[name] as Record<string, unknown> });
      observer.complete();
    });
  });
  const client = new ApolloClient({ cache: createCache(), link });
  const workspace: WorkspaceContextValue = {
    clients: [],
    client: null,
    selectClient: () => undefined,
    locations,
    locationsLoaded: true,
    location: locations[0] ?? null,
    selectLocation: () => undefined,
    me,
  };
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [url] });
  const view = render(
    <MantineProvider theme={theme}>
      <ApolloProvider client={client}>
        <WorkspaceContext.Provider value={workspace}>
          <RouterProvider router={router} />
        </WorkspaceContext.Provider>
      </ApolloProvider>
    </MantineProvider>,
  );
  return { ...view, operations };
}
