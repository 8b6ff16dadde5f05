import { Anchor, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLIANCE_LIST_PAGE_SIZE, DATA_TABLE_MAX_HEIGHT } from '../../../lib/constants';
import { PreloadLink } from '../../../ui/preload-link';
import { equipmentPath } from '../equipment-paths';
import { useTemperatureFormat } from '../use-temperature-format';
import { equipmentStatus, pageOf, type EquipmentRow } from '../equipment-list';
import { EquipmentStatusBadge } from '../equipment-status-badge';
import { FoodVerdictBadge } from '../food-verdict-badge';
import { NO_VERDICT } from '../food-verdict-wording';
import { OpenAlertBadge } from '../alerts';
import type { LocationOpenAlertsQuery } from '../../../gql/graphql';
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
  openAlerts?: ReadonlyMap<string, LocationOpenAlertsQuery['locationTempAlerts'][number]>;
};

/** One area's equipment: a table of 10 per page with the current temperature, status and food safeness. */
export function AreaEquipmentTable({ locationId, areaId, title, rows, openAlerts }: AreaEquipmentTableProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const [requestedPage, setPage] = useState(1);
  const { items, page } = pageOf(rows, requestedPage, APPLIANCE_LIST_PAGE_SIZE);
  const headingId = `area-${areaId ?? 'none'}`;
  // The day each piece was added, on its location's calendar (not the viewer's).
  const timeZone = useWorkspace().locations.find((location) => location.id === locationId)?.timezone ?? 'UTC';

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
                          <EquipmentStatusBadge status={equipmentStatus(row)} />
                          {openAlerts?.get(row.id) ? <OpenAlertBadge alert={openAlerts.get(row.id)!} /> : null}
                        </Table.Td>
                        <Table.Td>
                          <FoodVerdictBadge facts={row.foodVerdict ?? NO_VERDICT} />
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
