import mqtt, { type IPublishPacket, type MqttClient, type Packet } from 'mqtt';
import type { AlertServices } from '../alerts/alert-notifications.service.js';
import { ingestEntries, type IngestEntry } from './ingest.service.js';
import { entriesOfMessage, isDataError, laneOf } from './mqtt-messages.js';
import { READINGS_TOPIC_FILTER } from './mqtt-topics.js';

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
  /** Batches stored side by side; each sensor always uses the same lane, so its readings stay in order. */
  lanes?: number;
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

type SendPacket = (packet: Packet, cb?: (error?: Error) => void, cbStorePut?: () => void, noStore?: boolean) => void;

interface Buffered {
  entries: IngestEntry[];
  messageId: number | undefined;
  generation: number;
  /** Stored (or given up on): its PUBACK may go once every earlier message is done too. */
  done: boolean;
}

interface Lane {
  buffer: Buffered[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

/**
 * The server's MQTT subscriber: QoS 1 on `ks/+/sensors/+/readings` with a persistent session. Messages
 * are stored in batches, in a few lanes side by side (a sensor always in the same lane, so its readings
 * keep their order), and each PUBACK is sent only once its message is stored and, as MQTT wants, in the
 * order the messages arrived. The broker keeps (and redelivers after a reconnect) anything not stored.
 * mqtt.js handles one message at a time and acknowledges as soon as `handleMessage` calls back; to batch
 * and still acknowledge late, `handleMessage` calls back at once and the PUBACK packets themselves are held.
 */
export function startReadingsSubscriber(services: AlertServices, options: ReadingsSubscriberOptions): ReadingsSubscriber {
  const flushMs = options.flushMs ?? 20;
  const maxBatch = options.maxBatch ?? 500;
  const laneCount = Math.max(1, options.lanes ?? 4);
  const topic = options.sharedGroup ? `$share/${options.sharedGroup}/${READINGS_TOPIC_FILTER}` : READINGS_TOPIC_FILTER;

  let client: MqttClient;
  let originalSend: SendPacket;
  let generation = 0;
  let handledCount = 0;
  let stopped = false;
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({ buffer: [], timer: null, flushing: null }));
  /** Every message not yet acknowledged, in arrival order. */
  let arrivals: Buffered[] = [];
  const heldAcks = new Map<number, Packet>();

  function entriesOf(packet: IPublishPacket): IngestEntry[] {
    return entriesOfMessage(packet.topic, packet.payload);
  }

  /** Sends the PUBACKs of the stored messages at the head of the arrival order. */
  function releaseAcks() {
    let head = 0;
    // Messages of a lost connection are skipped: the broker redelivers them, nothing waits for them.
    while (head < arrivals.length && (arrivals[head]!.done || arrivals[head]!.generation !== generation)) {
      const item = arrivals[head]!;
      head += 1;
      if (item.messageId === undefined || item.generation !== generation) continue;
      const ack = heldAcks.get(item.messageId);
      heldAcks.delete(item.messageId);
      if (ack && ack.cmd === 'puback') originalSend(ack);
    }
    if (head > 0) arrivals = arrivals.slice(head);
  }

  async function store(batch: Buffered[]): Promise<void> {
    try {
      const result = await ingestEntries(
        services,
        batch.flatMap((b) => b.entries),
      );
      if (result.errors.length > 0) services.log(`MQTT: ${result.errors.length} reading(s) refused, first: ${result.errors[0]!.message}`);
      handledCount += batch.length;
      for (const item of batch) item.done = true;
    } catch (error) {
      if (isDataError(error) && batch.length > 1) {
        // One bad message must not hold the stream hostage: store the batch message by message.
        for (const item of batch) await store([item]);
        return;
      }
      if (isDataError(error)) {
        // A message the database refuses (poison): acknowledged and dropped, so it is not redelivered forever.
        services.log('MQTT: dropping a message the database refuses', error);
        handledCount += batch.length;
        for (const item of batch) item.done = true;
        return;
      }
      // Nothing of this batch is acknowledged: reconnecting makes the broker send it again.
      services.log('MQTT: storing a batch failed; reconnecting so the broker redelivers it', error);
      for (const item of batch) if (item.messageId !== undefined) heldAcks.delete(item.messageId);
      if (!stopped) client.reconnect();
    }
  }

  async function flush(lane: Lane): Promise<void> {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    const batch = lane.buffer;
    lane.buffer = [];
    if (batch.length > 0) await store(batch);
    releaseAcks();
  }

  function scheduleFlush(lane: Lane) {
    if (lane.flushing) return;
    lane.flushing = flush(lane).finally(() => {
      lane.flushing = null;
      if (lane.buffer.length >= maxBatch) scheduleFlush(lane);
      else if (lane.buffer.length > 0 && !lane.timer) lane.timer = setTimeout(() => scheduleFlush(lane), flushMs);
    });
  }

  function open(): Promise<void> {
    stopped = false;
    client = mqtt.connect(options.url, {
      clientId: options.clientId,
      clean: false,
      username: options.username,
      password: options.password,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      // The session keeps the subscription; resubscribing on reconnect is harmless and covers a broker restart.
      resubscribe: true,
    });
    const internals = client as unknown as { _sendPacket: SendPacket };
    originalSend = internals._sendPacket.bind(client);
    internals._sendPacket = (packet, cb, cbStorePut, noStore) => {
      if (packet.cmd === 'puback' && packet.messageId !== undefined && heldAcks.has(packet.messageId)) {
        heldAcks.set(packet.messageId, packet);
        cb?.();
        return;
      }
      originalSend(packet, cb, cbStorePut, noStore);
    };
    client.on('close', () => {
      // Held acknowledgements belong to the lost connection; the broker redelivers those messages.
      generation += 1;
      heldAcks.clear();
    });
    client.on('error', (error) => services.log('MQTT subscriber error', error));
    client.handleMessage = (packet, callback) => {
      const item: Buffered = {
        entries: entriesOf(packet),
        messageId: packet.qos === 1 ? packet.messageId : undefined,
        generation,
        done: false,
      };
      if (item.messageId !== undefined) heldAcks.set(item.messageId, packet);
      arrivals.push(item);
      const lane = lanes[laneOf(packet.topic, laneCount)]!;
      lane.buffer.push(item);
      if (lane.buffer.length >= maxBatch) scheduleFlush(lane);
      else if (!lane.timer && !lane.flushing) lane.timer = setTimeout(() => scheduleFlush(lane), flushMs);
      // Backpressure: with this much not yet stored, read no further until a lane has stored its batch.
      const waiting = lanes.map((l) => l.flushing).filter((p): p is Promise<void> => p !== null);
      if (arrivals.length >= 4 * maxBatch * laneCount && waiting.length > 0) void Promise.race(waiting).then(() => callback());
      else callback();
    };
    const ready = new Promise<void>((resolve, reject) => {
      client.once('connect', () => {
        client.subscribe(topic, { qos: 1 }, (error, granted) => {
          if (error) return reject(error);
          if (granted?.some((g) => g.qos > 2)) return reject(new Error(`MQTT: the broker refused the subscription to ${topic}`));
          resolve();
        });
      });
      client.once('error', (error) => reject(error));
    });
    ready.catch(() => undefined);
    return ready;
  }

  const subscriber: ReadingsSubscriber = {
    ready: open(),
    handled: () => handledCount,
    async stop() {
      stopped = true;
      for (;;) {
        const busy = lanes.filter((l) => l.flushing || l.buffer.length > 0);
        if (busy.length === 0) break;
        await Promise.all(busy.map((l) => l.flushing ?? flush(l)));
      }
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
