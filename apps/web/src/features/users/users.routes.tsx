import { useTranslation } from 'react-i18next';
import { WorkspaceEmptyState } from '../workspace';

/** Empty state of 'users' until its issue lands. */
export function UsersScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.users')} message={(values) => t('empty.users', values)} />;
}

/** Empty state of 'userDetails' until its issue lands. */
export function UserDetailsScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.userDetails')} message={(values) => t('empty.userDetails', values)} />;
}

/** Empty state of 'userEdit' until its issue lands. */
export function UserEditScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.userEdit')} message={(values) => t('empty.userEdit', values)} />;
}

/** Empty state of 'userCreate' until its issue lands. */
export function UserCreateScreen() {
  const { t } = useTranslation();
  return <WorkspaceEmptyState title={t('titles.userCreate')} message={(values) => t('empty.userCreate', values)} />;
}
