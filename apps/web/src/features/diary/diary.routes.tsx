import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'diary' until its issue lands. */
export function DiaryScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.diary')} message={(values) => t('empty.diary', values)} />;
}
