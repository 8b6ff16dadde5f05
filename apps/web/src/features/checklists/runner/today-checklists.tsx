import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TodayActivationsQuery } from '../../../gql/graphql';
import { PreloadLink } from '../../../ui/preload-link';
import { useCallback, useMemo } from 'react';
import { useKeepTodayActivations, useOutboxSender } from '../../offline';
import { useWorkspace } from '../../workspace';
import { ActivationRunDocument, TodayActivationsDocument } from './runner.operations';
import { formatLocalTime, isWholeDay } from '../format';
import { outboxTransport } from './outbox-transport';
import { ScoreBadge } from '../score-badge';

type Activation = TodayActivationsQuery['todayActivations'][number];

/** The state of one of today's checklists, in words and colour. */
export function ActivationStatus({ activation }: { activation: Pick<Activation, 'progress' | 'missed' | 'open' | 'score'> }) {
  const { t } = useTranslation();
  if (activation.progress === 'FINISHED') return <ScoreBadge score={activation.score} size="md" />;
  if (activation.missed) {
    return (
      <Badge color="secondary" variant="light" style={{ flexShrink: 0 }}>
        {t('quests.run.missed')}
      </Badge>
    );
  }
  if (!activation.open) {
    return (
      <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
        {t('quests.run.later')}
      </Badge>
    );
  }
  return (
    <Badge color={activation.progress === 'IN_PROGRESS' ? 'tertiary' : 'primary'} variant="light" style={{ flexShrink: 0 }}>
      {activation.progress === 'IN_PROGRESS' ? t('quests.progress.IN_PROGRESS') : t('quests.progress.PENDING')}
    </Badge>
  );
}

/** The window of an activation in the location's local time: "06:00–08:00" or "All day". */
export function WindowText({ startsAt, endsAt, timeZone }: { startsAt: string; endsAt: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  if (isWholeDay(startsAt, endsAt, timeZone)) return <>{t('quests.run.allDay')}</>;
  return (
    <>
      {formatLocalTime(startsAt, timeZone, i18n.language)}–{formatLocalTime(endsAt, timeZone, i18n.language)}
    </>
  );
}

/** Today's checklists at the selected location, in start order: what a worker opens on the phone. */
export function TodayChecklists() {
  const { t } = useTranslation();
  const { location } = useWorkspace();
  const [, setSearchParams] = useSearchParams();
  const { data, loading, refetch } = useQuery(TodayActivationsDocument, {
    variables: { locationId: location?.id ?? '' },
    skip: !location,
    fetchPolicy: 'cache-and-network',
  });
  // Kept on the device as soon as they are seen, so they open in a walk-in without signal.
  const client = useApolloClient();
  const fetchRun = useCallback(
    async (id: string) => (await client.query({ query: ActivationRunDocument, variables: { id } })).data ?? undefined,
    [client],
  );
  useKeepTodayActivations(data?.todayActivations ?? [], fetchRun);
  // Answers kept on the device and sent now change today's progress: the list reads it again.
  const refetchToday = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useOutboxSender(
    useMemo(() => outboxTransport(client), [client]),
    refetchToday,
  );
  if (!location) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('quests.run.noLocation')}</Text>
      </Paper>
    );
  }
  const open = (id: string) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('activation', id);
      return params;
    });
  if (!data && loading) {
    return (
      <Stack>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={90} radius="md" />
        ))}
      </Stack>
    );
  }
  const activations = data?.todayActivations ?? [];
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('quests.run.todayAt', { location: location.name })}
      </Text>
      {activations.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{t('quests.run.nothingToday')}</Text>
        </Paper>
      ) : (
        activations.map((activation) => (
          <Card key={activation.id} withBorder radius="md" padding="md" data-testid="today-activation">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Text fw={600}>{activation.quest.name}</Text>
                <Text size="sm" c="dimmed">
                  <WindowText startsAt={activation.startsAt} endsAt={activation.endsAt} timeZone={location.timezone} />
                  {activation.submission && activation.progress !== 'FINISHED'
                    ? ` · ${t('quests.run.answered', { count: activation.submission.answerCount, total: activation.quest.actionCount })}`
                    : ''}
                </Text>
              </Stack>
              <ActivationStatus activation={activation} />
            </Group>
            {activation.open ? (
              <Button mt="sm" fullWidth size="md" onClick={() => open(activation.id)}>
                {activation.progress === 'IN_PROGRESS' ? t('quests.run.continue') : t('quests.run.start')}
              </Button>
            ) : activation.progress === 'FINISHED' && activation.submission ? (
              <Button mt="sm" fullWidth variant="light" component={PreloadLink} to={`/quests/${activation.submission.id}/submission`}>
                {t('quests.run.viewSubmission')}
              </Button>
            ) : null}
          </Card>
        ))
      )}
    </Stack>
  );
}
