import { and, eq, inArray, sql } from 'drizzle-orm';
import { userPhotos } from '../../db/schema/index.js';
import { validationError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { requireClientFile } from '../../scope/client-files.js';
import { tenantOf, type Scope } from '../../scope/scope.js';

// Photos of many users (a users list) in one query per request.
const photoFileIds = batchLoader<string, string>(async (scope, userIds) => {
  const clientId = scope.clientId;
  if (!clientId) return new Map();
  const db = await scope.db();
  const rows = await db
    .select({ userId: userPhotos.userId, fileId: userPhotos.fileId })
    .from(userPhotos)
    .where(and(eq(userPhotos.clientId, clientId), inArray(userPhotos.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.fileId]));
});

/** The file id of a person's photo in the selected client, or null. */
export async function photoFileIdOf({ scope, userId }: { scope: Scope; userId: string }): Promise<string | null> {
  if (!scope.clientId) return null;
  return (await photoFileIds.load(scope, userId)) ?? null;
}

/**
 * Sets (a PICTURE of the selected client) or removes (null) the viewer's photo in the selected client.
 * Another client's file answers 'File not found' like a missing one.
 */
export async function setMyPhoto({ scope, fileId }: { scope: Scope; fileId: string | null }): Promise<void> {
  if (!scope.clientId) throw validationError('Choose a company first', 'photoFileId');
  const viewer = tenantOf(scope);
  const clientId = viewer.clientId;
  const db = await scope.db();
  if (fileId === null) {
    await db.delete(userPhotos).where(and(eq(userPhotos.userId, viewer.userId), eq(userPhotos.clientId, clientId)));
  } else {
    const file = await requireClientFile({ scope, id: fileId, kind: 'PICTURE' });
    await db
      .insert(userPhotos)
      .values({ userId: viewer.userId, clientId, fileId: file.id })
      .onConflictDoUpdate({ target: [userPhotos.userId, userPhotos.clientId], set: { fileId: file.id, updatedAt: sql`now()` } });
  }
  photoFileIds.clear(scope);
}
