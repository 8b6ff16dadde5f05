import { hasAtLeast, seesAllLocations, type AccessLevel, type ApiErrorCode } from '@ks/domain';
import { GraphQLError } from 'graphql';

/**
 * PRODUCT.md: building, copying and deleting quests (and changing their actions) is for Managers and Full
 * Admins, who edit every quest of their client.
 */
export function mayEditQuestAt(level: AccessLevel | null): boolean {
  return seesAllLocations(level);
}

/** What the quest rules weigh: the viewer's level, the quest's locations and the locations the viewer sees. */
interface QuestPlaces {
  level: AccessLevel | null;
  questLocationIds: string[];
  visibleIds: Set<string>;
}

/**
 * PRODUCT.md: a Location Manager activates and pauses the quests whose locations are all theirs (a quest
 * shared with another location belongs to that location's managers too); Managers any quest.
 */
export function mayActivateQuestAt({ level, questLocationIds, visibleIds }: QuestPlaces): boolean {
  if (seesAllLocations(level)) return true;
  if (!hasAtLeast(level, 'LOCATION_MANAGER')) return false;
  return questLocationIds.length > 0 && questLocationIds.every((id) => visibleIds.has(id));
}

/**
 * PRODUCT.md: a Location Manager pauses and resumes a quest at their own locations (a per-location pause),
 * also a quest shared with other locations; Managers and Full Admins at any of its locations.
 */
export function mayPauseQuestAt({
  level,
  locationId,
  visibleIds,
}: {
  level: AccessLevel | null;
  locationId: string;
  visibleIds: Set<string>;
}): boolean {
  if (seesAllLocations(level)) return true;
  return hasAtLeast(level, 'LOCATION_MANAGER') && visibleIds.has(locationId);
}

/** Whether the viewer sees a quest: Managers all of them, everybody else those at one of their locations. */
export function maySeeQuestAt({ level, questLocationIds, visibleIds }: QuestPlaces): boolean {
  if (seesAllLocations(level)) return true;
  return questLocationIds.some((id) => visibleIds.has(id));
}

/** Expected refusals of the checklist features (category `user`, so the web shows the message). */
export function questRuleError(message: string, code: ApiErrorCode): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'user', code } });
}
