import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace';

/** Tells a user without any location to contact the administrator. */
export function NoLocationNotice() {
  const { t } = useTranslation();
  const { locations, locationsLoaded } = useWorkspace();
  if (!locationsLoaded || locations.length > 0) return null;
  return (
    <Alert color="tertiary" variant="light" mb="md" role="status">
      {t('shell.noLocation')}
    </Alert>
  );
}
