import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace';

/** Location selector in the header. */
export function LocationSelector() {
  const { t } = useTranslation();
  const { locations, location, selectLocation } = useWorkspace();
  if (locations.length === 0) return null;
  return (
    <Select
      aria-label={t('shell.location')}
      placeholder={t('shell.location')}
      data={locations.map((item) => ({ value: item.id, label: item.name }))}
      value={location?.id ?? null}
      onChange={(value) => value && selectLocation(value)}
      allowDeselect={false}
      searchable={locations.length > 8}
      size="sm"
      w={220}
    />
  );
}
