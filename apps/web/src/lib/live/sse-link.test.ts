import { ApolloLink, execute, gql } from '@apollo/client/core';
import type { Client } from 'graphql-sse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseLink } from './sse-link';

describe('the live updates link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('subscribes once the network is back when the transport could not be fetched offline', async () => {
    // The transport's chunk as a first visit meets it when the Wi-Fi drops before the first subscription:
    // the import fails to fetch, and the next one (back online) loads.
    const subscribe = vi.fn<Client['subscribe']>(() => () => undefined);
    const importTransport = vi
      .fn<() => Promise<{ sseClient: Client }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/sse-transport-1.js'))
      .mockResolvedValue({ sseClient: { subscribe } as unknown as Client });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const errors: unknown[] = [];
    const link = ApolloLink.from([createSseLink(importTransport)]);
    const subscription = execute(link, { query: gql('subscription Live { alertChanged { id } }') }).subscribe({
      error: (error: unknown) => errors.push(error),
    });
    await vi.waitFor(() => expect(importTransport).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscribe).not.toHaveBeenCalled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(errors).toEqual([]);
    subscription.unsubscribe();
  });
});
