import { hasAtLeast } from '@ks/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';
import { useWorkspace } from '../../workspace';

/** The locations list's link to the company's default escalation chain: Managers and up only. */
export function DefaultChainLink() {
  const { t } = useTranslation();
  if (!hasAtLeast(useWorkspace().me?.accessLevel ?? null, 'MANAGER')) return null;
  return (
    <Button component={PreloadLink} to="/locations/default-chain" variant="light">
      {t('onCall.company.open')}
    </Button>
  );
}
