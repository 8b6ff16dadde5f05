import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../ui/confirm-action';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { useUserMutations } from './use-user-mutations';

/**
 * Asks before deleteUser: the person can no longer sign in (or leaves only this company); history stays.
 * A refusal keeps the question open, with a toast saying why.
 */
export function useConfirmDeactivateUser(onDone: () => void) {
  const { t } = useTranslation();
  const { client } = useWorkspace();
  const { deleteUser } = useUserMutations();
  const company = client?.companyName ?? '';

  const deactivate = async (user: { id: string; displayName: string }) => {
    try {
      const { data } = await deleteUser({ variables: { id: user.id } });
      const removed = data?.deleteUser.removedFromClient ?? false;
      showSuccessToast(
        removed
          ? t('users.toasts.removed', { name: user.displayName, company })
          : t('users.toasts.deactivated', { name: user.displayName }),
      );
      onDone();
      return true;
    } catch (error) {
      console.error('deleteUser failed', error);
      showErrorToast(errorCodeOf(error) === 'FORBIDDEN' ? t('users.errors.forbidden') : t('users.errors.deleteFailed'));
      return false;
    }
  };

  return (user: { id: string; displayName: string }) =>
    confirmAction({
      title: t('users.deactivate.title', { name: user.displayName }),
      message: t('users.deactivate.message', { name: user.displayName }),
      cancelLabel: t('users.actions.cancel'),
      confirmLabel: t('users.deactivate.confirm'),
      onConfirm: () => deactivate(user),
    });
}
