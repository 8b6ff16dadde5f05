import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

const LOCATION = '00000000-0000-4000-8000-00000000a101';
const USAGE = gql`
  query Usage {
    location(id: "${LOCATION}") {
      id
      planUsage {
        plan
        equipmentCount
      }
    }
  }
`;
const ROOM = gql`
  query Room {
    location(id: "${LOCATION}") {
      id
      planUsage {
        plan
        roomLeft
      }
    }
  }
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Apollo cache (issue 17: no warnings for types without an id)', () => {
  it('merges a value type two queries select differently, without a data-loss warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = createCache();
    cache.writeQuery({
      query: USAGE,
      data: {
        location: {
          __typename: 'Location',
          id: LOCATION,
          planUsage: { __typename: 'PlanUsage', plan: 'SMALL_KITCHEN', equipmentCount: 4 },
        },
      },
    });
    cache.writeQuery({
      query: ROOM,
      data: {
        location: { __typename: 'Location', id: LOCATION, planUsage: { __typename: 'PlanUsage', plan: 'SMALL_KITCHEN', roomLeft: 6 } },
      },
    });
    expect(warn).not.toHaveBeenCalled();
    // Both queries can still be answered from the cache: nothing was lost.
    expect(cache.readQuery({ query: USAGE })).toEqual({
      location: { __typename: 'Location', id: LOCATION, planUsage: { __typename: 'PlanUsage', plan: 'SMALL_KITCHEN', equipmentCount: 4 } },
    });
    expect(cache.readQuery({ query: ROOM })).toEqual({
      location: { __typename: 'Location', id: LOCATION, planUsage: { __typename: 'PlanUsage', plan: 'SMALL_KITCHEN', roomLeft: 6 } },
    });
  });
});
