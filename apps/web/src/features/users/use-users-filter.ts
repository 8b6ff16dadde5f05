import { useCallback, useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { useUrlState } from '../../ui/use-url-state';
import { LOCATION_URL_KEY, useWorkspace } from '../workspace';

/** Value of the location filter meaning "every location I can see" (kept in the URL as `all=1`). */
export const ALL_LOCATIONS = 'all';
const ALL_KEY = 'all';
const INACTIVE_KEY = 'inactive';

/** The users query variables a URL stands for; the route loader and the screen read the same URL. */
export function usersQueryVariables(params: URLSearchParams): { locationId: string | null; includeInactive: boolean } {
  const all = params.get(ALL_KEY) === '1';
  const locationId = all ? null : (params.get(LOCATION_URL_KEY) ?? readStored(STORAGE_KEYS.selectedLocation));
  return { locationId, includeInactive: params.get(INACTIVE_KEY) === '1' };
}

/**
 * The users list filter (spec §2): a specific location, which also becomes the selected location, or
 * 'all', kept in the URL as `all=1`; plus whether deactivated users are shown (`inactive=1`).
 */
export function useUsersFilter() {
  const { location, selectLocation } = useWorkspace();
  const [all, setAll] = useUrlState(ALL_KEY, '');
  const [inactive, setInactive] = useUrlState(INACTIVE_KEY, '');
  const showAll = all === '1';
  // Both writes navigate from the same URL snapshot, so the location is selected once `all=1` is gone.
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending && !showAll) {
      selectLocation(pending);
      setPending(null);
    }
  }, [pending, showAll, selectLocation]);

  const choose = useCallback(
    (value: string) => {
      if (value === ALL_LOCATIONS) setAll('1');
      else if (showAll) {
        setPending(value);
        setAll('');
      } else selectLocation(value);
    },
    [selectLocation, setAll, showAll],
  );

  return {
    value: showAll ? ALL_LOCATIONS : (location?.id ?? null),
    location: showAll ? null : location,
    choose,
    includeInactive: inactive === '1',
    setIncludeInactive: (include: boolean) => setInactive(include ? '1' : ''),
  };
}
