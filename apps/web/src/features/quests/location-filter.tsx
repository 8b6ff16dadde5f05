import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../workspace';

const ALL = 'all';

/**
 * The location filter of spec §2: 'all' is kept in the URL as `all=1`; choosing a location saves it as
 * the selected location (and clears `all`). Returns the location id to filter by (null for all).
 */
export function useLocationFilter(): { locationId: string | null; all: boolean; choose: (value: string) => void } {
  const { location, selectLocation } = useWorkspace();
  const [searchParams, setSearchParams] = useSearchParams();
  const all = searchParams.get('all') === '1';
  const choose = (value: string) => {
    if (value !== ALL) selectLocation(value);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value === ALL) params.set('all', '1');
        else params.delete('all');
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  };
  return { locationId: all ? null : (location?.id ?? null), all, choose };
}

export type LocationFilterProps = { value: ReturnType<typeof useLocationFilter> };

/** The select of the location filter, with the 'All locations' choice first. */
export function LocationFilter({ value }: LocationFilterProps) {
  const { t } = useTranslation();
  const { locations } = useWorkspace();
  return (
    <Select
      label={t('quests.filters.location')}
      data={[{ value: ALL, label: t('quests.filters.allLocations') }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
      value={value.all ? ALL : value.locationId}
      onChange={(next) => next && value.choose(next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
