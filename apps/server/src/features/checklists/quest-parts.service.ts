import { ACTION_LIMITS, type ActionType, type QuestKind } from '@ks/domain';
import { and, asc, eq, gte, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, questParts, quests } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { createDefaultAction, enrichActions, type ActionRecord } from './actions.service.js';
import { requireEditableQuest, touchQuest, type QuestRecord } from './quest-records.service.js';
import { isUuid } from '../../db/ids.js';
import type { ClientBatch } from '../../scope/client-read.js';

export type PartRow = typeof questParts.$inferSelect;

/** A part as GraphQL shows it: a section marker, or an action with its library record. */
export type QuestPartRecord = (PartRow & { kind: 'SECTION' }) | (PartRow & { kind: 'ACTION'; action: ActionRecord });

export const MAX_PARTS = 300;

/** The ordered parts of quests, actions enriched, in as few queries as possible. */
export async function partsOfQuests({ db, clientId, questIds }: ClientBatch<'questIds'>): Promise<Map<string, QuestPartRecord[]>> {
  const result = new Map<string, QuestPartRecord[]>();
  if (questIds.length === 0) return result;
  const rows = await db
    .select()
    .from(questParts)
    .where(and(eq(questParts.clientId, clientId), inArray(questParts.questId, questIds)))
    .orderBy(asc(questParts.questId), asc(questParts.position));
  const actionIds = [...new Set(rows.flatMap((row) => (row.actionId ? [row.actionId] : [])))];
  const actionRows =
    actionIds.length === 0
      ? []
      : await db
          .select()
          .from(actions)
          .where(and(eq(actions.clientId, clientId), inArray(actions.id, actionIds)));
  const records = new Map((await enrichActions({ db, clientId, rows: actionRows })).map((record) => [record.id, record]));
  for (const row of rows) {
    const list = result.get(row.questId) ?? [];
    if (row.kind === 'SECTION') list.push({ ...row, kind: 'SECTION' });
    else {
      const action = row.actionId ? records.get(row.actionId) : undefined;
      if (action) list.push({ ...row, kind: 'ACTION', action });
    }
    result.set(row.questId, list);
  }
  return result;
}

/** Parts of one quest the viewer already may see. */
export async function partsOfQuest({ scope, questId }: { scope: Scope; questId: string }): Promise<QuestPartRecord[]> {
  const { clientId } = tenantOf(scope);
  return (await partsOfQuests({ db: await scope.db(), clientId, questIds: [questId] })).get(questId) ?? [];
}

async function partCount(db: Db, clientId: string, questId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questParts)
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, questId)));
  return row?.n ?? 0;
}

/** Makes room at `atIndex` (clamped to the list) and returns the position to insert at. */
async function openSlot(db: Db, clientId: string, questId: string, atIndex: number): Promise<number> {
  const count = await partCount(db, clientId, questId);
  if (count >= MAX_PARTS) throw validationError(`A quest holds at most ${MAX_PARTS} parts`);
  const position = Math.min(Math.max(Math.trunc(atIndex), 0), count);
  await db
    .update(questParts)
    .set({ position: sql`${questParts.position} + 1` })
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, questId), gte(questParts.position, position)));
  return position;
}

/** Positions 0…n−1 in the current order (after removals). */
async function renumber(db: Db, clientId: string, questId: string): Promise<void> {
  await db.execute(sql`
    update quest_parts p set position = o.rn - 1
    from (select id, row_number() over (order by position, id) as rn from quest_parts where quest_id = ${questId} and client_id = ${clientId}) o
    where p.id = o.id and p.position <> o.rn - 1`);
}

interface PartMutation {
  scope: Scope;
  questId: string;
  kind?: QuestKind;
}

/** `createQuestSection(questId, atIndex)`: an empty section marker. */
export async function createQuestSection({ scope, questId, atIndex, kind }: PartMutation & { atIndex: number }): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const position = await openSlot(db, clientId, quest.id, atIndex);
  await db.insert(questParts).values({ clientId, questId: quest.id, position, kind: 'SECTION' });
  return touchQuest({ db, quest });
}

/** `createQuestAction(questId, type, atIndex)`: a new library action with spec §3's defaults, placed here. */
export async function createQuestAction({
  scope,
  questId,
  type,
  atIndex,
  kind,
}: PartMutation & { type: ActionType; atIndex: number }): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const position = await openSlot(db, clientId, quest.id, atIndex);
  const action = await createDefaultAction({ scope, db, type });
  await db.insert(questParts).values({ clientId, questId: quest.id, position, kind: 'ACTION', actionId: action.id });
  return touchQuest({ db, quest });
}

/**
 * `insertQuestAction(questId, actionId, atIndex)`: places an existing library action, or one no other quest
 * holds (this quest's own, or one removed from it: Undo); another quest's private action answers as missing
 * (decision 0390).
 */
