// @vitest-environment jsdom
import { gql } from '@apollo/client/core';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveServer } from '../../test-support/fake-live-server';
import { TemperatureChangesDocument } from './live.operations';
import { refetchByKind } from './refetch-by-kind';
import { useLiveRefetch } from './use-live-refetch';

const EQUIPMENT = gql('query LiveEquipment { equipment }');
const OPEN_ALERTS = gql('query LiveOpenAlerts { openAlerts }');
const QUERIES = ['LiveEquipment', 'LiveOpenAlerts'];
const byKind = refetchByKind({ READINGS: ['LiveEquipment'] }, QUERIES);

function LocationScreen() {
  useLiveRefetch({ subscription: TemperatureChangesDocument, variables: { locationId: 'location-1' }, include: QUERIES, apply: byKind });
  useQuery(EQUIPMENT, { fetchPolicy: 'cache-and-network' });
  useQuery(OPEN_ALERTS, { fetchPolicy: 'cache-and-network' });
  return null;
}

const change = (kind: string) => ({
  temperatureChanged: { __typename: 'TemperatureChange', kind, locationId: 'location-1', applianceId: 'appliance-1' },
});
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe('refetchByKind: a temperature event re-reads only what its kind can change', () => {
  it('re-reads the equipment for new readings, not the open alerts; both for an alert', async () => {
    const server = fakeLiveServer((name, asked) => (name === 'LiveEquipment' ? { equipment: asked } : { openAlerts: asked }));
    render(
      <ApolloProvider client={server.client}>
        <LocationScreen />
      </ApolloProvider>,
    );
    await vi.waitFor(() => expect(server.count('LiveOpenAlerts')).toBe(1));
    await pause(5);

    act(() => server.send(change('READINGS')));
    await vi.waitFor(() => expect(server.count('LiveEquipment')).toBe(2));
    await pause(400);
    expect(server.count('LiveOpenAlerts')).toBe(1);

    await pause(1_700); // a location's screen re-reads at most every 2 s
    act(() => server.send(change('ALERT')));
    await vi.waitFor(() => expect(server.count('LiveOpenAlerts')).toBe(2), { timeout: 3_000 });
    expect(server.count('LiveEquipment')).toBe(3);
  });
});
