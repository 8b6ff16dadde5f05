import type { Pool } from '../../db/database.js';
import { liveBusOf } from '../../events/live-bus.js';
import type { LiveEvent } from '../../events/live-event.js';
import type { Audience, Delivered } from './live-event-subjects.js';
import { admitStream } from './stream-caps.js';

/**
 * Events a subscriber has not taken yet. A screen that stopped reading (a stalled connection) loses the
 * oldest: it re-reads everything on the next event anyway, and memory per subscriber stays bounded.
 */
const MAX_WAITING = 100;

/**
 * One subscriber's events of its client, filtered by `accept` (kind, location, appliance), as the async
 * iterator a subscription resolver returns. Resolves once the bus listens, so nothing published after the
 * subscription started is missed. `return()` (the client went away) stops listening.
 *
 * The stream belongs to its viewer's `userId`: it counts against the per-person and per-server caps
 * (stream-caps.ts), and it ends as soon as an ACCESS event of that person arrives (signed out everywhere,
 * deactivated, new password, access level or locations changed; from any instance, over the same bus) —
 * or, for an event naming a session (a logout), only when the stream was opened in that session
 * (`sessionId`, the `sid` of its access token). The client subscribes again, and is let in only as far as
 * its access now allows (issue 35 item 4).
 */
export async function openLiveStream(
  pool: Pool,
  clientId: string,
  viewer: { userId: string; sessionId: string | null },
  accept: (event: LiveEvent) => boolean,
): Promise<AsyncIterableIterator<LiveEvent>> {
  const { userId, sessionId } = viewer;
  const release = admitStream(pool, userId);
  const waiting: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const end = () => {
    ended = true;
    wake?.();
  };
  let stopListening: () => void;
  try {
    stopListening = await liveBusOf(pool).listen(clientId, {
      deliver(event) {
        if (event.kind === 'ACCESS') {
          if (event.userId === userId && (!event.sessionId || event.sessionId === sessionId)) end();
          return;
        }
        if (ended || !accept(event)) return;
        waiting.push(event);
        if (waiting.length > MAX_WAITING) waiting.shift();
        wake?.();
      },
      end,
    });
  } catch (error) {
    release();
    throw error;
  }
  const finished = (): IteratorResult<LiveEvent> => ({ done: true, value: undefined });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopListening();
    release();
  };
  const stream: AsyncIterableIterator<LiveEvent> = {
    async next() {
      while (waiting.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const event = waiting.shift();
      if (event) return { done: false, value: event };
      close();
      return finished();
    },
    async return() {
      end();
      close();
      waiting.length = 0;
      return finished();
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}

/**
 * The stream's events, each with the audience that hears them: the resolver filters the event's one
 * shared read by it (live-event-subjects.ts), instead of reading again for this subscriber.
 */
export function withAudience(stream: AsyncIterableIterator<LiveEvent>, audience: Audience): AsyncIterableIterator<Delivered> {
  const delivered: AsyncIterableIterator<Delivered> = {
    async next() {
      const step = await stream.next();
      return step.done ? step : { done: false, value: { event: step.value, audience } };
    },
    async return() {
      await stream.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return delivered;
    },
  };
  return delivered;
}
