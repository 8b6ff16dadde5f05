import { isTrainingQuestion } from '@ks/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { TrainingSubmissionDetailsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { EmptyState } from '../../ui/empty-state';
import { LabelledField as Field } from '../../ui/labelled-value';
import { PreloadLink } from '../../ui/preload-link';
import { AnswersTable, formatDateTime, ScoreBadge, VerdictBadge } from '../checklists';
import { AttemptBadge } from './certification-badge';
import { formatDate } from './certification-status';
import { TrainingSubmissionDetailsDocument } from './training.operations';

/** Starts the attempt's details as the navigation starts (`/training/{id}/submission?attempt=<attempt id>`). */
export function trainingSubmissionLoader({ request }: LoaderFunctionArgs) {
  const attempt = new URL(request.url).searchParams.get('attempt') ?? '';
  return preloadRouteQuery(TrainingSubmissionDetailsDocument, { id: attempt });
}

/** 'Training Submission details': who took it, the score, PASSED / FAILED, validity and every answer. */
export function TrainingSubmissionScreen() {
  const { t, i18n } = useTranslation();
  const { trainingSubmissionDetails: attempt } = useRouteQuery<TrainingSubmissionDetailsQuery>();
  if (!attempt) return <EmptyState title={t('titles.trainingSubmission')}>{t('training.submissions.notFound')}</EmptyState>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('titles.trainingSubmission')}
        </Title>
        <Text component={PreloadLink} to={`/training/${attempt.training.id}`} c="dimmed">
          {attempt.training.name}
        </Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
          <Field label={t('training.submissions.user')}>
            <Text data-testid="submission-user">{attempt.user.displayName}</Text>
          </Field>
          <Field label={t('training.submissions.submittedAt')}>
            <Text>{attempt.submittedAt ? formatDateTime(attempt.submittedAt, i18n.language) : t('training.submissions.notSubmitted')}</Text>
          </Field>
          <Field label={t('training.score')}>
            <ScoreBadge score={attempt.score} />
          </Field>
          <Field label={t('training.status.status')}>
            <AttemptBadge status={attempt.status} />
          </Field>
          <Field label={t('training.status.validUntil')}>
            <Text>{attempt.validUntil ? formatDate(attempt.validUntil, i18n.language) : '—'}</Text>
          </Field>
          <Field label={t('training.submissions.answers')}>
            <Text>{attempt.answerCount}</Text>
          </Field>
        </SimpleGrid>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('training.submissions.answers')}
        </Title>
        {attempt.answers.length === 0 ? (
          <Text c="dimmed">{t('training.submissions.noAnswers')}</Text>
        ) : (
          <AnswersTable
            answers={attempt.answers}
            meta={(answer) => formatDateTime(answer.answeredAt, i18n.language)}
            verdict={(answer) =>
              // Only the questions are judged; instructions, photos and files are simply done.
              isTrainingQuestion(answer.action.type) ? (
                <VerdictBadge ok={answer.compliant}>
                  {answer.compliant ? t('training.submissions.correct') : t('training.submissions.wrong')}
                </VerdictBadge>
              ) : null
            }
          />
        )}
      </Stack>
    </Stack>
  );
}
