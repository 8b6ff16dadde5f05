// @vitest-environment jsdom
import { gql } from '@apollo/client/core';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveServer } from '../../test-support/fake-live-server';
import { liveConnections } from './live-status';
import { queriesToRefetch, useLiveRefetch, widerScope } from './use-live-refetch';

const SUMMARIES = gql('query LiveSummaries { summaries }');
const OPEN_ALERTS = gql('query LiveOpenAlerts($locationId: ID) { openAlerts(locationId: $locationId) }');
const CHANGES = gql('subscription LiveChanges { changed }');

/** A server that answers every query at once and counts what it was asked; the stream is the test's to feed. */
function fakeServer() {
  const server = fakeLiveServer((name, asked) => (name === 'LiveSummaries' ? { summaries: asked } : { openAlerts: asked }));
  return { ...server, event: () => server.send({ changed: true }) };
}

function Summaries() {
  useLiveRefetch({ subscription: CHANGES, variables: {}, include: ['LiveSummaries', OPEN_ALERTS] });
  useQuery(SUMMARIES, { fetchPolicy: 'cache-and-network' });
  return null;
}

function OpenAlerts() {
  useQuery(OPEN_ALERTS, { variables: { locationId: 'loc-1' }, fetchPolicy: 'cache-and-network' });
  return null;
}

/** The dashboard as a phone loads it: the summaries first, the alerts panel when the test says. */
function Dashboard({ showAlerts }: { showAlerts: (show: () => void) => void }) {
  const [alerts, setAlerts] = useState(false);
  showAlerts(() => setAlerts(true));
  return (
    <>
      <Summaries />
      {alerts && <OpenAlerts />}
    </>
  );
}

function renderDashboard(server: ReturnType<typeof fakeServer>) {
  let show: () => void = () => undefined;
  render(
    <ApolloProvider client={server.client}>
      <Dashboard showAlerts={(fn) => (show = fn)} />
    </ApolloProvider>,
  );
  return { showAlerts: () => act(() => show()) };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  cleanup();
  while (liveConnections.isLive()) liveConnections.down();
});

describe('useLiveRefetch', () => {
  it('re-reads, when the stream comes up, only the queries asked before it', async () => {
    const server = fakeServer();
    const dashboard = renderDashboard(server);
    await vi.waitFor(() => expect(server.count('LiveSummaries')).toBe(1));

    // The stream connects; the alerts panel asks its query after that, so it has nothing to catch up on.
    act(() => liveConnections.up());
    await pause(5);
    dashboard.showAlerts();
    await vi.waitFor(() => expect(server.count('LiveOpenAlerts')).toBe(1));

    await vi.waitFor(() => expect(server.count('LiveSummaries')).toBe(2));
    await pause(400);
    expect(server.count('LiveSummaries')).toBe(2);
    expect(server.count('LiveOpenAlerts')).toBe(1);
  });

  it('re-reads every query of the screen when an event comes', async () => {
    const server = fakeServer();
    const dashboard = renderDashboard(server);
    dashboard.showAlerts();
    await vi.waitFor(() => expect(server.count('LiveOpenAlerts')).toBe(1));
    await pause(5);

    act(() => server.event());
    await vi.waitFor(() => {
      expect(server.count('LiveSummaries')).toBe(2);
      expect(server.count('LiveOpenAlerts')).toBe(2);
    });
  });
});

describe('which queries a refetch re-reads', () => {
  const summaries = { queryName: 'LiveSummaries', variables: {} };
  const alerts = { queryName: 'LiveOpenAlerts', variables: { locationId: 'loc-1' } };
  const other = { queryName: 'Locations', variables: {} };
  const sent = new Map([
    ['LiveSummaries', 100],
    ['LiveOpenAlerts', 300],
  ]);
  const sentAt = (name: string) => sent.get(name);

  it('takes the screen’s queries only, by name or document', () => {
    expect(queriesToRefetch([summaries, alerts, other], ['LiveSummaries', OPEN_ALERTS], 'all', sentAt)).toEqual([summaries, alerts]);
  });

  it('after a stream came up, those asked before it, and those never asked (shown from the persisted cache)', () => {
    expect(queriesToRefetch([summaries, alerts], ['LiveSummaries', 'LiveOpenAlerts'], { sentBefore: 200 }, sentAt)).toEqual([summaries]);
    expect(queriesToRefetch([summaries, alerts], ['LiveSummaries', 'LiveOpenAlerts'], { sentBefore: 200 }, () => undefined)).toEqual([
      summaries,
      alerts,
    ]);
  });

  it('an event and a stream coming up in one burst re-read everything', () => {
    expect(widerScope({ sentBefore: 200 }, 'all')).toBe('all');
    expect(widerScope({ sentBefore: 200 }, { sentBefore: 300 })).toEqual({ sentBefore: 300 });
    expect(widerScope(null, { sentBefore: 200 })).toEqual({ sentBefore: 200 });
  });
});
