import '../../ui/styles/all-styles';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummariesQuery } from '../../gql/graphql';
import { AlertsNeedingReview } from '../haccp-records';
import { DashboardCalibration } from './dashboard-calibration';
import { DashboardEquipmentAttention } from './dashboard-equipment-attention';
import { DashboardFoodAtRisk } from './dashboard-food-at-risk';
import { DashboardLocationCard } from './dashboard-location-card';
import { DashboardOpenAlerts } from './dashboard-open-alerts';
import { orderForDashboard } from './dashboard-order';

export interface DashboardDetailsProps {
  locationSummaries: DashboardSummariesQuery['locationSummaries'];
}

/**
 * What /dashboard shows once its summaries are in: open alerts, food at risk, equipment needing attention,
 * records to review and one card per location. A chunk of its own (with Mantine's whole stylesheet), loaded after the page's first
 * paint: dashboard.route.tsx paints the greeting and the introduction without it (issue 20).
 */
export default function DashboardDetails({ locationSummaries }: DashboardDetailsProps) {
  const { t, i18n } = useTranslation();
  // Made once per answer: the alert and food lists are memoised, and new maps on every render of this
  // component (a parent's render, a language change elsewhere) would render them again for nothing.
  const { summaries, locationNames, locationZones } = useMemo(() => {
    const ordered = orderForDashboard(
      locationSummaries.map((summary) => ({
        ...summary,
        id: summary.locationId,
        name: summary.location.name,
        openAlerts: summary.tempAlertsCount,
      })),
      i18n.language,
    );
    return {
      summaries: ordered,
      locationNames: new Map(ordered.map((summary) => [summary.locationId, summary.location.name])),
      locationZones: new Map(ordered.map((summary) => [summary.locationId, summary.location.timezone])),
    };
  }, [locationSummaries, i18n.language]);
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
      <DashboardFoodAtRisk locationNames={locationNames} locationZones={locationZones} />
      <DashboardEquipmentAttention locationNames={locationNames} locationZones={locationZones} />
      <DashboardCalibration locationNames={locationNames} locationZones={locationZones} />
      <AlertsNeedingReview />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {summaries.map((summary) => (
          <DashboardLocationCard key={summary.locationId} summary={summary} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
