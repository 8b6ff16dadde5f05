import { useApolloClient } from '@apollo/client/react';
import { ApolloError, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveConnections } from './live-status';

/** Events often come in bursts (a batch of readings, an alert with them): one refetch per burst. */
const COALESCE_MS = 250;
/** A location's readings keep coming: its screen refetches at most this often. */
const MIN_GAP_MS = 2_000;
/** After the server ended a stream (a restart, a deploy, its access token expired), subscribe again after this long. */
const RESUBSCRIBE_MS = 2_000;

/** Whether a live stream is up; screens keep their polling for when it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(liveConnections.subscribe, liveConnections.isLive, () => false);
}

/** The spec's polling interval as the fallback: no polling while a live stream is up. */
export function useFallbackPoll(intervalMs: number): number {
  return useLiveConnected() ? 0 : intervalMs;
}

/**
 * Keeps a screen's queries current over a live subscription: each event (it carries ids only) refetches
 * the queries in `include`, which re-read what the screen shows. A stream the server ended is subscribed
 * again; after a reconnect the queries are refetched, since events may have been missed meanwhile. A
 * refusal (no access) is final: the screen polls as before.
 */
export function useLiveRefetch<TData, TVariables extends OperationVariables>(options: {
  subscription: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  include: Array<string | DocumentNode>;
  skip?: boolean;
}): void {
  const client = useApolloClient();
  const include = useRef(options.include);
  include.current = options.include;
  const { subscription, skip } = options;
  const variablesKey = JSON.stringify(options.variables);

  useEffect(() => {
    if (skip) return;
    const variables = JSON.parse(variablesKey) as TVariables;
    let stopped = false;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    let resubscribeTimer: ReturnType<typeof setTimeout> | undefined;
    let current: { unsubscribe(): void } | null = null;
    let lastRefetch = 0;
    const refetchSoon = () => {
      clearTimeout(refetchTimer);
      const wait = Math.max(COALESCE_MS, lastRefetch + MIN_GAP_MS - Date.now());
      refetchTimer = setTimeout(() => {
        lastRefetch = Date.now();
        // Only the screen's queries that are mounted now (a panel may be hidden): Apollo warns about others.
        const active = new Set([...client.getObservableQueries('active').values()].map((query) => query.queryName));
        const wanted = include.current.filter((entry) => typeof entry !== 'string' || active.has(entry));
        if (wanted.length > 0) client.refetchQueries({ include: wanted }).catch((error: unknown) => console.error(error));
      }, wait);
    };
    const resubscribeLater = () => {
      if (stopped) return;
      clearTimeout(resubscribeTimer);
      // What happened between the two streams is read again.
      resubscribeTimer = setTimeout(
        () => {
          start();
          refetchSoon();
        },
        RESUBSCRIBE_MS + Math.random() * 1000,
      );
    };
    function start() {
      current?.unsubscribe();
      current = client.subscribe({ query: subscription, variables, fetchPolicy: 'no-cache' }).subscribe({
        next: refetchSoon,
        error: (error: unknown) => {
          if (error instanceof ApolloError && error.graphQLErrors.length > 0) return;
          resubscribeLater();
        },
        complete: resubscribeLater,
      });
    }
    let wasLive = liveConnections.isLive();
    const unwatch = liveConnections.subscribe(() => {
      const live = liveConnections.isLive();
      if (live && !wasLive) refetchSoon();
      wasLive = live;
    });
    start();
    return () => {
      stopped = true;
      unwatch();
      current?.unsubscribe();
      clearTimeout(refetchTimer);
      clearTimeout(resubscribeTimer);
    };
  }, [client, subscription, variablesKey, skip]);
}
