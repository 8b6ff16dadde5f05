import type { ApolloClient } from '@apollo/client/core';
import { FOCUS_REFETCH_THROTTLE_MS } from '../constants';

/** Refetches active queries when the window regains focus or becomes visible, at most once per 5 s. */
export function installFocusRefetch(
  client: ApolloClient<unknown>,
  throttleMs: number = FOCUS_REFETCH_THROTTLE_MS,
  now: () => number = Date.now,
): () => void {
  let last = now();
  const refetch = () => {
    if (document.visibilityState === 'hidden') return;
    if (now() - last < throttleMs) return;
    last = now();
    client.refetchQueries({ include: 'active' }).catch((error: unknown) => console.error(error));
  };
  window.addEventListener('focus', refetch);
  document.addEventListener('visibilitychange', refetch);
  return () => {
    window.removeEventListener('focus', refetch);
    document.removeEventListener('visibilitychange', refetch);
  };
}
