import { appError } from '../../graphql/errors.js';

/** Open live streams one person may hold on one server (tabs, screens, a wall display or two). */
export const STREAMS_PER_USER = 20;
/** Open live streams one server holds at most: each is a socket and a listener; beyond, a new one is refused. */
export const STREAMS_PER_SERVER = 5_000;

export const STREAM_CAP_MESSAGES = {
  perUser: `Too many live screens are open for this account (at most ${STREAMS_PER_USER}). Close one and try again.`,
  perServer: 'The server has too many live screens open right now. Try again in a minute.',
} as const;

interface Counts {
  byUser: Map<string, number>;
  total: number;
}
/** One server's counts (keyed by its pool: tests run several servers in one process). */
const countsOf = new WeakMap<object, Counts>();

/**
 * Counts a new stream of `userId` on `server` (its pool), or refuses it with a GraphQL error (code TOO_MANY_STREAMS) when the person
 * or the server is at its cap; returns the function that gives the place back (idempotent).
 */
export function admitStream(
  server: object,
  userId: string,
  caps = { perUser: STREAMS_PER_USER, perServer: STREAMS_PER_SERVER },
): () => void {
  let counts = countsOf.get(server);
  if (!counts) countsOf.set(server, (counts = { byUser: new Map(), total: 0 }));
  const mine = counts.byUser.get(userId) ?? 0;
  if (mine >= caps.perUser) throw appError(STREAM_CAP_MESSAGES.perUser, 'user', 'TOO_MANY_STREAMS', { limit: caps.perUser });
  if (counts.total >= caps.perServer) throw appError(STREAM_CAP_MESSAGES.perServer, 'user', 'TOO_MANY_STREAMS', { limit: caps.perServer });
  counts.byUser.set(userId, mine + 1);
  counts.total += 1;
  let released = false;
  const held = counts;
  return () => {
    if (released) return;
    released = true;
    held.total -= 1;
    const left = (held.byUser.get(userId) ?? 1) - 1;
    if (left > 0) held.byUser.set(userId, left);
    else held.byUser.delete(userId);
  };
}
