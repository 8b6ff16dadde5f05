import { useTranslation } from 'react-i18next';
import { useWideLayout } from '../../ui/layout-width';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'training' until its issue lands. */
export function TrainingScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.training')} message={(values) => t('empty.training', values)} />;
}

/** Empty state of 'trainingDetails' until its issue lands. */
export function TrainingDetailsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.trainingDetails')} message={(values) => t('empty.trainingDetails', values)} />;
}

/** Empty state of 'trainingEdit' until its issue lands. */
export function TrainingEditScreen() {
  const { t } = useTranslation();
  useWideLayout();
  return <WorkspaceEmptyState title={t('titles.trainingEdit')} message={(values) => t('empty.trainingEdit', values)} />;
}

/** Empty state of 'trainingSubmission' until its issue lands. */
export function TrainingSubmissionScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.trainingSubmission')} message={(values) => t('empty.trainingSubmission', values)} />;
}
