import { activationGapMessage, activationGaps, parseSchedule, ScheduleError, type QuestKind } from '@ks/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, questLocations, questParts, quests } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { forbiddenError, tooLongError, validationError } from '../../graphql/errors.js';
import { dropUnstartedActivations, generateActivations } from './activations.service.js';
import { mayEditQuestAt, questRuleError } from './quest-rules.service.js';
import { questById, requireEditableQuest, selectQuestRecords, type QuestRecord } from './quest-records.service.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

export const QUEST_LIMITS = { nameMax: 200, descriptionMax: 4000, rruleMax: 2000, locationsMax: 500 } as const;

/** Checks location ids for a quest: at least one, all visible, and a viewer who builds quests (a Manager). */
async function checkedLocationIds(scope: Scope, locationIds: string[]): Promise<string[]> {
  const ids = [...new Set(locationIds.map(String))];
  if (ids.length === 0) throw validationError('Please select at least one location', 'locationIds');
  if (ids.length > QUEST_LIMITS.locationsMax) throw validationError('Too many locations', 'locationIds');
  const visible = await visibleLocationIds(scope);
  // Another client's (or an unknown) location answers like a missing one.
  if (ids.some((id) => !isUuid(id) || !visible.has(id))) throw validationError('Location not found', 'locationIds');
  if (!mayEditQuestAt(scope.level)) throw forbiddenError();
  return ids;
}

/** The quest's locations become `locationIds`; a location kept keeps its bookkeeping and its pause. */
async function setLocations(db: Db, clientId: string, questId: string, locationIds: string[]): Promise<void> {
  const ofQuest = and(eq(questLocations.clientId, clientId), eq(questLocations.questId, questId));
  await db.delete(questLocations).where(and(ofQuest, notInArray(questLocations.locationId, locationIds)));
  await db
    .insert(questLocations)
    .values(locationIds.map((locationId) => ({ clientId, questId, locationId })))
    .onConflictDoNothing();
}

async function reload(scope: Scope, id: string, kind: QuestKind): Promise<QuestRecord> {
  const { clientId } = tenantOf(scope);
  const [quest] = await selectQuestRecords({ db: await scope.db(), clientId, where: and(eq(quests.id, id), eq(quests.kind, kind)) });
  if (!quest) throw new Error('quest vanished inside its own transaction');
  return quest;
}

/** `createQuest(locationIds)`: an empty, inactive quest at those locations, ready for the editor. */
export async function createQuest({
  scope,
  locationIds,
  kind = 'QUEST',
}: {
  scope: Scope;
  locationIds: string[];
  kind?: QuestKind;
}): Promise<QuestRecord> {
  const { clientId, userId } = tenantOf(scope);
  const ids = await checkedLocationIds(scope, locationIds);
  const db = await scope.db();
  const [row] = await db.insert(quests).values({ clientId, kind, createdBy: userId }).returning({ id: quests.id });
  await setLocations(db, clientId, row!.id, ids); // insert … returning always gives the row
  return reload(scope, row!.id, kind);
}

/**
 * `copyQuest(id)` → newId: same name (marked as a copy), description, schedule, locations and parts,
 * inactive. Section markers are duplicated; actions are shared, as the library intends.
 */
export async function copyQuest({ scope, id, kind = 'QUEST' }: { scope: Scope; id: string; kind?: QuestKind }): Promise<string> {
  const source = await requireEditableQuest({ scope, id, kind, allowActive: true });
  const { clientId, userId } = tenantOf(scope);
  const db = await scope.db();
  const [copy] = await db
    .insert(quests)
    .values({
      clientId,
      kind,
      name: source.name ? `${source.name} (copy)`.slice(0, QUEST_LIMITS.nameMax) : '',
      description: source.description,
      rrule: source.rrule,
      durationMin: source.durationMin,
      createdBy: userId,
    })
    .returning({ id: quests.id });
  const newId = copy!.id; // insert … returning always gives the row
  if (source.locationIds.length > 0) await setLocations(db, clientId, newId, source.locationIds);
  await db.execute(sql`
    insert into quest_parts (client_id, quest_id, position, kind, action_id, name, description)
    select client_id, ${newId}::uuid, position, kind, action_id, name, description
    from quest_parts where quest_id = ${source.id} and client_id = ${clientId}`);
  return newId;
}

export interface UpdateQuestInput {
  name?: string | null;
  description?: string | null;
  rrule?: string | null;
  durationMin?: number | null;
  locationIds?: string[] | null;
}

/**
 * `updateQuest`: name, description, schedule (RFC 5545 text + window length, checked by the domain
 * rules) and locations. Refused while the quest is active.
 */
