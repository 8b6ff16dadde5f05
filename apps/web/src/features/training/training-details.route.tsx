import { useMutation } from '@apollo/client/react';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { TrainingDetailsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { EmptyState } from '../../ui/empty-state';
import { LabelledStat as Stat } from '../../ui/labelled-value';
import { PreloadLink } from '../../ui/preload-link';
import { showErrorToast } from '../../ui/toast';
import { ChecklistDetailsHeader, confirmChecklistDelete, ScoreBadge, useActiveToggle } from '../checklists';
import { AssignedUsersPanel } from './assigned-users-panel';
import { CertificationStatusTable } from './certification-status-table';
import { TrainingBanner } from './training-banner';
import { TrainingContentList } from './training-content-list';
import { trainingErrorMessage } from './training-errors';
import { TrainingSubmissionsTable } from './training-submissions-table';
import { SetTrainingActiveDocument, TrainingDetailsDocument } from './training.operations';
import { useTrainingActions } from './use-training-actions';

/** Starts the training's details as the navigation starts. */
export function trainingDetailsLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(TrainingDetailsDocument, { id: params.id ?? '' });
}

/**
 * /training/{id} 'Training details': the training, its certificate, who is assigned (assign / unassign),
 * the submissions and the location certification status.
 */
export function TrainingDetailsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trainingDetails: details } = useRouteQuery<TrainingDetailsQuery>();
  const [setActive, activating] = useMutation(SetTrainingActiveDocument);
  const actions = useTrainingActions();
  const toggle = useActiveToggle({
    kind: 'training',
    setActive: (active) => setActive({ variables: { trainingId: details?.training.id ?? '', active } }),
    describeError: (error, fallback) => trainingErrorMessage(error, fallback, t),
    onError: showErrorToast,
  });
  if (!details) return <EmptyState title={t('titles.trainingDetails')}>{t('training.notFound')}</EmptyState>;
  const { training } = details;
  return (
    <Stack gap="lg">
      <ChecklistDetailsHeader
        kind="training"
        title={t('titles.trainingDetails')}
        item={training}
        activating={activating.loading}
        onToggleActive={(active) => void toggle(active)}
        copying={actions.copying}
        onCopy={() => void actions.copy(training.id)}
        onDelete={() => confirmChecklistDelete('training', training, t, () => actions.remove(training.id, () => navigate('/training')))}
      >
        {training.viewerCan.edit || training.viewerCan.activate ? (
          <Button component={PreloadLink} to={`/training/${training.id}/edit`} variant="default">
            {t('training.edit')}
          </Button>
        ) : null}
      </ChecklistDetailsHeader>
      <TrainingBanner url={training.bannerUrl} alt={training.name} height={200} />

      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="lg">
          <Stat label={t('training.certificate')}>
            <Text size="sm">
              {training.certificate.name} · {t('training.validFor', { count: training.certificateDurationMon })}
            </Text>
          </Stat>
          <Stat label={t('training.locations')}>
            <Text size="sm">{training.locations.map((l) => l.name).join(', ') || '—'}</Text>
          </Stat>
          <Stat label={t('training.details.assigned')}>
            <Text size="sm">{details.assignedCount}</Text>
          </Stat>
          <Stat label={t('training.details.certified')}>
            <Text size="sm" data-testid="certified-count">
              {details.certifiedCount}
            </Text>
          </Stat>
          <Stat label={t('training.details.submissions')}>
            <Text size="sm">{details.submissionCount}</Text>
          </Stat>
          <Stat label={t('training.details.averageScore')}>
            <ScoreBadge score={details.averageScore} size="md" />
          </Stat>
        </SimpleGrid>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AssignedUsersPanel training={training} />
        <TrainingContentList training={training} />
      </SimpleGrid>
      <CertificationStatusTable trainingId={training.id} locations={training.locations} />
      <TrainingSubmissionsTable trainingId={training.id} />
    </Stack>
  );
}
