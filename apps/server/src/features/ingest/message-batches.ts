import type { SystemServices } from '../../scope/app-services.js';
import { isDataError } from '../../db/pg-errors.js';
import { ingestEntries } from './ingest.service.js';
import type { IngestEntry, IngestResult } from './ingest-types.js';
import { laneOf } from './mqtt-messages.js';

/** One MQTT message waiting in a lane: its readings (the transport adds how it is acknowledged). */
export interface BatchedMessage {
  entries: IngestEntry[];
}

/** Stores the readings of a batch (tests replace it to act out a database failure). */
export type StoreBatch = (batch: { system: SystemServices; entries: IngestEntry[] }) => Promise<IngestResult>;

export interface MessageBatchesOptions<T extends BatchedMessage> {
  /** Messages per stored batch at most. */
  maxMessages: number;
  /** Readings per stored batch at most (a gateway's message holds up to 1,000): a batch is cut there. */
  maxReadings: number;
  /** Batches stored side by side; a topic (a sensor, a gateway) always uses the same lane, so its readings keep their order. */
  lanes: number;
  /**
   * How long a lane's first message waits for more before its batch is stored: 0 stores whatever arrived
   * in the same turn of the event loop (group commit: an idle server answers at once, a busy one writes
   * large batches); more waits that many milliseconds unless the batch fills first.
   */
  gatherMs: number;
  store?: StoreBatch;
  /**
   * How the batch's messages came out: `null` stored (or refused as invalid, or dropped as a message the
   * database refuses: acknowledged so it is not sent forever), an error when storing failed and the
   * transport must have them sent again. Called once per message, in lane order.
   */
  settled(messages: readonly T[], outcome: Error | null): void;
}

interface Lane<T> {
  buffer: T[];
  /** Readings in `buffer`. */
  readings: number;
  /** Cancels the wait for more messages that will store the lane's next batch, when one is set. */
  cancelGather: (() => void) | null;
  flushing: Promise<void> | null;
}

/**
 * The batching core both MQTT transports share (the embedded broker's intake and the subscriber used with
 * Mosquitto): messages wait in lanes, each lane stores one batch at a time, cut by messages and readings,
 * and one bad message never holds the others hostage (a batch the database refuses as data is stored
 * message by message, and a message it still refuses is dropped, logged). How a stored message is
 * acknowledged (a held PUBACK packet, an aedes verdict) is the transport's, through `settled`.
 */
export class MessageBatches<T extends BatchedMessage> {
  private readonly lanes: Lane<T>[];
  private readonly store: StoreBatch;
  private handledCount = 0;
  private system: SystemServices | null = null;

  constructor(private readonly options: MessageBatchesOptions<T>) {
    this.store = options.store ?? ingestEntries;
    this.lanes = Array.from({ length: Math.max(1, options.lanes) }, () => ({
      buffer: [],
      readings: 0,
      cancelGather: null,
      flushing: null,
    }));
  }

  /** The services batches are stored with; nothing is stored before they are given. */
  storeWith(system: SystemServices): void {
    this.system = system;
  }

  /** Messages stored (or refused as invalid, or dropped as poison) so far. */
  handled(): number {
    return this.handledCount;
  }

  /** Messages waiting in the lanes (not yet in a batch being stored). */
  bufferedMessages(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.buffer.length, 0);
  }

  bufferedReadings(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.readings, 0);
  }

  /** Settles once some lane's batch being stored now is done; null when none is being stored. */
  anyStored(): Promise<void> | null {
    const flushing = this.lanes.map((lane) => lane.flushing).filter((p): p is Promise<void> => p !== null);
    return flushing.length > 0 ? Promise.race(flushing) : null;
  }

  /** Queues a message published on `topic`; its batch is stored as `gatherMs` says. */
  add(topic: string, message: T): void {
    const lane = this.lanes[laneOf(topic, this.lanes.length)]!;
    lane.buffer.push(message);
    lane.readings += message.entries.length;
    if (this.full(lane)) void this.flushSoon(lane);
    else if (!lane.cancelGather && !lane.flushing) this.gather(lane);
  }

  /** Stores everything queued, until the lanes are empty. */
  async flushAll(): Promise<void> {
    for (;;) {
      const busy = this.lanes.filter((lane) => lane.flushing || lane.buffer.length > 0);
      if (busy.length === 0) return;
      await Promise.all(busy.map((lane) => lane.flushing ?? this.flushSoon(lane)));
    }
  }

  private full(lane: Lane<T>): boolean {
    return lane.buffer.length >= this.options.maxMessages || lane.readings >= this.options.maxReadings;
  }

  private gather(lane: Lane<T>): void {
    const run = () => void this.flushSoon(lane);
    if (this.options.gatherMs > 0) {
      const timer = setTimeout(run, this.options.gatherMs);
      lane.cancelGather = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(run);
      lane.cancelGather = () => clearImmediate(immediate);
    }
  }

  /** Starts storing the lane's next batch unless one is being stored; resolves when that one is done. */
  private flushSoon(lane: Lane<T>): Promise<void> {
    if (lane.flushing) return lane.flushing;
    lane.cancelGather?.();
    lane.cancelGather = null;
    const batch = this.cut(lane);
    lane.flushing = this.write(batch).finally(() => {
      lane.flushing = null;
      if (this.full(lane)) void this.flushSoon(lane);
      else if (lane.buffer.length > 0 && !lane.cancelGather) this.gather(lane);
    });
    return lane.flushing;
  }

  /** Up to maxMessages messages and maxReadings readings, at least one message; the rest waits. */
  private cut(lane: Lane<T>): T[] {
    let count = 0;
    let readings = 0;
    while (count < lane.buffer.length && count < this.options.maxMessages && readings < this.options.maxReadings) {
      readings += lane.buffer[count]!.entries.length;
      count += 1;
    }
    lane.readings -= readings;
    return lane.buffer.splice(0, count);
  }

  private async write(batch: T[]): Promise<void> {
    if (batch.length === 0) return;
    const system = this.system;
    if (!system) return this.options.settled(batch, new Error('The server is not storing readings right now; publish again later'));
    try {
      const result = await this.store({ system, entries: batch.flatMap((message) => message.entries) });
      if (result.errors.length > 0)
        system.log.warn(
          { refused: result.errors.length },
          `MQTT: ${result.errors.length} reading(s) refused, first: ${result.errors[0]!.message}`,
        );
      this.stored(batch);
    } catch (error) {
      if (isDataError(error) && batch.length > 1) {
        // One bad message must not hold the others hostage: store the batch message by message.
        for (const message of batch) await this.write([message]);
        return;
      }
      if (isDataError(error)) {
        // A message the database refuses (poison): acknowledged and dropped, so it is not sent forever.
        system.log.error({ err: error }, 'MQTT: dropping a message the database refuses');
        this.stored(batch);
        return;
      }
      system.log.error({ err: error }, 'MQTT: storing a batch failed; nothing of it is acknowledged, so it is sent again');
      this.options.settled(batch, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private stored(batch: T[]): void {
    this.handledCount += batch.length;
    this.options.settled(batch, null);
  }
}
