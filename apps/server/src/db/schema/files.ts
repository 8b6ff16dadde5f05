import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ATTACHMENT_KINDS } from '@ks/domain';
import { users } from './identity.js';
import { clientId } from './columns.js';

/** Names of the stored renditions of a file: every file has `original`; pictures also the four widths. */
export const FILE_VARIANTS = ['small', 'medium', 'large', 'xlarge', 'original'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/** One stored rendition (object key `<storage_key>/<variant>`). */
export interface StoredVariant {
  mimeType: string;
  size: number;
  width?: number;
  height?: number;
}

/**
 * An uploaded file of a client (logo, floorplan, photo, media-library item). The bytes live in the
 * configured Storage under `storage_key` (server-generated, never derived from the uploaded name);
 * pictures are re-encoded into the image set, so `variants` lists what can be downloaded.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: clientId(),
    kind: text('kind', { enum: ATTACHMENT_KINDS }).notNull(),
    /** Type sniffed from the content (the original rendition's type for pictures). */
    mimeType: text('mime_type').notNull(),
    /** Bytes of the upload as received. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the upload as received, computed while it streamed in (null for files stored before). */
    sha256: text('sha256'),
    storageKey: text('storage_key').notNull(),
    /** The uploaded name, cleaned (no path, no control characters); only for display and downloads. */
    originalName: text('original_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants')
      .$type<Partial<Record<FileVariant, StoredVariant>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_client_created_idx').on(t.clientId, t.createdAt)],
);
