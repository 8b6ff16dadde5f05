import type { ScopeLog } from '../../scope/scope.js';
import type { ReadingsSubscriber, SubscriberProgress } from './mqtt-subscriber.js';

/** A drain pass is done once nothing new arrived for this long and everything received is stored. */
export const DRAIN_QUIET_MS = 1000;

/** Passes after which a session that still delivers something is left to a later status or restart. */
export const MAX_DRAIN_PASSES = 20;

/** One connection as the gone instance's session (startReadingsSubscriber with `drain: true`). */
export type Drainer = Pick<ReadingsSubscriber, 'ready' | 'handled' | 'stop'> & SubscriberProgress;

export interface DrainSessionOptions {
  /** The gone instance's MQTT client id. */
  peer: string;
  /** Connects as the session once more. */
  open: () => Drainer;
  /** Whether the owner announced itself online again: connecting once more would take its session from it. */
  ownerBack: () => boolean;
  log: ScopeLog;
  quietMs?: number;
}

interface PassOutcome {
  /** Messages stored in this pass. */
  stored: number;
  /** Whether the connection dropped under the pass (the owner took its session back, or a store failed). */
  dropped: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stores what arrives on one connection until it has been quiet for `quietMs`. */
async function drainPass(open: () => Drainer, quietMs: number): Promise<PassOutcome> {
  const drainer = open();
  try {
    await drainer.ready;
    let seen = -1;
    while (drainer.connected() && (drainer.handled() !== seen || drainer.pending() > 0)) {
      seen = drainer.handled();
      await pause(quietMs);
    }
    return { stored: drainer.handled(), dropped: !drainer.connected() };
  } finally {
    await drainer.stop();
  }
}

/**
 * Stores what a gone instance's session still holds (its queued share and its unacknowledged messages)
 * and leaves the session unsubscribed. A quiet second does not prove the session empty: on a busy box the
 * broker can pause longer between deliveries, and a batch that failed to store reconnects to have it sent
 * again. So a pass that stored anything, or lost its connection, is followed by another, and the session
 * counts as drained only after a whole pass in which nothing arrived. Returns early when the owner is back.
 */
export async function drainSession({ peer, open, ownerBack, log, quietMs = DRAIN_QUIET_MS }: DrainSessionOptions): Promise<void> {
  for (let pass = 1; pass <= MAX_DRAIN_PASSES; pass += 1) {
    const outcome = await drainPass(open, quietMs);
    if (outcome.stored === 0 && !outcome.dropped) return;
    if (outcome.dropped) await pause(2 * quietMs);
    if (ownerBack()) return;
    log.info({ peer, pass, stored: outcome.stored }, 'MQTT: the drained session delivered more; looking again');
  }
  throw new Error(`MQTT: the session of ${peer} still delivered readings after ${MAX_DRAIN_PASSES} drain passes`);
}
