import { useQuery } from '@apollo/client/react';
import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { ScrollTable } from '../../ui/scroll-table';
import { TitledPanel } from '../../ui/titled-panel';
import { useIsPhone } from '../../ui/use-is-phone';
import { formatDateTime, ScoreBadge } from '../checklists';
import { Pager } from '../../ui/pager';
import { TrainingSubmissionsDocument } from './training.operations';

const PAGE_SIZE = 10;

/** `trainingSubmissions`, paged: one row per person who submitted, their last attempt opens its details. */
export function TrainingSubmissionsTable({ trainingId }: { trainingId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const phone = useIsPhone();
  const { data, loading } = useQuery(TrainingSubmissionsDocument, {
    variables: { trainingId, first: PAGE_SIZE, page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.trainingSubmissions;
  return (
    <TitledPanel title={t('training.submissions.title')}>
      {!list && loading ? (
        <Skeleton h={160} />
      ) : !list || list.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('training.submissions.empty')}
        </Text>
      ) : (
        <>
          {phone ? (
            // On a phone, cards: the score stays in sight instead of behind a sideways scroll.
            <Stack gap="sm">
              {list.items.map((item) => (
                <Paper key={item.id} withBorder radius="md" p="sm" data-testid="training-submission">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text component={PreloadLink} to={`/training/${trainingId}/submission?attempt=${item.id}`} fw={600} c="primary">
                        {item.user.displayName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {item.lastSubmittedAt ? formatDateTime(item.lastSubmittedAt, i18n.language) : '—'} ·{' '}
                        {t('training.submissions.answersCount', { count: item.answerCount })}
                      </Text>
                    </Stack>
                    <ScoreBadge score={item.score} size="md" />
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <ScrollTable
              minWidth={480}
              headers={[
                t('training.submissions.user'),
                t('training.submissions.answers'),
                t('training.submissions.lastSubmittedAt'),
                t('training.score'),
              ]}
            >
              {list.items.map((item) => (
                <Table.Tr key={item.id} data-testid="training-submission">
                  <Table.Td>
                    <Text component={PreloadLink} to={`/training/${trainingId}/submission?attempt=${item.id}`} size="sm" c="primary">
                      {item.user.displayName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.answerCount}</Table.Td>
                  <Table.Td>{item.lastSubmittedAt ? formatDateTime(item.lastSubmittedAt, i18n.language) : '—'}</Table.Td>
                  <Table.Td>
                    <ScoreBadge score={item.score} size="md" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          )}
          <Pager totalCount={list.totalCount} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </TitledPanel>
  );
}
