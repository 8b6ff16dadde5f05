import { canViewMonitoring, hasAtLeast } from '@ks/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { useWorkspace } from '../workspace';

/**
 * A location's way into its food-safety records (on its card and on the Records screen): cooling logs
 * (kitchen staff, who log batches on their phone) and the inspection report (Managers and Location
 * Managers). Nothing for Basic Users.
 */
export function LocationRecordLinks({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const level = useWorkspace().me?.accessLevel ?? null;
  if (!canViewMonitoring(level)) return null;
  return (
    <Group gap="xs">
      <Button component={PreloadLink} to={`/cooling/${locationId}`} variant="light" size="xs">
        {t('cooling.open')}
      </Button>
      {hasAtLeast(level, 'LOCATION_MANAGER') ? (
        <Button component={PreloadLink} to={`/locations/${locationId}/report`} variant="light" size="xs">
          {t('inspectionReport.open')}
        </Button>
      ) : null}
    </Group>
  );
}
