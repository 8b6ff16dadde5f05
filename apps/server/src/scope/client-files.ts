import { MESSAGES } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../db/ids.js';
import { files } from '../db/schema/index.js';
import { notFoundError, validationError } from '../graphql/errors.js';
import { batchLoader } from './batch-loader.js';
import { tenantOf, type Scope } from './scope.js';

export type FileRow = typeof files.$inferSelect;
export type FileKind = FileRow['kind'];

const filesById = batchLoader<string, FileRow>(async (scope, ids) => {
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), inArray(files.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
});

/**
 * One file of the scope's client by id, batched per scope: a list of locations (or appliances, or areas)
 * asking for their pictures costs one query. Another client's id answers null like a missing one.
 */
export async function loadClientFile({ scope, id }: { scope: Scope; id: string | null | undefined }): Promise<FileRow | null> {
  if (!id || !isUuid(id)) return null;
  return (await filesById.load(scope, id)) ?? null;
}

/**
 * Checks a file id sent to a mutation: it must be a file of the scope's client (another client's id
 * answers 'File not found', like a missing one) of the expected kind ('Invalid file type' otherwise).
 */
export async function requireClientFile({ scope, id, kind }: { scope: Scope; id: string; kind: FileKind }): Promise<FileRow> {
  const file = await loadClientFile({ scope, id });
  if (!file) throw notFoundError('File');
  if (file.kind !== kind) throw validationError(MESSAGES.invalidFileType, undefined, 'INVALID_FILE_TYPE');
  return file;
}
