import { seesAllLocations } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { memberships, trainingAssignments, userLocations, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError } from '../../graphql/errors.js';
import { questRuleError } from '../checklists/quest-rules.service.js';
import { trainingById, type TrainingRecord } from './training-records.service.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

export const ASSIGN_LIMIT = 500;

const assignFailed = () => questRuleError('Failed to assign training', 'ERROR_FAILED_TO_ASSIGN');
const unassignFailed = () => questRuleError('Failed to unassign training', 'ERROR_FAILED_TO_UNASSIGN');

interface Candidate {
  id: string;
  isActive: boolean;
  clientRole: 'LOCATION_MANAGER' | 'MANAGER' | 'USER';
  locationIds: string[];
}

/** Members of the viewer's client among `ids`, with role, state and locations (others are simply absent). */
async function candidatesOf(scope: Scope, ids: string[]): Promise<Map<string, Candidate>> {
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const rows = await db
    .select({ id: users.id, isActive: users.isActive, clientRole: memberships.clientRole })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clientId, clientId), inArray(memberships.userId, ids)));
  const places = await db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.clientId, clientId), inArray(userLocations.userId, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, locationIds: places.filter((place) => place.userId === row.id).map((place) => place.locationId) },
    ]),
  );
}

/**
 * The locations through which the viewer may (un)assign someone to this training: every location of
 * the training for Managers; for a Location Manager only the training's locations that are also theirs.
 */
async function assignableLocations(scope: Scope, training: TrainingRecord): Promise<Set<string>> {
  if (seesAllLocations(scope.level)) return new Set(training.locationIds);
  const mine = await visibleLocationIds(scope);
  return new Set(training.locationIds.filter((id) => mine.has(id)));
}

/** Whether the viewer may act on this person for this training (PRODUCT.md's access matrix). */
function mayHandle(scope: Scope, candidate: Candidate, locations: Set<string>): boolean {
  if (!seesAllLocations(scope.level) && candidate.clientRole !== 'USER') return false;
  return candidate.locationIds.some((id) => locations.has(id));
}

/**
 * The training (not-found when the viewer cannot see it) and the distinct user ids, each checked to be a
 * member the viewer may (un)assign here — and active, for assigning. Any refusal throws `failure()`.
 */
async function checkedRequest(
  scope: Scope,
  { questId, userIds, failure, activeOnly }: { questId: string; userIds: readonly string[]; failure: () => Error; activeOnly: boolean },
): Promise<{ training: TrainingRecord; ids: string[] }> {
  const training = await trainingById({ scope, id: questId });
  if (!training) throw notFoundError('Training');
  const ids = [...new Set(userIds.map(String))];
  if (ids.length > ASSIGN_LIMIT || ids.some((id) => !isUuid(id))) throw failure();
  if (ids.length === 0) return { training, ids };
  const candidates = await candidatesOf(scope, ids);
  const locations = await assignableLocations(scope, training);
  for (const id of ids) {
    const candidate = candidates.get(id);
    if (!candidate || (activeOnly && !candidate.isActive) || !mayHandle(scope, candidate, locations)) throw failure();
  }
  return { training, ids };
}

/**
 * `assignTraining(questId, users)`: every user must be an active member of the viewer's client in one
 * of the training's locations (a Location Manager: users with role USER in one of their own locations
 * too). Any refusal fails the whole call with ERROR_FAILED_TO_ASSIGN and nothing changes.
 */
export async function assignTraining({
  scope,
  questId,
  userIds,
}: {
  scope: Scope;
  questId: string;
  userIds: string[];
}): Promise<TrainingRecord> {
  const { training, ids } = await checkedRequest(scope, { questId, userIds, failure: assignFailed, activeOnly: true });
  if (ids.length === 0) return training;
  const { clientId, userId } = tenantOf(scope);
  const db = await scope.db();
  await db
    .insert(trainingAssignments)
    .values(ids.map((id) => ({ clientId, questId: training.id, userId: id, assignedBy: userId })))
    .onConflictDoNothing();
  return training;
}

/**
 * `unassignTraining(questId, users)`: each user must be assigned now and be someone the viewer may
 * handle (deactivated people can still be unassigned). Refusals: ERROR_FAILED_TO_UNASSIGN, nothing changes.
 * Attempts and certificates already earned stay (history).
 */
export async function unassignTraining({
  scope,
  questId,
  userIds,
}: {
  scope: Scope;
  questId: string;
  userIds: string[];
}): Promise<TrainingRecord> {
  const { training, ids } = await checkedRequest(scope, { questId, userIds, failure: unassignFailed, activeOnly: false });
  if (ids.length === 0) return training;
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const removed = await db
    .delete(trainingAssignments)
    .where(
      and(
        eq(trainingAssignments.clientId, clientId),
        eq(trainingAssignments.questId, training.id),
        inArray(trainingAssignments.userId, ids),
      ),
    )
    .returning({ userId: trainingAssignments.userId });
  // Someone who was not assigned: refuse, and the request's rollback restores the others.
  if (removed.length !== ids.length) throw unassignFailed();
  return training;
}

/** User ids assigned to trainings, by training. */
export async function assignedUserIds({ scope, questIds }: { scope: Scope; questIds: string[] }): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (questIds.length === 0) return result;
  const db = await scope.db();
  const rows = await db
    .select({ questId: trainingAssignments.questId, userId: trainingAssignments.userId })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.clientId, tenantOf(scope).clientId), inArray(trainingAssignments.questId, questIds)));
  for (const row of rows) result.set(row.questId, [...(result.get(row.questId) ?? []), row.userId]);
  return result;
}
