import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatLocationTime } from '../../lib/time/location-time';
import type { OutboxSubmit } from './outbox-entry';

/**
 * "Submit" pressed and not through yet: offline, the checklist is done on the device and keeps that time
 * when sent; online it is on its way (the score follows in a moment).
 */
export function SubmittedOnDevice({ submit, timeZone }: { submit: OutboxSubmit; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { online } = useNetwork();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="submitted-on-device">
      <Stack gap="xs">
        <Text fw={600}>{t('quests.run.submitted')}</Text>
        {online ? (
          <Loader size="sm" aria-label={t('quests.offline.sending')} />
        ) : (
          <Text size="sm">
            {t('quests.offline.submitWaiting', {
              time: formatLocationTime(submit.savedAt, timeZone ?? 'UTC', i18n.language, { withDate: false }),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
