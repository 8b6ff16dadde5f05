import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { SecureImage } from '../../ui/secure-image';
import { ScoreBadge } from '../checklists';
import { LOCATION_URL_KEY } from '../workspace';
import { DashboardTodayChecklists } from './dashboard-today-checklists';
import { DashboardTrend } from './dashboard-trend';

export type DashboardSummary = DashboardSummariesQuery['locationSummaries'][number];

/**
 * One location's morning view: its 30-day score in its colour, today's checklists, what needs someone
 * (open alerts, pending fix-its, sensors offline or low on battery) and the 30-day trend. The name leads
 * to the location's temperatures; the fix-its count to its fix-its.
 */
export function DashboardLocationCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const { location } = summary;
  const filter = `${LOCATION_URL_KEY}=${encodeURIComponent(location.id)}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="dashboard-location">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {location.logo ? (
              <SecureImage
                src={location.logo.small}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }}
              />
            ) : null}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={PreloadLink}
                to={`/temperatures?${filter}`}
                fw={600}
                aria-label={t('dashboard.openLocation', { location: location.name })}
              >
                {location.name}
              </Anchor>
              {location.city ? (
                <Text size="sm" c="dimmed">
                  {location.city}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Stack gap={0} align="flex-end" data-testid="dashboard-location-score">
            <ScoreBadge score={location.score} size="lg" />
            <Text size="xs" c="dimmed">
              {t('dashboard.scoreWindow')}
            </Text>
          </Stack>
        </Group>
        <DashboardTodayChecklists today={summary.todayChecklists} />
        <Group gap="xs" wrap="wrap">
          {summary.tempAlertsCount > 0 ? (
            <Badge color="secondary" variant="filled" data-testid="location-open-alerts">
              {t('dashboard.openAlertsCount', { count: summary.tempAlertsCount })}
            </Badge>
          ) : null}
          <Anchor component={PreloadLink} to={`/fixits?${filter}`} size="sm" data-testid="location-pending-fixits">
            {t('dashboard.pendingFixits', { count: summary.fixits.pending })}
          </Anchor>
          {summary.sensorAttention.offline > 0 ? (
            <Badge color="tertiary" variant="light" data-testid="location-sensors-offline">
              {t('dashboard.sensorsOffline', { count: summary.sensorAttention.offline })}
            </Badge>
          ) : null}
          {summary.sensorAttention.lowBattery > 0 ? (
            <Badge color="tertiary" variant="light" data-testid="location-low-battery">
              {t('dashboard.lowBattery', { count: summary.sensorAttention.lowBattery })}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md">
          <Text size="sm">{t('locations.usersCount', { count: summary.usersCount })}</Text>
          <Text size="sm">{t('locations.sensorsCount', { count: summary.sensorsCount })}</Text>
        </Group>
        <DashboardTrend trend={summary.trend} />
      </Stack>
    </Card>
  );
}
