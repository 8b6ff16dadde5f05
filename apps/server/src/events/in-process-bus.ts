import type { ClientEvents, LiveBus, LiveListener } from './live-event.js';

/**
 * The embedded default (no DATABASE_URL, one process on PGlite): events go straight to the listeners of
 * the same client in this process.
 */
export function createInProcessBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    async publish(batches: ClientEvents[]) {
      for (const { clientId, events } of batches) {
        for (const listener of listeners.get(clientId) ?? []) for (const event of events) listener.deliver(event);
      }
    },
    async listen(clientId, listener) {
      let set = listeners.get(clientId);
      if (!set) listeners.set(clientId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(clientId) === set) listeners.delete(clientId);
      };
    },
    async close() {
      const all = [...listeners.values()].flatMap((set) => [...set]);
      listeners.clear();
      for (const listener of all) listener.end();
    },
  };
}
