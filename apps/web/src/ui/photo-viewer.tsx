import { Anchor, Group, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadProtectedFile } from './protected-files';
import { SecureImage } from './secure-image';

/** A picture as the API lists it: its original (`url`), small rendition and biggest stored width (`large`). */
export type ViewablePhoto = { id: string; name: string; url: string; thumbnail: string | null; large?: string | null };

export type PhotoThumbnailsProps = {
  photos: ReadonlyArray<ViewablePhoto & { thumbnail: string }>;
  /** Side of each square thumbnail, in pixels. */
  size: number;
};

/**
 * Evidence pictures as thumbnails that open large (issue 41 item 4): a dialog with the biggest stored
 * width (1024 px, the original only when there is none), the file's name as its title and alt text,
 * closed by Esc, a click outside or its close button, with a download of the original.
 */
export function PhotoThumbnails({ photos, size }: PhotoThumbnailsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ViewablePhoto | null>(null);
  return (
    <>
      <Group gap="xs">
        {photos.map((photo) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpen(photo)}
            aria-label={t('quests.answer.openPicture', { name: photo.name })}
            data-testid="answer-thumbnail"
          >
            <SecureImage
              src={photo.thumbnail}
              alt={photo.name}
              width={size}
              height={size}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          </UnstyledButton>
        ))}
      </Group>
      <LargePhotoModal photo={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The large view of one picture; nothing while `photo` is null. */
export function LargePhotoModal({ photo, onClose }: { photo: ViewablePhoto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={photo?.name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('notesSignOff.closePhoto') }}
    >
      {photo ? (
        <Stack align="center">
          <SecureImage
            src={photo.large ?? photo.url}
            alt={photo.name}
            style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
            data-testid="answer-picture-full"
          />
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadProtectedFile(photo.url, photo.name)}>
            {t('quests.attachments.download', { name: photo.name })}
          </Anchor>
        </Stack>
      ) : null}
    </Modal>
  );
}
