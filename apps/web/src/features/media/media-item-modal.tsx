import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { attachmentNameSchema } from '@ks/domain';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { peopleMessageKey, type FormMessageKey } from '../../lib/forms/people-form-messages';
import { schemaValidator, translatedErrors } from '../../lib/forms/schema-validator';
import { confirmAction } from '../../ui/confirm-action';
import { downloadProtectedFile } from '../../ui/protected-files';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { formatBytes } from './format-bytes';
import { DeleteAttachmentDocument, UpdateAttachmentDocument, type MediaItem } from './media.operations';
import { MediaPreview } from './media-preview';

export type MediaItemModalProps = {
  item: MediaItem | null;
  canManage: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

/** Preview of one library file with download, and (managers) rename and delete. */
export function MediaItemModal({ item, canManage, onClose, onDeleted }: MediaItemModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.name ?? ''} size="xl" centered>
      {item ? <MediaItemDetails key={item.id} item={item} canManage={canManage} onClose={onClose} onDeleted={onDeleted} /> : null}
    </Modal>
  );
}

/** The library name as the API checks it (attachmentNameSchema), one i18n key for the field. */
const validateName = schemaValidator<{ name: string }, FormMessageKey>(z.object({ name: attachmentNameSchema }), peopleMessageKey);

function MediaItemDetails({ item, canManage, onClose, onDeleted }: Omit<MediaItemModalProps, 'item'> & { item: MediaItem }) {
  const { t, i18n } = useTranslation();
  // @mantine/form holds the name being edited and its error (an i18n key); typing clears the error.
  const form = useForm({ initialValues: { name: item.name }, validate: validateName, enhanceGetInputProps: translatedErrors(t) });
  const [inUse, setInUse] = useState(false);
  const [rename, { loading: renaming }] = useMutation(UpdateAttachmentDocument);
  const [remove] = useMutation(DeleteAttachmentDocument, {
    refetchQueries: ['MediaLibrary'],
    awaitRefetchQueries: true,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.createdAt));

  const saveName = form.onSubmit(async ({ name }) => {
    try {
      await rename({ variables: { id: item.id, name: attachmentNameSchema.parse(name) } });
      showSuccessToast(t('media.renamed'));
    } catch (error) {
      console.error('updateAttachment failed', error);
      showErrorToast(t('media.renameFailed'));
    }
  });

  const deleteItem = async () => {
    try {
      await remove({ variables: { id: item.id } });
      showSuccessToast(t('media.deleted', { name: item.name }));
      onClose();
      onDeleted();
    } catch (error) {
      if (errorCodeOf(error) === 'FILE_IN_USE') {
        setInUse(true);
        return;
      }
      console.error('deleteAttachment failed', error);
      showErrorToast(t('media.deleteFailed'));
    }
  };

  // The one confirm dialog, over this preview; it closes once the delete settles (the preview with it on success).
  const confirmDelete = () =>
    confirmAction({
      title: t('media.deleteTitle', { name: item.name }),
      message: t('media.deleteMessage'),
      confirmLabel: t('media.delete'),
      cancelLabel: t('media.cancel'),
      onConfirm: deleteItem,
    });

  return (
    <Stack gap="md">
      <MediaPreview item={item} />
      <Text size="sm" c="dimmed">
        {item.uploader ? t('media.addedBy', { name: item.uploader.displayName, date }) : t('media.addedOn', { date })}
        {' · '}
        {item.fileName}
        {' · '}
        {formatBytes(item.size, i18n.language)}
      </Text>
      {inUse ? (
        <Alert color="secondary" variant="light" role="alert">
          {t('media.usedInQuest')}
        </Alert>
      ) : null}
      {canManage ? (
        <form noValidate onSubmit={saveName}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput label={t('media.name')} {...form.getInputProps('name')} style={{ flex: 1, minWidth: 200 }} />
            <Button type="submit" variant="light" loading={renaming} disabled={form.getValues().name.trim() === item.name}>
              {t('media.rename')}
            </Button>
          </Group>
        </form>
      ) : null}
      <Group justify="space-between">
        {canManage ? (
          <Button color="secondary" variant="subtle" onClick={confirmDelete}>
            {t('media.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="default"
          onClick={() =>
            void downloadProtectedFile(item.url, item.fileName).catch((error: unknown) => {
              console.error('download failed', error);
              showErrorToast(t('media.downloadFailed'));
            })
          }
        >
          {t('media.download')}
        </Button>
      </Group>
    </Stack>
  );
}
