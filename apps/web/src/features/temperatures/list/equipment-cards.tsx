import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../ui/preload-link';
import { formatLocationDate } from '../../../lib/time/location-time';
import { equipmentPath } from '../equipment-paths';
import type { EquipmentRow } from '../equipment-list';
import { HealthCell } from '../health';
import { useTemperatureFormat } from '../use-temperature-format';
import { EquipmentFoodCell, EquipmentStatusCell, type OpenAlerts } from './equipment-cells';

export type EquipmentCardsProps = {
  locationId: string;
  rows: EquipmentRow[];
  openAlerts?: OpenAlerts;
  timeZone: string;
};

/**
 * An area's equipment on a phone: one card each, the verdict (status and food safeness) right under the
 * name, then the reading and the rest. The eight-column table needed a sideways scroll at 390 px, which
 * hid exactly the two columns a cook looks for.
 */
export function EquipmentCards({ locationId, rows, openAlerts, timeZone }: EquipmentCardsProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const reading = row.primarySensor?.latestData?.temperature;
        return (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm" data-testid="equipment-row">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Anchor component={PreloadLink} to={equipmentPath(locationId, row.areaId, row.id)} fw={600}>
                  {row.name}
                </Anchor>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {reading == null ? t('equipment.noReading') : format.temperature(reading)}
                </Text>
              </Group>
              <Group gap={6} data-testid="equipment-verdict">
                <EquipmentStatusCell row={row} openAlerts={openAlerts} />
                <EquipmentFoodCell row={row} />
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  row.contents,
                  t(`equipment.types.${row.type}`),
                  `${t('equipment.columns.safeZone')}: ${format.zone(row.safeZone)}`,
                  `${t('equipment.columns.added')}: ${formatLocationDate(row.createdAt, timeZone, i18n.language)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {row.health.computedAt ? <HealthCell health={row.health} /> : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
