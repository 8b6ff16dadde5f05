import { and, eq, gte, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import { questActivations, questLocations, quests } from '../../db/schema/index.js';
import type { ClientBatch } from '../../scope/client-read.js';

/** Spec §3 location summary, quests part. */
export interface QuestCounts {
  /** Active quests at the location. */
  active: number;
  /** Activations finished (submitted) in the last 30 days. */
  finished: number;
  /** Activations whose window is open now, by progress. */
  currentPending: number;
  currentProgress: number;
  currentFinished: number;
}

export const SCORE_WINDOW_DAYS = 30;

const emptyCounts = (): QuestCounts => ({ active: 0, finished: 0, currentPending: 0, currentProgress: 0, currentFinished: 0 });

/** Quest counts for several locations in two queries. */
export async function questCountsByLocation({
  db,
  clientId,
  locationIds,
  now,
}: ClientBatch<'locationIds'> & { now: Date }): Promise<Map<string, QuestCounts>> {
  const result = new Map(locationIds.map((id) => [id, emptyCounts()]));
  if (locationIds.length === 0) return result;
  const since = new Date(now.getTime() - SCORE_WINDOW_DAYS * 86_400_000);
  const active = await db
    .select({ locationId: questLocations.locationId, n: sql<number>`count(*)::int` })
    .from(questLocations)
    .innerJoin(quests, eq(quests.id, questLocations.questId))
    .where(
      and(
        eq(questLocations.clientId, clientId),
        inArray(questLocations.locationId, locationIds),
        eq(quests.active, true),
        eq(quests.kind, 'QUEST'),
        isNull(quests.deletedAt),
      ),
    )
    .groupBy(questLocations.locationId);
  const activations = await db
    .select({
      locationId: questActivations.locationId,
      finished: sql<number>`count(*) filter (where ${questActivations.progress} = 'FINISHED' and ${questActivations.finishedAt} >= ${since})::int`,
      currentPending: sql<number>`count(*) filter (where ${questActivations.startsAt} <= ${now} and ${questActivations.endsAt} > ${now} and ${questActivations.progress} = 'PENDING')::int`,
      currentProgress: sql<number>`count(*) filter (where ${questActivations.startsAt} <= ${now} and ${questActivations.endsAt} > ${now} and ${questActivations.progress} = 'IN_PROGRESS')::int`,
      currentFinished: sql<number>`count(*) filter (where ${questActivations.startsAt} <= ${now} and ${questActivations.endsAt} > ${now} and ${questActivations.progress} = 'FINISHED')::int`,
    })
    .from(questActivations)
    .where(
      and(
        eq(questActivations.clientId, clientId),
        inArray(questActivations.locationId, locationIds),
        gte(questActivations.endsAt, since),
        lte(questActivations.startsAt, now),
      ),
    )
    .groupBy(questActivations.locationId);
  for (const row of active) result.get(row.locationId)!.active = row.n; // every asked id has an entry
  for (const row of activations) {
    Object.assign(result.get(row.locationId)!, {
      finished: row.finished,
      currentPending: row.currentPending,
      currentProgress: row.currentProgress,
      currentFinished: row.currentFinished,
    });
  }
  return result;
}

/**
 * PRODUCT.md: a location's score is the average of its last 30 days of activation scores; missed
 * windows count as 0 (the close job gives them that score). Null when nothing was scored.
 */
export async function locationScores({
  db,
  clientId,
  locationIds,
  now,
}: ClientBatch<'locationIds'> & { now: Date }): Promise<Map<string, number | null>> {
  const result = new Map<string, number | null>(locationIds.map((id) => [id, null]));
  if (locationIds.length === 0) return result;
  const since = new Date(now.getTime() - SCORE_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ locationId: questActivations.locationId, score: sql<number | null>`round(avg(${questActivations.score}))::int` })
    .from(questActivations)
    .where(
      and(
        eq(questActivations.clientId, clientId),
        inArray(questActivations.locationId, locationIds),
        gt(questActivations.startsAt, since),
        lte(questActivations.startsAt, now),
        sql`${questActivations.score} is not null`,
      ),
    )
    .groupBy(questActivations.locationId);
  for (const row of rows) result.set(row.locationId, row.score);
  return result;
}
