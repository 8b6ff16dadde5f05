import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import { formatLocationTime } from '../../lib/time/location-time';
import { TitledPanel } from '../../ui/titled-panel';
import { AuditTrailDocument } from './haccp-records.operations';

export type AuditTrailListProps = {
  locationId: string;
  /** One appliance's history (its safe zone, sensors, records); otherwise the whole location's. */
  applianceId?: string;
  timeZone: string;
};

/** A stored field value as shown: JSON text from the API, strings unquoted, °C values as numbers. */
function shown(value: string | null): string {
  if (value === null) return '—';
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : String(parsed);
  } catch {
    return value;
  }
}

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
  const change = (['CREATED', 'UPDATED', 'SIGNED_OFF'] as const).find((c) => c === event.change) ?? 'UPDATED';
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {t(`haccp.audit.subjects.${event.subject}`)} {t(`haccp.audit.changes.${change}`)}{' '}
        {event.actorName ? t('haccp.audit.by', { name: event.actorName }) : t('haccp.audit.system')}
      </Text>
      <Text size="xs" c="dimmed">
        {formatLocationTime(event.at, timeZone, i18n.language)}
      </Text>
      {change === 'UPDATED'
        ? event.changes.map((c) => (
            <Text key={c.field} size="xs">
              {c.field}: {shown(c.before)} → {shown(c.after)}
            </Text>
          ))
        : null}
    </Stack>
  );
}
