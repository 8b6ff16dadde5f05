import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestSubmissionsQuery } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import { formatDateTime } from '../format';
import { ScoreBadge } from '../score-badge';

type SubmissionItem = QuestSubmissionsQuery['questSubmissions']['items'][number];

/**
 * The submissions list on a phone: one card per submission with its score and fix-its in sight, where
 * the table would hide them behind a sideways scroll. The quest's name opens the details.
 */
export function SubmissionCards({ items }: { items: ReadonlyArray<SubmissionItem> }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="submission-cards">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="sm" data-testid="submission-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={PreloadLink} to={`/quests/${item.id}/submission`} fw={600}>
                {item.quest.name || t('quests.untitled')}
              </Anchor>
              <Text size="sm">{item.submittedAt ? formatDateTime(item.submittedAt, i18n.language, item.location?.timezone) : '—'}</Text>
              <Text size="sm" c="dimmed">
                {[item.location?.name, item.submittedBy?.displayName].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <ScoreBadge score={item.score} size="md" />
              <Text size="sm" data-testid="submission-card-fixits">
                {t('quests.submissions.fixitsCount', { count: item.fixitCount })}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
