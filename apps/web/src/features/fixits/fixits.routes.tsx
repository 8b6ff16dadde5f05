import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'fixits' until its issue lands. */
export function FixitsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.fixits')} message={(values) => t('empty.fixits', values)} />;
}
