import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client/core';
import { onError } from '@apollo/client/link/error';
import { setContext } from '@apollo/client/link/context';
import { createQueryPreloader } from '@apollo/client/react';
import { noteServerAnswer } from '../network/offline-since';
import { onClientsKnown } from '../session/known-clients';
import { registerSessionCleanup } from '../session/session-cleanup';
import { ClientsDocument } from '../session/session.operations';
import { readStored, STORAGE_KEYS } from '../storage/storage';
import { accessTokenSource } from '../token/access-token-source';
import { createCache } from './cache';
import { isAuthenticationError } from './classify-error';
import { GRAPHQL_ENDPOINT } from './endpoint';
import { installFocusRefetch } from './focus-refetch';
import { purgePersistedCache, setUpCachePersistence } from './persisted-cache';
import { requestTimesLink } from './request-times';
import { emitSessionRejected } from './session-events';
import { isSubscription, sseLink } from '../live/sse-link';

/** Adds `Authorization` (refreshing an expired token first) and the selected `client-id`. */
const authLink = setContext(async (_operation, { headers }: { headers?: Record<string, string> }) => {
  const token = await accessTokenSource.getValidToken();
  const clientId = readStored(STORAGE_KEYS.selectedClient);
  return {
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientId ? { 'client-id': clientId } : {}),
    },
  };
});

/** Transport errors are logged; a rejected session is reported to the auth feature. */
const errorLink = onError(({ graphQLErrors, networkError, operation }) => {
  if (networkError) console.error(`[network] ${operation.operationName}`, networkError);
  graphQLErrors?.forEach((error) => {
    if (isAuthenticationError(error)) emitSessionRejected();
    else console.warn(`[graphql] ${operation.operationName}: ${error.message}`);
  });
});

/** Each answer from the server is noted: offline, the screens say how old what they show is. */
const serverAnswerLink = new ApolloLink((operation, forward) =>
  forward(operation).map((result) => {
    noteServerAnswer();
    return result;
  }),
);

const httpLink = new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' });

export const apolloCache = createCache();

/**
 * The one Apollo client of the app. It is loaded with the signed-in shell; the public screens use
 * `requestGraphQL` so that /login stays small.
 */
export const apolloClient = new ApolloClient({
  cache: apolloCache,
  // Subscriptions go over Server-Sent Events (lib/live), the rest over HTTP, each stamped as it leaves.
  link: ApolloLink.from([
    errorLink,
    ApolloLink.split(isSubscription, sseLink, ApolloLink.from([requestTimesLink, serverAnswerLink, authLink, httpLink])),
  ]),
  defaultOptions: {
    query: { fetchPolicy: 'cache-first' },
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});

/** Starts a query from a route loader; the page reads it with `useReadQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);

/** Resolves once the persisted cache is restored (or purged after a schema version change). */
export const apolloReady: Promise<void> = setUpCachePersistence(apolloCache);

installFocusRefetch(apolloClient);

// The session check's client list (network-only, just read) answers the workspace's cache-first `Clients`
// query: one round trip fewer before a signed-in screen's first paint. Written once the persisted cache is
// restored, which would otherwise replace it.
void apolloReady.then(() =>
  onClientsKnown((clients) =>
    apolloCache.writeQuery({
      query: ClientsDocument,
      data: { clients: clients.map((client) => ({ ...client, __typename: 'Client' as const })) },
    }),
  ),
);

registerSessionCleanup(async () => {
  await apolloClient.clearStore();
  await purgePersistedCache();
});
