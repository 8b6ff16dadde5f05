import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace';
import { HeaderSelect } from './header-select';

/** Location selector in the header. */
export function LocationSelector() {
  const { t } = useTranslation();
  const { locations, location, selectLocation } = useWorkspace();
  if (locations.length === 0) return null;
  return (
    <HeaderSelect
      label={t('shell.location')}
      data={locations.map((item) => ({ value: item.id, label: item.name }))}
      value={location?.id ?? null}
      onChange={selectLocation}
      width={220}
    />
  );
}
