import { formatTemperatureDifference } from '@ks/domain';
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import { formatLocationDay, formatLocationTime } from '../../lib/time/location-time';
import { TitledPanel } from '../../ui/titled-panel';
import { useTemperatureFormat } from '../../lib/preferences/use-temperature-format';
import { auditSentences } from './audit-sentence';
import { AuditTrailDocument } from './haccp-records.operations';

export type AuditTrailListProps = {
  locationId: string;
  /** One appliance's history (its safe zone, sensors, records); otherwise the whole location's. */
  applianceId?: string;
  timeZone: string;
};

/** The append-only history (who, when, before → after) of a location or one of its appliances. */
export function AuditTrailList({ locationId, applianceId, timeZone }: AuditTrailListProps) {
  const { t } = useTranslation();
  const { data } = useQuery(AuditTrailDocument, {
    variables: { locationId, applianceId: applianceId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.auditTrail ?? [];
  return (
    <TitledPanel title={t('haccp.audit.title')}>
      {events.length === 0 ? (
        <Text c="dimmed">{t('haccp.audit.none')}</Text>
      ) : (
        <Stack gap="xs" data-testid="audit-trail">
          {events.map((event) => (
            <AuditRow key={event.id} event={event} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </TitledPanel>
  );
}

function AuditRow({ event, timeZone }: { event: AuditEventFieldsFragment; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  // An offset is a difference: 1 °C is 1.8 °F, without the 32.
  const difference = (celsius: number) => formatTemperatureDifference(celsius, format.unit, i18n.language);
  const day = (value: string) => formatLocationDay(value, i18n.language);
  const sentences = auditSentences(event, { t, temperature: format.temperature, difference, day });
  return (
    <Stack gap={0} data-testid="audit-row">
      {sentences.map((sentence) => (
        <Text key={sentence} size="sm">
          {sentence}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {formatLocationTime(event.at, timeZone, i18n.language)}
      </Text>
    </Stack>
  );
}
