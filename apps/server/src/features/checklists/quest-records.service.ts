import { seesAllLocations, type QuestKind } from '@ks/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { questLocations, quests } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { forbiddenError, notFoundError } from '../../graphql/errors.js';
import { mayActivateQuestAt, mayEditQuestAt, maySeeQuestAt, questRuleError } from './quest-rules.service.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import type { ClientSelect } from '../../scope/client-read.js';

export type QuestRow = typeof quests.$inferSelect;

/** A quest row with its location ids. */
export interface QuestRecord extends QuestRow {
  locationIds: string[];
}

/** Quest rows of one client (not deleted) with their location ids, by any extra condition. */
export async function selectQuestRecords({ db, clientId, where, options = {} }: ClientSelect): Promise<QuestRecord[]> {
  const query = db
    .select({
      quest: quests,
      locationIds: sql<
        string[]
      >`coalesce((select array_agg(ql.location_id::text order by ql.location_id) from quest_locations ql where ql.quest_id = ${quests.id}), '{}')`,
    })
    .from(quests)
    .where(and(eq(quests.clientId, clientId), isNull(quests.deletedAt), where))
    .orderBy(asc(quests.name), asc(quests.createdAt));
  const rows = options.lock ? await query.for('update', { of: quests }) : await query;
  return rows.map((row) => ({ ...row.quest, locationIds: row.locationIds }));
}

/**
 * Quests (or trainings) the viewer sees, optionally at one location; a location the viewer may not see
 * gives an empty list, whoever owns it.
 */
export async function listQuests({
  scope,
  locationId,
  kind = 'QUEST',
}: {
  scope: Scope;
  locationId?: string | null;
  kind?: QuestKind;
}): Promise<QuestRecord[]> {
  const { clientId } = tenantOf(scope);
  const visible = await visibleLocationIds(scope);
  if (locationId && (!isUuid(locationId) || !visible.has(locationId))) return [];
  const db = await scope.db();
  const atLocation = locationId
    ? inArray(quests.id, db.select({ id: questLocations.questId }).from(questLocations).where(eq(questLocations.locationId, locationId)))
    : undefined;
  const records = await selectQuestRecords({ db, clientId, where: and(eq(quests.kind, kind), atLocation) });
  return records.filter((quest) => maySeeQuestAt({ level: scope.level, questLocationIds: quest.locationIds, visibleIds: visible }));
}

/** One quest the viewer sees, or null (another client's id answers exactly like a missing one). */
export async function questById({
  scope,
  id,
  kind = 'QUEST',
}: {
  scope: Scope;
  id: string;
  kind?: QuestKind;
}): Promise<QuestRecord | null> {
  if (!isUuid(id)) return null;
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const [quest] = await selectQuestRecords({ db, clientId, where: and(eq(quests.id, id), eq(quests.kind, kind)) });
  if (!quest) return null;
  return maySeeQuestAt({ level: scope.level, questLocationIds: quest.locationIds, visibleIds: await visibleLocationIds(scope) })
    ? quest
    : null;
}

/**
 * A quest the viewer may change, locked for the rest of the request: not-found when invisible, FORBIDDEN
 * when visible but not theirs to build (or, for `purpose: 'activate'`, to activate and pause), and
 * (unless `allowActive`) refused while it is active.
 */
export async function requireEditableQuest({
  scope,
  id,
  kind = 'QUEST',
  allowActive = false,
  purpose = 'build',
}: {
  scope: Scope;
  id: string;
  kind?: QuestKind;
  allowActive?: boolean;
  purpose?: 'build' | 'activate';
}): Promise<QuestRecord> {
  const label = kind === 'QUEST' ? 'Quest' : 'Training';
  if (!isUuid(id)) throw notFoundError(label);
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const [quest] = await selectQuestRecords({ db, clientId, where: and(eq(quests.id, id), eq(quests.kind, kind)), options: { lock: true } });
  const visible = await visibleLocationIds(scope);
  if (!quest || !maySeeQuestAt({ level: scope.level, questLocationIds: quest.locationIds, visibleIds: visible }))
    throw notFoundError(label);
  const may =
    purpose === 'activate'
      ? mayActivateQuestAt({ level: scope.level, questLocationIds: quest.locationIds, visibleIds: visible })
      : mayEditQuestAt(scope.level);
  if (!may) throw forbiddenError();
  // PRODUCT.md: only Managers (and Full Admins) build trainings; Location Managers assign and read them.
  if (kind === 'TRAINING' && !seesAllLocations(scope.level)) throw forbiddenError();
  if (quest.active && !allowActive) throw questActiveError(kind);
  return quest;
}

/** Content and schedule of an active quest are frozen: workers may be doing it right now. */
export function questActiveError(kind: QuestKind) {
  return questRuleError(
    kind === 'QUEST' ? 'Deactivate the quest before editing it' : 'Deactivate the training before editing it',
    'QUEST_ACTIVE',
  );
}

/** Marks a quest as changed now (its parts changed) and returns it with the new time. */
export async function touchQuest({ db, quest }: { db: Db; quest: QuestRecord }): Promise<QuestRecord> {
  const updatedAt = new Date();
  await db
    .update(quests)
    .set({ updatedAt })
    .where(and(eq(quests.id, quest.id), eq(quests.clientId, quest.clientId)));
  return { ...quest, updatedAt };
}
