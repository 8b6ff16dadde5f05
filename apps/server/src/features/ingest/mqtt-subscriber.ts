import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { SystemServices } from '../../scope/app-services.js';
import type { IngestEntry } from './ingest-types.js';
import { holdPubacks, type SendHeldPubacks } from './held-pubacks.js';
import { MessageBatches, type BatchedMessage } from './message-batches.js';
import { entriesOfMessage } from './mqtt-messages.js';
import { INGEST_TOPIC_FILTERS } from './mqtt-topics.js';

export interface ReadingsSubscriberOptions {
  url: string;
  /** Stable id: with `clean: false` the broker keeps this session's messages while the server is away. */
  clientId: string;
  username?: string;
  password?: string;
  /** MQTT shared-subscription group, so that N server instances split the stream (EMQX, Mosquitto 2). */
  sharedGroup?: string;
  /** A lane's batch is stored after this many milliseconds or this many messages, whichever comes first. */
  flushMs?: number;
  maxBatch?: number;
  /** …or once it holds this many readings (gateways send many per message); a batch is cut there too. */
  maxReadings?: number;
  /** Batches stored side by side; each sensor always uses the same lane, so its readings stay in order. */
  lanes?: number;
  /**
   * Drain another instance's session (mqtt-session-takeover.ts): connect as `clientId`, unsubscribe it from
   * the stream so nothing new is queued for it, and store what the broker still hands over; no reconnect,
   * so a peer that comes back for its session wins it.
   */
  drain?: boolean;
}

export interface ReadingsSubscriber {
  /** Resolves once connected and subscribed. */
  ready: Promise<void>;
  /** Messages stored (or refused as invalid) so far, for tests and metrics. */
  handled(): number;

  /** Stores what is buffered, then disconnects; the broker keeps the session and queues new messages. */
  stop(): Promise<void>;
  /** Connects again with the same session (after `stop`). */
  start(): Promise<void>;
}

/** What a session drain watches (mqtt-session-drain.ts). */
export interface SubscriberProgress {
  /** Messages received and not yet acknowledged. */
  pending(): number;
  /** Whether the connection is up (a drained session's may be taken back by its owner). */
  connected(): boolean;
}

/**
 * Messages per stored batch at most, and lanes side by side, by default. The alert engine's work in a
 * batch is per appliance, whatever its number of readings, and each batch pays its round trips: fewer,
 * larger batches cost less per reading. One lane: PUBACKs leave in arrival order, so lanes side by side
 * advance in step anyway (a lane's acknowledgements wait for the other's earlier messages), and with the
 * 8,000 messages the shipped Mosquitto configuration keeps in flight, one lane of 4,000 is double-buffered:
 * the broker sends the next batch while this one commits. Under load the path is bound by that window
 * (two batches in flight, each waiting on its round trips) as much as by CPU: batches of 2,000 in a window
 * of 4,000 against 1,000 in 2,000, back to back on the shared bench box, single readings through Mosquitto
 * used 15 + 15 ms of Node and PostgreSQL CPU per 1,000 instead of 17 + 19 (one server), 14 + 20 instead of
 * 19 + 31 (two servers), and reached 0.33–0.34 of a raw insert instead of 0.29–0.33. Then 4,000 in 8,000
 * against 2,000 in 4,000, alternating (three pairs, one server): PostgreSQL 14.9, 17.2, 14.0 ms per 1,000
 * against 18.1, 18.3, 19.3 (20 readings of each of the bench's 100 sensors per batch became 40, so the
 * engine's per-appliance work and the sensors' latest-data update are paid half as often).
 */
export const SUBSCRIBER_MAX_BATCH = 4000;
export const SUBSCRIBER_LANES = 1;
/**
 * Readings per stored batch at most, by default: up to eight gateway messages of 1,000 (or sixteen of 500)
 * share a batch and each appliance's engine pass (gateway benchmark: PostgreSQL CPU per 1,000 readings
 * ~30 ms with batches cut at 1,000 readings, ~20 at 4,000, ~15 at 8,000; 0.58 of a raw insert at 8,000
 * against 0.39 at 4,000 with one server, 0.81 against 0.64 with two, back to back).
 */
export const SUBSCRIBER_MAX_READINGS = 8000;

interface Buffered extends BatchedMessage {
  messageId: number | undefined;
  generation: number;
  /** Stored (or given up on): its PUBACK may go once every earlier message is done too. */
  done: boolean;
}

/**
 * The server's MQTT subscriber: QoS 1 on the readings topics (devices' and gateways') with a persistent session. Messages
 * are stored in batches, in lanes side by side (one by default; a sensor always in the same lane, so its readings
 * keep their order), and each PUBACK is sent only once its message is stored and, as MQTT wants, in the
 * order the messages arrived. The broker keeps (and redelivers after a reconnect) anything not stored.
 * mqtt.js handles one message at a time and acknowledges as soon as `handleMessage` calls back; to batch
 * and still acknowledge late, `handleMessage` calls back at once and the PUBACK packets themselves are held.
 */
