// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult, type Observer } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../test-support/dom';
import { DashboardFoodAtRisk } from './dashboard-food-at-risk';
import { DashboardOpenAlerts } from './dashboard-open-alerts';

beforeAll(prepareDom);
afterEach(cleanup);

const foodVerdict = {
  __typename: 'FoodVerdict',
  status: 'FOOD',
  verdict: 'DISCARD',
  control: 'TEMPERATURE',
  batchId: 'b1',
  batchStartedAt: '2026-11-20T08:00:00.000Z',
  dangerMinutes: 250,
  unknownMinutes: 0,
  noDataMinutes: null,
  periods: 1,
  uncertain: false,
  next: null,
};
const appliance = { __typename: 'Appliance', id: 'ap1', name: 'Walk-in cooler', areaId: 'ar1', foodVerdict };
const ANSWERS: Record<string, unknown> = {
  DashboardOpenAlerts: {
    openTempAlerts: [
      {
        __typename: 'TempAlert',
        id: 'al1',
        locationId: 'loc1',
        applianceId: 'ap1',
        severity: 'CRITICAL',
        reason: 'TOO_WARM',
        startedAt: '2026-11-20T09:00:00.000Z',
        snoozedUntil: null,
        currentStatus: { __typename: 'TempAlertStatus', statusCode: 'OPEN' },
        appliance,
      },
    ],
  },
  DashboardFoodAtRisk: { foodAtRisk: [{ ...appliance, locationId: 'loc1', holdsTcsFood: true }] },
};

/** A server whose answers the test releases, outside React's act(), as the network would. */
function heldServer() {
  const waiting: Array<{ name: string; observer: Observer<FetchResult> }> = [];
  const link = new ApolloLink(
    (operation) => new Observable<FetchResult>((observer) => void waiting.push({ name: operation.operationName, observer })),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const release = () => {
    for (const { name, observer } of waiting.splice(0)) {
      observer.next?.({ data: ANSWERS[name] as Record<string, unknown> });
      observer.complete?.();
    }
  };
  return { client, release, asked: () => waiting.length };
}

const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe("the dashboard's details render a query's answer in a deferred pass", () => {
  it('does not render the alerts and food lists in the synchronous update of the answer, and renders them right after', async () => {
    const server = heldServer();
    const names = new Map([['loc1', 'Harbor Kitchen']]);
    const zones = new Map([['loc1', 'America/New_York']]);
    renderWithMantine(
      <ApolloProvider client={server.client}>
        <MemoryRouter>
          <DashboardOpenAlerts locationNames={names} locationZones={zones} />
          <DashboardFoodAtRisk locationNames={names} locationZones={zones} />
        </MemoryRouter>
      </ApolloProvider>,
    );
    await waitFor(() => expect(server.asked()).toBe(2));
    server.release();
    // Apollo announces the answer through useSyncExternalStore, which React renders in a microtask, in one
    // task that cannot yield (total blocking time). The lists wait for the deferred pass, which yields.
    await microtasks();
    expect(screen.queryAllByText('Walk-in cooler at Harbor Kitchen')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByText('Walk-in cooler at Harbor Kitchen')).toHaveLength(2));
    expect(screen.getByTestId('dashboard-alert').textContent).toContain('Nov 20, 2026, 4:00 AM');
    expect(screen.getAllByText('DISCARD')).toHaveLength(2);
  });
});
