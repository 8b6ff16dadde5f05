import { and, eq, inArray, sql } from 'drizzle-orm';
import { userPhotos } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { requestBatcher } from '../../graphql/request-batcher.js';
import { requireClientFile } from '../files/files.schema.js';

// Photos of many users (a users list) in one query per request.
const photoFileIds = requestBatcher<string, string>(async (ctx, userIds) => {
  const clientId = ctx.viewer?.clientId;
  if (!clientId) return new Map();
  const db = await ctx.db();
  const rows = await db
    .select({ userId: userPhotos.userId, fileId: userPhotos.fileId })
    .from(userPhotos)
    .where(and(eq(userPhotos.clientId, clientId), inArray(userPhotos.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.fileId]));
});

/** The file id of a person's photo in the selected client, or null. */
export async function photoFileIdOf({ ctx, userId }: { ctx: GraphQLContext; userId: string }): Promise<string | null> {
  if (!ctx.viewer?.clientId) return null;
  return (await photoFileIds.load(ctx, userId)) ?? null;
}

/**
 * Sets (a PICTURE of the selected client) or removes (null) the viewer's photo in the selected client.
 * Another client's file answers 'File not found' like a missing one.
 */
export async function setMyPhoto({ ctx, fileId }: { ctx: GraphQLContext; fileId: string | null }): Promise<void> {
  const viewer = ctx.viewer;
  const clientId = viewer?.clientId;
  if (!viewer || !clientId) throw validationError('Choose a company first', 'photoFileId');
  const db = await ctx.db();
  if (fileId === null) {
    await db.delete(userPhotos).where(and(eq(userPhotos.userId, viewer.userId), eq(userPhotos.clientId, clientId)));
  } else {
    const file = await requireClientFile({ ctx, id: fileId, kind: 'PICTURE' });
    await db
      .insert(userPhotos)
      .values({ userId: viewer.userId, clientId, fileId: file.id })
      .onConflictDoUpdate({ target: [userPhotos.userId, userPhotos.clientId], set: { fileId: file.id, updatedAt: sql`now()` } });
  }
  photoFileIds.clear(ctx);
}
