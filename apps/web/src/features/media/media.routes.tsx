import { ATTACHMENT_KIND_FILTERS, canManageMedia, type AttachmentKindFilter } from '@ks/domain';
import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { MediaLibraryQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useWorkspace } from '../workspace';
import { KIND_KEY, mediaQueryVariables, PAGE_KEY, SEARCH_KEY } from './media-filters';
import { MediaCard } from './media-card';
import { MediaItemModal } from './media-item-modal';
import { MediaUploadButton } from './media-upload-button';
import { MediaLibraryDocument, type MediaItem } from './media.operations';
import { Pager } from '../../ui/pager';

/** Starts the library page of the URL's search, kind and page as soon as the navigation starts. */
export function mediaLoader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery(MediaLibraryDocument, mediaQueryVariables(new URL(request.url).searchParams));
}

function Library({ canManage, filtered, onPage }: { canManage: boolean; filtered: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { searchAttachments: page } = useRouteQuery<MediaLibraryQuery>();
  const [openId, setOpenId] = useState<string | null>(null);
  const open: MediaItem | null = page.items.find((item) => item.id === openId) ?? null;
  if (page.totalCount === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">
          {filtered ? t('media.noMatch') : canManage ? `${t('media.empty')} ${t('media.emptyCanUpload')}` : t('media.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('media.count', { count: page.totalCount })}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5, lg: 6 }} spacing="md">
        {page.items.map((item) => (
          <MediaCard key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
        ))}
      </SimpleGrid>
      <Pager totalCount={page.totalCount} pageSize={page.first} page={page.page} onChange={onPage} label={t('media.page')} />
      <MediaItemModal item={open} canManage={canManage} onClose={() => setOpenId(null)} onDeleted={() => setOpenId(null)} />
    </Stack>
  );
}

/** 'Media library': pictures, documents, videos and audio of the company, searchable by kind and name. */
export function MediaScreen() {
  const { t } = useTranslation();
  const { me } = useWorkspace();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, kind } = mediaQueryVariables(searchParams);
  const [text, setText] = useState(search);
  // One navigation per change: a new search or kind also goes back to the first page.
  const setFilter = (key: string, value: string, fallback = '') =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value === fallback) params.delete(key);
        else params.set(key, value);
        if (key !== PAGE_KEY) params.delete(PAGE_KEY);
        return params;
      },
      { replace: true },
    );
  const searchLater = useDebouncedCallback((value: string) => setFilter(SEARCH_KEY, value.trim()), 300);
  if (!me) return <PageSkeleton />;
  const canManage = canManageMedia(me.accessLevel);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('titles.media')}
          </Title>
          <Text c="dimmed">{t('media.intro')}</Text>
        </Stack>
        {canManage ? <MediaUploadButton onUploaded={() => setFilter(PAGE_KEY, '1', '1')} /> : null}
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('media.search')}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <SegmentedControl
          aria-label={t('media.kind')}
          value={kind}
          onChange={(value) => setFilter(KIND_KEY, value, 'ANY')}
          data={ATTACHMENT_KIND_FILTERS.map((value: AttachmentKindFilter) => ({ value, label: t(`media.kinds.${value}`) }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      </Group>
      <Suspense fallback={<Skeleton height={320} radius="md" />}>
        <Library
          canManage={canManage}
          filtered={search !== '' || kind !== 'ANY'}
          onPage={(page) => setFilter(PAGE_KEY, String(page), '1')}
        />
      </Suspense>
    </Stack>
  );
}
