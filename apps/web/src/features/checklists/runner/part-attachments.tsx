import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadProtectedFile } from '../../../ui/protected-files';
import { PhotoThumbnails } from '../../../ui/photo-viewer';

export type PartAttachmentsProps = {
  attachments: ReadonlyArray<{ id: string; name: string; url: string; thumbnail: string | null; large?: string | null; type: string }>;
};

/** An action's attachments: pictures as thumbnails that open large, other files as download links. */
export function PartAttachments({ attachments }: PartAttachmentsProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const photos = attachments.flatMap((file) => (file.thumbnail ? [{ ...file, thumbnail: file.thumbnail }] : []));
  return (
    <Group gap="xs">
      {photos.length > 0 ? <PhotoThumbnails photos={photos} size={96} /> : null}
      {attachments
        .filter((file) => !file.thumbnail)
        .map((file) => (
          <Anchor key={file.id} component="button" type="button" size="sm" onClick={() => void downloadProtectedFile(file.url, file.name)}>
            {t('quests.attachments.download', { name: file.name })}
          </Anchor>
        ))}
    </Group>
  );
}
