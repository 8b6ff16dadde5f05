import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLIANCE_DETAIL_POLL_MS } from '../../lib/constants';
import { PreloadLink } from '../../ui/preload-link';
import { equipmentPath } from '../temperatures';
import { DashboardOpenAlertsDocument } from './dashboard.operations';

/**
 * Open temperature alerts of every visible location, newest first, each leading to its equipment page.
 * Refreshed at the appliance-detail pace (5 minutes) and whenever the window regains focus.
 */
export function DashboardOpenAlerts({ locationNames }: { locationNames: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(DashboardOpenAlertsDocument, { pollInterval: APPLIANCE_DETAIL_POLL_MS });
  const alerts = data?.openTempAlerts ?? [];
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (!data) return null;
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
                  {t(`monitoring.alerts.reason.${alert.reason}`)} · {time.format(new Date(alert.startedAt))}
                </Text>
              </Group>
            );
          })
        )}
      </Stack>
    </Paper>
  );
}
