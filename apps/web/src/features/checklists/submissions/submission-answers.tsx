import { useTranslation } from 'react-i18next';
import type { AnswerFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AnswersTable } from './answers-table';
import { VerdictBadge } from './verdict-badge';

export type SubmissionAnswersProps = {
  answers: ReadonlyArray<AnswerFieldsFragment>;
  fixits: ReadonlyArray<{ id: string; notDone: boolean; action: { id: string; name: string } | null }>;
  timeZone: string | undefined;
};

/**
 * A submitted checklist's Answers: each answer with who gave it and when, and its verdict in the past
 * tense (the fix-it is raised by now, not "will be"); then each action left unanswered, "Not done", which
 * the table used to leave out although it lowered the score and raised a fix-it.
 */
export function SubmissionAnswers({ answers, fixits, timeZone }: SubmissionAnswersProps) {
  const { t, i18n } = useTranslation();
  const skipped = fixits
    .filter((fixit) => fixit.notDone)
    .map((fixit) => ({
      id: `not-done-${fixit.id}`,
      name: fixit.action?.name ?? '',
      meta: t('quests.submissions.notAnswered'),
      verdict: <VerdictBadge ok={false}>{t('quests.submissions.notDone')}</VerdictBadge>,
    }));
  return (
    <AnswersTable
      answers={answers}
      meta={(answer) => `${answer.answeredBy?.displayName ?? ''} · ${formatDateTime(answer.answeredAt, i18n.language, timeZone)}`}
      verdict={(answer) => (
        <VerdictBadge ok={answer.compliant}>
          {answer.compliant ? t('quests.run.compliant') : t('quests.submissions.nonCompliantRaised')}
        </VerdictBadge>
      )}
      skipped={skipped}
    />
  );
}
