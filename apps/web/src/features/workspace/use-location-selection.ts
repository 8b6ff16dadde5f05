import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LocationsDocument, type LocationSummary } from '../../lib/session/session.operations';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { useStoredValue } from '../../lib/storage/use-stored-value';
import { resolveSelectedLocation } from './location-selection';

export const LOCATION_URL_KEY = 'location';

type LocationSelection = {
  locations: LocationSummary[];
  loaded: boolean;
  location: LocationSummary | null;
  selectLocation: (locationId: string) => void;
};

/**
 * Loads the locations of the selected client and keeps the selection in `ks:selected-location`,
 * mirrored to the URL key `location`.
 */
export function useLocationSelection(clientId: string | null): LocationSelection {
  const [storedId, setStoredId] = useStoredValue(STORAGE_KEYS.selectedLocation);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlId = searchParams.get(LOCATION_URL_KEY);
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
    if (selectedId && selectedId !== urlId) {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(LOCATION_URL_KEY, selectedId);
          return params;
        },
        { replace: true },
      );
    }
  }, [loaded, selectedId, storedId, urlId, setStoredId, setSearchParams]);

  const selectLocation = useCallback(
    (locationId: string) => {
      setStoredId(locationId);
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set(LOCATION_URL_KEY, locationId);
          return params;
        },
        { replace: true },
      );
    },
    [setStoredId, setSearchParams],
  );

  const location = locations.find((item) => item.id === selectedId) ?? null;
  return { locations, loaded, location, selectLocation };
}
