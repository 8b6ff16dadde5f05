import type { SystemServices } from '../../scope/app-services.js';
import { MessageBatches, type BatchedMessage, type StoreBatch } from './message-batches.js';
import { entriesOfTarget } from './mqtt-messages.js';
import type { ReadingsSubscriber } from './mqtt-subscriber.js';
import type { IngestTarget } from './mqtt-topics.js';

/** aedes' authorizePublish callback: null lets the broker PUBACK; an error makes it drop the connection. */
export type PublishVerdict = (error: Error | null) => void;

/** One device message waiting for its batch; `connection` keeps its PUBACK in the order it arrived. */
interface Pending extends BatchedMessage {
  connection: object;
  verdict: PublishVerdict;
  outcome: Error | null | undefined;
}

/**
 * Messages per batch at most, by default, in one lane (INTAKE_LANES). The alert engine's work in a batch is
 * per appliance and each batch pays its round trips, so under load fewer, larger batches cost less per
 * message; one lane of 1,000 (the rest of what devices keep in flight arrives while it commits) against
 * two of 500, alternating on the bench box: 0.47 and 0.52 of a raw insert against 0.41 and 0.40, Node +
 * PostgreSQL CPU per 1,000 messages 15.0 + 15.4 and 13.0 + 13.7 ms against 17.1 + 15.5 and 15.8 + 18.6.
 */
export const INTAKE_MAX_BATCH = 1000;
/** Readings per batch at most: a batch of gateway messages is cut there. */
export const INTAKE_MAX_READINGS = 1000;
/** Batches written side by side, by default (see BrokerIntakeOptions.lanes and INTAKE_MAX_BATCH). */
export const INTAKE_LANES = 1;

export interface BrokerIntakeOptions {
  /** Messages stored per transaction at most. */
  maxBatch?: number;
  /**
   * Batches stored side by side (default 1, see INTAKE_MAX_BATCH; with batches of 500 on the 2-core bench box
   * 2 and 1 lane cost the same CPU per message and 4 cost ~8% more); each sensor always uses the same lane,
   * so its readings stay in order.
   */
  lanes?: number;
  /** Stores a batch (tests replace it to act out a database failure). */
  store?: StoreBatch;
}

/** The embedded broker's side of the intake: what its authorizePublish hook hands an allowed message to. */
export interface BrokerIntake {
  /**
   * Stores the message published on `topic` (naming `target`, as the guard parsed it), then calls
   * `verdict(null)` (the broker PUBACKs) or `verdict(error)` (it disconnects).
   */
  accept(connection: object, topic: string, target: IngestTarget, payload: Buffer | string, verdict: PublishVerdict): void;
  /** Starts storing with these services; until then (and after `stop`) messages are refused unacknowledged. */
  open(system: SystemServices): ReadingsSubscriber;
}

/** The socket of an aedes client (its `conn`), when the connection is one. */
function socketOf(connection: object): { cork(): void; uncork(): void } | undefined {
  const conn = (connection as { conn?: { cork?: unknown; uncork?: unknown } }).conn;
  return conn && typeof conn.cork === 'function' && typeof conn.uncork === 'function'
    ? (conn as { cork(): void; uncork(): void })
    : undefined;
}

const notListening = () => new Error('The server is not storing readings right now; publish again later');

/**
 * Readings from the embedded aedes broker, taken in-process from its authorizePublish hook rather than
 * through an MQTT client subscribed over TCP. aedes (lib/handlers/publish.js) writes a QoS 1 PUBACK only
 * after authorizePublish calls back and before any subscriber sees the message, so calling back once the
 * batch holding the message is committed means: a PUBACK is sent only for a stored message; if storing
 * fails the device gets no PUBACK, is disconnected, and sends the message again when it reconnects
 * (at least once, end to end). Messages are grouped per lane: a lane stores whatever arrived while its
 * previous batch was being written (group commit), so an idle server answers at once and a busy one
 * writes large batches. The PUBACKs of one connection leave in the order its messages arrived, as MQTT asks.
 * aedes reads a connection's next packets only after these have called back, which bounds what is buffered.
 */
export function createBrokerIntake(options: BrokerIntakeOptions = {}): BrokerIntake {
  /** Per connection, its messages not yet answered, in arrival order. */
  const waiting = new WeakMap<object, Pending[]>();
  let system: SystemServices | null = null;
  let accepting = false;

  /**
   * Answers the settled messages at the head of a connection's queue. aedes writes each PUBACK as soon as
   * its verdict is given: the socket is corked meanwhile, so a batch's PUBACKs to one device leave in one
   * write (one system call, not one per message: those showed as the largest item in MQTT profiles).
   */
  function answer(connection: object) {
    const queue = waiting.get(connection);
    if (!queue) return;
    const socket = socketOf(connection);
    socket?.cork();
    let head = 0;
    while (head < queue.length && queue[head]!.outcome !== undefined) {
      const item = queue[head]!;
      head += 1;
      item.verdict(item.outcome!);
    }
    socket?.uncork();
    if (head === queue.length) waiting.delete(connection);
    else if (head > 0) queue.splice(0, head);
  }

  const batches = new MessageBatches<Pending>({
    maxMessages: options.maxBatch ?? INTAKE_MAX_BATCH,
    maxReadings: INTAKE_MAX_READINGS,
    lanes: options.lanes ?? INTAKE_LANES,
    // Group commit: a lane stores whatever arrived while its previous batch was being written.
    gatherMs: 0,
    store: options.store,
    settled(batch, outcome) {
      for (const item of batch) item.outcome = outcome;
      for (const connection of new Set(batch.map((item) => item.connection))) answer(connection);
    },
  });

  return {
    accept(connection, topic, target, payload, verdict) {
      if (!accepting) return verdict(notListening());
      const refused = (reason: string) => system?.log.warn({ topic }, reason);
      const item: Pending = { entries: entriesOfTarget(target, payload, refused), connection, verdict, outcome: undefined };
      const queue = waiting.get(connection);
      if (queue) queue.push(item);
      else waiting.set(connection, [item]);
      batches.add(topic, item);
    },
    open(running) {
      system = running;
      batches.storeWith(running);
      accepting = true;
      const subscriber: ReadingsSubscriber = {
        ready: Promise.resolve(),
        handled: () => batches.handled(),
        /** Refuses new messages (unacknowledged: devices send them again later), stores what is buffered. */
        async stop() {
          accepting = false;
          await batches.flushAll();
        },
        async start() {
          accepting = true;
        },
      };
      return subscriber;
    },
  };
}
