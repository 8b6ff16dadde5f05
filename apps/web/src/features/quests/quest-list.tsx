import { useMutation, useQuery } from '@apollo/client/react';
import { hasAtLeast } from '@ks/domain';
import { Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuestListQuery } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorMessageOf } from './error-message';
import { LocationFilter, type useLocationFilter } from './location-filter';
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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <LocationFilter value={filter} />
        {canCreate ? (
          <Button onClick={() => void create()} loading={creating.loading}>
            {t('quests.create')}
          </Button>
        ) : null}
      </Group>
      {!data && loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : data && data.quests.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{canCreate ? t('quests.emptyCanCreate') : t('quests.empty')}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data?.quests.map((quest) => (
            <Card key={quest.id} withBorder radius="md" padding="lg" data-testid="quest-card">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} component={PreloadLink} to={`/quests/${quest.id}`}>
                    {quest.name || t('quests.untitled')}
                  </Text>
                  <Badge color={quest.active ? 'primary' : 'gray'} variant={quest.active ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                    {quest.active ? t('quests.active') : t('quests.inactive')}
                  </Badge>
                </Group>
                <Text size="sm">{describeRrule(quest.rrule, quest.durationMin, t, i18n.language)}</Text>
                <Text size="sm" c="dimmed">
                  {t('quests.actionCount', { count: quest.actionCount })} · {quest.locations.map((l) => l.name).join(', ')}
                </Text>
                <Group gap="xs" mt="auto" pt="xs">
                  <Button size="xs" variant="light" component={PreloadLink} to={`/quests/${quest.id}`}>
                    {t('quests.open')}
                  </Button>
                  {quest.viewerCan.edit ? (
                    <Button size="xs" variant="default" component={PreloadLink} to={`/quests/${quest.id}/edit`}>
                      {t('quests.edit')}
                    </Button>
                  ) : null}
                  {quest.viewerCan.copy ? (
                    <Button size="xs" variant="default" onClick={() => void copy(quest)}>
                      {t('quests.copy')}
                    </Button>
                  ) : null}
                  {quest.viewerCan.delete ? (
                    <Button size="xs" variant="subtle" color="secondary" onClick={() => setToDelete(quest)}>
                      {t('quests.delete')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('quests.deleteTitle')} centered>
        <Stack>
          <Text>{t('quests.deleteConfirm', { name: toDelete?.name || t('quests.untitled') })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('quests.cancel')}
            </Button>
            <Button color="secondary" loading={deleting.loading} onClick={() => void remove()}>
              {t('quests.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
