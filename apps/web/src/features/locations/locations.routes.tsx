import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'locations' until its issue lands. */
export function LocationsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.locations')} message={(values) => t('empty.locations', values)} />;
}

/** Empty state of 'locationCreate' until its issue lands. */
export function LocationCreateScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.locationCreate')} message={(values) => t('empty.locationCreate', values)} />;
}

/** Empty state of 'locationEdit' until its issue lands. */
export function LocationEditScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.locationEdit')} message={(values) => t('empty.locationEdit', values)} />;
}
