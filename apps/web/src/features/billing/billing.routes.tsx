import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'billing' until its issue lands. */
export function BillingScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.billing')} message={(values) => t('empty.billing', values)} />;
}
