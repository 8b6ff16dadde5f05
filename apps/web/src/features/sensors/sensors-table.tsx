import { Anchor, Badge, Menu, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SensorRegistryQuery } from '../../gql/graphql';
import { DATA_TABLE_MAX_HEIGHT } from '../../lib/constants';
import { browserTimeZone, formatLocationDate, formatLocationTime, formatViewerTime } from '../../lib/time/location-time';
import { RadioHealthCell } from './radio-health-cell';
import { PreloadLink } from '../../ui/preload-link';
import { BatteryLevel, equipmentPath, HealthCell, percentOrDash, SensorIdentity, useTemperatureFormat } from '../temperatures';

export type SensorItem = SensorRegistryQuery['sensors'][number];

export type SensorsTableProps = {
  sensors: SensorItem[];
  canManageRegistry: boolean;
  onEdit: (sensor: SensorItem) => void;
  onRotate: (sensor: SensorItem) => void;
  onDelete: (sensor: SensorItem) => void;
};

type SensorPlace = { timezone: string } | null | undefined;

/** A placed sensor's time on its location's clock; an unplaced one's on the viewer's (same format). */
function sensorTime(when: string, location: SensorPlace, language: string): string {
  return location ? formatLocationTime(when, location.timezone, language) : formatViewerTime(when, language);
}

/** A day of a sensor's (its next maintenance) on its location's calendar, else the viewer's. */
function sensorDay(when: string, location: SensorPlace, language: string): string {
  return formatLocationDate(when, location?.timezone ?? browserTimeZone(), language);
}

/** The registry: where each sensor is, what it last measured, its battery, signal and next maintenance. */
export function SensorsTable({ sensors, canManageRegistry, onEdit, onRotate, onDelete }: SensorsTableProps) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const now = Date.now();

  return (
    <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
      <Table.ScrollContainer minWidth={1200}>
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sensors.columns.hwid')}</Table.Th>
              <Table.Th>{t('sensors.columns.location')}</Table.Th>
              <Table.Th>{t('sensors.columns.equipment')}</Table.Th>
              <Table.Th>{t('health.title')}</Table.Th>
              <Table.Th>{t('sensors.columns.temperature')}</Table.Th>
              <Table.Th>{t('sensors.columns.battery')}</Table.Th>
              <Table.Th>{t('sensors.columns.signal')}</Table.Th>
              <Table.Th>{t('sensors.columns.lastReading')}</Table.Th>
              <Table.Th>{t('sensors.columns.nextMaintenance')}</Table.Th>
              {canManageRegistry ? <Table.Th aria-label={t('sensors.columns.actions')} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sensors.map((sensor) => {
              const latest = sensor.latestData;
              const maintenanceDue = sensor.nextMaintenanceAt !== null && Date.parse(sensor.nextMaintenanceAt) < now;
              return (
                <Table.Tr key={sensor.id} data-testid="sensor-row">
                  <Table.Td>
                    <SensorIdentity
                      hwid={sensor.hwid}
                      manufacturer={sensor.manufacturer}
                      badges={
                        sensor.isOffline && latest ? (
                          <Badge size="xs" color="tertiary">
                            {t('sensors.offline')}
                          </Badge>
                        ) : null
                      }
                    />
                  </Table.Td>
                  <Table.Td>{sensor.location?.name ?? t('sensors.stock')}</Table.Td>
                  <ApplianceCells appliance={sensor.appliance} />
                  <Table.Td>{latest?.temperature == null ? '—' : format.temperature(latest.temperature)}</Table.Td>
                  <Table.Td>
                    <BatteryLevel level={latest?.batteryLevel} />
                  </Table.Td>
                  <Table.Td>
                    <RadioHealthCell radio={sensor.radioHealth} otherwise={percentOrDash(latest?.signalLevel)} />
                  </Table.Td>
                  <Table.Td>{latest ? sensorTime(latest.time, sensor.location, i18n.language) : t('sensors.never')}</Table.Td>
                  <Table.Td>
                    {sensor.nextMaintenanceAt ? (
                      <Text size="sm" c={maintenanceDue ? 'secondary' : undefined}>
                        {sensorDay(sensor.nextMaintenanceAt, sensor.location, i18n.language)}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  {canManageRegistry ? (
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <UnstyledButton aria-label={t('sensors.actionsFor', { hwid: sensor.hwid })} px={6}>
                            ⋯
                          </UnstyledButton>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => onEdit(sensor)}>{t('sensors.edit')}</Menu.Item>
                          <Menu.Item onClick={() => onRotate(sensor)}>{t('sensors.rotate')}</Menu.Item>
                          <Menu.Item color="secondary" disabled={sensor.appliance !== null} onClick={() => onDelete(sensor)}>
                            {t('sensors.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ScrollArea.Autosize>
  );
}

/** The equipment a sensor is attached to (a link to its page) and that equipment's health, or "not attached". */
function ApplianceCells({ appliance }: { appliance: SensorItem['appliance'] }) {
  const { t } = useTranslation();
  if (!appliance) {
    return (
      <>
        <Table.Td>
          <Text size="sm" c="dimmed">
            {t('sensors.notAttached')}
          </Text>
        </Table.Td>
        <Table.Td>—</Table.Td>
      </>
    );
  }
  return (
    <>
      <Table.Td>
        <Anchor component={PreloadLink} to={equipmentPath(appliance.locationId, appliance.areaId, appliance.id)} size="sm">
          {appliance.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <HealthCell health={appliance.health} />
      </Table.Td>
    </>
  );
}
