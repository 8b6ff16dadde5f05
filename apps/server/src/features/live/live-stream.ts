import type { Pool } from '../../db/database.js';
import { liveBusOf } from '../../events/live-bus.js';
import type { LiveEvent } from '../../events/live-event.js';

/**
 * Events a subscriber has not taken yet. A screen that stopped reading (a stalled connection) loses the
 * oldest: it re-reads everything on the next event anyway, and memory per subscriber stays bounded.
 */
const MAX_WAITING = 100;

/**
 * One subscriber's events of its client, filtered by `accept` (kind, location, appliance), as the async
 * iterator a subscription resolver returns. Resolves once the bus listens, so nothing published after the
 * subscription started is missed. `return()` (the client went away) stops listening.
 */
export async function openLiveStream(
  pool: Pool,
  clientId: string,
  accept: (event: LiveEvent) => boolean,
): Promise<AsyncIterableIterator<LiveEvent>> {
  const waiting: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const end = () => {
    ended = true;
    wake?.();
  };
  const stopListening = await liveBusOf(pool).listen(clientId, {
    deliver(event) {
      if (ended || !accept(event)) return;
      waiting.push(event);
      if (waiting.length > MAX_WAITING) waiting.shift();
      wake?.();
    },
    end,
  });
  const finished = (): IteratorResult<LiveEvent> => ({ done: true, value: undefined });
  const stream: AsyncIterableIterator<LiveEvent> = {
    async next() {
      while (waiting.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const event = waiting.shift();
      return event ? { done: false, value: event } : finished();
    },
    async return() {
      end();
      stopListening();
      waiting.length = 0;
      return finished();
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}
