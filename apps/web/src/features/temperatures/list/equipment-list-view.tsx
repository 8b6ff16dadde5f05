import { useQuery } from '@apollo/client/react';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { APPLIANCE_SORT_COLUMNS, type ApplianceSortColumn } from '@ks/domain';
import { useTranslation } from 'react-i18next';
import type { LocationEquipmentQuery } from '../../../gql/graphql';
import { useUrlState } from '../../../ui/use-url-state';
import { AreaEquipmentTable } from './area-equipment-table';
import { sortEquipment, type SortDirection } from '../equipment-list';
import { LocationOpenAlertsDocument, openAlertsByAppliance } from '../alerts';
import { APPLIANCE_DETAIL_POLL_MS } from '../../../lib/constants';
import { useFallbackPoll } from '../../../lib/live/use-live-refetch';

export type EquipmentListViewProps = { locationId: string; data: LocationEquipmentQuery };

function isSortColumn(value: string): value is ApplianceSortColumn {
  return (APPLIANCE_SORT_COLUMNS as readonly string[]).includes(value);
}

/** The equipment grouped by area (equipment without an area last), sorted as chosen (kept in the URL). */
export function EquipmentListView({ locationId, data }: EquipmentListViewProps) {
  const { t } = useTranslation();
  const [sortValue, setSort] = useUrlState<ApplianceSortColumn>('sort', 'NAME');
  const [directionValue, setDirection] = useUrlState<SortDirection>('dir', 'asc');
  const sort = isSortColumn(sortValue) ? sortValue : 'NAME';
  const direction: SortDirection = directionValue === 'desc' ? 'desc' : 'asc';
  // Open alerts badge their equipment: live with the screen's subscription, else every 5 minutes (appliance-detail pace).
  const alerts = useQuery(LocationOpenAlertsDocument, {
    variables: { locationId },
    pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS),
  });
  const openAlerts = openAlertsByAppliance(alerts.data?.locationTempAlerts ?? []);
  const total = data.locationAreas.reduce((sum, area) => sum + area.appliances.length, 0) + data.unassignedAppliances.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text c="dimmed" size="sm">
          {t('equipment.count', { count: total })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('equipment.sort.label')}
            data={APPLIANCE_SORT_COLUMNS.map((column) => ({ value: column, label: t(`equipment.sort.${column}`) }))}
            value={sort}
            onChange={(value) => value && setSort(value)}
            allowDeselect={false}
            w={200}
          />
          <SegmentedControl
            aria-label={t('equipment.sort.direction')}
            value={direction}
            onChange={setDirection}
            data={[
              { value: 'asc', label: t('equipment.sort.asc') },
              { value: 'desc', label: t('equipment.sort.desc') },
            ]}
          />
        </Group>
      </Group>
      {total === 0 && data.locationAreas.length === 0 ? (
        <Text c="dimmed">{t('equipment.empty', { location: data.location?.name ?? '' })}</Text>
      ) : null}
      {data.locationAreas.map((area) => (
        <AreaEquipmentTable
          key={`${area.id}-${sort}-${direction}`}
          locationId={locationId}
          areaId={area.id}
          title={area.name}
          rows={sortEquipment(area.appliances, sort, direction)}
          openAlerts={openAlerts}
        />
      ))}
      {data.unassignedAppliances.length > 0 ? (
        <AreaEquipmentTable
          key={`none-${sort}-${direction}`}
          locationId={locationId}
          areaId={null}
          title={t('equipment.noArea')}
          rows={sortEquipment(data.unassignedAppliances, sort, direction)}
          openAlerts={openAlerts}
        />
      ) : null}
    </Stack>
  );
}
