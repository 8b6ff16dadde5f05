import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, uploadFile } from '../../../ui/protected-files';
import { uploadFailureKey } from '../../../ui/upload-failure';
import { useProtectedUrl } from '../../../ui/use-protected-url';

export type EquipmentPhotoFieldProps = {
  /** The stored photo's URL (medium width), when the appliance already has one. */
  currentUrl: string | null;
  fileId: string | null;
  onChange: (fileId: string | null) => void;
};

const PICTURE_TYPES = acceptAttribute(['PICTURE']);

/** Photo of the equipment: uploaded to `/files` at once, kept by id until the form is saved. */
export function EquipmentPhotoField({ currentUrl, fileId, onChange }: EquipmentPhotoFieldProps) {
  const { t } = useTranslation();
  const stored = useProtectedUrl(fileId && currentUrl ? currentUrl : null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadFile(file, ['PICTURE']);
      setPreview(URL.createObjectURL(file));
      onChange(uploaded.id);
    } catch (failure) {
      setError(t(uploadFailureKey(failure, 'equipment.form.photoFailed')));
    } finally {
      setUploading(false);
    }
  };

  const src = fileId ? (preview ?? stored.objectUrl) : null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('equipment.form.photo')}
      </Text>
      {src ? <Image src={src} alt={t('equipment.form.photo')} w={160} h={120} fit="cover" radius="md" /> : null}
      <Group gap="xs">
        <FileButton onChange={(file) => void upload(file)} accept={PICTURE_TYPES}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={uploading}>
              {fileId ? t('equipment.form.replacePhoto') : t('equipment.form.addPhoto')}
            </Button>
          )}
        </FileButton>
        {fileId ? (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            {t('equipment.form.removePhoto')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="secondary" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
