import { describe, expect, it } from 'vitest';
import { withoutPaginatedLists } from './persisted-cache';

describe('withoutPaginatedLists', () => {
  it('drops libraryActions, applianceAlerts and fixits from the persisted root query', () => {
    const serialized = JSON.stringify({
      ROOT_QUERY: {
        __typename: 'Query',
        me: { __ref: 'CurrentUser:1' },
        'libraryActions({"page":1})': { items: [] },
        'applianceAlerts({"id":"a","first":10,"page":1})': [],
        fixits: [],
        locations: [],
      },
      'CurrentUser:1': { id: '1' },
    });
    const result = JSON.parse(withoutPaginatedLists(serialized)) as { ROOT_QUERY: Record<string, unknown> };
    expect(Object.keys(result.ROOT_QUERY).sort()).toEqual(['__typename', 'locations', 'me']);
  });
});
