import {
  attachmentNameSchema,
  createAttachmentInputSchema,
  defaultAttachmentName,
  MEDIA_PAGE_SIZE,
  MESSAGES,
  type AttachmentKindFilter,
} from '@ks/domain';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { files, mediaAttachments, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { appError, notFoundError, validationError } from '../../graphql/errors.js';
import { pageOf, pageWindow, type Page } from '../../db/paging.js';
import { isUuid } from '../../db/ids.js';

export interface AttachmentRecord {
  id: string;
  name: string;
  kind: 'AUDIO' | 'DOCUMENT' | 'PICTURE' | 'VIDEO';
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  fileName: string;
  createdAt: Date;
  updatedAt: Date;
  uploader: { id: string; displayName: string } | null;
}

export type AttachmentPage = Page<AttachmentRecord>;

const MAX_PAGE_SIZE = 100;

/** 'Cannot delete - file is used in Quest' (spec §8), an expected refusal: nothing changes. */
const fileUsedInQuestError = () => appError(MESSAGES.fileUsedInQuest, 'user', 'FILE_IN_USE');

// The library joins the files feature's table for kind, type, size and uploader (the files feature writes
// it on upload; deleteAttachment below removes a library file's row).
const columns = {
  id: mediaAttachments.fileId,
  name: mediaAttachments.name,
  kind: files.kind,
  mimeType: files.mimeType,
  size: files.sizeBytes,
  width: files.width,
  height: files.height,
  fileName: files.originalName,
  createdAt: mediaAttachments.createdAt,
  updatedAt: mediaAttachments.updatedAt,
  uploaderId: users.id,
  uploaderFirstname: users.firstname,
  uploaderLastname: users.lastname,
  uploaderNickname: users.nickname,
};

async function selectAttachments(scope: Scope, where: SQL | undefined, limit?: { first: number; offset: number }) {
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const query = db
    .select(columns)
    .from(mediaAttachments)
    .innerJoin(files, and(eq(files.id, mediaAttachments.fileId), eq(files.clientId, clientId)))
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(and(eq(mediaAttachments.clientId, clientId), where))
    .orderBy(desc(mediaAttachments.updatedAt), desc(mediaAttachments.fileId));
  const rows = limit ? await query.limit(limit.first).offset(limit.offset) : await query;
  return rows.map(({ uploaderId, uploaderFirstname, uploaderLastname, uploaderNickname, ...rest }): AttachmentRecord => ({
    ...rest,
    uploader:
      uploaderId && uploaderFirstname !== null
        ? { id: uploaderId, displayName: uploaderNickname || `${uploaderFirstname} ${uploaderLastname ?? ''}`.trim() }
        : null,
  }));
}

async function attachmentById(scope: Scope, id: string): Promise<AttachmentRecord | null> {
  if (!isUuid(id)) return null;
  const [record] = await selectAttachments(scope, eq(mediaAttachments.fileId, id));
  return record ?? null;
}

/** LIKE pattern for a user's search text: % and _ match themselves. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** searchAttachments: the client's library, newest first, by kind (ANY for all) and name, paged. */
export async function searchAttachments({
  scope,
  search,
  kind,
  first,
  page,
}: {
  scope: Scope;
  search?: string | null;
  kind?: AttachmentKindFilter | null;
  first?: number | null;
  page?: number | null;
}): Promise<AttachmentPage> {
  const { clientId } = tenantOf(scope);
  const window = pageWindow(page, first, { defaultSize: MEDIA_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  const text = (search ?? '').trim().slice(0, 100);
  const conditions: SQL[] = [];
  if (kind && kind !== 'ANY') conditions.push(eq(files.kind, kind));
  if (text) conditions.push(ilike(mediaAttachments.name, containsPattern(text)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const db = await scope.db();
  const [total] = await db
    .select({ n: count() })
    .from(mediaAttachments)
    .innerJoin(files, and(eq(files.id, mediaAttachments.fileId), eq(files.clientId, clientId)))
    .where(and(eq(mediaAttachments.clientId, clientId), where));
  const items = await selectAttachments(scope, where, window);
  return pageOf(window, items, total?.n);
}

/**
 * createAttachment: puts a file uploaded with `POST /files` into the library (the attachment id is the
 * file id). Adding it again only renames it. Another client's file answers 'File not found'.
 */
export async function createAttachment({ scope, input: raw }: { scope: Scope; input: unknown }): Promise<AttachmentRecord> {
  const input = createAttachmentInputSchema.parse(raw);
  const viewer = tenantOf(scope);
  if (!isUuid(input.fileId)) throw notFoundError('File');
  const db = await scope.db();
  const [file] = await db
    .select({ id: files.id, originalName: files.originalName })
    .from(files)
    .where(and(eq(files.id, input.fileId), eq(files.clientId, viewer.clientId)));
  if (!file) throw notFoundError('File');
  const name = input.name ?? defaultAttachmentName(file.originalName);
  await db
    .insert(mediaAttachments)
    .values({ fileId: file.id, clientId: viewer.clientId, name, createdBy: viewer.userId })
    .onConflictDoUpdate({ target: mediaAttachments.fileId, set: { name, updatedAt: sql`now()` } });
  const created = await attachmentById(scope, file.id);
  if (!created) throw new Error('attachment vanished inside its own transaction');
  return created;
}

/** updateAttachment: renames a library file (another client's id answers like a missing one). */
export async function updateAttachment({ scope, id, name: raw }: { scope: Scope; id: string; name: string }): Promise<AttachmentRecord> {
  const parsed = attachmentNameSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? MESSAGES.fieldRequired, 'name');
  const viewer = tenantOf(scope);
  if (!(await attachmentById(scope, id))) throw notFoundError('Attachment');
  const db = await scope.db();
  await db
    .update(mediaAttachments)
    .set({ name: parsed.data, updatedAt: sql`now()` })
    .where(and(eq(mediaAttachments.fileId, id), eq(mediaAttachments.clientId, viewer.clientId)));
  const updated = await attachmentById(scope, id);
  if (!updated) throw new Error('attachment vanished inside its own transaction');
  return updated;
}

function foreignKeyConstraintOf(error: unknown): string | null {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  if (typeof cause !== 'object' || cause === null || !('code' in cause) || cause.code !== '23503') return null;
  return 'constraint' in cause && typeof cause.constraint === 'string' ? cause.constraint : null;
}

/**
 * deleteAttachment: deletes a library file, refused with 'Cannot delete - file is used in Quest' while an
 * action or a quest answer uses it. The quests' foreign keys to files have no cascade, so the database
 * itself decides (no race between a check and the delete); a savepoint keeps the request usable.
 */
export async function deleteAttachment({ scope, id }: { scope: Scope; id: string }): Promise<{ id: string }> {
  const viewer = tenantOf(scope);
  if (!(await attachmentById(scope, id))) throw notFoundError('Attachment');
  const db = await scope.db();
  await db.execute(sql`SAVEPOINT delete_attachment`);
  try {
    // The files feature offers no deletion yet, so the library removes the row itself (its entry goes by
    // cascade). The stored bytes stay: the GraphQL context has no Storage handle, and without the row they
    // can no longer be downloaded; sweeping them belongs to the files feature.
    await db.delete(files).where(and(eq(files.id, id), eq(files.clientId, viewer.clientId)));
    await db.execute(sql`RELEASE SAVEPOINT delete_attachment`);
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT delete_attachment`);
    if (/^(action_attachments|quest_answer_files)_/.test(foreignKeyConstraintOf(error) ?? '')) throw fileUsedInQuestError();
    throw error;
  }
  return { id };
}
