import { MAX_UPLOAD_BYTES } from '@ks/domain';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { files, type FileVariant, type StoredVariant } from '../../db/schema/index.js';
import type { FileRow } from '../../scope/client-files.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import type { Storage } from '../../storage/storage.js';
import { sniffContentType } from './content-sniffer.js';
import { renderImageSet } from './image-set.renderer.js';
import { peekHead, UploadInspector } from './upload-inspector.js';
import { WorkQueue } from './work-queue.js';
import { isUuid } from '../../db/ids.js';

// The row types are the scope's (client-files.ts checks file ids of requests); this feature shares them.
export type { FileKind, FileRow } from '../../scope/client-files.js';

/** The upload's type is not one of the accepted ones (answered 'Invalid file type'). */
export class InvalidFileTypeError extends Error {}

/**
 * The uploaded name kept for display and for the download's file name: no directories, no control or
 * quoting characters, at most 200 characters. Storage keys never use it.
 */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned.length > 0 ? cleaned : `file.${extension}`;
}

/** The object key of one rendition. */
export function variantKey(file: Pick<FileRow, 'storageKey'>, variant: FileVariant): string {
  return `${file.storageKey}/${variant}`;
}

/** The upload had no bytes (answered like a missing file). */
export class EmptyUploadError extends Error {}

/** Bytes the type sniffer reads: every signature it knows lies within them. */
const SNIFF_BYTES = 64;

/** Pictures are decoded one at a time (see WorkQueue): each upload waits its turn for its renditions. */
const pictureQueue = new WorkQueue(1);

/**
 * Stores an upload for the uploader's client while it streams in: its bytes are counted, hashed and
 * limited on the way (UploadInspector) and its type sniffed from the first bytes, never buffered whole.
 * A document, video or audio file streams straight to storage; a picture streams to a temporary file,
 * then waits its turn in the picture queue to be re-encoded into the image set, whose renditions are
 * stored before the row. If anything fails, the objects written so far (and the temporary file) are
 * removed, so nothing is half-stored.
 */
export async function storeUpload({
  scope,
  storage,
  stream,
  fileName,
}: {
  scope: Scope;
  storage: Storage;
  stream: Readable;
  fileName: string | undefined;
}): Promise<FileRow> {
  const uploader = tenantOf(scope);
  const inspector = new UploadInspector(MAX_UPLOAD_BYTES);
  stream.once('error', (error) => inspector.destroy(error));
  const { head, body } = await peekHead(stream.pipe(inspector), SNIFF_BYTES);
  const sniffed = sniffContentType(head);
  if (!sniffed || head.length === 0) {
    body.destroy();
    stream.resume();
    throw head.length === 0 ? new EmptyUploadError('no bytes') : new InvalidFileTypeError('unrecognised content');
  }
  const id = randomUUID();
  const storageKey = `${uploader.clientId}/${id}`;
  const written: string[] = [];
  try {
    const variants: Partial<Record<FileVariant, StoredVariant>> = {};
    if (sniffed.kind === 'PICTURE') {
      for (const rendition of await renderUploadedPicture(body, sniffed.mimeType)) {
        const key = `${storageKey}/${rendition.variant}`;
        await storage.put(key, rendition.body, rendition.mimeType);
        written.push(key);
        variants[rendition.variant] = {
          mimeType: rendition.mimeType,
          size: rendition.body.length,
          width: rendition.width,
          height: rendition.height,
        };
      }
    } else {
      const key = `${storageKey}/original`;
      await storage.putStream(key, body, sniffed.mimeType);
      written.push(key);
      variants.original = { mimeType: sniffed.mimeType, size: inspector.bytes };
    }
    const original = variants.original;
    // The scope's transaction opens here, after the objects are stored (a slow upload holds no connection).
    const db = await scope.db();
    const [row] = await db
      .insert(files)
      .values({
        id,
        clientId: uploader.clientId,
        kind: sniffed.kind,
        mimeType: sniffed.mimeType,
        sizeBytes: inspector.bytes,
        sha256: inspector.sha256(),
        storageKey,
        originalName: cleanFileName(fileName, sniffed.extension),
        width: original?.width ?? null,
        height: original?.height ?? null,
        variants,
        uploadedBy: uploader.userId,
      })
      .returning();
    if (!row) throw new Error('file row not returned');
    return row;
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
}

/** Spools a picture upload to a temporary file, then renders its image set in the picture queue. */
async function renderUploadedPicture(body: Readable, mimeType: string) {
  const spool = path.join(os.tmpdir(), `ks-upload-${randomUUID()}`);
  try {
    await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
    return await pictureQueue.run(() => renderImageSet(spool, mimeType));
  } finally {
    await rm(spool, { force: true });
  }
}

/** A file of the viewer's client, or null (another client's id answers exactly like a missing one). */
export async function findClientFile({ scope, id }: { scope: Scope; id: string }): Promise<FileRow | null> {
  if (!isUuid(id)) return null;
  const db = await scope.db();
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.clientId, tenantOf(scope).clientId)));
  return row ?? null;
}

/**
 * Removes the stored objects of an upload whose row did not commit (the commit itself failed after
 * storeUpload returned): without it they would be orphans no row points at.
 */
export async function deleteUncommittedUpload({ storage, file }: { storage: Storage; file: FileRow }): Promise<void> {
  const keys = (Object.keys(file.variants) as FileVariant[]).map((variant) => variantKey(file, variant));
  await storage.delete(keys).catch(() => undefined);
}
