import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { QuestDetailsQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { TOOLTIP_DELAY_MS } from '../../../lib/constants';
import { EmptyState } from '../../../ui/empty-state';
import { LabelledStat as Stat } from '../../../ui/labelled-value';
import { PreloadLink } from '../../../ui/preload-link';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { confirmChecklistDelete } from '../list/checklist-delete-modal';
import { ChecklistDetailsHeader } from './checklist-details-header';
import { errorMessageOf } from '../error-message';
import { formatDateTime } from '../format';
import { PartsOutline } from './parts-outline';
import { describeRrule } from '../schedule/schedule-words';
import { ScoreBadge } from '../score-badge';
import { DeleteQuestDocument, QuestDetailsDocument, SetQuestActiveDocument } from '../quests.operations';
import { ActivationStatus, WindowText } from '../runner/today-checklists';
import { useActiveToggle } from './use-active-toggle';
import { useCopyQuest } from '../list/use-copy-quest';
import { LocationPauses } from './location-pauses';

/** Starts the quest's details as the navigation starts. */
export function questDetailsLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(QuestDetailsDocument, { id: params.id ?? '' });
}

/** /quests/{id} 'Quest details': schedule, locations, content, today's progress and latest results. */
export function QuestDetailsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { questDetails: details } = useRouteQuery<QuestDetailsQuery>();
  const [setActive, activating] = useMutation(SetQuestActiveDocument);
  const { copy: copyQuest, copying } = useCopyQuest();
  const [deleteQuest] = useMutation(DeleteQuestDocument);
  const toggle = useActiveToggle({
    kind: 'quests',
    setActive: (active) => setActive({ variables: { questId: details?.quest.id ?? '', active } }),
    describeError: (error, fallback) => errorMessageOf(error, fallback, t),
    onError: showErrorToast,
  });
  if (!details) return <EmptyState title={t('titles.questDetails')}>{t('quests.notFound')}</EmptyState>;
  const { quest } = details;
  const copy = () => copyQuest(quest.id);
  const remove = async () => {
    try {
      await deleteQuest({ variables: { id: quest.id } });
      showSuccessToast(t('quests.deleted'));
      await navigate('/quests?tab=quests');
      return true;
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.deleteFailed'), t));
      return false;
    }
  };
  const editButton = (
    <Button component={PreloadLink} to={`/quests/${quest.id}/edit`} variant="default" disabled={!quest.viewerCan.edit}>
      {t('quests.edit')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <ChecklistDetailsHeader
        kind="quests"
        title={t('titles.questDetails')}
        item={quest}
        activating={activating.loading}
        onToggleActive={(active) => void toggle(active)}
        copying={copying}
        onCopy={() => void copy()}
        onDelete={() => confirmChecklistDelete('quests', quest, t, remove)}
      >
        {quest.viewerCan.copy ? (
          quest.viewerCan.edit ? (
            editButton
          ) : (
            <Tooltip label={t('quests.apiErrors.QUEST_ACTIVE')} openDelay={TOOLTIP_DELAY_MS}>
              <span>{editButton}</span>
            </Tooltip>
          )
        ) : null}
      </ChecklistDetailsHeader>

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

      <LocationPauses
        questId={quest.id}
        locations={quest.locations}
        pausedLocationIds={quest.pausedLocationIds}
        pausableLocationIds={quest.pausableLocationIds}
      />

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
              <PartsOutline parts={quest.parts} />
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
                          {submission.submittedAt
                            ? formatDateTime(submission.submittedAt, i18n.language, submission.location?.timezone)
                            : '—'}
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
    </Stack>
  );
}
