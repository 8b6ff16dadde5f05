import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { LocationsDocument, type LocationSummary } from '../../lib/session/session.operations';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { useStoredValue } from '../../lib/storage/use-stored-value';
import { locationIdInPath, resolveSelectedLocation } from './location-selection';

export const LOCATION_URL_KEY = 'location';

type LocationSelection = {
  locations: LocationSummary[];
  loaded: boolean;
  location: LocationSummary | null;
  selectLocation: SelectLocation;
};

/**
 * Selects a location; `alsoEdit` changes other URL keys in the same navigation (a filter clearing
 * `all` and `page`). Two writes of the URL from one render would each start from the same snapshot, and
 * the second would put the previous location back.
 */
export type SelectLocation = (locationId: string, alsoEdit?: (params: URLSearchParams) => void) => void;

/**
 * Loads the locations of the selected client and keeps the selection in `ks:selected-location`,
 * mirrored to the URL key `location`.
 */
export function useLocationSelection(clientId: string | null): LocationSelection {
  const [storedId, setStoredId] = useStoredValue(STORAGE_KEYS.selectedLocation);
  const [searchParams, setSearchParams] = useSearchParams();
  const queryId = searchParams.get(LOCATION_URL_KEY);
  const pathId = locationIdInPath(useLocation().pathname);
  const urlId = pathId ?? queryId;
  const navigate = useNavigate();
  // A navigation the person started (a menu link whose page is still loading its data) is not cut short by
  // mirroring the selection into this page's URL: that write would replace it and bring them back here.
  const navigating = useNavigation().state !== 'idle';
  const { data, refetch } = useQuery(LocationsDocument, { skip: clientId === null, fetchPolicy: 'cache-and-network' });
  const locations = data?.locations ?? [];
  const loaded = data !== undefined;
  const selectedId = loaded ? resolveSelectedLocation(locations, storedId, urlId) : storedId;

  // A client is selected but no location is: ask the server again once for this client.
  const refetchedFor = useRef<string | null>(null);
  useEffect(() => {
    if (clientId && !storedId && refetchedFor.current !== clientId) {
      refetchedFor.current = clientId;
      refetch().catch((error: unknown) => console.error(error));
    }
  }, [clientId, storedId, refetch]);

  useEffect(() => {
    if (!loaded) return;
    if (selectedId !== storedId) setStoredId(selectedId);
    if (selectedId && selectedId !== queryId && !navigating) {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(LOCATION_URL_KEY, selectedId);
          return params;
        },
        { replace: true },
      );
    }
  }, [loaded, selectedId, storedId, queryId, navigating, setStoredId, setSearchParams]);

  const selectLocation = useCallback(
    (locationId: string, alsoEdit?: (params: URLSearchParams) => void) => {
      setStoredId(locationId);
      // A page about another location (an equipment page) cannot show this one: go to its temperatures.
      if (pathId && pathId !== locationId) {
        void navigate(`/temperatures?${LOCATION_URL_KEY}=${encodeURIComponent(locationId)}`);
        return;
      }
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(LOCATION_URL_KEY, locationId);
          alsoEdit?.(params);
          return params;
        },
        { replace: true },
      );
    },
    [setStoredId, setSearchParams, pathId, navigate],
  );

  const location = locations.find((item) => item.id === selectedId) ?? null;
  return { locations, loaded, location, selectLocation };
}
