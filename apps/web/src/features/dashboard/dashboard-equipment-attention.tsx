import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardEquipmentAttentionQuery } from '../../gql/graphql';
import { APPLIANCE_DETAIL_POLL_MS } from '../../lib/constants';
import { useFallbackPoll } from '../../lib/live/use-live-refetch';
import { formatLocationTime } from '../../lib/time/location-time';
import { PreloadLink } from '../../ui/preload-link';
import { equipmentPath, HealthBadge, HealthKindLabel } from '../temperatures';
import { DashboardEquipmentAttentionDocument } from './dashboard-details.operations';

export type EquipmentAttentionItems = DashboardEquipmentAttentionQuery['appliancesNeedingAttention'];

/**
 * Equipment whose own temperatures say it needs someone (a door left open, a compressor struggling, a
 * defrost gone wrong), service soon first, in every visible location. Hidden while there is none.
 */
export function DashboardEquipmentAttention({
  locationNames,
  locationZones,
}: {
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { data } = useQuery(DashboardEquipmentAttentionDocument, { pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS) });
  // Rendered from a deferred copy: see docs/decisions/0017, "Query results rendered in slices".
  const items = useDeferredValue(data?.appliancesNeedingAttention);
  if (!items || items.length === 0) return null;
  return <EquipmentAttentionList items={items} locationNames={locationNames} locationZones={locationZones} />;
}

export const EquipmentAttentionList = memo(function EquipmentAttentionList({
  items,
  locationNames,
  locationZones,
}: {
  items: EquipmentAttentionItems;
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-equipment-attention">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-equipment-attention">
          {t('health.attentionTitle')}
        </Title>
        {items.map(({ appliance, status, since, reason }) => (
          <Stack key={appliance.id} gap={4} data-testid="dashboard-equipment-attention">
            <Anchor component={PreloadLink} to={equipmentPath(appliance.locationId, appliance.areaId, appliance.id)} fw={600}>
              {t('health.attentionAt', { appliance: appliance.name, location: locationNames.get(appliance.locationId) ?? '' })}
            </Anchor>
            <Group gap="xs">
              <HealthBadge status={status} />
              <HealthKindLabel kind={reason.kind} />
              <Text size="xs" c="dimmed" span>
                {t('health.since', {
                  time: formatLocationTime(since, locationZones.get(appliance.locationId) ?? 'UTC', i18n.language),
                })}
              </Text>
            </Group>
            <Text size="sm">{reason.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
});
