import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { questLocations } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import { dropUnstartedActivations, generateActivations } from './activations.service.js';
import { questById, type QuestRecord } from './quest-records.service.js';
import { mayPauseQuestAt } from './quest-rules.service.js';

/** Per quest, the locations where it is paused (all of them; the schema keeps the viewer's). */
const pausedLocations = batchLoader<string, string[]>(
  async (scope, questIds) => {
    const db = await scope.db();
    const rows = await db
      .select({ questId: questLocations.questId, locationId: questLocations.locationId })
      .from(questLocations)
      .where(
        and(
          eq(questLocations.clientId, tenantOf(scope).clientId),
          inArray(questLocations.questId, questIds),
          isNotNull(questLocations.pausedAt),
        ),
      );
    const byQuest = new Map<string, string[]>();
    for (const row of rows) byQuest.set(row.questId, [...(byQuest.get(row.questId) ?? []), row.locationId]);
    return byQuest;
  },
  // A pause in the same request (the mutation's answer) must be read again.
  { cache: false },
);

/** The viewer's locations of `quest` where it is paused. */
export async function pausedLocationIdsOf(scope: Scope, quest: QuestRecord): Promise<string[]> {
  const visible = await visibleLocationIds(scope);
  return ((await pausedLocations.load(scope, quest.id)) ?? []).filter((id) => visible.has(id)).sort();
}

/** The quest's locations where the viewer may pause or resume it. */
export async function pausableLocationIdsOf(scope: Scope, quest: QuestRecord): Promise<string[]> {
  const visibleIds = await visibleLocationIds(scope);
  return quest.locationIds.filter(
    (locationId) => visibleIds.has(locationId) && mayPauseQuestAt({ level: scope.level, locationId, visibleIds }),
  );
}

/**
 * `setQuestPausedAt(questId, locationId, paused)`: pauses a quest at one of its locations (no new windows
 * there, and the ones nobody has started are removed, as when a quest is switched off) or resumes it (the
 * next 48 hours of windows at once, when the quest is active). The quest's other locations are untouched.
 * Not found for a quest or location the viewer does not see, or a location the quest does not run at;
 * FORBIDDEN below Location Manager.
 */
export async function setQuestPausedAt({
  scope,
  questId,
  locationId,
  paused,
  now = new Date(),
}: {
  scope: Scope;
  questId: string;
  locationId: string;
  paused: boolean;
  now?: Date;
}): Promise<QuestRecord> {
  const quest = await questById({ scope, id: questId });
  if (!quest) throw notFoundError('Quest');
  const visibleIds = await visibleLocationIds(scope);
  if (!quest.locationIds.includes(locationId) || !visibleIds.has(locationId)) throw notFoundError('Location');
  if (!mayPauseQuestAt({ level: scope.level, locationId, visibleIds })) throw forbiddenError();
  const { clientId, userId } = tenantOf(scope);
  const db = await scope.db();
  const pair = and(eq(questLocations.clientId, clientId), eq(questLocations.questId, quest.id), eq(questLocations.locationId, locationId));
  if (paused) {
    // A pause already there keeps its time and author.
    await db
      .update(questLocations)
      .set({ pausedAt: now, pausedBy: userId })
      .where(and(pair, isNull(questLocations.pausedAt)));
    await dropUnstartedActivations({ db, clientId, questId: quest.id, locationId, now });
  } else {
    await db.update(questLocations).set({ pausedAt: null, pausedBy: null }).where(pair);
    if (quest.active) await generateActivations({ scope, now, only: { questId: quest.id, locationId, force: true } });
  }
  return quest;
}
