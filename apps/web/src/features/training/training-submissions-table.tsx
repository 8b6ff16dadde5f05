import { useQuery } from '@apollo/client/react';
import { Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../ui/preload-link';
import { ScrollTable } from '../../ui/scroll-table';
import { TitledPanel } from '../../ui/titled-panel';
import { formatDateTime, ScoreBadge } from '../quests';
import { Pager } from '../../ui/pager';
import { TrainingSubmissionsDocument } from './training.operations';

const PAGE_SIZE = 10;

/** `trainingSubmissions`, paged: one row per person who submitted, their last attempt opens its details. */
export function TrainingSubmissionsTable({ trainingId }: { trainingId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
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
          <Pager totalCount={list.totalCount} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </TitledPanel>
  );
}
