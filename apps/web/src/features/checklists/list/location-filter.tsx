import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_LOCATIONS, useLocationFilter, useWorkspace, type LocationFilterValue } from '../../workspace';

export { useLocationFilter };

export type LocationFilterProps = { value: LocationFilterValue };

/** The select of the location filter, with the 'All locations' choice first. */
export function LocationFilter({ value }: LocationFilterProps) {
  const { t } = useTranslation();
  const { locations } = useWorkspace();
  return (
    <Select
      label={t('quests.filters.location')}
      data={[{ value: ALL_LOCATIONS, label: t('quests.filters.allLocations') }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
      value={value.value}
      onChange={(next) => next && value.choose(next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
