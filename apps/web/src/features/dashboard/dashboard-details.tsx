import '../../ui/styles/all-styles';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { AlertsNeedingReview } from '../haccp-records';
import { DashboardFoodAtRisk } from './dashboard-food-at-risk';
import { DashboardLocationCard } from './dashboard-location-card';
import { DashboardOpenAlerts } from './dashboard-open-alerts';
import { orderForDashboard } from './dashboard-order';

export interface DashboardDetailsProps {
  locationSummaries: DashboardSummariesQuery['locationSummaries'];
}

/**
 * What /dashboard shows once its summaries are in: open alerts, food at risk, records to review and one
 * card per location. A chunk of its own (with Mantine's whole stylesheet), loaded after the page's first
 * paint: dashboard.route.tsx paints the greeting and the introduction without it (issue 20).
 */
export default function DashboardDetails({ locationSummaries }: DashboardDetailsProps) {
  const { t, i18n } = useTranslation();
  const summaries = orderForDashboard(
    locationSummaries.map((summary) => ({
      ...summary,
      id: summary.locationId,
      name: summary.location.name,
      openAlerts: summary.tempAlertsCount,
    })),
    i18n.language,
  );
  const locationNames = new Map(summaries.map((summary) => [summary.locationId, summary.location.name]));
  const locationZones = new Map(summaries.map((summary) => [summary.locationId, summary.location.timezone]));
  if (summaries.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('dashboard.noLocations')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('dashboard.intro')}</Text>
      <DashboardOpenAlerts locationNames={locationNames} locationZones={locationZones} />
      <DashboardFoodAtRisk locationNames={locationNames} />
      <AlertsNeedingReview />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {summaries.map((summary) => (
          <DashboardLocationCard key={summary.locationId} summary={summary} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
