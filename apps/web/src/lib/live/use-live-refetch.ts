import { useApolloClient } from '@apollo/client/react';
import {
  ApolloError,
  type ApolloCache,
  type ApolloClient,
  type DocumentNode,
  type ObservableQuery,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client/core';
import { getOperationName } from '@apollo/client/utilities';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lastSentAt } from '../apollo/request-times';
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
 * What a refetch re-reads: all the screen's queries (an event came, or a stream the server ended was
 * opened again), or only those asked before `sentBefore`, the moment a stream came up: what they showed may
 * have changed with nobody listening, while a query asked after it is answered with everything since.
 */
export type RefetchScope = 'all' | { sentBefore: number };

/** Two reasons to refetch within one burst: the wider one wins. */
export function widerScope(a: RefetchScope | null, b: RefetchScope): RefetchScope {
  if (a === null) return b;
  if (a === 'all' || b === 'all') return 'all';
  return { sentBefore: Math.max(a.sentBefore, b.sentBefore) };
}

type Query = Pick<ObservableQuery, 'queryName' | 'variables'>;

/**
 * The active queries a refetch re-reads: the screen's (`include`, by operation name or document), and of
 * those, for a stream that came up, the ones asked before it (or never asked in this page's life, shown
 * from the persisted cache).
 */
export function queriesToRefetch<Q extends Query>(
  active: Iterable<Q>,
  include: Array<string | DocumentNode>,
  scope: RefetchScope,
  sentAt: (operationName: string, variables: Record<string, unknown> | undefined) => number | undefined = lastSentAt,
): Q[] {
  const names = new Set(include.map((entry) => (typeof entry === 'string' ? entry : getOperationName(entry))));
  return [...active].filter((query) => {
    if (!query.queryName || !names.has(query.queryName)) return false;
    if (scope === 'all') return true;
    const sent = sentAt(query.queryName, query.variables);
    return sent === undefined || sent < scope.sentBefore;
  });
}

function refetchEach(client: ApolloClient<unknown>, include: Array<string | DocumentNode>, scope: RefetchScope): void {
  // Only the screen's queries that are mounted now (a panel may be hidden): Apollo warns about others.
  const wanted = queriesToRefetch(client.getObservableQueries('active').values(), include, scope);
  for (const query of wanted) query.refetch().catch((error: unknown) => console.error(error));
}

/**
 * What a screen does with one event: writes what the event carries into the cache (an object under its
 * id, Apollo's normalized merge) and answers the queries that must still be re-read, those whose change
 * the event cannot carry (an empty list: none). Without it, every event re-reads all of `include`.
 */
export type ApplyLiveEvent<TData> = (data: TData, cache: ApolloCache<unknown>) => Array<string | DocumentNode>;

/**
 * Keeps a screen's queries current over a live subscription: each event is applied to the cache where it
 * carries the change (`apply`), and the queries it cannot update are refetched (all of `include` without
 * `apply`), once per burst. A stream the server ended is subscribed again; after a reconnect the queries
 * asked before it came up are refetched, since events may have been missed meanwhile (on a first load,
 * those asked before the stream: the others are current already). A refusal (no access) is final: the
 * screen polls as before.
 */
export function useLiveRefetch<TData, TVariables extends OperationVariables>(options: {
  subscription: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  include: Array<string | DocumentNode>;
  apply?: ApplyLiveEvent<TData>;
  skip?: boolean;
}): void {
  const client = useApolloClient();
  const include = useRef(options.include);
  include.current = options.include;
  const apply = useRef(options.apply);
  apply.current = options.apply;
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
    let scope: RefetchScope | null = null;
    // The queries the burst re-reads: those its events could not update, or all of the screen's.
    let wanted = new Set<string | DocumentNode>();
    const refetchSoon = (reason: RefetchScope, queries: Array<string | DocumentNode> = include.current) => {
      if (queries.length === 0) return;
      clearTimeout(refetchTimer);
      scope = widerScope(scope, reason);
      for (const query of queries) wanted.add(query);
      const wait = Math.max(COALESCE_MS, lastRefetch + MIN_GAP_MS - Date.now());
      refetchTimer = setTimeout(() => {
        lastRefetch = Date.now();
        const chosen = scope ?? 'all';
        const queries = [...wanted];
        scope = null;
        wanted = new Set();
        refetchEach(client, queries, chosen);
      }, wait);
    };
    const onEvent = (data: TData | null | undefined) => {
      const applyEvent = apply.current;
      refetchSoon('all', applyEvent && data ? applyEvent(data, client.cache) : include.current);
    };
    const resubscribeLater = () => {
      if (stopped) return;
      clearTimeout(resubscribeTimer);
      // What happened between the two streams is read again.
      resubscribeTimer = setTimeout(
        () => {
          start();
          refetchSoon('all');
        },
        RESUBSCRIBE_MS + Math.random() * 1000,
      );
    };
    function start() {
      current?.unsubscribe();
      current = client.subscribe({ query: subscription, variables, fetchPolicy: 'no-cache' }).subscribe({
        next: (result) => onEvent(result.data),
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
      if (live && !wasLive) refetchSoon({ sentBefore: performance.now() });
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
