import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'media' until its issue lands. */
export function MediaScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.media')} message={(values) => t('empty.media', values)} />;
}
