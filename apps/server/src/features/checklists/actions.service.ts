import {
  ACTION_LIMITS,
  actionFieldsSchema,
  ActionPropertiesError,
  defaultActionProperties,
  DEFAULT_ACTION_FIELDS,
  EDIT_LIST_PAGE_SIZE,
  MESSAGES,
  parseActionProperties,
  type ActionCategory,
  type ActionType,
  type Importance,
} from '@ks/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actionAttachments, actions, questParts, quests } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { forbiddenError, notFoundError, schemaIssueError, validationError } from '../../graphql/errors.js';
import { mayEditQuestAt, questRuleError } from './quest-rules.service.js';
import { clientFilesByIds, type FileInfo } from './action-files.service.js';
import { pageOf, pageWindow, type Page } from '../../db/paging.js';
import { isUuid } from '../../db/ids.js';

export type ActionRow = typeof actions.$inferSelect;

/** An action with what its GraphQL type shows besides its row. */
export interface ActionRecord extends ActionRow {
  activeQuestCount: number;
  attachments: FileInfo[];
}

export type ActionPage = Page<ActionRecord>;

const MAX_PAGE_SIZE = 100;

/** Active, not deleted quests holding each action: editing is blocked while this is above zero. */
async function activeQuestCounts(db: Db, clientId: string, actionIds: string[]): Promise<Map<string, number>> {
  if (actionIds.length === 0) return new Map();
  const rows = await db
    .select({ actionId: questParts.actionId, count: sql<number>`count(distinct ${quests.id})::int` })
    .from(questParts)
    .innerJoin(quests, eq(quests.id, questParts.questId))
    .where(
      and(eq(questParts.clientId, clientId), inArray(questParts.actionId, actionIds), eq(quests.active, true), isNull(quests.deletedAt)),
    )
    .groupBy(questParts.actionId);
  return new Map(rows.map((row) => [row.actionId ?? '', row.count]));
}

async function attachmentsOf(db: Db, clientId: string, actionIds: string[]): Promise<Map<string, FileInfo[]>> {
  if (actionIds.length === 0) return new Map();
  const links = await db
    .select()
    .from(actionAttachments)
    .where(and(eq(actionAttachments.clientId, clientId), inArray(actionAttachments.actionId, actionIds)))
    .orderBy(asc(actionAttachments.position));
  const filesById = await clientFilesByIds({ db, clientId, ids: [...new Set(links.map((link) => link.fileId))] });
  const result = new Map<string, FileInfo[]>();
  for (const link of links) {
    const file = filesById.get(link.fileId);
    if (!file) continue;
    result.set(link.actionId, [...(result.get(link.actionId) ?? []), file]);
  }
  return result;
}

/** Adds the active-quest counts and attachments to action rows, in two queries for the whole list. */
export async function enrichActions({ db, clientId, rows }: { db: Db; clientId: string; rows: ActionRow[] }): Promise<ActionRecord[]> {
  const ids = rows.map((row) => row.id);
  // One connection per request: queries run one after the other.
  const counts = await activeQuestCounts(db, clientId, ids);
  const attachments = await attachmentsOf(db, clientId, ids);
  return rows.map((row) => ({ ...row, activeQuestCount: counts.get(row.id) ?? 0, attachments: attachments.get(row.id) ?? [] }));
}

/** Actions of the viewer's client by id (others answer as missing), enriched, in the order asked. */
export async function actionRecordsByIds({ scope, ids }: { scope: Scope; ids: string[] }): Promise<Map<string, ActionRecord>> {
  const { clientId } = tenantOf(scope);
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const db = await scope.db();
  const rows = await db
    .select()
    .from(actions)
    .where(and(eq(actions.clientId, clientId), inArray(actions.id, valid)));
  const records = await enrichActions({ db, clientId, rows });
  return new Map(records.map((record) => [record.id, record]));
}

/**
 * The action library (spec §7 "Library actions"): search in name and description, optional category,
 * newest edits first, `first` per page (20 by default, as the editors ask).
 */
export async function listLibraryActions({
  scope,
  search,
  category,
  page = 1,
  first = EDIT_LIST_PAGE_SIZE,
}: {
  scope: Scope;
  search?: string | null;
  category?: ActionCategory | null;
  page?: number | null;
  first?: number | null;
}): Promise<ActionPage> {
  const { clientId } = tenantOf(scope);
  const window = pageWindow(page, first, { defaultSize: EDIT_LIST_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  // An action made in an editor stays private to its quest or training until it is saved to the library.
  const conditions = [eq(actions.clientId, clientId), eq(actions.inLibrary, true)];
  const text = search?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(actions.name, pattern), ilike(actions.description, pattern))!);
  }
  if (category) conditions.push(eq(actions.category, category));
  const db = await scope.db();
  const rows = await db
    .select()
    .from(actions)
    .where(and(...conditions))
    .orderBy(desc(actions.updatedAt), asc(actions.id))
    .limit(window.first)
    .offset(window.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(actions)
    .where(and(...conditions));
  return pageOf(window, await enrichActions({ db, clientId, rows }), total?.n);
}