export async function insertQuestAction({
  scope,
  questId,
  actionId,
  atIndex,
  kind,
}: PartMutation & { actionId: string; atIndex: number }): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  if (!isUuid(actionId)) throw notFoundError('Action');
  // A private action is another quest's while a part of another quest holds it; one that no other quest
  // holds (this quest's own, or one just removed from it, which Undo puts back) may be placed.
  const heldElsewhere = db
    .select({ id: questParts.id })
    .from(questParts)
    .where(and(eq(questParts.clientId, clientId), eq(questParts.actionId, actions.id), ne(questParts.questId, quest.id)));
  const [action] = await db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId), or(eq(actions.inLibrary, true), notExists(heldElsewhere))));
  if (!action) throw notFoundError('Action');
  const position = await openSlot(db, clientId, quest.id, atIndex);
  await db.insert(questParts).values({ clientId, questId: quest.id, position, kind: 'ACTION', actionId: action.id });
  return touchQuest({ db, quest });
}

/** `removeQuestParts(questId, partIds)`: the parts go; their actions stay (in the library, if they were saved there). */
export async function removeQuestParts({ scope, questId, partIds, kind }: PartMutation & { partIds: string[] }): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const ids = [...new Set(partIds.map(String))];
  if (ids.length === 0) return quest;
  if (ids.some((id) => !isUuid(id))) throw notFoundError('Quest part');
  const removed = await db
    .delete(questParts)
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, quest.id), inArray(questParts.id, ids)))
    .returning({ id: questParts.id });
  // Every id must be a part of this quest: nothing is removed otherwise (the request rolls back).
  if (removed.length !== ids.length) throw notFoundError('Quest part');
  await renumber(db, clientId, quest.id);
  return touchQuest({ db, quest });
}

/** `updateQuestPartsOrder(questId, partIds)`: the new order; the ids must be exactly the quest's parts. */
export async function updateQuestPartsOrder({ scope, questId, partIds, kind }: PartMutation & { partIds: string[] }): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const current = await db
    .select({ id: questParts.id })
    .from(questParts)
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, quest.id)));
  const ids = partIds.map(String);
  const known = new Set(current.map((part) => part.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw validationError('The order must list every part of the quest exactly once', 'partIds');
  }
  if (ids.length > 0) {
    await db.execute(sql`
      update quest_parts p set position = o.position
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]) with ordinality as o(id, position)
      where p.id = o.id and p.quest_id = ${quest.id} and p.client_id = ${clientId}`);
    await renumber(db, clientId, quest.id);
  }
  return touchQuest({ db, quest });
}

/** `updateSectionMarker(sectionId, name, description)`. */
export async function updateSectionMarker({
  scope,
  sectionId,
  name,
  description,
  kind,
}: {
  scope: Scope;
  sectionId: string;
  name?: string | null;
  description?: string | null;
  /** Only sections of this kind; by default a quest's or a training's (the training editor reuses this). */
  kind?: QuestKind;
}): Promise<PartRow> {
  const { clientId } = tenantOf(scope);
  if (!isUuid(sectionId)) throw notFoundError('Section');
  const db = await scope.db();
  const [part] = await db
    .select({ id: questParts.id, questId: questParts.questId, kind: quests.kind })
    .from(questParts)
    .innerJoin(quests, eq(quests.id, questParts.questId))
    .where(
      and(
        eq(questParts.id, sectionId),
        eq(questParts.clientId, clientId),
        eq(questParts.kind, 'SECTION'),
        kind ? eq(quests.kind, kind) : undefined,
      ),
    );
  if (!part) throw notFoundError('Section');
  const quest = await requireEditableQuest({ scope, id: part.questId, kind: part.kind }).catch((error: unknown) => {
    // A section of a quest the viewer cannot see answers like a missing section.
    if (error instanceof Error && 'extensions' in error && (error as { extensions: { code?: string } }).extensions.code === 'NOT_FOUND') {
      throw notFoundError('Section');
    }
    throw error;
  });
  const changes: Partial<PartRow> = {};
  if (name !== undefined && name !== null) {
    if (name.trim().length > ACTION_LIMITS.nameMax)
      throw tooLongError(`Use at most ${ACTION_LIMITS.nameMax} characters`, ACTION_LIMITS.nameMax, 'name');
    changes.name = name.trim();
  }
  if (description !== undefined && description !== null) {
    if (description.length > ACTION_LIMITS.descriptionMax) {
      throw tooLongError(`Use at most ${ACTION_LIMITS.descriptionMax} characters`, ACTION_LIMITS.descriptionMax, 'description');
    }
    changes.description = description.trim();
  }
  const where = and(eq(questParts.id, part.id), eq(questParts.clientId, clientId));
  const [updated] =
    Object.keys(changes).length > 0
      ? await db.update(questParts).set(changes).where(where).returning()
      : await db.select().from(questParts).where(where);
  await touchQuest({ db, quest });
  return updated!; // the row was found above inside this transaction
}
