import { useTranslation } from 'react-i18next';
import { useWideLayout } from '../../ui/layout-width';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'quests' until its issue lands. */
export function QuestsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.quests')} message={(values) => t('empty.quests', values)} />;
}

/** Empty state of 'questDetails' until its issue lands. */
export function QuestDetailsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.questDetails')} message={(values) => t('empty.questDetails', values)} />;
}

/** Empty state of 'questEdit' until its issue lands. */
export function QuestEditScreen() {
  const { t } = useTranslation();
  useWideLayout();
  return <WorkspaceEmptyState title={t('titles.questEdit')} message={(values) => t('empty.questEdit', values)} />;
}

/** Empty state of 'questSubmission' until its issue lands. */
export function QuestSubmissionScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.questSubmission')} message={(values) => t('empty.questSubmission', values)} />;
}
