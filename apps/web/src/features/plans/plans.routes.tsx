import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'plans' until its issue lands. */
export function PlansScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.plans')} message={(values) => t('empty.plans', values)} />;
}
