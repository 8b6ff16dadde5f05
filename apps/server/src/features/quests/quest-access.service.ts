import { hasAtLeast, seesAllLocations, type AccessLevel } from '@ks/domain';
import { GraphQLError } from 'graphql';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { listVisibleLocations, type LocationRow } from '../locations/locations.service.js';

const perRequest = new WeakMap<GraphQLContext, Promise<LocationRow[]>>();

/** The viewer's visible locations, loaded once per request (every quest check needs them). */
export function visibleLocationsOf(ctx: GraphQLContext): Promise<LocationRow[]> {
  let pending = perRequest.get(ctx);
  if (!pending) {
    pending = listVisibleLocations({ ctx });
    perRequest.set(ctx, pending);
  }
  return pending;
}

/** Ids of the viewer's visible locations. */
export async function visibleLocationIdsOf(ctx: GraphQLContext): Promise<Set<string>> {
  return new Set((await visibleLocationsOf(ctx)).map((location) => location.id));
}

/**
 * PRODUCT.md: Managers edit every quest of their client; a Location Manager only quests whose locations
 * are all theirs (a quest shared with another location belongs to that location's managers too).
 */
export function mayEditQuestAt(level: AccessLevel | null, questLocationIds: string[], visibleIds: Set<string>): boolean {
  if (seesAllLocations(level)) return true;
  if (!hasAtLeast(level, 'LOCATION_MANAGER')) return false;
  return questLocationIds.length > 0 && questLocationIds.every((id) => visibleIds.has(id));
}

/** Whether the viewer sees a quest: Managers all of them, everybody else those at one of their locations. */
export function maySeeQuestAt(level: AccessLevel | null, questLocationIds: string[], visibleIds: Set<string>): boolean {
  if (seesAllLocations(level)) return true;
  return questLocationIds.some((id) => visibleIds.has(id));
}

/** The viewer's level in the selected client. */
export function levelOf(ctx: GraphQLContext): AccessLevel | null {
  return tenantOf(ctx).accessLevel;
}

/** Expected refusals of the checklist features (category `user`, so the web shows the message). */
export function questRuleError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'user', code } });
}

/** A well-formed UUID (anything else answers not-found without a query); other features import it from here. */
export { isUuid } from '../../db/ids.js';

/**
 * Runs a mutation so that any refusal rolls the whole request back. The request transaction commits
 * after expected (`user`) errors by design (rate-limit counters must stick), but a checklist mutation
 * that fails half-way must leave nothing behind.
 */
export async function atomically<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    ctx.requestState.failed = true;
    throw error;
  }
}
