import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client/core';
import { getMainDefinition } from '@apollo/client/utilities';
import { print } from 'graphql';
import { loadRetrying } from '../retry-module-load';
import { liveConnections } from './live-status';

/** Whether an operation is a subscription (it goes over SSE; queries and mutations over HTTP). */
export function isSubscription({ query }: Operation): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * Apollo's link for subscriptions over Server-Sent Events. The SSE client (graphql-sse) is imported on
 * the first subscription, so it stays out of the entry and /login chunks. Each stream counts in
 * `liveConnections` while it is connected; a dropped connection is retried by the client itself.
 */
export const sseLink = createSseLink(() => import('./sse-transport'));

/** The link, with how it imports the transport (a test stands in for the chunk's fetch). */
export function createSseLink(importTransport: () => Promise<Pick<typeof import('./sse-transport'), 'sseClient'>>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        let dispose: (() => void) | null = null;
        let up = false;
        let closed = false;
        const down = () => {
          if (up) liveConnections.down();
          up = false;
        };
        // Retried when the network is back: a first visit whose Wi-Fi drops before the first subscription
        // would otherwise stay without live updates until a reload (the spec's polling only).
        loadRetrying(importTransport)
          .then(({ sseClient }) => {
            if (closed) return;
            dispose = sseClient.subscribe<FetchResult['data']>(
              { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
              {
                next: (result) => observer.next(result as FetchResult),
                error: (error) => {
                  down();
                  observer.error(error);
                },
                complete: () => {
                  down();
                  observer.complete();
                },
              },
              {
                connecting: () => down(),
                connected: () => {
                  if (!up) liveConnections.up();
                  up = true;
                },
              },
            );
          })
          .catch((error: unknown) => observer.error(error));
        return () => {
          closed = true;
          down();
          dispose?.();
        };
      }),
  );
}
