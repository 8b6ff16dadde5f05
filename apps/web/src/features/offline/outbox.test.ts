import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepActivation, keptActivation } from './activation-store';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { flushOutbox, queueAnswer, queueSubmit, waitingEntries, type OutboxTransport } from './outbox';
import type { OutboxAnswer, OutboxSubmit } from './outbox-entry';

const owner = 'cook-1:client-1';
const activationId = 'activation-1';

/** A server reached through a switch: off, every call fails like a dropped Wi-Fi; refusals by answer. */
function fakeServer() {
  const server = {
    online: true,
    refuse: new Set<string>(),
    answers: [] as Array<{
      id: string;
      partId: string;
      answer: unknown;
      fileIds: string[];
      answeredAt: string;
      applianceId: string | null;
    }>,
    submits: [] as Array<{ id: string; submittedAt: string; signatureFileId?: string | null }>,
    uploads: [] as string[],
  };
  const offline = () => new TypeError('Failed to fetch');
  const transport: OutboxTransport = {
    async upload(file) {
      if (!server.online) throw offline();
      server.uploads.push(file.name);
      return `file-${server.uploads.length}`;
    },
    async sendAnswer(entry: OutboxAnswer, fileIds) {
      if (!server.online) throw offline();
      if (server.refuse.has(entry.partId))
        throw { graphQLErrors: [{ message: 'This checklist is not open now', extensions: { code: 'ACTIVATION_CLOSED' } }] };
      // Idempotent by the entry's id, as the server is.
      if (!server.answers.some((stored) => stored.id === entry.id)) {
        server.answers.push({
          id: entry.id,
          partId: entry.partId,
          answer: entry.answer,
          fileIds,
          answeredAt: entry.savedAt,
          applianceId: entry.applianceId ?? null,
        });
      }
    },
    async sendSubmit(entry: OutboxSubmit, signatureFileId) {
      if (!server.online) throw offline();
      server.submits.push({ id: entry.id, submittedAt: entry.savedAt, ...(signatureFileId ? { signatureFileId } : {}) });
      return { id: 'submission-1', score: 100 };
    },
    isNetworkFailure: (error) => error instanceof TypeError,
  };
  return { server, transport };
}

let db: OfflineDb;
let name = 0;
beforeEach(async () => {
  name += 1;
  db = await openOfflineDb(`outbox-test-${name}`);
});
afterEach(() => db.close());

const answer = (partId: string, extra: Partial<OutboxAnswer> = {}) =>
  queueAnswer(db, { activationId, owner, partId, actionName: `Action ${partId}`, answer: { acknowledged: true }, files: [], ...extra });