/**
 * `saveActionToLibrary(actionId)`: lists a quest's or training's own action in the library, for other quests
 * and trainings to use (its content is unchanged, so an active quest holding it does not block this).
 */
export async function saveActionToLibrary({ scope, actionId }: { scope: Scope; actionId: string }): Promise<ActionRecord> {
  const { clientId } = tenantOf(scope);
  if (!isUuid(actionId)) throw notFoundError('Action');
  const db = await scope.db();
  const [existing] = await db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)));
  if (!existing) throw notFoundError('Action');
  // PRODUCT.md: quests and trainings, and so their actions, are built by Managers (and Full Admins).
  if (!mayEditQuestAt(scope.level)) throw forbiddenError();
  const [row] = await db
    .update(actions)
    .set({ inLibrary: true, updatedAt: new Date() })
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .returning();
  const [record] = await enrichActions({ db, clientId, rows: [row!] });
  return record!;
}

/** Creates an action of `type` with spec §3's defaults (inside the caller's transaction), private to its quest until saved to the library. */
export async function createDefaultAction({ scope, db, type }: { scope: Scope; db: Db; type: ActionType }): Promise<ActionRow> {
  const { clientId, userId } = tenantOf(scope);
  const [row] = await db
    .insert(actions)
    .values({
      clientId,
      type,
      ...DEFAULT_ACTION_FIELDS,
      properties: defaultActionProperties(type) as unknown as Record<string, unknown>,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('action not returned');
  return row;
}

export interface UpdateActionFields {
  name?: string | null;
  description?: string | null;
  category?: ActionCategory | null;
  importance?: Importance | null;
  attachments?: string[] | null;
  properties?: string | null;
}

/**
 * `updateAction`: refused with 'Editing blocked - action belongs to one or more active quests' while
 * any active quest holds it. A Location Manager may only edit actions whose quests are all theirs.
 * The row is locked first so a quest cannot be activated half-way through the edit.
 */
export async function updateAction({
  scope,
  actionId,
  fields,
}: {
  scope: Scope;
  actionId: string;
  fields: UpdateActionFields;
}): Promise<ActionRecord> {
  const { clientId } = tenantOf(scope);
  if (!isUuid(actionId)) throw notFoundError('Action');
  const db = await scope.db();
  const [row] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .for('update');
  if (!row) throw notFoundError('Action');

  const holders = await db
    .select({
      questId: quests.id,
      active: quests.active,
      kind: quests.kind,
      locationIds: sql<
        string[]
      >`coalesce((select array_agg(ql.location_id::text) from quest_locations ql where ql.quest_id = ${quests.id}), '{}')`,
    })
    .from(questParts)
    .innerJoin(quests, eq(quests.id, questParts.questId))
    .where(and(eq(questParts.clientId, clientId), eq(questParts.actionId, actionId), isNull(quests.deletedAt)));
  if (holders.some((holder) => holder.active)) throw questRuleError(MESSAGES.actionEditBlocked, 'ACTION_EDIT_BLOCKED');
  // PRODUCT.md: quests and trainings, and so their actions, are built by Managers (and Full Admins).
  if (!mayEditQuestAt(scope.level)) throw forbiddenError();

  const parsed = actionFieldsSchema.safeParse({
    name: fields.name ?? undefined,
    description: fields.description ?? undefined,
    category: fields.category,
    importance: fields.importance ?? undefined,
  });
  if (!parsed.success) throw schemaIssueError(parsed.error.issues);
  let properties: Record<string, unknown> | undefined;
  if (fields.properties !== undefined && fields.properties !== null) {
    try {
      properties = parseActionProperties(row.type, fields.properties) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ActionPropertiesError) throw validationError(error.message, 'properties');
      throw error;
    }
  }

  const changes: Partial<typeof actions.$inferInsert> = { updatedAt: new Date() };
  if (parsed.data.name !== undefined) changes.name = parsed.data.name;
  if (parsed.data.description !== undefined) changes.description = parsed.data.description;
  if (fields.category !== undefined) changes.category = parsed.data.category ?? null;
  if (parsed.data.importance !== undefined) changes.importance = parsed.data.importance;
  if (properties) changes.properties = properties;
  await db
    .update(actions)
    .set(changes)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)));

  if (fields.attachments !== undefined && fields.attachments !== null) {
    await replaceAttachments(db, clientId, actionId, fields.attachments);
  }
  const [updated] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)));
  const [record] = await enrichActions({ db, clientId, rows: [updated!] }); // the row was locked above
  return record!;
}

async function replaceAttachments(db: Db, clientId: string, actionId: string, fileIds: string[]): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length > ACTION_LIMITS.attachmentsMax)
    throw validationError(`Attach at most ${ACTION_LIMITS.attachmentsMax} files`, 'attachments');
  const found = await clientFilesByIds({ db, clientId, ids: ids.filter(isUuid) });
  if (ids.some((id) => !found.has(id))) throw notFoundError('File');
  await db.delete(actionAttachments).where(and(eq(actionAttachments.clientId, clientId), eq(actionAttachments.actionId, actionId)));
  if (ids.length > 0) {
    await db.insert(actionAttachments).values(ids.map((fileId, position) => ({ clientId, actionId, fileId, position })));
  }
}
