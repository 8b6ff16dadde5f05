/**
 * Pure helpers for assigning and unassigning people: the list a training's `assignedUsers` becomes, so
 * the screen can show it at once (Apollo optimisticResponse) and roll back by itself if the server refuses.
 */

export type AssignedPerson = { __typename?: 'QuestPerson'; id: string; displayName: string };
/** Anyone with a name: an assigned person, or a user picked from the users list. */
export type PersonLike = { id: string; displayName: string };

/** Sorted by name the way people read a roster (the server's order does not matter for display). */
function byName(a: PersonLike, b: PersonLike): number {
  return a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id);
}

/** Only the fields the mutation selects, typed for the cache. */
function toAssigned(person: PersonLike): AssignedPerson {
  return { __typename: 'QuestPerson', id: person.id, displayName: person.displayName };
}

/** The assigned people after adding `added` (people already assigned are not doubled). */
export function withAssigned(current: readonly PersonLike[], added: readonly PersonLike[]): AssignedPerson[] {
  const known = new Set(current.map((person) => person.id));
  const fresh = added.filter((person) => {
    if (known.has(person.id)) return false;
    known.add(person.id);
    return true;
  });
  return [...current, ...fresh].map(toAssigned).sort(byName);
}

/** The assigned people after removing `userIds`. */
export function withoutAssigned(current: readonly PersonLike[], userIds: readonly string[]): AssignedPerson[] {
  const removed = new Set(userIds);
  return current
    .filter((person) => !removed.has(person.id))
    .map(toAssigned)
    .sort(byName);
}

/** The training as `assignTraining` / `unassignTraining` will answer it, for Apollo's optimisticResponse. */
export function optimisticTraining(trainingId: string, assignedUsers: AssignedPerson[]) {
  return { __typename: 'Training' as const, id: trainingId, assignedUsers };
}

/** People who may still be offered for assignment: not assigned yet, sorted by name. */
export function assignableCandidates<T extends PersonLike>(people: readonly T[], assigned: readonly PersonLike[]): T[] {
  const taken = new Set(assigned.map((person) => person.id));
  return people.filter((person) => !taken.has(person.id)).sort(byName);
}
