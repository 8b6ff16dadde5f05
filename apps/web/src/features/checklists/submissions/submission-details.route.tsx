import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionDetailsQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { EmptyState } from '../../../ui/empty-state';
import { LabelledField as Field } from '../../../ui/labelled-value';
import { PreloadLink } from '../../../ui/preload-link';
import { SubmissionDetailsDocument } from './submissions.operations';
import { SubmissionAnswers } from './submission-answers';
import { LateAnswers } from './late-answers';
import { SubmissionSignature } from './submission-signature';
import { DownloadPdfButton } from './download-pdf-button';
import { formatDateTime } from '../format';
import { ScoreBadge } from '../score-badge';
import { SubmissionSensorChecks } from '../../haccp-records';

/** Starts the submission's details as the navigation starts (`/quests/{id}/submission`, id of the submission). */
export function submissionLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(SubmissionDetailsDocument, { id: params.id ?? '' });
}

/** 'Quest Submission details': who submitted it and when, the score in its colour, each answer and the fix-its raised; its PDF. */
export function QuestSubmissionScreen() {
  const { t, i18n } = useTranslation();
  const { questSubmissionDetails: submission } = useRouteQuery<SubmissionDetailsQuery>();
  if (!submission) return <EmptyState title={t('titles.questSubmission')}>{t('quests.submissions.notFound')}</EmptyState>;
  const timeZone = submission.location?.timezone;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('titles.questSubmission')}
          </Title>
          <Text c="dimmed">
            {submission.quest.name} · {submission.location?.name}
          </Text>
        </Stack>
        <DownloadPdfButton submissionId={submission.id} />
      </Group>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Field label={t('quests.submissions.submittedBy')}>
            <Text data-testid="submitted-by">{submission.submittedBy?.displayName ?? submission.submitter?.displayName ?? '—'}</Text>
          </Field>
          <Field label={t('quests.submissions.submittedAt')}>
            <Text>
              {submission.submittedAt
                ? formatDateTime(submission.submittedAt, i18n.language, timeZone)
                : t('quests.submissions.notSubmitted')}
            </Text>
          </Field>
          <Field label={t('quests.score')}>
            <ScoreBadge score={submission.score} />
          </Field>
          <Field label={t('quests.submissions.fixits')}>
            <Text>{submission.fixitCount}</Text>
          </Field>
        </SimpleGrid>
      </Paper>
      <SubmissionSignature signature={submission.signature} timeZone={timeZone} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('quests.submissions.answers')}
        </Title>
        <SubmissionSensorChecks submissionId={submission.id} locationId={submission.location?.id ?? null} />
        <SubmissionAnswers answers={submission.answers} fixits={submission.fixits} timeZone={timeZone} />
      </Stack>
      <LateAnswers lateAnswers={submission.lateAnswers} timeZone={timeZone} />
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('quests.submissions.raisedFixits')}
          </Title>
          {submission.fixits.length > 0 ? (
            <Text component={PreloadLink} to="/fixits" size="sm" c="primary">
              {t('quests.run.openFixits')}
            </Text>
          ) : null}
        </Group>
        {submission.fixits.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('quests.run.noFixits')}
          </Text>
        ) : (
          submission.fixits.map((fixit) => (
            <Paper key={fixit.id} withBorder p="md" radius="md" data-testid="submission-fixit">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={500}>{fixit.action?.name}</Text>
                  {fixit.status === 'RESOLVED' ? (
                    <Text size="sm" c="dimmed">
                      {t('quests.submissions.resolvedBy', {
                        name: fixit.resolver?.displayName ?? '—',
                        at: fixit.resolvedAt ? formatDateTime(fixit.resolvedAt, i18n.language, timeZone) : '',
                      })}
                      {fixit.comment ? ` — ${fixit.comment}` : ''}
                    </Text>
                  ) : null}
                </Stack>
                <Badge color={fixit.status === 'PENDING' ? 'secondary' : 'primary'} variant="light" style={{ flexShrink: 0 }}>
                  {t(`quests.fixitStatus.${fixit.status}`)}
                </Badge>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}
