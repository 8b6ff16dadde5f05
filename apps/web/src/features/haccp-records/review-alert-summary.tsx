import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewAlertFieldsFragment } from '../../gql/graphql';
import { formatLocationTime } from '../../lib/time/location-time';

/**
 * What an alert waiting for review is about: the equipment and its location (the dashboard lists every
 * visible location's, and two kitchens often both have a "Walk-in fridge"), when it ended on that
 * location's clock, and the corrective action recorded so far.
 */
export function ReviewAlertSummary({ alert }: { alert: ReviewAlertFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const appliance = alert.appliance?.name ?? '—';
  const location = alert.appliance?.location;
  const record = alert.correctiveAction;
  return (
    <Stack gap={2}>
      <Text fw={500}>{location?.name ? t('haccp.review.at', { appliance, location: location.name }) : appliance}</Text>
      {alert.endedAt ? (
        <Text size="sm" c="dimmed">
          {t('haccp.review.ended', { time: formatLocationTime(alert.endedAt, location?.timezone ?? 'UTC', i18n.language) })}
        </Text>
      ) : null}
      {record ? (
        <Text size="sm">
          {t('haccp.review.doneBy', { fate: t(`haccp.fates.${record.fate}`), name: record.doneBy?.displayName ?? '—' })}
        </Text>
      ) : null}
    </Stack>
  );
}
