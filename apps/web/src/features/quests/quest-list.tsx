import { useMutation, useQuery } from '@apollo/client/react';
import { hasAtLeast } from '@ks/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuestListQuery } from '../../gql/graphql';
import { CardGrid } from '../../ui/card-grid';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { ChecklistCard } from './checklist-card';
import { ChecklistDeleteModal } from './checklist-delete-modal';
import { ChecklistListToolbar } from './checklist-list-toolbar';
import { errorMessageOf } from './error-message';
import type { useLocationFilter } from './location-filter';
import { describeRrule } from './schedule-words';
import { CopyQuestDocument, CreateQuestDocument, DeleteQuestDocument, QuestListDocument } from './quests.operations';

type QuestItem = QuestListQuery['quests'][number];

/** The quests of the filtered location (or all), with what the viewer may do with each. */
export function QuestList({ filter }: { filter: ReturnType<typeof useLocationFilter> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { me, location } = useWorkspace();
  const { data, loading, refetch } = useQuery(QuestListDocument, {
    variables: { locationId: filter.locationId },
    fetchPolicy: 'cache-and-network',
  });
  const [createQuest, creating] = useMutation(CreateQuestDocument);
  const [copyQuest] = useMutation(CopyQuestDocument);
  const [deleteQuest, deleting] = useMutation(DeleteQuestDocument);
  const [toDelete, setToDelete] = useState<QuestItem | null>(null);
  const canCreate = hasAtLeast(me?.accessLevel ?? null, 'LOCATION_MANAGER') && location !== null;

  const create = async () => {
    if (!location) return;
    try {
      const result = await createQuest({ variables: { locationIds: [location.id] } });
      if (result.data) await navigate(`/quests/${result.data.createQuest.id}/edit`);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.createFailed'), t));
    }
  };
  const copy = async (quest: QuestItem) => {
    try {
      const result = await copyQuest({ variables: { id: quest.id } });
      showSuccessToast(t('quests.copied'));
      if (result.data) await navigate(`/quests/${result.data.copyQuest.newId}/edit`);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.copyFailed'), t));
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteQuest({ variables: { id: toDelete.id } });
      showSuccessToast(t('quests.deleted'));
      setToDelete(null);
      await refetch();
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.deleteFailed'), t));
    }
  };

  return (
    <Stack gap="md">
      <ChecklistListToolbar
        kind="quests"
        filter={filter}
        canCreate={canCreate}
        creating={creating.loading}
        onCreate={() => void create()}
      />
      <CardGrid
        items={data?.quests}
        loading={loading}
        emptyText={canCreate ? t('quests.emptyCanCreate') : t('quests.empty')}
        renderItem={(quest) => (
          <ChecklistCard
            key={quest.id}
            kind="quests"
            item={quest}
            testId="quest-card"
            onCopy={() => void copy(quest)}
            onDelete={() => setToDelete(quest)}
          >
            <Text size="sm">{describeRrule(quest.rrule, quest.durationMin, t, i18n.language)}</Text>
            <Text size="sm" c="dimmed">
              {t('quests.actionCount', { count: quest.actionCount })} · {quest.locations.map((l) => l.name).join(', ')}
            </Text>
          </ChecklistCard>
        )}
      />
      <ChecklistDeleteModal
        kind="quests"
        item={toDelete}
        deleting={deleting.loading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
