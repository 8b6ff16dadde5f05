import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { QuestDetailsQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { TOOLTIP_DELAY_MS } from '../../lib/constants';
import { PreloadLink } from '../../ui/preload-link';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { errorMessageOf } from './error-message';
import { formatDateTime } from './format';
import { describeRrule } from './schedule-words';
import { ScoreBadge } from './score-badge';
import { CopyQuestDocument, DeleteQuestDocument, QuestDetailsDocument, SetQuestActiveDocument } from './quests.operations';
import { ActivationStatus, WindowText } from './today-checklists';

/** Starts the quest's details as the navigation starts. */
export function questDetailsLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(QuestDetailsDocument, { id: params.id ?? '' });
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** /quests/{id} 'Quest details': schedule, locations, content, today's progress and latest results. */
export function QuestDetailsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { questDetails: details } = useRouteQuery<QuestDetailsQuery>();
  const [setActive, activating] = useMutation(SetQuestActiveDocument);
  const [copyQuest, copying] = useMutation(CopyQuestDocument);
  const [deleteQuest, deleting] = useMutation(DeleteQuestDocument);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!details) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('titles.questDetails')}
        </Title>
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{t('quests.notFound')}</Text>
        </Paper>
      </Stack>
    );
  }
  const { quest } = details;
  const toggle = async (active: boolean) => {
    try {
      await setActive({ variables: { questId: quest.id, active } });
      showSuccessToast(active ? t('quests.activated') : t('quests.deactivated'));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.activateFailed'), t));
    }
  };
  const copy = async () => {
    try {
      const result = await copyQuest({ variables: { id: quest.id } });
      showSuccessToast(t('quests.copied'));
      if (result.data) await navigate(`/quests/${result.data.copyQuest.newId}/edit`);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.copyFailed'), t));
    }
  };
  const remove = async () => {
    try {
      await deleteQuest({ variables: { id: quest.id } });
      showSuccessToast(t('quests.deleted'));
      await navigate('/quests?tab=quests');
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.deleteFailed'), t));
    }
  };
  const editButton = (
    <Button component={PreloadLink} to={`/quests/${quest.id}/edit`} variant="default" disabled={!quest.viewerCan.edit}>
      {t('quests.edit')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('titles.questDetails')}
        </Text>
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2">
            {quest.name || t('quests.untitled')}
          </Title>
          <Group gap="xs">
            {quest.viewerCan.activate ? (
              <Switch
                label={t('quests.active')}
                checked={quest.active}
                disabled={activating.loading}
                onChange={(event) => void toggle(event.currentTarget.checked)}
              />
            ) : (
              <Badge color={quest.active ? 'primary' : 'gray'}>{quest.active ? t('quests.active') : t('quests.inactive')}</Badge>
            )}
            {quest.viewerCan.copy ? (
              quest.viewerCan.edit ? (
                editButton
              ) : (
                <Tooltip label={t('quests.apiErrors.QUEST_ACTIVE')} openDelay={TOOLTIP_DELAY_MS}>
                  <span>{editButton}</span>
                </Tooltip>
              )
            ) : null}
            {quest.viewerCan.copy ? (
              <Button variant="default" onClick={() => void copy()} loading={copying.loading}>
                {t('quests.copy')}
              </Button>
            ) : null}
            {quest.viewerCan.delete ? (
              <Button variant="subtle" color="secondary" onClick={() => setConfirmDelete(true)}>
                {t('quests.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {quest.description ? <Text>{quest.description}</Text> : null}
      </Stack>

      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Stat label={t('quests.schedule.title')}>
            <Text size="sm">{describeRrule(quest.rrule, quest.durationMin, t, i18n.language)}</Text>
          </Stat>
          <Stat label={t('quests.locations')}>
            <Text size="sm">{quest.locations.map((l) => l.name).join(', ') || '—'}</Text>
          </Stat>
          <Stat label={t('quests.details.submissions')}>
            <Text size="sm">
              {details.submissionCount}
              {details.lastSubmittedAt
                ? ` · ${t('quests.details.last', { at: formatDateTime(details.lastSubmittedAt, i18n.language) })}`
                : ''}
            </Text>
          </Stat>
          <Stat label={t('quests.details.averageScore')}>
            <ScoreBadge score={details.averageScore} size="md" />
          </Stat>
        </SimpleGrid>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('quests.details.today')}
          </Title>
          {details.todayActivations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('quests.details.nothingToday')}
            </Text>
          ) : (
            details.todayActivations.map((activation) => (
              <Paper key={activation.id} withBorder p="sm" radius="md">
                <Group justify="space-between">
                  <Text size="sm">
                    {activation.location?.name} ·{' '}
                    <WindowText startsAt={activation.startsAt} endsAt={activation.endsAt} timeZone={activation.location?.timezone} />
                  </Text>
                  <ActivationStatus activation={activation} />
                </Group>
              </Paper>
            ))
          )}
          <Title order={2} size="h4" mt="md">
            {t('quests.details.content', { count: quest.actionCount })}
          </Title>
          <Paper withBorder p="md" radius="md">
            <Stack gap={6}>
              {quest.parts.length === 0 ? <Text c="dimmed">{t('quests.editor.noParts')}</Text> : null}
              {quest.parts.map((part) =>
                part.__typename === 'SectionMarker' ? (
                  <Text key={part.id} fw={700} mt="xs">
                    {part.name || t('quests.editor.untitledSection')}
                  </Text>
                ) : (
                  <Group key={part.id} gap="xs" wrap="nowrap">
                    <Badge size="sm" variant="light">
                      {t(`quests.actionTypes.${part.action.type}`)}
                    </Badge>
                    <Text size="sm">{part.action.name || t('quests.editor.untitledAction')}</Text>
                  </Group>
                ),
              )}
            </Stack>
          </Paper>
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('quests.details.recent')}
            </Title>
            <Text component={PreloadLink} to={`/quests?tab=submissions&quest=${quest.id}`} size="sm" c="primary">
              {t('quests.details.allSubmissions')}
            </Text>
          </Group>
          {details.recentSubmissions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('quests.submissions.empty')}
            </Text>
          ) : (
            <Paper withBorder radius="md">
              <Table highlightOnHover>
                <Table.Tbody>
                  {details.recentSubmissions.map((submission) => (
                    <Table.Tr key={submission.id}>
                      <Table.Td>
                        <Text component={PreloadLink} to={`/quests/${submission.id}/submission`} size="sm">
                          {submission.submittedAt ? formatDateTime(submission.submittedAt, i18n.language) : '—'}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {submission.location?.name} · {submission.submittedBy?.displayName}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <ScoreBadge score={submission.score} size="md" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )}
        </Stack>
      </SimpleGrid>

      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('quests.deleteTitle')} centered>
        <Stack>
          <Text>{t('quests.deleteConfirm', { name: quest.name || t('quests.untitled') })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
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
