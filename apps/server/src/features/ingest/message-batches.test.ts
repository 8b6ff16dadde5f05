import { describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../scope/scope.js';
import type { SystemServices } from '../../scope/app-services.js';
import type { IngestEntry } from './ingest-types.js';
import { MessageBatches, type BatchedMessage, type StoreBatch } from './message-batches.js';
import { until } from '../../../test/until.js';

interface Message extends BatchedMessage {
  name: string;
}

/** A message of `readings` readings; the store below reads the name back from the first entry's value. */
const message = (name: string, readings = 1): Message => ({
  name,
  entries: Array.from({ length: readings }, () => ({ value: name }) as unknown as IngestEntry),
});
const namesOf = (entries: readonly IngestEntry[]) => [...new Set(entries.map((e) => (e as unknown as { value: string }).value))];

const system = { log: SILENT_LOG } as unknown as SystemServices;
const dataError = () => Object.assign(new Error('invalid input'), { code: '22P02' });

/** Batches whose store records each batch's message names and answers as `answer` says. */
function recorded(
  answer: (names: string[]) => 'ok' | Error,
  options: { maxMessages?: number; maxReadings?: number; lanes?: number; firstStoreWaitsFor?: Promise<void> } = {},
) {
  const stores: string[][] = [];
  const settled: Array<{ names: string[]; outcome: string }> = [];
  const store: StoreBatch = async ({ entries }) => {
    const names = namesOf(entries);
    stores.push(names);
    if (stores.length === 1) await options.firstStoreWaitsFor;
    const result = answer(names);
    if (result instanceof Error) throw result;
    return { stored: entries.length, errors: [] } as unknown as Awaited<ReturnType<StoreBatch>>;
  };
  const batches = new MessageBatches<Message>({
    maxMessages: options.maxMessages ?? 100,
    maxReadings: options.maxReadings ?? 1000,
    lanes: options.lanes ?? 1,
    gatherMs: 0,
    store,
    settled: (messages, outcome) => settled.push({ names: messages.map((m) => m.name), outcome: outcome ? outcome.message : 'stored' }),
  });
  batches.storeWith(system);
  return { batches, stores, settled };
}

describe('MessageBatches (the MQTT transports’ batching core)', () => {
  it('stores what arrives in one turn as one batch, and what arrives while it is written as the next', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { batches, stores, settled } = recorded(() => 'ok', { firstStoreWaitsFor: gate });
    batches.add('t/a', message('a'));
    batches.add('t/b', message('b'));
    await until(
      async () => stores.length,
      (count) => count === 1,
    );
    // The second batch is gathered while the first is being written.
    batches.add('t/c', message('c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stores).toHaveLength(1);
    release();
    await batches.flushAll();
    expect(stores).toEqual([['a', 'b'], ['c']]);
    expect(settled).toEqual([
      { names: ['a', 'b'], outcome: 'stored' },
      { names: ['c'], outcome: 'stored' },
    ]);
    expect(batches.handled()).toBe(3);
  });

  it('cuts a batch at its readings limit, keeping the order', async () => {
    const { batches, stores } = recorded(() => 'ok', { maxReadings: 1000 });
    for (const name of ['g1', 'g2', 'g3']) batches.add('gateway', message(name, 500));
    await batches.flushAll();
    expect(stores).toEqual([['g1', 'g2'], ['g3']]);
    expect(batches.bufferedReadings()).toBe(0);
  });

  it('stores a batch the database refuses as data message by message, and drops (acknowledges) the one it still refuses', async () => {
    const { batches, stores, settled } = recorded((names) => (names.includes('poison') ? dataError() : 'ok'));
    for (const name of ['a', 'poison', 'b']) batches.add('t', message(name));
    await batches.flushAll();
    expect(stores).toEqual([['a', 'poison', 'b'], ['a'], ['poison'], ['b']]);
    expect(settled.map((s) => `${s.names.join()}:${s.outcome}`)).toEqual(['a:stored', 'poison:stored', 'b:stored']);
    expect(batches.handled()).toBe(3);
  });

  it('hands back a batch it could not store, unacknowledged, so the transport has it sent again', async () => {
    const { batches, settled } = recorded(() => new Error('Connection terminated unexpectedly'));
    batches.add('t', message('a'));
    batches.add('t', message('b'));
    await batches.flushAll();
    expect(settled).toEqual([{ names: ['a', 'b'], outcome: 'Connection terminated unexpectedly' }]);
    expect(batches.handled()).toBe(0);
  });

  it('keeps each topic in its own lane, in order, when lanes run side by side', async () => {
    const { batches, stores } = recorded(() => 'ok', { lanes: 4, maxMessages: 2 });
    const topics = ['s/1', 's/2', 's/3', 's/4', 's/5'];
    for (let round = 0; round < 4; round += 1) for (const topic of topics) batches.add(topic, message(`${topic}#${round}`));
    await batches.flushAll();
    for (const topic of topics) {
      const order = stores.flat().filter((name) => name.startsWith(`${topic}#`));
      expect(order).toEqual([0, 1, 2, 3].map((round) => `${topic}#${round}`));
    }
    expect(batches.handled()).toBe(20);
    expect(stores.every((batch) => batch.length <= 2)).toBe(true);
  });

  it('refuses to store before it is given the services, unacknowledged', async () => {
    const settled: string[] = [];
    const batches = new MessageBatches<Message>({
      maxMessages: 10,
      maxReadings: 10,
      lanes: 1,
      gatherMs: 5,
      settled: (messages, outcome) => settled.push(`${messages.map((m) => m.name).join()}:${outcome?.message}`),
    });
    batches.add('t', message('early'));
    await batches.flushAll();
    expect(settled).toEqual(['early:The server is not storing readings right now; publish again later']);
  });
});
