import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { PreloadLink } from '../../ui/preload-link';
import { SecureImage } from '../../ui/secure-image';
import { LOCATION_URL_KEY } from '../workspace';

export type DashboardSummary = DashboardSummariesQuery['locationSummaries'][number];

/** One location's summary; the whole card leads to its temperatures. */
export function DashboardLocationCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const { location } = summary;
  return (
    <Card
      component={PreloadLink}
      to={`/temperatures?${LOCATION_URL_KEY}=${encodeURIComponent(location.id)}`}
      withBorder
      radius="md"
      padding="md"
      aria-label={t('dashboard.openLocation', { location: location.name })}
      data-testid="dashboard-location"
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
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
            <Text fw={600} truncate>
              {location.name}
            </Text>
            {location.city ? (
              <Text size="sm" c="dimmed">
                {location.city}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="md">
          {summary.tempAlertsCount > 0 ? (
            <Badge color="secondary" variant="filled" data-testid="location-open-alerts">
              {t('dashboard.openAlertsCount', { count: summary.tempAlertsCount })}
            </Badge>
          ) : null}
          <Text size="sm">{t('locations.usersCount', { count: summary.usersCount })}</Text>
          <Text size="sm">{t('locations.sensorsCount', { count: summary.sensorsCount })}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
