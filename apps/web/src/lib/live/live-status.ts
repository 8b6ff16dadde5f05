/**
 * Whether a live stream is connected right now. Screens poll at the spec's intervals only while none is
 * (the fallback when the stream drops): with a stream up, changes arrive as they happen.
 */
let connected = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  connected = Math.max(0, connected + by);
  for (const listener of listeners) listener();
}

/** A stream's connection came up (`connected(+1)`) or went away (`connected(-1)`). */
export const liveConnections = {
  up: () => changed(1),
  down: () => changed(-1),
  isLive: () => connected > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
