import type { OfflineDb } from './offline-db';
import type { OutboxAnswer, OutboxEntry, OutboxFile, OutboxSubmit, RefusedEntry } from './outbox-entry';

/**
 * The device's outbox of checklist answers and submits (issue 20 item 4). Every answer goes through it,
 * online or not: it is stored first, with an id of its own and the time it was given, then sent in the
 * order given. A network failure leaves it (and everything after it) for the next try; a refusal by the
 * server removes it and is reported, so one bad answer never blocks the others.
 */

/** How a flush reaches the server; the app's uses Apollo and POST /files, tests their own. */
export interface OutboxTransport {
  upload(file: OutboxFile): Promise<string>;
  sendAnswer(entry: OutboxAnswer, fileIds: string[]): Promise<void>;
  /** Sends a submit; `signatureFileId` is its uploaded signature (null when not signed). */
  sendSubmit(entry: OutboxSubmit, signatureFileId: string | null): Promise<unknown>;
  /** True for failures to reach the server (try again later); false for a refusal. */
  isNetworkFailure(error: unknown): boolean;
}

type NewAnswer = Omit<OutboxAnswer, 'id' | 'kind' | 'sequence' | 'savedAt'> & { savedAt?: string };
type NewSubmit = Omit<OutboxSubmit, 'id' | 'kind' | 'sequence' | 'savedAt'> & { savedAt?: string };

let lastSequence = 0;
/** Increasing within this page even when two entries share a millisecond. */
function nextSequence(): number {
  lastSequence = Math.max(lastSequence + 1, Date.now() * 1000);
  return lastSequence;
}

/**
 * Queues an answer. A newer answer to the same action replaces one still waiting (only the last counts,
 * and the server never lets an older one overwrite a newer one anyway).
 */
export async function queueAnswer(db: OfflineDb, answer: NewAnswer): Promise<OutboxAnswer> {
  const entry: OutboxAnswer = {
    ...answer,
    kind: 'ANSWER',
    id: crypto.randomUUID(),
    savedAt: answer.savedAt ?? new Date().toISOString(),
    sequence: nextSequence(),
  };
  const tx = db.transaction('outbox', 'readwrite');
  const waiting = await tx.store.index('byActivation').getAll(answer.activationId);
  for (const old of waiting) {
    if (old.kind === 'ANSWER' && old.partId === answer.partId && old.owner === answer.owner) await tx.store.delete(old.id);
  }
  await tx.store.put(entry);
  await tx.done;
  return entry;
}

/** Queues the submit of a checklist, after its answers. */
export async function queueSubmit(db: OfflineDb, submit: NewSubmit): Promise<OutboxSubmit> {
  const entry: OutboxSubmit = {
    ...submit,
    kind: 'SUBMIT',
    id: crypto.randomUUID(),
    savedAt: submit.savedAt ?? new Date().toISOString(),
    sequence: nextSequence(),
  };
  await db.put('outbox', entry);
  return entry;
}

/** What is waiting for one activation (or all of an owner's when no activation is given), oldest first. */
export async function waitingEntries(db: OfflineDb, owner: string, activationId?: string): Promise<OutboxEntry[]> {
  const entries = activationId ? await db.getAllFromIndex('outbox', 'byActivation', activationId) : await db.getAll('outbox');
  return entries.filter((entry) => entry.owner === owner).sort((a, b) => a.sequence - b.sequence);
}

export type FlushResult = {
  sent: OutboxEntry[];
  refused: RefusedEntry[];
  /** The network failed before everything was sent; the rest waits for the next try. */
  interrupted: boolean;
  /** What each sent submit returned, by entry id. */
  submitted: Map<string, unknown>;
};

/** Uploads the files still held as bytes, recording each id at once so a retry does not upload it again. */
async function uploadedFileIds(db: OfflineDb, entry: OutboxAnswer, transport: OutboxTransport): Promise<string[]> {
  const ids = [...(entry.answer.fileIds ?? [])];
  for (const file of entry.files) {
    if (!file.fileId) {
      file.fileId = await transport.upload(file);
      delete file.blob;
      await db.put('outbox', entry);
    }
    ids.push(file.fileId);
  }
  return ids;
}

/** Uploads a submit's signature once (its id recorded at once, as a photo's), then sends the submit with it. */
async function sendSubmit(db: OfflineDb, entry: OutboxSubmit, transport: OutboxTransport): Promise<unknown> {
  const signature = entry.signature;
  if (signature && !signature.fileId) {
    signature.fileId = await transport.upload(signature);
    delete signature.blob;
    await db.put('outbox', entry);
  }
  return transport.sendSubmit(entry, signature?.fileId ?? null);
}

async function sendOne(db: OfflineDb, entry: OutboxEntry, transport: OutboxTransport): Promise<unknown> {
  if (entry.kind === 'SUBMIT') return sendSubmit(db, entry, transport);
  await transport.sendAnswer(entry, await uploadedFileIds(db, entry, transport));
  return undefined;
}

let running: Promise<FlushResult> | null = null;
let followUp: Promise<FlushResult> | null = null;

/**
 * Sends an owner's waiting entries in order, one flush at a time per page. A call while one runs may have
 * queued its entry after that flush read the waiting list, so it gets one more flush after it, shared by
 * every call that arrives meanwhile (the `online` event, Background Sync and quick answers may come together).
 */
export function flushOutbox(db: OfflineDb, owner: string, transport: OutboxTransport): Promise<FlushResult> {
  if (!running) return startFlush(db, owner, transport);
  followUp ??= running
    .catch(() => undefined)
    .then(() => {
      followUp = null;
      return running ?? startFlush(db, owner, transport);
    });
  return followUp;
}

function startFlush(db: OfflineDb, owner: string, transport: OutboxTransport): Promise<FlushResult> {
  running = flushAll(db, owner, transport).finally(() => {
    running = null;
  });
  return running;
}

async function flushAll(db: OfflineDb, owner: string, transport: OutboxTransport): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], interrupted: false, submitted: new Map() };
  for (const entry of await waitingEntries(db, owner)) {
    // Replaced or removed (another tab sent it) since the list was read.
    if (!(await db.get('outbox', entry.id))) continue;
    try {
      const returned = await sendOne(db, entry, transport);
      if (entry.kind === 'SUBMIT') result.submitted.set(entry.id, returned);
      result.sent.push(entry);
    } catch (error) {
      if (transport.isNetworkFailure(error)) {
        result.interrupted = true;
        break;
      }
      result.refused.push({ entry, error });
    }
    await db.delete('outbox', entry.id);
  }
  return result;
}
