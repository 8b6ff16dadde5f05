import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { DeleteLocationDocument } from './locations.operations';

export type DeleteLocationDialogProps = {
  location: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
};

/** Asks before deleting a location (its areas and equipment go with it). */
export function DeleteLocationDialog({ location, onClose, onDeleted }: DeleteLocationDialogProps) {
  const { t } = useTranslation();
  const [deleteLocation, { loading }] = useMutation(DeleteLocationDocument);
  const confirm = async () => {
    if (!location) return;
    try {
      await deleteLocation({
        variables: { id: location.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Location', id: location.id }) });
          cache.evict({ fieldName: 'locationSummaries' });
          cache.evict({ fieldName: 'locationOptions' });
          cache.gc();
        },
      });
      showSuccessToast(t('locations.messages.deleted'));
      onDeleted(location.id);
    } catch (error) {
      console.error(error);
      showErrorToast(t('locations.messages.deleteFailed'));
    } finally {
      onClose();
    }
  };
  return (
    <Modal opened={location !== null} onClose={onClose} title={t('locations.deleteConfirm.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('locations.deleteConfirm.message', { name: location?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('locations.deleteConfirm.cancel')}
          </Button>
          <Button color="secondary" loading={loading} onClick={() => void confirm()}>
            {t('locations.deleteConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
