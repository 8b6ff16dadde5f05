import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { useUrlState } from '../../ui/use-url-state';
import { ALL_LOCATIONS, LOCATION_URL_KEY, useLocationFilter } from '../workspace';

export { ALL_LOCATIONS };
const ALL_KEY = 'all';
const INACTIVE_KEY = 'inactive';

/** The users query variables a URL stands for; the route loader and the screen read the same URL. */
export function usersQueryVariables(params: URLSearchParams): { locationId: string | null; includeInactive: boolean } {
  const all = params.get(ALL_KEY) === '1';
  const locationId = all ? null : (params.get(LOCATION_URL_KEY) ?? readStored(STORAGE_KEYS.selectedLocation));
  return { locationId, includeInactive: params.get(INACTIVE_KEY) === '1' };
}

/**
 * The users list filter (spec §2): the shared location filter (a specific location, which also becomes
 * the selected location, or 'all', kept in the URL as `all=1`), plus whether deactivated users are shown
 * (`inactive=1`).
 */
export function useUsersFilter() {
  const filter = useLocationFilter();
  const [inactive, setInactive] = useUrlState(INACTIVE_KEY, '');
  return {
    value: filter.value,
    location: filter.location,
    choose: filter.choose,
    includeInactive: inactive === '1',
    setIncludeInactive: (include: boolean) => setInactive(include ? '1' : ''),
  };
}
