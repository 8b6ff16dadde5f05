// @vitest-environment jsdom
import { gql } from '@apollo/client/core';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProgressDocument } from './live.operations';
import { fakeLiveServer } from '../../test-support/fake-live-server';
import { applyProgressEvent } from './apply-progress-event';
import { useLiveRefetch } from './use-live-refetch';

const ACTIVATION_ID = 'activation-1';
const PROGRESS = gql('query LiveActivationProgress($id: ID!) { questActivation(id: $id) { id progress } }');

/** A server that answers the screen's query at once and counts the requests; its SSE stream is the test's to feed. */
function fakeServer() {
  const server = fakeLiveServer(() => ({
    questActivation: { __typename: 'QuestActivation', id: ACTIVATION_ID, progress: 'NOT_STARTED' },
  }));
  return {
    client: server.client,
    asked: () => server.count('LiveActivationProgress'),
    /** One locationProgressChanged event, as the server sends it (typenames included). */
    progress: (kind: 'ACTIVATION' | 'FIXIT', progress: string) =>
      server.send({
        locationProgressChanged: {
          __typename: 'LocationProgressChange',
          kind,
          locationId: 'location-1',
          questActivation: kind === 'ACTIVATION' ? { __typename: 'QuestActivation', id: ACTIVATION_ID, progress } : null,
        },
      }),
  };
}

const REFETCH = ['LiveActivationProgress'];
const apply = applyProgressEvent(REFETCH);

/** A screen that shows an activation's progress and listens to its location's progress. */
function ProgressScreen() {
  useLiveRefetch({ subscription: LocationProgressDocument, variables: { locationId: 'location-1' }, include: REFETCH, apply });
  const { data } = useQuery(PROGRESS, { variables: { id: ACTIVATION_ID }, fetchPolicy: 'cache-and-network' });
  return <p>{(data as { questActivation?: { progress: string } } | undefined)?.questActivation?.progress ?? 'loading'}</p>;
}

/** The screen over a fresh fake server, once it shows the progress it asked for. */
async function renderProgressScreen() {
  const server = fakeServer();
  render(
    <ApolloProvider client={server.client}>
      <ProgressScreen />
    </ApolloProvider>,
  );
  await screen.findByText('NOT_STARTED');
  return server;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe('a progress event applied to the cache (issue 33: the browser does not read again)', () => {
  it('shows an answer’s new progress from the event, with no second request', async () => {
    const server = await renderProgressScreen();
    expect(server.asked()).toBe(1);

    act(() => server.progress('ACTIVATION', 'IN_PROGRESS'));
    await screen.findByText('IN_PROGRESS');
    // Past the burst's coalescing (250 ms): no refetch was scheduled.
    await pause(400);
    expect(server.asked()).toBe(1);
  });

  it('re-reads the screen for what an event cannot carry: a submission, a fix-it', async () => {
    const server = await renderProgressScreen();
    act(() => server.progress('ACTIVATION', 'FINISHED'));
    await vi.waitFor(() => expect(server.asked()).toBe(2));
    await pause(2_100); // a location's screen re-reads at most every 2 s
    act(() => server.progress('FIXIT', ''));
    await vi.waitFor(() => expect(server.asked()).toBe(3), { timeout: 3_000 });
  });
});
