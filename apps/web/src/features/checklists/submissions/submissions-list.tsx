import { useQuery } from '@apollo/client/react';
import { Group, Paper, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../ui/pager';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useSearchParamSetter } from '../../../lib/search-param-setter';
import { useWorkspace } from '../../workspace';
import { QuestSubmissionsDocument } from './submissions.operations';
import { LocationFilter, type useLocationFilter } from '../list/location-filter';
import { SubmissionCards } from './submission-cards';
import { SubmissionsTable } from './submissions-table';
import { QuestListDocument } from '../quests.operations';

const PAGE_SIZE = 20;

/** A `YYYY-MM-DD` from the URL as the start of that local day, or null. */
function dayStart(value: string | null, plusDays = 0): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/**
 * Submitted quests, newest first, with every filter kept in the URL (location with 'all', quest, only
 * mine, from and to dates, page) so a link or a reload shows the same list.
 */
export function SubmissionsList({ filter }: { filter: ReturnType<typeof useLocationFilter> }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { me } = useWorkspace();
  const [searchParams] = useSearchParams();
  const questId = searchParams.get('quest');
  const mine = searchParams.get('mine') === '1';
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const page = Math.max(Number(searchParams.get('page') ?? 1) || 1, 1);
  const set = useSearchParamSetter();
  const quests = useQuery(QuestListDocument, { variables: { locationId: filter.locationId }, fetchPolicy: 'cache-first' });
  const { data, loading } = useQuery(QuestSubmissionsDocument, {
    variables: {
      locationId: filter.locationId,
      questId,
      submittedBy: mine ? (me?.id ?? null) : null,
      from: dayStart(from),
      to: dayStart(to, 1),
      page,
      first: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.questSubmissions;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <LocationFilter value={filter} />
        <Select
          label={t('quests.filters.quest')}
          placeholder={t('quests.filters.allQuests')}
          data={(quests.data?.quests ?? []).map((quest) => ({ value: quest.id, label: quest.name || t('quests.untitled') }))}
          value={questId}
          onChange={(value) => set('quest', value)}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          type="date"
          label={t('quests.filters.from')}
          value={from ?? ''}
          onChange={(event) => set('from', event.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('quests.filters.to')}
          value={to ?? ''}
          onChange={(event) => set('to', event.currentTarget.value || null)}
        />
        <Switch
          label={t('quests.filters.mine')}
          checked={mine}
          onChange={(event) => set('mine', event.currentTarget.checked ? '1' : null)}
          mb={8}
        />
      </Group>
      {!list && loading ? (
        <Skeleton h={300} radius="md" />
      ) : !list || list.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{t('quests.submissions.empty')}</Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('quests.submissions.count', { count: list.totalCount })}
          </Text>
          {phone ? <SubmissionCards items={list.items} /> : <SubmissionsTable items={list.items} />}
          <Pager totalCount={list.totalCount} pageSize={PAGE_SIZE} page={page} onChange={(value) => set('page', String(value))} />
        </>
      )}
    </Stack>
  );
}
