import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withTenantTx, type Pool } from '../../db/database.js';
import { files, FILE_VARIANTS, type FileVariant, type StoredVariant } from '../../db/schema/index.js';
import type { Storage } from '../../storage/storage.js';
import { sniffContentType } from './content-sniffer.js';
import { renderImageSet } from './image-set.renderer.js';
import { isUuid } from '../../db/ids.js';

export type FileRow = typeof files.$inferSelect;
export type FileKind = FileRow['kind'];

/** The upload's type is not one of the accepted ones (answered 'Invalid file type'). */
export class InvalidFileTypeError extends Error {}

export interface Uploader {
  clientId: string;
  userId: string;
}

/** Whether a string can be a file id at all (anything else is answered like a missing file). */
export function isFileId(value: string): boolean {
  return isUuid(value);
}

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

/**
 * Stores an upload for the uploader's client: sniffs the type from the bytes, re-encodes pictures into
 * the image set, writes every rendition to storage and then the row. If anything fails, the objects
 * written so far are removed, so nothing is half-stored.
 */
export async function storeUpload({
  pool,
  storage,
  uploader,
  bytes,
  fileName,
}: {
  pool: Pool;
  storage: Storage;
  uploader: Uploader;
  bytes: Buffer;
  fileName: string | undefined;
}): Promise<FileRow> {
  const sniffed = sniffContentType(bytes);
  if (!sniffed) throw new InvalidFileTypeError('unrecognised content');
  const id = randomUUID();
  const storageKey = `${uploader.clientId}/${id}`;
  const renditions =
    sniffed.kind === 'PICTURE'
      ? await renderImageSet(bytes, sniffed.mimeType)
      : [{ variant: 'original' as const, body: bytes, mimeType: sniffed.mimeType, width: undefined, height: undefined }];

  const written: string[] = [];
  try {
    const variants: Partial<Record<FileVariant, StoredVariant>> = {};
    for (const rendition of renditions) {
      const key = `${storageKey}/${rendition.variant}`;
      await storage.put(key, rendition.body, rendition.mimeType);
      written.push(key);
      variants[rendition.variant] = {
        mimeType: rendition.mimeType,
        size: rendition.body.length,
        ...(rendition.width !== undefined ? { width: rendition.width, height: rendition.height } : {}),
      };
    }
    const original = variants.original;
    return await withTenantTx(pool, uploader, async (db) => {
      const [row] = await db
        .insert(files)
        .values({
          id,
          clientId: uploader.clientId,
          kind: sniffed.kind,
          mimeType: sniffed.mimeType,
          sizeBytes: bytes.length,
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
    });
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
}

/** A file of the viewer's client, or null (another client's id answers exactly like a missing one). */
export async function findClientFile({ pool, viewer, id }: { pool: Pool; viewer: Uploader; id: string }): Promise<FileRow | null> {
  if (!isFileId(id)) return null;
  return withTenantTx(pool, viewer, async (db) => {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.clientId, viewer.clientId)));
    return row ?? null;
  });
}

/** The stored renditions of a file, in a fixed order. */
export function storedVariants(file: FileRow): FileVariant[] {
  return FILE_VARIANTS.filter((variant) => file.variants[variant] !== undefined);
}
