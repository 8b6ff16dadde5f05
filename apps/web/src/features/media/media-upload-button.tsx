import { useMutation } from '@apollo/client/react';
import { Button, FileButton } from '@mantine/core';
import { ATTACHMENT_KINDS } from '@ks/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, uploadFile } from '../../ui/protected-files';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { uploadFailureKey } from '../../ui/upload-failure';
import { CreateAttachmentDocument } from './media.operations';

export type MediaUploadButtonProps = { onUploaded: () => void };

/**
 * Uploads the chosen files one after the other (`POST /files`, then createAttachment); each refusal says
 * why ('File size is too large', 'Invalid file type') and the others still go in.
 */
export function MediaUploadButton({ onUploaded }: MediaUploadButtonProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<string | null>(null);
  const [createAttachment] = useMutation(CreateAttachmentDocument, { refetchQueries: ['MediaLibrary'], awaitRefetchQueries: true });

  const upload = async (chosen: File[]) => {
    let added = 0;
    for (const file of chosen) {
      setCurrent(file.name);
      try {
        const stored = await uploadFile(file, ATTACHMENT_KINDS);
        const { data } = await createAttachment({ variables: { input: { fileId: stored.id } } });
        added += 1;
        showSuccessToast(t('media.uploaded', { name: data?.createAttachment.name ?? file.name }));
      } catch (error) {
        console.error('media upload failed', error);
        showErrorToast(`${file.name}: ${t(uploadFailureKey(error, 'media.uploadFailed'))}`);
      }
    }
    setCurrent(null);
    if (added > 0) onUploaded();
  };

  return (
    <FileButton onChange={(files) => void upload(files)} accept={acceptAttribute(ATTACHMENT_KINDS)} multiple disabled={current !== null}>
      {(props) => (
        <Button {...props} loading={current !== null}>
          {current ? t('media.uploading', { name: current }) : t('media.upload')}
        </Button>
      )}
    </FileButton>
  );
}
