import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadProtectedFile } from '../../../ui/protected-files';
import { PhotoThumbnails, type ViewablePhoto } from '../../../ui/photo-viewer';

/** An uploaded answer file as the API gives it (`url` is the original, `thumbnail` a picture's small rendition). */
export type AnswerFile = ViewablePhoto;

export type AnswerFilesProps = { files: ReadonlyArray<AnswerFile> };

/**
 * The photos and documents of a FILE or PHOTO answer: pictures as thumbnails that open large in a
 * dialog, other files as download links (both fetched with the session's token; the files are protected).
 */
export function AnswerFiles({ files }: AnswerFilesProps) {
  const { t } = useTranslation();
  if (files.length === 0) return <Text size="sm">{t('quests.answer.files', { count: 0 })}</Text>;
  const photos = files.flatMap((file) => (file.thumbnail ? [{ ...file, thumbnail: file.thumbnail }] : []));
  const others = files.filter((file) => !file.thumbnail);
  return (
    <Group gap="xs">
      {photos.length > 0 ? <PhotoThumbnails photos={photos} size={64} /> : null}
      {others.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadProtectedFile(file.url, file.name)}
          data-testid="answer-download"
        >
          {t('quests.attachments.download', { name: file.name })}
        </Anchor>
      ))}
    </Group>
  );
}
