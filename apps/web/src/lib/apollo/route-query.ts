import type { OperationVariables, TypedDocumentNode } from '@apollo/client/core';
import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router';
import { getStoredToken } from '../token/token';
import { apolloReady, preloadQuery } from './client';

/**
 * How a route's data may start. `cached` (lists, details): what the device kept shows at once and the
 * server's answer replaces it. `fromServer` (editors): a form copies its data once when it opens, so it
 * must open on what the server has, never on a cache persisted before the last save.
 */
export type RouteDataFreshness = 'cached' | 'fromServer';

/**
 * For a route loader: starts the query as soon as the navigation starts (hover loaded the code,
 * the click starts the data). Anonymous visitors are about to be redirected, so nothing is sent.
 */
export async function preloadRouteQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  freshness: RouteDataFreshness = 'cached',
): Promise<PreloadedQueryRef<TData, TVariables> | null> {
  if (getStoredToken() === null) return null;
  await apolloReady;
  // The preloader's overloads need to know at the call site whether variables are required.
  const start = preloadQuery as (
    query: TypedDocumentNode<TData, TVariables>,
    options?: { variables?: TVariables; fetchPolicy?: 'network-only' },
  ) => PreloadedQueryRef<TData, TVariables>;
  return start(document, {
    ...(variables ? { variables } : {}),
    ...(freshness === 'fromServer' ? { fetchPolicy: 'network-only' as const } : {}),
  });
}

/** For the route component: reads (suspending until loaded) the query its loader started. */
export function useRouteQuery<TData>(): TData {
  const queryRef = useLoaderData() as PreloadedQueryRef<TData> | null;
  if (!queryRef) throw new Error('The route loader did not start its query');
  return useReadQuery(queryRef).data;
}