export async function updateQuest({
  scope,
  id,
  input,
  kind = 'QUEST',
}: {
  scope: Scope;
  id: string;
  input: UpdateQuestInput;
  kind?: QuestKind;
}): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id, kind });
  const { clientId } = tenantOf(scope);
  const changes: Partial<typeof quests.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined && input.name !== null) {
    const name = input.name.trim();
    if (name.length > QUEST_LIMITS.nameMax)
      throw tooLongError(`Use at most ${QUEST_LIMITS.nameMax} characters`, QUEST_LIMITS.nameMax, 'name');
    changes.name = name;
  }
  if (input.description !== undefined && input.description !== null) {
    if (input.description.length > QUEST_LIMITS.descriptionMax) {
      throw tooLongError(`Use at most ${QUEST_LIMITS.descriptionMax} characters`, QUEST_LIMITS.descriptionMax, 'description');
    }
    changes.description = input.description.trim();
  }
  const durationMin = input.durationMin ?? quest.durationMin;
  if (!Number.isInteger(durationMin) || durationMin < 1 || durationMin > 1440) {
    throw validationError('The time window must be between 1 minute and 24 hours', 'durationMin');
  }
  if (input.rrule !== undefined) {
    const rrule = input.rrule?.trim() || null;
    if (rrule) {
      if (rrule.length > QUEST_LIMITS.rruleMax) throw validationError('Unsupported schedule', 'rrule');
      try {
        changes.durationMin = parseSchedule(rrule, durationMin).durationMin;
      } catch (error) {
        if (error instanceof ScheduleError) throw validationError(error.message, 'rrule');
        throw error;
      }
    }
    changes.rrule = rrule;
  } else if (input.durationMin !== undefined && input.durationMin !== null) {
    changes.durationMin = quest.rrule ? parseSchedule(quest.rrule, durationMin).durationMin : durationMin;
  }
  const db = await scope.db();
  if (input.locationIds) {
    const ids = await checkedLocationIds(scope, input.locationIds);
    await setLocations(db, clientId, quest.id, ids);
  }
  await db
    .update(quests)
    .set(changes)
    .where(and(eq(quests.id, quest.id), eq(quests.clientId, clientId)));
  return reload(scope, quest.id, kind);
}

/**
 * `deleteQuest`: soft delete, so submissions, scores and fix-its keep their history; an active quest is
 * switched off first (its unstarted windows go).
 */
export async function deleteQuest({ scope, id, kind = 'QUEST' }: { scope: Scope; id: string; kind?: QuestKind }): Promise<string> {
  const quest = await requireEditableQuest({ scope, id, kind, allowActive: true });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const now = new Date();
  if (quest.active) await dropUnstartedActivations({ db, clientId, questId: quest.id, now });
  await db
    .update(quests)
    .set({ deletedAt: now, active: false, updatedAt: now })
    .where(and(eq(quests.id, quest.id), eq(quests.clientId, clientId)));
  return quest.id;
}

/** What the activation rules need to know about a quest's content. */
async function contentCounts(db: Db, clientId: string, questId: string) {
  const [row] = await db
    .select({
      actionCount: sql<number>`count(*) filter (where ${questParts.kind} = 'ACTION')::int`,
      unnamedActionCount: sql<number>`count(*) filter (where ${questParts.kind} = 'ACTION' and btrim(${actions.name}) = '')::int`,
    })
    .from(questParts)
    .leftJoin(actions, eq(actions.id, questParts.actionId))
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, questId)));
  return { actionCount: row?.actionCount ?? 0, unnamedActionCount: row?.unnamedActionCount ?? 0 };
}

/**
 * `setQuestActive(questId, active)` with spec §4's rules, naming what is missing. Switching on creates
 * the windows of the next 48 hours at once (the job keeps them coming); the quest's actions are locked
 * in share mode so a concurrent `updateAction` waits and then sees the quest active.
 */
export async function setQuestActive({
  scope,
  questId,
  active,
  kind = 'QUEST',
  now = new Date(),
}: {
  scope: Scope;
  questId: string;
  active: boolean;
  kind?: QuestKind;
  now?: Date;
}): Promise<QuestRecord> {
  const quest = await requireEditableQuest({ scope, id: questId, kind, allowActive: true, purpose: 'activate' });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  if (active === quest.active) return quest;
  if (!active) {
    await db
      .update(quests)
      .set({ active: false, updatedAt: now })
      .where(and(eq(quests.id, quest.id), eq(quests.clientId, clientId)));
    await dropUnstartedActivations({ db, clientId, questId: quest.id, now });
    return reload(scope, quest.id, kind);
  }
  const counts = await contentCounts(db, clientId, quest.id);
  const gaps = activationGaps({ kind, name: quest.name, rrule: quest.rrule, locationCount: quest.locationIds.length, ...counts });
  const [gap] = gaps;
  if (gap) throw questRuleError(activationGapMessage(kind, gap), `ACTIVATION_MISSING_${gap.toUpperCase() as Uppercase<typeof gap>}`);
  await db.execute(sql`
    select 1 from ${actions} where ${actions.clientId} = ${clientId} and ${actions.id} in (
      select ${questParts.actionId} from ${questParts} where ${questParts.questId} = ${quest.id}
    ) for share`);
  await db
    .update(quests)
    .set({ active: true, activatedAt: now, updatedAt: now })
    .where(and(eq(quests.id, quest.id), eq(quests.clientId, clientId)));
  if (kind === 'QUEST') await generateActivations({ scope, now, only: { questId: quest.id, force: true } });
  return reload(scope, quest.id, kind);
}

/** Quests by id (any the viewer sees), for nested fields of activations and submissions. */
export async function questRecordsByIds({ scope, ids }: { scope: Scope; ids: string[] }): Promise<Map<string, QuestRecord>> {
  const { clientId } = tenantOf(scope);
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const db = await scope.db();
  // Deleted quests are included on purpose: old submissions still show the quest's name.
  const rows = await db
    .select({
      quest: quests,
      locationIds: sql<
        string[]
      >`coalesce((select array_agg(ql.location_id::text) from quest_locations ql where ql.quest_id = ${quests.id}), '{}')`,
    })
    .from(quests)
    .where(and(eq(quests.clientId, clientId), inArray(quests.id, valid)));
  return new Map(rows.map((row) => [row.quest.id, { ...row.quest, locationIds: row.locationIds }]));
}

export { questById };
