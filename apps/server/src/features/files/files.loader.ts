import { and, eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { requestBatcher } from '../../graphql/request-batcher.js';
import { isFileId, type FileRow } from './files.service.js';

const filesById = requestBatcher<string, FileRow>(async (ctx, ids) => {
  const { clientId } = tenantOf(ctx);
  const db = await ctx.db();
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), inArray(files.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
});

/**
 * One file of the viewer's client by id, batched per request: a list of locations (or appliances, or
 * areas) asking for their pictures costs one query. Another client's id answers null like a missing one.
 */
export async function loadClientFile({ ctx, id }: { ctx: GraphQLContext; id: string | null | undefined }): Promise<FileRow | null> {
  if (!id || !isFileId(id)) return null;
  return (await filesById.load(ctx, id)) ?? null;
}

/** Forgets cached rows (after a mutation changed or removed files in this request). */
export function forgetLoadedFiles(ctx: GraphQLContext): void {
  filesById.clear(ctx);
}
