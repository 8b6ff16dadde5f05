import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmissionDetailsQuery } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AnswerValue } from './answer-value';

type LateAnswers = NonNullable<SubmissionDetailsQuery['questSubmissionDetails']>['lateAnswers'];

/**
 * Answers other devices gave before the submit that arrived after it (docs/decisions/0182-…): under the
 * record's answers, each with the device, the person, when it was given and when it arrived. Not scored.
 */
export function LateAnswers({ lateAnswers, timeZone }: { lateAnswers: LateAnswers; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (lateAnswers.length === 0) return null;
  const at = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  return (
    <Stack gap="xs" data-testid="late-evidence">
      <Title order={2} size="h4">
        {t('lateEvidence.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('lateEvidence.explained')}
      </Text>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Tbody>
            {lateAnswers.map(({ id, device, receivedAt, answer }) => (
              <Table.Tr key={id} data-testid="late-answer">
                <Table.Td>
                  <Text fw={500}>{answer.action.name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('lateEvidence.given', {
                      device: device ?? t('lateEvidence.unknownDevice'),
                      name: answer.answeredBy?.displayName ?? '—',
                      time: at(answer.answeredAt),
                      received: at(receivedAt),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AnswerValue answer={answer} type={answer.action.type} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
