import type { SystemServices } from '../../scope/app-services.js';
import { startReadingsSubscriber, type ReadingsSubscriberOptions } from './mqtt-subscriber.js';

/** A drained session is done once nothing new arrived for this long and everything received is stored. */
export const DRAIN_QUIET_MS = 1000;

/**
 * Stores what a gone instance's session still holds (its queued share and its unacknowledged messages)
 * and leaves the session unsubscribed. Returns early when the owner takes its session back.
 */
export async function drainSession(
  system: SystemServices,
  base: ReadingsSubscriberOptions,
  clientId: string,
  quietMs = DRAIN_QUIET_MS,
): Promise<void> {
  const drainer = startReadingsSubscriber(system, { ...base, clientId, drain: true });
  try {
    await drainer.ready;
    let seen = -1;
    while (drainer.connected() && (drainer.handled() !== seen || drainer.pending() > 0)) {
      seen = drainer.handled();
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  } finally {
    await drainer.stop();
  }
}
