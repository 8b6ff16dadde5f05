import { Badge, Card, Center, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecureImage } from '../../ui/secure-image';
import { formatBytes } from './format-bytes';
import { MediaKindIcon } from './media-kind-icon';
import type { MediaItem } from './media.operations';

const TILE_HEIGHT = 140;

export type MediaCardProps = { item: MediaItem; onOpen: () => void };

/** One library file: its thumbnail (pictures) or kind icon, name, kind and size; opens the preview. */
export function MediaCard({ item, onOpen }: MediaCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0} data-testid="media-item">
      <UnstyledButton onClick={onOpen} aria-label={t('media.open', { name: item.name })} style={{ display: 'block', width: '100%' }}>
        {item.thumbnail ? (
          <SecureImage
            src={item.image?.medium ?? item.thumbnail}
            alt={item.name}
            height={TILE_HEIGHT}
            style={{ width: '100%', objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
          />
        ) : (
          <Center h={TILE_HEIGHT} c="dimmed" bg="gray.0">
            <MediaKindIcon kind={item.type} size={48} />
          </Center>
        )}
        <Stack gap={4} p="sm">
          <Text fw={600} size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {item.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color="gray">
              {t(`media.kindLabels.${item.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatBytes(item.size, i18n.language)}
            </Text>
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
