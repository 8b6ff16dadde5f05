import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

/** What an action attachment or an uploaded answer shows of a file (spec §3 "Attachment"). */
export interface FileInfo {
  id: string;
  name: string;
  kind: 'AUDIO' | 'DOCUMENT' | 'PICTURE' | 'VIDEO';
  mimeType: string;
  url: string;
  thumbnail: string | null;
  /** A picture's biggest stored width (1024, never enlarged), for the large view; null for other kinds. */
  large: string | null;
  updatedAt: Date;
  uploadedBy: string | null;
}

/**
 * Files of the client by id, in one query inside the caller's transaction. The files feature only offers
 * per-kind checks, and attachments may be of any kind, so this reads the `files` table directly (read
 * only; the download URLs are the files feature's `GET /files/:id/:variant`).
 */
export async function clientFilesByIds({ db, clientId, ids }: { db: Db; clientId: string; ids: string[] }): Promise<Map<string, FileInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      name: files.originalName,
      kind: files.kind,
      mimeType: files.mimeType,
      createdAt: files.createdAt,
      uploadedBy: files.uploadedBy,
    })
    .from(files)
    .where(and(eq(files.clientId, clientId), inArray(files.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        kind: row.kind,
        mimeType: row.mimeType,
        url: `/files/${row.id}/original`,
        thumbnail: row.kind === 'PICTURE' ? `/files/${row.id}/small` : null,
        large: row.kind === 'PICTURE' ? `/files/${row.id}/xlarge` : null,
        updatedAt: row.createdAt,
        uploadedBy: row.uploadedBy,
      },
    ]),
  );
}
