import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecureImage } from '../../ui/secure-image';
import { MediaKindIcon } from './media-kind-icon';
import type { MediaItem } from './media.operations';
import { useProtectedUrl } from '../../ui/use-protected-url';

/** The file itself: a large picture, a video or audio player, or (documents) the kind icon. */
export function MediaPreview({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const playable = item.type === 'VIDEO' || item.type === 'AUDIO';
  const { objectUrl, failed } = useProtectedUrl(playable ? item.url : null);
  if (item.type === 'PICTURE' && item.image) {
    return (
      <SecureImage
        src={item.image.large}
        alt={item.name}
        style={{ width: '100%', maxHeight: '60vh', objectFit: 'contain', display: 'block', background: 'var(--mantine-color-gray-1)' }}
        data-testid="media-preview-image"
      />
    );
  }
  if (playable) {
    if (failed) return <Text c="dimmed">{t('common.brokenImage')}</Text>;
    if (!objectUrl) {
      return (
        <Center h={120}>
          <Loader size="sm" />
        </Center>
      );
    }
    return item.type === 'VIDEO' ? (
      <video src={objectUrl} controls style={{ width: '100%', maxHeight: '60vh' }} data-testid="media-preview-video" />
    ) : (
      <audio src={objectUrl} controls style={{ width: '100%' }} data-testid="media-preview-audio" />
    );
  }
  return (
    <Center c="dimmed" py="lg" style={{ flexDirection: 'column', gap: 8 }}>
      <MediaKindIcon kind={item.type} size={56} />
      <Text size="sm">{t('media.previewUnavailable')}</Text>
    </Center>
  );
}
