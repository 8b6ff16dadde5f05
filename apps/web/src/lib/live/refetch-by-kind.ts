import type { DocumentNode } from '@apollo/client/core';
import type { TemperatureChangeKind, TemperatureChangesSubscription } from '../../gql/graphql';

type Queries = Array<string | DocumentNode>;

/**
 * What a temperature event re-reads on a screen: the queries its kind can change, the whole screen for a
 * kind not named. Its change cannot be written to the cache from the event: a reading's value, an alert's
 * status history and responsible person, a food verdict worked out from the readings are none of them a
 * row the server's one read per event holds (decision 0360), and reading them for the event would be a
 * read per subscriber again. So the event narrows the refetch instead (an engine run sends an ALERT event
 * for every alert it touched, so new readings alone leave the alert lists as they are).
 */
export function refetchByKind(byKind: Partial<Record<TemperatureChangeKind, Queries>>, all: Queries) {
  return (data: TemperatureChangesSubscription): Queries => {
    const kind = data.temperatureChanged?.kind;
    return (kind && byKind[kind]) || all;
  };
}
