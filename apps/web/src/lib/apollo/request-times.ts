import { ApolloLink } from '@apollo/client/core';

/**
 * When each query last left for the server (by operation name and variables), so a live screen whose
 * stream has just come up re-reads only what it read before the stream was there to tell it about a
 * change (lib/live/use-live-refetch.ts). A query the page asked after that moment cannot have missed an
 * event: the server listens before it answers the subscription (features/live/live-stream.ts).
 */
const sentAt = new Map<string, number>();

/** Variables in a fixed key order, so the same variables give the same key wherever they were built. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (operationName: string, variables: Record<string, unknown> | undefined) => `${operationName} ${stableJson(variables ?? {})}`;

/**
 * Stamps each operation as it goes out. It sits before the token is added: the stamp is never later than
 * the request itself, so a doubtful case counts as asked before (and is re-read), never the other way.
 */
export const requestTimesLink = new ApolloLink((operation, forward) => {
  sentAt.set(keyOf(operation.operationName, operation.variables), performance.now());
  return forward(operation);
});

/** When this query last left in this page's life (performance.now()), or undefined: never (read from the persisted cache only). */
export function lastSentAt(operationName: string, variables: Record<string, unknown> | undefined): number | undefined {
  return sentAt.get(keyOf(operationName, variables));
}
