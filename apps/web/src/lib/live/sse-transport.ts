import { createClient, NetworkError, type Client } from 'graphql-sse';
import { readStored, STORAGE_KEYS } from '../storage/storage';
import { accessTokenSource } from '../token/access-token-source';
import { GRAPHQL_ENDPOINT } from '../apollo/endpoint';

/** Waits before connecting again: 1, 2, 4 … up to 30 s, spread a little so reconnects do not all coincide. */
async function backoff(retries: number): Promise<void> {
  const delay = Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000;
  await new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * The GraphQL-over-SSE client (distinct connections mode, which graphql-yoga serves: one `text/event-stream`
 * response per subscription). Headers are read at every (re)connect, so a refreshed token is used.
 * Loaded lazily with the first subscription, never with /login.
 */
export const sseClient: Client = createClient({
  url: GRAPHQL_ENDPOINT,
  credentials: 'same-origin',
  retryAttempts: Number.POSITIVE_INFINITY,
  retry: backoff,
  headers: async () => {
    const token = await accessTokenSource.getValidToken();
    const clientId = readStored(STORAGE_KEYS.selectedClient);
    return {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientId ? { 'client-id': clientId } : {}),
    };
  },
});

export { NetworkError };