describe('the checklist outbox', () => {
  it('keeps answers given offline with their id and time, and sends each once, in order, when the network returns', async () => {
    const { server, transport } = fakeServer();
    server.online = false;
    const first = await answer('part-1', { savedAt: '2026-11-24T06:00:00.000Z' });
    const second = await answer('part-2', { savedAt: '2026-11-24T06:01:00.000Z' });
    const submit = await queueSubmit(db, { activationId, owner, savedAt: '2026-11-24T06:02:00.000Z' });

    const offlineTry = await flushOutbox(db, owner, transport);
    expect(offlineTry).toEqual(expect.objectContaining({ interrupted: true, sent: [], refused: [] }));
    expect((await waitingEntries(db, owner, activationId)).map((entry) => entry.id)).toEqual([first.id, second.id, submit.id]);

    server.online = true;
    const back = await flushOutbox(db, owner, transport);
    expect(back.interrupted).toBe(false);
    expect(back.submitted.get(submit.id)).toEqual({ id: 'submission-1', score: 100 });
    expect(server.answers.map(({ id, answeredAt }) => ({ id, answeredAt }))).toEqual([
      { id: first.id, answeredAt: '2026-11-24T06:00:00.000Z' },
      { id: second.id, answeredAt: '2026-11-24T06:01:00.000Z' },
    ]);
    expect(server.submits).toEqual([{ id: submit.id, submittedAt: '2026-11-24T06:02:00.000Z' }]);
    expect(await waitingEntries(db, owner)).toEqual([]);
    // Nothing is left to send twice.
    await flushOutbox(db, owner, transport);
    expect(server.answers).toHaveLength(2);
  });

  it('keeps the appliance a temperature was taken at with the answer until it is sent', async () => {
    const { server, transport } = fakeServer();
    server.online = false;
    const entry = await answer('temperature-part', { answer: { temperature: 4, unit: 'C' }, applianceId: 'walk-in-fridge' });
    await flushOutbox(db, owner, transport);
    expect(await waitingEntries(db, owner, activationId)).toEqual([
      expect.objectContaining({ id: entry.id, applianceId: 'walk-in-fridge' }),
    ]);
    server.online = true;
    await flushOutbox(db, owner, transport);
    expect(server.answers).toEqual([
      expect.objectContaining({ id: entry.id, answer: { temperature: 4, unit: 'C' }, applianceId: 'walk-in-fridge' }),
    ]);
  });

  it('keeps only the newest waiting answer to an action, and gives every answer an id of its own', async () => {
    const older = await answer('part-1', { answer: { optionIndexes: [0] } });
    const newer = await answer('part-1', { answer: { optionIndexes: [1] } });
    expect(newer.id).not.toBe(older.id);
    expect(newer.id).toMatch(/^[0-9a-f-]{36}$/);
    const waiting = await waitingEntries(db, owner, activationId);
    expect(waiting).toEqual([expect.objectContaining({ id: newer.id, answer: { optionIndexes: [1] } })]);
  });

  it('uploads a photo kept as bytes once, even when the network drops between the upload and the answer', async () => {
    const { server, transport } = fakeServer();
    const photo = new NodeBlob(['jpeg bytes'], { type: 'image/jpeg' }) as unknown as Blob;
    const entry = await answer('photo-part', {
      answer: { fileIds: ['already-there'] },
      files: [{ name: 'fridge.jpg', type: 'image/jpeg', kinds: ['PICTURE'], blob: photo }],
    });
    const stored = (await waitingEntries(db, owner))[0] as OutboxAnswer;
    expect(stored.files[0]!.blob?.size).toBe(10);

    // The upload goes through, then the network drops before the answer.
    const dropAfterUpload: OutboxTransport = {
      ...transport,
      async sendAnswer() {
        throw new TypeError('Failed to fetch');
      },
    };
    expect((await flushOutbox(db, owner, dropAfterUpload)).interrupted).toBe(true);
    const afterUpload = (await waitingEntries(db, owner))[0] as OutboxAnswer;
    expect(afterUpload.files[0]).toEqual({ name: 'fridge.jpg', type: 'image/jpeg', kinds: ['PICTURE'], fileId: 'file-1' });

    await flushOutbox(db, owner, transport);
    expect(server.uploads).toEqual(['fridge.jpg']);
    expect(server.answers).toEqual([expect.objectContaining({ id: entry.id, fileIds: ['already-there', 'file-1'] })]);
  });

  it('keeps a submit with its signature offline, uploads the PNG once and sends the submit with it', async () => {
    const { server, transport } = fakeServer();
    const png = new NodeBlob(['png bytes'], { type: 'image/png' }) as unknown as Blob;
    const queued = await answer('part-1', { answer: { acknowledged: true, note: 'Checked twice' } });
    const submit = await queueSubmit(db, {
      activationId,
      owner,
      signature: { name: 'signature.png', type: 'image/png', kinds: ['PICTURE'], blob: png },
    });
    server.online = false;
    expect((await flushOutbox(db, owner, transport)).interrupted).toBe(true);
    const kept = (await waitingEntries(db, owner)).find((entry) => entry.id === submit.id) as OutboxSubmit;
    expect(kept.signature?.blob?.size).toBe(9);

    // Back online, the signature goes up, then the network drops before the submit: it is not uploaded again.
    server.online = true;
    const dropBeforeSubmit: OutboxTransport = {
      ...transport,
      async sendSubmit() {
        throw new TypeError('Failed to fetch');
      },
    };
    await flushOutbox(db, owner, dropBeforeSubmit);
    const uploaded = (await waitingEntries(db, owner))[0] as OutboxSubmit;
    expect(uploaded.signature).toEqual({ name: 'signature.png', type: 'image/png', kinds: ['PICTURE'], fileId: 'file-1' });

    await flushOutbox(db, owner, transport);
    expect(server.uploads).toEqual(['signature.png']);
    expect(server.answers).toEqual([expect.objectContaining({ id: queued.id, answer: { acknowledged: true, note: 'Checked twice' } })]);
    expect(server.submits).toEqual([{ id: submit.id, submittedAt: submit.savedAt, signatureFileId: 'file-1' }]);
    expect(await waitingEntries(db, owner)).toEqual([]);
  });

  it('reports an answer the server refuses and still sends the ones after it', async () => {
    const { server, transport } = fakeServer();
    server.refuse.add('part-1');
    const refused = await answer('part-1');
    const next = await answer('part-2');
    const result = await flushOutbox(db, owner, transport);
    expect(result.refused).toEqual([{ entry: expect.objectContaining({ id: refused.id }), error: expect.anything() }]);
    expect(result.sent.map((entry) => entry.id)).toEqual([next.id]);
    expect(await waitingEntries(db, owner)).toEqual([]);
  });

  it("sends and shows only the signed-in person's entries, and keeps each person's checklists apart", async () => {
    const { server, transport } = fakeServer();
    await queueAnswer(db, {
      activationId,
      owner: 'someone-else:client-1',
      partId: 'part-1',
      actionName: 'A',
      answer: { acknowledged: true },
      files: [],
    });
    await flushOutbox(db, owner, transport);
    expect(server.answers).toEqual([]);
    expect(await waitingEntries(db, owner)).toEqual([]);
    expect(await waitingEntries(db, 'someone-else:client-1')).toHaveLength(1);

    const data = { questActivation: { id: activationId } } as Parameters<typeof keepActivation>[2];
    await keepActivation(db, owner, data);
    expect(await keptActivation(db, owner, activationId)).toEqual(data);
    expect(await keptActivation(db, 'someone-else:client-1', activationId)).toBeNull();
  });

  it('runs one flush at a time: a second trigger while one runs sends nothing twice', async () => {
    const { server, transport } = fakeServer();
    await answer('part-1');
    await answer('part-2');
    const [a, b] = await Promise.all([flushOutbox(db, owner, transport), flushOutbox(db, owner, transport)]);
    expect(a.sent).toHaveLength(2);
    expect(b.sent).toHaveLength(0);
    expect(server.answers).toHaveLength(2);
  });

  it('sends an answer queued while a flush runs, in a follow-up flush its caller waits for', async () => {
    const { server, transport } = fakeServer();
    await answer('part-1');
    const first = flushOutbox(db, owner, transport); // reads the waiting list now: part-1 only
    await answer('part-2');
    const [second, third] = [flushOutbox(db, owner, transport), flushOutbox(db, owner, transport)];
    expect(second).toBe(third); // callers arriving during one flush share one follow-up
    expect((await first).sent.map((entry) => entry.kind === 'ANSWER' && entry.partId)).toEqual(['part-1']);
    expect((await second).sent.map((entry) => entry.kind === 'ANSWER' && entry.partId)).toEqual(['part-2']);
    expect(server.answers).toHaveLength(2);
    expect(await waitingEntries(db, owner)).toEqual([]);
  });
});
