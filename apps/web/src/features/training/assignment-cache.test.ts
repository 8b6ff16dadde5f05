import { describe, expect, it } from 'vitest';
import { assignableCandidates, optimisticTraining, withAssigned, withoutAssigned } from './assignment-cache';

const ana = { id: 'u-ana', displayName: 'Ana Alvarez' };
const chris = { id: 'u-chris', displayName: 'Chris Cook' };
const pat = { id: 'u-pat', displayName: 'Pat Porter' };

describe('withAssigned', () => {
  it('adds people sorted by name, typed for the cache', () => {
    expect(withAssigned([pat], [chris, ana])).toEqual([
      { __typename: 'QuestPerson', ...ana },
      { __typename: 'QuestPerson', ...chris },
      { __typename: 'QuestPerson', ...pat },
    ]);
  });

  it('never doubles someone already assigned or picked twice', () => {
    expect(withAssigned([chris], [chris, ana, ana]).map((p) => p.id)).toEqual(['u-ana', 'u-chris']);
  });

  it('leaves the input untouched (Apollo rolls back to it on failure)', () => {
    const current = [pat];
    withAssigned(current, [ana]);
    expect(current).toEqual([pat]);
  });
});

describe('withoutAssigned', () => {
  it('removes the given people only', () => {
    expect(withoutAssigned([ana, chris, pat], ['u-chris']).map((p) => p.id)).toEqual(['u-ana', 'u-pat']);
  });

  it('ignores ids that are not assigned', () => {
    expect(withoutAssigned([ana], ['u-nobody']).map((p) => p.id)).toEqual(['u-ana']);
  });
});

describe('optimisticTraining', () => {
  it('answers like the mutation: a Training with its id and people', () => {
    expect(optimisticTraining('t-1', withAssigned([], [chris]))).toEqual({
      __typename: 'Training',
      id: 't-1',
      assignedUsers: [{ __typename: 'QuestPerson', ...chris }],
    });
  });
});

describe('assignableCandidates', () => {
  it('offers only people not assigned yet, by name', () => {
    expect(assignableCandidates([pat, chris, ana], [chris]).map((p) => p.id)).toEqual(['u-ana', 'u-pat']);
  });
});
