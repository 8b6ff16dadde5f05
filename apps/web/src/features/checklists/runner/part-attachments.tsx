import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadProtectedFile } from '../../../ui/protected-files';
import { SecureImage } from '../../../ui/secure-image';

export type PartAttachmentsProps = {
  attachments: ReadonlyArray<{ id: string; name: string; url: string; thumbnail: string | null; type: string }>;
};

/** An action's attachments: pictures as thumbnails, other files as download links. */
export function PartAttachments({ attachments }: PartAttachmentsProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs">
      {attachments.map((file) =>
        file.thumbnail ? (
          <SecureImage
            key={file.id}
            src={file.thumbnail}
            alt={file.name}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : (
          <Anchor key={file.id} component="button" type="button" size="sm" onClick={() => void downloadProtectedFile(file.url, file.name)}>
            {t('quests.attachments.download', { name: file.name })}
          </Anchor>
        ),
      )}
    </Group>
  );
}