export function startReadingsSubscriber(
  system: SystemServices,
  options: ReadingsSubscriberOptions,
): ReadingsSubscriber & SubscriberProgress {
  const maxBatch = options.maxBatch ?? SUBSCRIBER_MAX_BATCH;
  const maxReadings = options.maxReadings ?? SUBSCRIBER_MAX_READINGS;
  const laneCount = Math.max(1, options.lanes ?? SUBSCRIBER_LANES);
  const topics = INGEST_TOPIC_FILTERS.map((filter) => (options.sharedGroup ? `$share/${options.sharedGroup}/${filter}` : filter));

  let client: MqttClient;
  let sendHeldPubacks: SendHeldPubacks;
  let generation = 0;
  let stopped = false;
  /** Every message not yet acknowledged, in arrival order. */
  let arrivals: Buffered[] = [];
  /** Message ids not yet acknowledged: true once mqtt.js has produced (and holdPubacks held) the PUBACK. */
  const heldAcks = new Map<number, boolean>();
  const batches = new MessageBatches<Buffered>({
    maxMessages: maxBatch,
    maxReadings,
    lanes: laneCount,
    gatherMs: options.flushMs ?? 20,
    settled(batch, outcome) {
      if (outcome === null) for (const item of batch) item.done = true;
      else {
        // Nothing of this batch is acknowledged: reconnecting makes the broker send it again.
        for (const item of batch) if (item.messageId !== undefined) heldAcks.delete(item.messageId);
        if (!stopped) client.reconnect();
      }
      releaseAcks();
    },
  });
  batches.storeWith(system);

  function entriesOf(packet: IPublishPacket): IngestEntry[] {
    return entriesOfMessage(packet.topic, packet.payload, (reason) => system.log.warn({ topic: packet.topic }, reason));
  }

  /** Sends the PUBACKs of the stored messages at the head of the arrival order. */
  function releaseAcks() {
    let head = 0;
    const release: number[] = [];
    // Messages of a lost connection are skipped: the broker redelivers them, nothing waits for them.
    while (head < arrivals.length && (arrivals[head]!.done || arrivals[head]!.generation !== generation)) {
      const item = arrivals[head]!;
      head += 1;
      if (item.messageId === undefined || item.generation !== generation) continue;
      // A PUBACK mqtt.js has not produced yet (its handleMessage callback waits on backpressure) is not
      // held when it comes: with the id gone from heldAcks, holdPubacks lets it go at once.
      if (heldAcks.get(item.messageId)) release.push(item.messageId);
      heldAcks.delete(item.messageId);
    }
    sendHeldPubacks(release);
    if (head > 0) arrivals = arrivals.slice(head);
  }

  function open(): Promise<void> {
    stopped = false;
    client = mqtt.connect(options.url, {
      clientId: options.clientId,
      clean: false,
      username: options.username,
      password: options.password,
      reconnectPeriod: options.drain ? 0 : 1000,
      connectTimeout: 10_000,
      // mqtt.js logs through `debug` several times per packet; even disabled, that was a few per cent of
      // the subscriber's CPU per single-reading message.
      log: () => undefined,
      // The session keeps the subscription; resubscribing on reconnect is harmless and covers a broker restart.
      resubscribe: !options.drain,
    });
    sendHeldPubacks = holdPubacks(client, (puback) => {
      if (puback.messageId === undefined || !heldAcks.has(puback.messageId)) return false;
      heldAcks.set(puback.messageId, true);
      return true;
    });
    client.on('close', () => {
      // Held acknowledgements belong to the lost connection; the broker redelivers those messages.
      generation += 1;
      heldAcks.clear();
    });
    client.on('error', (error) => system.log.error({ err: error }, 'MQTT subscriber error'));
    client.handleMessage = (packet, callback) => {
      const item: Buffered = {
        entries: entriesOf(packet),
        messageId: packet.qos === 1 ? packet.messageId : undefined,
        generation,
        done: false,
      };
      if (item.messageId !== undefined) heldAcks.set(item.messageId, false);
      arrivals.push(item);
      batches.add(packet.topic, item);
      // Backpressure: with this much not yet stored, read no further until a lane has stored its batch
      // (checked on the cheap count first: this runs for every message).
      if (arrivals.length >= 4 * maxBatch * laneCount || batches.bufferedReadings() >= 4 * maxReadings * laneCount) {
        const stored = batches.anyStored();
        if (stored) return void stored.then(() => callback());
      }
      callback();
    };
    const ready = new Promise<void>((resolve, reject) => {
      client.on('connect', (connack) => {
        if (options.drain) {
          // A session that is not there has nothing to drain; one that is leaves the group first.
          if (!connack.sessionPresent) return resolve();
          return client.unsubscribe(topics, (error) => (error ? reject(error) : resolve()));
        }
        // On every connect, not only the first: a peer that drained this session while we were away
        // unsubscribed it.
        client.subscribe(topics, { qos: 1 }, (error, granted) => {
          if (error) return reject(error);
          const refused = granted?.filter((g) => g.qos > 2).map((g) => g.topic) ?? [];
          if (refused.length > 0) return reject(new Error(`MQTT: the broker refused the subscription to ${refused.join(', ')}`));
          resolve();
        });
      });
      client.once('error', (error) => reject(error));
    });
    ready.catch(() => undefined);
    return ready;
  }

  const subscriber: ReadingsSubscriber & SubscriberProgress = {
    ready: open(),
    handled: () => batches.handled(),
    pending: () => arrivals.length,
    connected: () => client.connected,
    async stop() {
      stopped = true;
      await batches.flushAll();
      await client.endAsync();
    },
    async start() {
      if (!stopped) return;
      subscriber.ready = open();
      await subscriber.ready;
    },
  };
  return subscriber;
}
