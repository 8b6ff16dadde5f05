import { hasAtLeast } from '@ks/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';
import { useWorkspace } from '../../workspace';

/** The location card's "On call" link to its Reaching people screen: Location Managers and up only. */
export function OnCallLink({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  if (!hasAtLeast(useWorkspace().me?.accessLevel ?? null, 'LOCATION_MANAGER')) return null;
  return (
    <Button component={PreloadLink} to={`/locations/${locationId}/on-call`} variant="light" size="xs">
      {t('onCall.open')}
    </Button>
  );
}
