import { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolUnitQueue } from './protocol-unit-queue.js';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => {
  await db?.close();
});

/** The type bytes of the backend messages in a response (E is an ErrorResponse). */
function messageTypes(chunks: Uint8Array[]): string {
  const bytes = Buffer.concat(chunks);
  const types: string[] = [];
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) types.push(String.fromCharCode(bytes[at]!));
  return types.join('');
}

function connection(queue: ProtocolUnitQueue, id: number) {
  const received: Uint8Array[] = [];
  return { received, send: (message: Buffer) => queue.enqueue(id, new Uint8Array(message), (data) => received.push(Buffer.from(data))) };
}

describe('ProtocolUnitQueue', () => {
  it('holds another connection’s simple query until a parameterized exchange reaches its Sync', async () => {
    const queue = new ProtocolUnitQueue(db);
    const a = connection(queue, 1);
    const b = connection(queue, 2);
    // A's Parse has run; B's simple query arrives before A's Bind (a socket read in between).
    await a.send(serialize.parse({ name: '', text: 'SELECT $1::int AS n', types: [] }));
    const bQuery = b.send(serialize.query('SELECT 1'));
    await a.send(serialize.bind({ values: ['7'] }));
    await a.send(serialize.execute());
    await a.send(serialize.sync());
    await bQuery;
    // Without the hold, B's query drops the unnamed statement and A's Bind fails: "1EZ" and an E.
    expect(messageTypes(a.received)).toBe('12DCZ');
    expect(messageTypes(b.received)).toBe('TDCZ');
  });

  it('keeps a transaction block to its connection and rolls back one left open by a closed connection', async () => {
    const queue = new ProtocolUnitQueue(db);
    const a = connection(queue, 1);
    const b = connection(queue, 2);
    await a.send(serialize.query('CREATE TABLE IF NOT EXISTS unit_probe (n int)'));
    await a.send(serialize.query('BEGIN'));
    await a.send(serialize.query('INSERT INTO unit_probe VALUES (1)'));
    let bDone = false;
    const bCount = b.send(serialize.query('SELECT count(*) FROM unit_probe')).then(() => (bDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bDone).toBe(false);
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    await bCount;
    expect(db.isInTransaction()).toBe(false);
    expect((await db.query<{ c: number }>('SELECT count(*)::int AS c FROM unit_probe')).rows[0]!.c).toBe(0);
  });
});
