import { Alert, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/errors/api-error-message';
import { formatLocationTime } from '../../lib/time/location-time';
import type { OutboxEntry, RefusedEntry } from './outbox-entry';

/**
 * What the device still has to send for this checklist, each with the time it was saved, and what the
 * server did not accept. Quiet when nothing waits: online, answers usually leave within a second.
 */
export function WaitingToSend({
  waiting,
  refused,
  timeZone,
}: {
  waiting: OutboxEntry[];
  refused: RefusedEntry[];
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { online } = useNetwork();
  const time = (iso: string) => formatLocationTime(iso, timeZone ?? 'UTC', i18n.language, { withDate: false });
  return (
    <Stack gap="xs">
      {!online ? (
        <Alert color="gray" data-testid="offline-note">
          {t('quests.offline.noNetwork')}
        </Alert>
      ) : null}
      {waiting.length > 0 ? (
        <Paper withBorder p="sm" radius="md" data-testid="waiting-to-send">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {online ? <Loader size="xs" mr={6} aria-label={t('quests.offline.sending')} /> : null}
              {t('quests.offline.waiting', { count: waiting.length })}
            </Text>
            <List size="sm" spacing={2}>
              {waiting.map((entry) => (
                <List.Item key={entry.id} data-testid="waiting-entry">
                  {entry.kind === 'ANSWER' ? entry.actionName : t('quests.offline.submitEntry')} ·{' '}
                  {t('quests.offline.savedAt', { time: time(entry.savedAt) })}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ) : null}
      {refused.map(({ entry, error }) => (
        <Alert key={entry.id} color="secondary" data-testid="refused-entry">
          {entry.kind === 'ANSWER' ? `${entry.actionName}: ` : ''}
          {t('quests.offline.refused', { reason: apiErrorMessage(error, t, { fallback: t('quests.offline.refusedFallback') }) })}
        </Alert>
      ))}
    </Stack>
  );
}
