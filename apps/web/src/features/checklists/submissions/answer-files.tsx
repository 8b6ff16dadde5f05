import { Anchor, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadProtectedFile } from '../../../ui/protected-files';
import { SecureImage } from '../../../ui/secure-image';

/** An uploaded answer file as the API gives it (`url` is the original, `thumbnail` a picture's small rendition). */
export type AnswerFile = { id: string; name: string; url: string; thumbnail: string | null };

export type AnswerFilesProps = { files: ReadonlyArray<AnswerFile> };

/**
 * The photos and documents of a FILE or PHOTO answer: pictures as thumbnails that open full size in a
 * dialog, other files as download links (both fetched with the session's token; the files are protected).
 */
export function AnswerFiles({ files }: AnswerFilesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AnswerFile | null>(null);
  if (files.length === 0) return <Text size="sm">{t('quests.answer.files', { count: 0 })}</Text>;
  return (
    <>
      <Group gap="xs">
        {files.map((file) =>
          file.thumbnail ? (
            <UnstyledButton
              key={file.id}
              onClick={() => setOpen(file)}
              aria-label={t('quests.answer.openPicture', { name: file.name })}
              data-testid="answer-thumbnail"
            >
              <SecureImage src={file.thumbnail} alt={file.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
            </UnstyledButton>
          ) : (
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
          ),
        )}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name} size="xl" centered>
        {open ? (
          <Stack align="center">
            <SecureImage
              src={open.url}
              alt={open.name}
              style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
              data-testid="answer-picture-full"
            />
            <Anchor component="button" type="button" size="sm" onClick={() => void downloadProtectedFile(open.url, open.name)}>
              {t('quests.attachments.download', { name: open.name })}
            </Anchor>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
