import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOpenAlertsQuery } from '../../gql/graphql';
import { APPLIANCE_DETAIL_POLL_MS } from '../../lib/constants';
import { useFallbackPoll } from '../../lib/live/use-live-refetch';
import { formatLocationTime } from '../../lib/time/location-time';
import { PreloadLink } from '../../ui/preload-link';
import { AcknowledgeButton } from '../reach';
import { equipmentPath } from '../temperatures';
import { DashboardOpenAlertsDocument } from './dashboard-details.operations';
import { DashboardFoodVerdict } from './dashboard-food-verdict';

/**
 * Open temperature alerts of every visible location, newest first, each leading to its equipment page.
 * Live (the dashboard's subscription refetches it); polled at the appliance-detail pace (5 minutes) while
 * the stream is down, and refreshed whenever the window regains focus. Each start
 * time is on its location's clock.
 */
export function DashboardOpenAlerts({
  locationNames,
  locationZones,
}: {
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { data } = useQuery(DashboardOpenAlertsDocument, { pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS) });
  // Rendered from a deferred copy: see docs/decisions/0017, "Query results rendered in slices".
  const alerts = useDeferredValue(data?.openTempAlerts);
  if (!alerts) return null;
  return <OpenAlertsList alerts={alerts} locationNames={locationNames} locationZones={locationZones} />;
}

const OpenAlertsList = memo(function OpenAlertsList({
  alerts,
  locationNames,
  locationZones,
}: {
  alerts: DashboardOpenAlertsQuery['openTempAlerts'];
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-open-alerts">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dashboard-open-alerts">
          {t('dashboard.openAlertsTitle')}
        </Title>
        {alerts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.noOpenAlerts')}
          </Text>
        ) : (
          alerts.map((alert) => {
            const snoozed = alert.currentStatus.statusCode === 'SNOOZED';
            const label = t('dashboard.alertAt', {
              appliance: alert.appliance?.name ?? '—',
              location: locationNames.get(alert.locationId) ?? '',
            });
            return (
              <Group key={alert.id} gap="sm" wrap="wrap" data-testid="dashboard-alert">
                <Badge color={snoozed ? 'tertiary' : 'secondary'} variant={snoozed ? 'light' : 'filled'}>
                  {snoozed ? t('monitoring.alerts.badgeSnoozed') : t(`monitoring.alerts.badge.${alert.severity}`)}
                </Badge>
                {alert.appliance ? (
                  <Anchor component={PreloadLink} to={equipmentPath(alert.locationId, alert.appliance.areaId, alert.appliance.id)} fw={600}>
                    {label}
                  </Anchor>
                ) : (
                  <Text fw={600}>{label}</Text>
                )}
                <Text size="sm" c="dimmed">
                  {t(`monitoring.alerts.reason.${alert.reason}`)} ·{' '}
                  {formatLocationTime(alert.startedAt, locationZones.get(alert.locationId) ?? 'UTC', i18n.language)}
                </Text>
                {alert.acknowledgedBy ? (
                  <Text size="sm" fw={600} data-testid="alert-handler">
                    {t('reach.handlingIt', { name: alert.acknowledgedBy.displayName })}
                  </Text>
                ) : snoozed ? null : (
                  <AcknowledgeButton alertId={alert.id} alertLabel={label} />
                )}
                <DashboardFoodVerdict verdict={alert.appliance?.foodVerdict} timeZone={locationZones.get(alert.locationId) ?? 'UTC'} />
              </Group>
            );
          })
        )}
      </Stack>
    </Paper>
  );
});
