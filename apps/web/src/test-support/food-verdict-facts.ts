import type { FoodVerdictFactsFragment } from '../gql/graphql';

/** A food verdict as the API answers it (a SAFE batch with no danger time), for component and list tests. */
export function foodVerdictFacts(over: Partial<FoodVerdictFactsFragment> = {}): FoodVerdictFactsFragment {
  return {
    status: 'FOOD',
    verdict: 'SAFE',
    control: 'TEMPERATURE',
    batchId: 'b1',
    batchStartedAt: null,
    dangerMinutes: 0,
    unknownMinutes: 0,
    noDataMinutes: null,
    periods: 0,
    uncertain: false,
    next: null,
    ...over,
  };
}
