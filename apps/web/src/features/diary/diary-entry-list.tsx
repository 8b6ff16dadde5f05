import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiaryEntriesQuery } from '../../gql/graphql';
import { formatLocationTime } from '../../lib/time/location-time';
import { MoodIcon } from './mood-icon';
import type { DiaryEntryItem } from './diary.operations';
import { Pager } from '../../ui/pager';

function DiaryEntryCard({ entry }: { entry: DiaryEntryItem }) {
  const { t, i18n } = useTranslation();
  const when = formatLocationTime(entry.createdAt, entry.location.timezone, i18n.language);
  const author = entry.mine ? t('diary.you') : (entry.author?.displayName ?? t('diary.formerMember'));
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="diary-entry">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {entry.mood ? <MoodIcon mood={entry.mood} size={32} /> : null}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap" align="baseline">
            <Text fw={600} size="sm">
              {author}
            </Text>
            {entry.mood ? (
              <Text c="dimmed" size="sm">
                {t(`diary.moods.${entry.mood}`)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" ml="auto">
              {when}
            </Text>
          </Group>
          {entry.description ? <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.description}</Text> : null}
        </Stack>
      </Group>
    </Paper>
  );
}

export type DiaryEntryListProps = {
  page: DiaryEntriesQuery['diaryEntries'];
  onPage: (page: number) => void;
};

/** Entries newest first, with paging. */
export function DiaryEntryList({ page, onPage }: DiaryEntryListProps) {
  const { t } = useTranslation();
  if (page.totalCount === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('diary.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {page.items.map((entry) => (
        <DiaryEntryCard key={entry.id} entry={entry} />
      ))}
      <Pager totalCount={page.totalCount} pageSize={page.first} page={page.page} onChange={onPage} label={t('diary.page')} />
    </Stack>
  );
}
