import { useMutation, useQuery } from '@apollo/client/react';
import { hasAtLeast } from '@ks/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuestListQuery } from '../../../gql/graphql';
import { CardGrid } from '../../../ui/card-grid';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { useWorkspace } from '../../workspace';
import { ChecklistCard } from './checklist-card';
import { confirmChecklistDelete } from './checklist-delete-modal';
import { ChecklistListToolbar } from './checklist-list-toolbar';
import { errorMessageOf } from '../error-message';
import type { useLocationFilter } from './location-filter';
import { describeRrule } from '../schedule/schedule-words';
import { CreateQuestDocument, DeleteQuestDocument, QuestListDocument } from '../quests.operations';
import { useCopyQuest } from './use-copy-quest';

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
  const { copy: copyQuest } = useCopyQuest();
  const [deleteQuest] = useMutation(DeleteQuestDocument);
  // PRODUCT.md: Managers build quests; a Location Manager activates and pauses them (viewerCan.activate).
  const canCreate = hasAtLeast(me?.accessLevel ?? null, 'MANAGER') && location !== null;

  const create = async () => {
    if (!location) return;
    try {
      const result = await createQuest({ variables: { locationIds: [location.id] } });
      if (result.data) await navigate(`/quests/${result.data.createQuest.id}/edit`);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.createFailed'), t));
    }
  };
  const copy = (quest: QuestItem) => copyQuest(quest.id);
  const remove = async (quest: QuestItem) => {
    try {
      await deleteQuest({ variables: { id: quest.id } });
      showSuccessToast(t('quests.deleted'));
      await refetch();
      return true;
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.deleteFailed'), t));
      return false;
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
            onDelete={() => confirmChecklistDelete('quests', quest, t, () => remove(quest))}
          >
            <Text size="sm">{describeRrule(quest.rrule, quest.durationMin, t, i18n.language)}</Text>
            <Text size="sm" c="dimmed">
              {t('quests.actionCount', { count: quest.actionCount })} · {quest.locations.map((l) => l.name).join(', ')}
            </Text>
          </ChecklistCard>
        )}
      />
    </Stack>
  );
}
