// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apolloClient, apolloReady } from '../apollo/client';
import { announceClients, forgetKnownClients, onClientsKnown } from './known-clients';
import { ClientsDocument } from './session.operations';

const HARBOR = { id: 'c-harbor', companyName: 'Harbor Bistro Group' };
const SUNRISE = { id: 'c-sunrise', companyName: 'Sunrise Diners' };

describe('known clients', () => {
  it('answers the shell’s cache-first Clients query with what the session check read, without a request', async () => {
    await apolloReady;
    announceClients([HARBOR, SUNRISE]);
    // cache-only: had the list not been written to the cache, this would be null (and the app would ask the server).
    const cached = apolloClient.readQuery({ query: ClientsDocument });
    expect(cached?.clients.map((client) => client.companyName)).toEqual(['Harbor Bistro Group', 'Sunrise Diners']);

    // A later check (another sign-in) replaces the list.
    announceClients([SUNRISE]);
    expect(apolloClient.readQuery({ query: ClientsDocument })?.clients).toEqual([{ ...SUNRISE, __typename: 'Client' }]);
  });

  it('tells a late listener the latest list once, then every new one; a forgotten list is not told', () => {
    forgetKnownClients();
    announceClients([HARBOR]);
    const seen: string[][] = [];
    const stop = onClientsKnown((clients) => seen.push(clients.map((client) => client.id)));
    announceClients([SUNRISE]);
    stop();
    announceClients([HARBOR, SUNRISE]);
    forgetKnownClients();
    onClientsKnown((clients) => seen.push(clients.map((client) => client.id)))();
    expect(seen).toEqual([['c-harbor'], ['c-sunrise']]);
  });
});
