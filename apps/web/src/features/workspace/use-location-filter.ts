import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { LocationSummary } from '../../lib/session/session.operations';
import { useWorkspace } from './workspace-context';

/** Value of a location filter meaning "every location I can see" (kept in the URL as `all=1`). */
export const ALL_LOCATIONS = 'all';
const ALL_KEY = 'all';
/** A list's page number: a new filter starts again from the first page. */
const PAGE_KEY = 'page';

export type LocationFilterValue = {
  /** The select's value: a location id, or ALL_LOCATIONS. */
  value: string | null;
  /** The location to filter by; null for all of them. */
  location: LocationSummary | null;
  locationId: string | null;
  all: boolean;
  choose: (value: string) => void;
};

/**
 * The location filter of spec §2 on every list that has one (quests, submissions, trainings, fix-its,
 * users): 'all' is kept in the URL as `all=1`; choosing a location makes it the selected location. Each
 * choice is one URL write, so the choice sticks instead of snapping back to the previous location.
 */
export function useLocationFilter(): LocationFilterValue {
  const { location, selectLocation } = useWorkspace();
  const [searchParams, setSearchParams] = useSearchParams();
  const all = searchParams.get(ALL_KEY) === '1';
  const choose = useCallback(
    (value: string) => {
      if (value === ALL_LOCATIONS) {
        setSearchParams(
          (previous) => {
            const params = new URLSearchParams(previous);
            params.set(ALL_KEY, '1');
            params.delete(PAGE_KEY);
            return params;
          },
          { replace: true },
        );
      } else {
        selectLocation(value, (params) => {
          params.delete(ALL_KEY);
          params.delete(PAGE_KEY);
        });
      }
    },
    [selectLocation, setSearchParams],
  );
  const shown = all ? null : location;
  return { value: all ? ALL_LOCATIONS : (location?.id ?? null), location: shown, locationId: shown?.id ?? null, all, choose };
}
