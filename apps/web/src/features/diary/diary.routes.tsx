import { DIARY_PAGE_SIZE, hasAtLeast } from '@ks/domain';
import { Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { DiaryEntriesQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { EmptyState } from '../../ui/empty-state';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useUrlState } from '../../ui/use-url-state';
import { LOCATION_URL_KEY, useWorkspace } from '../workspace';
import { DiaryEntriesDocument } from './diary.operations';
import { DiaryEntryForm } from './diary-entry-form';
import { DiaryEntryList } from './diary-entry-list';

/** The diaryEntries variables a URL stands for (selected location, `mine=1`, `page`). */
function diaryVariables(params: URLSearchParams) {
  const page = Number(params.get('page') ?? '1');
  return {
    locationId: params.get(LOCATION_URL_KEY) ?? readStored(STORAGE_KEYS.selectedLocation),
    mine: params.get('mine') === '1',
    first: DIARY_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Starts the entries of the URL's location and page as soon as the navigation starts. */
export function diaryLoader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery(DiaryEntriesDocument, diaryVariables(new URL(request.url).searchParams));
}

function Entries({ onPage }: { onPage: (page: number) => void }) {
  const { diaryEntries } = useRouteQuery<DiaryEntriesQuery>();
  return <DiaryEntryList page={diaryEntries} onPage={onPage} />;
}

/** /diary 'Diary': write an entry at the selected location; read mine (and, for managers, everybody's). */
export function DiaryScreen() {
  const { t } = useTranslation();
  const { me, location } = useWorkspace();
  const [mine] = useUrlState('mine', '');
  const [, setPage] = useUrlState('page', '1');
  const [, setSearchParams] = useSearchParams();
  // One navigation: showing only mine also goes back to the first page.
  const showOnlyMine = (on: boolean) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (on) params.set('mine', '1');
        else params.delete('mine');
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  if (!me) return <PageSkeleton />;
  if (!location) return <EmptyState title={t('titles.diary')}>{t('diary.noLocation')}</EmptyState>;
  const seesOthers = hasAtLeast(me.accessLevel, 'LOCATION_MANAGER');
  const onlyMine = !seesOthers || mine === '1';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('titles.diary')}
        </Title>
        <Text c="dimmed">{t('diary.intro')}</Text>
      </Stack>
      <DiaryEntryForm location={location} onSubmitted={() => setPage('1')} />
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} size="h4">
          {onlyMine ? t('diary.myEntries', { location: location.name }) : t('diary.entries', { location: location.name })}
        </Title>
        {seesOthers ? (
          <Switch label={t('diary.onlyMine')} checked={mine === '1'} onChange={(event) => showOnlyMine(event.currentTarget.checked)} />
        ) : null}
      </Group>
      <Suspense fallback={<Skeleton height={200} radius="md" />}>
        <Entries onPage={(page) => setPage(String(page))} />
      </Suspense>
    </Stack>
  );
}
