import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';

/** What Standard and Basic users see on the user administration screens. */
export function UsersNoAccess() {
  const { t } = useTranslation();
  return <EmptyState title={t('titles.users')}>{t('users.noAccess')}</EmptyState>;
}
