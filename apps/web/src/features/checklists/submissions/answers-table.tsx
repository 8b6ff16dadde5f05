import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnswerFieldsFragment } from '../../../gql/graphql';
import { AnswerValue } from './answer-value';

export type AnswersTableProps = {
  answers: ReadonlyArray<AnswerFieldsFragment>;
  /** The small line under the action's name (who answered, when). */
  meta: (answer: AnswerFieldsFragment) => ReactNode;
  /** The last cell: how the answer was judged (compliant, correct), or nothing. */
  verdict: (answer: AnswerFieldsFragment) => ReactNode;
  /** Actions left unanswered at submit (a checklist's "Not done"), listed after the answers. */
  skipped?: ReadonlyArray<{ id: string; name: string; meta: ReactNode; verdict: ReactNode }>;
};

/** The answers of a submission, one row each: the action, what was answered, and its verdict; then the skipped actions. */
export function AnswersTable({ answers, meta, verdict, skipped = [] }: AnswersTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Tbody>
          {answers.map((answer) => (
            <Table.Tr key={answer.id} data-testid="submission-answer">
              <Table.Td>
                <Text fw={500}>{answer.action.name}</Text>
                <Text size="xs" c="dimmed">
                  {meta(answer)}
                </Text>
              </Table.Td>
              <Table.Td>
                <AnswerValue answer={answer} type={answer.action.type} />
              </Table.Td>
              <Table.Td ta="right">{verdict(answer)}</Table.Td>
            </Table.Tr>
          ))}
          {skipped.map((row) => (
            <Table.Tr key={row.id} data-testid="submission-answer">
              <Table.Td>
                <Text fw={500}>{row.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.meta}
                </Text>
              </Table.Td>
              <Table.Td>—</Table.Td>
              <Table.Td ta="right">{row.verdict}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
