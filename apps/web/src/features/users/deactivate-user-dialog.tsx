import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorCodeOf } from './form-errors';
import { useUserMutations } from './use-user-mutations';

export type DeactivateUserDialogProps = {
  user: { id: string; displayName: string };
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
};

/** Asks before deleteUser: the person can no longer sign in (or leaves only this company); history stays. */
export function DeactivateUserDialog({ user, opened, onClose, onDone }: DeactivateUserDialogProps) {
  const { t } = useTranslation();
  const { client } = useWorkspace();
  const { deleteUser } = useUserMutations();
  const [busy, setBusy] = useState(false);
  const company = client?.companyName ?? '';

  const confirm = async () => {
    setBusy(true);
    try {
      const { data } = await deleteUser({ variables: { id: user.id } });
      const removed = data?.deleteUser.removedFromClient ?? false;
      showSuccessToast(
        removed
          ? t('users.toasts.removed', { name: user.displayName, company })
          : t('users.toasts.deactivated', { name: user.displayName }),
      );
      onClose();
      onDone();
    } catch (error) {
      console.error('deleteUser failed', error);
      showErrorToast(errorCodeOf(error) === 'FORBIDDEN' ? t('users.errors.forbidden') : t('users.errors.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('users.deactivate.title', { name: user.displayName })} centered>
      <Stack gap="md">
        <Text size="sm">{t('users.deactivate.message', { name: user.displayName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('users.actions.cancel')}
          </Button>
          <Button color="secondary" loading={busy} onClick={() => void confirm()}>
            {t('users.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
