import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuestSubmissionsQuery } from '../../../gql/graphql';
import { DATA_TABLE_MAX_HEIGHT } from '../../../lib/constants';
import { PreloadLink } from '../../../ui/preload-link';
import { formatDateTime } from '../format';
import { ScoreBadge } from '../score-badge';

type SubmissionItem = QuestSubmissionsQuery['questSubmissions']['items'][number];

/** The submissions list from tablets up: one row per submission, a click anywhere opens its details. */
export function SubmissionsTable({ items }: { items: ReadonlyArray<SubmissionItem> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
      <Table striped highlightOnHover stickyHeader miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quests.submissions.submittedAt')}</Table.Th>
            <Table.Th>{t('quests.submissions.quest')}</Table.Th>
            <Table.Th>{t('quests.submissions.location')}</Table.Th>
            <Table.Th>{t('quests.submissions.submittedBy')}</Table.Th>
            <Table.Th>{t('quests.score')}</Table.Th>
            <Table.Th>{t('quests.submissions.fixits')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(`/quests/${item.id}/submission`)}>
              <Table.Td>
                <Text component={PreloadLink} to={`/quests/${item.id}/submission`} size="sm" onClick={(event) => event.stopPropagation()}>
                  {item.submittedAt ? formatDateTime(item.submittedAt, i18n.language, item.location?.timezone) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>{item.quest.name || t('quests.untitled')}</Table.Td>
              <Table.Td>{item.location?.name ?? '—'}</Table.Td>
              <Table.Td>{item.submittedBy?.displayName ?? '—'}</Table.Td>
              <Table.Td>
                <ScoreBadge score={item.score} size="md" />
              </Table.Td>
              <Table.Td>{item.fixitCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
