import { useMutation, useQuery } from '@apollo/client/react';
import { hasAtLeast } from '@ks/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TrainingListQuery } from '../../gql/graphql';
import { CardGrid } from '../../ui/card-grid';
import { showErrorToast } from '../../ui/toast';
import { ChecklistCard, ChecklistListToolbar, confirmChecklistDelete, type useLocationFilter } from '../checklists';
import { useWorkspace } from '../workspace';
import { trainingErrorMessage } from './training-errors';
import { CreateTrainingDocument, TrainingListDocument } from './training.operations';
import { useTrainingActions } from './use-training-actions';

type TrainingItem = TrainingListQuery['trainings'][number];

/** The trainings of the filtered location (or all): active flag, locations, counts and what the viewer may do. */
export function TrainingList({ filter }: { filter: ReturnType<typeof useLocationFilter> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, location } = useWorkspace();
  const { data, loading, refetch } = useQuery(TrainingListDocument, {
    variables: { locationId: filter.locationId },
    fetchPolicy: 'cache-and-network',
  });
  const [createTraining, creating] = useMutation(CreateTrainingDocument);
  const actions = useTrainingActions();
  // Managers and Full Admins build trainings; Location Managers assign them.
  const canCreate = hasAtLeast(me?.accessLevel ?? null, 'MANAGER') && location !== null;

  const create = async () => {
    if (!location) return;
    try {
      const result = await createTraining({ variables: { locationIds: [location.id] } });
      if (result.data) await navigate(`/training/${result.data.createTraining.id}/edit`);
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.createFailed'), t));
    }
  };
  const remove = (training: TrainingItem) => actions.remove(training.id, () => refetch());

  return (
    <Stack gap="md">
      <ChecklistListToolbar
        kind="training"
        filter={filter}
        canCreate={canCreate}
        creating={creating.loading}
        onCreate={() => void create()}
      />
      <CardGrid
        items={data?.trainings}
        loading={loading}
        emptyText={canCreate ? t('training.emptyCanCreate') : t('training.empty')}
        renderItem={(training) => (
          <ChecklistCard
            key={training.id}
            kind="training"
            item={training}
            testId="training-card"
            onCopy={() => void actions.copy(training.id)}
            onDelete={() => confirmChecklistDelete('training', training, t, () => remove(training))}
          >
            <Text size="sm">
              {t('training.questionCount', { count: training.questionCount })} ·{' '}
              {t('training.assignedCount', { count: training.assignedUsers.length })}
            </Text>
            <Text size="sm" c="dimmed">
              {training.locations.map((l) => l.name).join(', ') || '—'}
            </Text>
          </ChecklistCard>
        )}
      />
    </Stack>
  );
}
