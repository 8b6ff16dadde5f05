import type { ApolloCache } from '@apollo/client/core';
import type { LocationProgressSubscription } from '../../gql/graphql';

/**
 * A checklist's answer as the fix-its list hears it: the activation's new progress is written to its
 * cached object (Apollo's normalized entry, wherever a screen shows it; nothing when none does), and the
 * list is not re-read, since an answer raises no fix-it. `refetch` is re-read when the event cannot carry
 * the change: a submission (FINISHED) raises fix-its, the list gains rows; a fix-it's own change names
 * people (its resolver, its owner) and moves it between the filtered pages, which its row does not tell.
 */
export function applyProgressEvent<Q>(refetch: Q[]) {
  return (data: LocationProgressSubscription, cache: ApolloCache<unknown>): Q[] => {
    const change = data.locationProgressChanged;
    const activation = change?.questActivation;
    if (change?.kind !== 'ACTIVATION' || !activation || activation.progress === 'FINISHED') return refetch;
    const id = cache.identify({ __typename: 'QuestActivation', id: activation.id });
    cache.modify({ id, fields: { progress: () => activation.progress } });
    return [];
  };
}
