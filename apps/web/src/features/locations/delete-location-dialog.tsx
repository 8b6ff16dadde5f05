import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../ui/confirm-action';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { DeleteLocationDocument } from './locations.operations';

/** Asks before deleting a location (its areas and equipment go with it), then deletes it. */
export function useConfirmDeleteLocation(onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  const [deleteLocation] = useMutation(DeleteLocationDocument);
  const remove = async (location: { id: string; name: string }) => {
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
    }
  };
  return (location: { id: string; name: string }) =>
    confirmAction({
      title: t('locations.deleteConfirm.title'),
      message: t('locations.deleteConfirm.message', { name: location.name }),
      cancelLabel: t('locations.deleteConfirm.cancel'),
      confirmLabel: t('locations.deleteConfirm.confirm'),
      onConfirm: () => remove(location),
    });
}
