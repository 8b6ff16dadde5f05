import { Anchor, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLIANCE_LIST_PAGE_SIZE, DATA_TABLE_MAX_HEIGHT } from '../../../lib/constants';
import { PreloadLink } from '../../../ui/preload-link';
import { equipmentPath } from '../equipment-paths';
import { useTemperatureFormat } from '../use-temperature-format';
import { pageOf, type EquipmentRow } from '../equipment-list';
import { useIsPhone } from '../../../ui/use-is-phone';
import { EquipmentFoodCell, EquipmentStatusCell, type OpenAlerts } from './equipment-cells';
import { EquipmentCards } from './equipment-cards';
import { Pager } from '../../../ui/pager';
import { formatLocationDate } from '../../../lib/time/location-time';
import { useWorkspace } from '../../workspace';
import { HealthCell } from '../health';

export type AreaEquipmentTableProps = {
  locationId: string;
  /** null: the equipment without an area. */
  areaId: string | null;
  title: string;
  /** Already sorted. */
  rows: EquipmentRow[];
  /** Open alerts by appliance id (badged in the status column). */
  openAlerts?: OpenAlerts;
};

/**
 * One area's equipment, 10 per page: on a phone as cards with the verdict first (EquipmentCards), else a
 * table with the current temperature, status and food safeness.
 */
export function AreaEquipmentTable({ locationId, areaId, title, rows, openAlerts }: AreaEquipmentTableProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const [requestedPage, setPage] = useState(1);
  const { items, page } = pageOf(rows, requestedPage, APPLIANCE_LIST_PAGE_SIZE);
  const headingId = `area-${areaId ?? 'none'}`;
  // The day each piece was added, on its location's calendar (not the viewer's).
  const timeZone = useWorkspace().locations.find((location) => location.id === locationId)?.timezone ?? 'UTC';
  const isPhone = useIsPhone();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('equipment.count', { count: rows.length })}
          </Text>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('equipment.emptyArea')}
          </Text>
        ) : isPhone ? (
          <EquipmentCards locationId={locationId} rows={items} openAlerts={openAlerts} timeZone={timeZone} />
        ) : (
          <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('equipment.columns.name')}</Table.Th>
                    <Table.Th>{t('equipment.columns.type')}</Table.Th>
                    <Table.Th>{t('equipment.columns.temperature')}</Table.Th>
                    <Table.Th>{t('equipment.columns.safeZone')}</Table.Th>
                    <Table.Th>{t('equipment.columns.status')}</Table.Th>
                    <Table.Th>{t('equipment.columns.foodSafeness')}</Table.Th>
                    <Table.Th>{t('health.title')}</Table.Th>
                    <Table.Th>{t('equipment.columns.added')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((row) => {
                    const reading = row.primarySensor?.latestData?.temperature;
                    return (
                      <Table.Tr key={row.id} data-testid="equipment-row">
                        <Table.Td>
                          <Anchor component={PreloadLink} to={equipmentPath(locationId, row.areaId, row.id)} fw={600}>
                            {row.name}
                          </Anchor>
                          {row.contents ? (
                            <Text size="xs" c="dimmed">
                              {row.contents}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{t(`equipment.types.${row.type}`)}</Table.Td>
                        <Table.Td fw={600}>{reading == null ? t('equipment.noReading') : format.temperature(reading)}</Table.Td>
                        <Table.Td>{format.zone(row.safeZone)}</Table.Td>
                        <Table.Td>
                          <EquipmentStatusCell row={row} openAlerts={openAlerts} />
                        </Table.Td>
                        <Table.Td>
                          <EquipmentFoodCell row={row} />
                        </Table.Td>
                        <Table.Td>
                          <HealthCell health={row.health} />
                        </Table.Td>
                        <Table.Td>{formatLocationDate(row.createdAt, timeZone, i18n.language)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ScrollArea.Autosize>
        )}
        <Pager totalCount={rows.length} pageSize={APPLIANCE_LIST_PAGE_SIZE} page={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
