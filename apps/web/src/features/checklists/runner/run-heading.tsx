import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivationRunQuery } from '../../../gql/graphql';
import { WindowText } from './today-checklists';

type RunActivation = NonNullable<ActivationRunQuery['questActivation']>;

/** The run's title, where and when it is open, and the quest's description. */
export function RunHeading({ activation, timeZone }: { activation: RunActivation; timeZone: string | undefined }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h3">
        {activation.quest.name}
      </Title>
      <Text size="sm" c="dimmed">
        {activation.location?.name} · <WindowText startsAt={activation.startsAt} endsAt={activation.endsAt} timeZone={timeZone} />
      </Text>
      {activation.quest.description ? <Text size="sm">{activation.quest.description}</Text> : null}
    </Stack>
  );
}

/** Whether the run takes answers now: the kept copy says whether it was open when fetched; the window may have closed since. */
export function openNow(activation: Pick<RunActivation, 'open' | 'endsAt'>): boolean {
  return activation.open && Date.now() < Date.parse(activation.endsAt);
}

/** Said when the run shows the copy kept on the device (the server did not answer this time). */
export function KeptCopyNote({ fetched }: { fetched: ActivationRunQuery | undefined }) {
  const { t } = useTranslation();
  if (fetched?.questActivation) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('quests.offline.keptCopy')}
    </Text>
  );
}

/** Why nothing can be answered: the window was missed, or is not open (yet or any more). */
export function RunClosedNotice({ open, missed }: { open: boolean; missed: boolean }) {
  const { t } = useTranslation();
  if (open) return null;
  return <Alert color={missed ? 'secondary' : 'gray'}>{missed ? t('quests.run.missedInfo') : t('quests.run.notOpen')}</Alert>;
}
