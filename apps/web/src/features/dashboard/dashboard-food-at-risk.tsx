import { useQuery } from '@apollo/client/react';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFoodAtRiskQuery } from '../../gql/graphql';
import { APPLIANCE_DETAIL_POLL_MS } from '../../lib/constants';
import { useFallbackPoll } from '../../lib/live/use-live-refetch';
import { PreloadLink } from '../../ui/preload-link';
import { equipmentPath } from '../temperatures';
import { DashboardFoodAtRiskDocument } from './dashboard-details.operations';
import { DashboardFoodVerdict } from './dashboard-food-verdict';

/**
 * Food to use now or discard, in every visible location, with or without an open alert (PRODUCT.md:
 * many short excursions add up without ever raising one). Hidden while there is none.
 */
export function DashboardFoodAtRisk({
  locationNames,
  locationZones,
}: {
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { data } = useQuery(DashboardFoodAtRiskDocument, { pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS) });
  // Rendered from a deferred copy: see docs/decisions/0017, "Query results rendered in slices".
  const appliances = useDeferredValue(data?.foodAtRisk);
  if (!appliances || appliances.length === 0) return null;
  return <FoodAtRiskList appliances={appliances} locationNames={locationNames} locationZones={locationZones} />;
}

const FoodAtRiskList = memo(function FoodAtRiskList({
  appliances,
  locationNames,
  locationZones,
}: {
  appliances: DashboardFoodAtRiskQuery['foodAtRisk'];
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-food-at-risk">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-food-at-risk">
          {t('dashboard.foodAtRiskTitle')}
        </Title>
        {appliances.map((appliance) => (
          <Stack key={appliance.id} gap={4} data-testid="dashboard-food-at-risk">
            <Anchor component={PreloadLink} to={equipmentPath(appliance.locationId, appliance.areaId, appliance.id)} fw={600}>
              {t('dashboard.alertAt', { appliance: appliance.name, location: locationNames.get(appliance.locationId) ?? '' })}
            </Anchor>
            <DashboardFoodVerdict verdict={appliance.foodVerdict} timeZone={locationZones.get(appliance.locationId) ?? 'UTC'} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
});
