import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'sensors' until its issue lands. */
export function SensorsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.sensors')} message={(values) => t('empty.sensors', values)} />;
}
