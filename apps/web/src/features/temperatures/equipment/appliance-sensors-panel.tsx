import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SENSORS_POLL_MS } from '../../../lib/constants';
import { useLocationTime } from '../../../lib/time/location-time';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorCodeOf } from '../../../lib/apollo/classify-error';
import { BatteryLevel, percentOrDash, SensorIdentity } from '../sensor-cells';
import { useTemperatureFormat } from '../use-temperature-format';
import { ApplianceSensorsDocument, AttachSensorDocument, AvailableSensorsDocument, DetachSensorDocument } from '../equipment.operations';
import { DetachSensorModal } from './detach-sensor-modal';

export type ApplianceSensorsPanelProps = { applianceId: string; locationId: string; canManage: boolean; timeZone: string };

/** The sensors of one appliance (refreshed every 2 minutes); managers attach and detach them here. */
export function ApplianceSensorsPanel({ applianceId, locationId, canManage, timeZone }: ApplianceSensorsPanelProps) {
  const { t } = useTranslation();
  const format = useTemperatureFormat();
  const { data } = useQuery(ApplianceSensorsDocument, { variables: { id: applianceId }, pollInterval: SENSORS_POLL_MS });
  const available = useQuery(AvailableSensorsDocument, { variables: { locationId }, skip: !canManage, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['ApplianceSensors', 'AvailableSensors'];
  const [attachSensor, attaching] = useMutation(AttachSensorDocument, { refetchQueries, awaitRefetchQueries: true });
  const [detachSensor] = useMutation(DetachSensorDocument, { refetchQueries, awaitRefetchQueries: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const [detaching, setDetaching] = useState<{ id: string; hwid: string } | null>(null);
  const sensors = data?.applianceSensors ?? [];
  const at = useLocationTime(timeZone);

  const attach = async () => {
    if (!chosen) return;
    try {
      await attachSensor({ variables: { applianceId, sensorId: chosen } });
      setChosen(null);
      showSuccessToast(t('equipment.sensors.attached'));
    } catch (error) {
      const taken = errorCodeOf(error) === 'SENSOR_ALREADY_ATTACHED';
      showErrorToast(taken ? t('equipment.sensors.alreadyAttached') : t('equipment.sensors.attachFailed'));
    }
  };

  const detach = async (sensorId: string) => {
    setDetaching(null);
    try {
      const result = await detachSensor({ variables: { applianceId, sensorId } });
      if (result.data?.detachSensor.errorCode === 'ERROR_SENSOR_IS_NOT_ATTACHED') showErrorToast(t('equipment.sensors.notAttached'));
      else showSuccessToast(t('equipment.sensors.detached'));
    } catch {
      showErrorToast(t('equipment.sensors.detachFailed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="appliance-sensors">
      <Stack gap="md">
        <Title order={2} size="h4" id="appliance-sensors">
          {t('equipment.sensors.title')}
        </Title>
        {sensors.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('equipment.sensors.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sensors.columns.hwid')}</Table.Th>
                  <Table.Th>{t('equipment.sensors.temperature')}</Table.Th>
                  <Table.Th>{t('equipment.sensors.humidity')}</Table.Th>
                  <Table.Th>{t('equipment.sensors.battery')}</Table.Th>
                  <Table.Th>{t('equipment.sensors.signal')}</Table.Th>
                  <Table.Th>{t('equipment.sensors.lastSeen')}</Table.Th>
                  {canManage ? <Table.Th aria-label={t('equipment.sensors.actions')} /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sensors.map((sensor, index) => {
                  const latest = sensor.latestData;
                  return (
                    <Table.Tr key={sensor.id} data-testid="appliance-sensor">
                      <Table.Td>
                        <SensorIdentity
                          hwid={sensor.hwid}
                          manufacturer={sensor.manufacturer}
                          badges={
                            <>
                              {index === 0 ? (
                                <Badge size="xs" variant="light">
                                  {t('equipment.sensors.primary')}
                                </Badge>
                              ) : null}
                              {/* A new sensor that never reported is waiting, not offline (issue 17). */}
                              {sensor.isOffline && latest ? (
                                <Badge size="xs" color="tertiary">
                                  {t('equipment.sensors.offline')}
                                </Badge>
                              ) : null}
                              {!latest ? (
                                <Badge size="xs" color="gray" variant="light">
                                  {t('equipment.sensors.waiting')}
                                </Badge>
                              ) : null}
                            </>
                          }
                        />
                      </Table.Td>
                      <Table.Td>{latest?.temperature == null ? '—' : format.temperature(latest.temperature)}</Table.Td>
                      <Table.Td>{percentOrDash(latest?.humidity)}</Table.Td>
                      <Table.Td>
                        <BatteryLevel level={latest?.batteryLevel} />
                      </Table.Td>
                      <Table.Td>{percentOrDash(latest?.signalLevel)}</Table.Td>
                      <Table.Td>{latest ? at(latest.time) : t('equipment.sensors.never')}</Table.Td>
                      {canManage ? (
                        <Table.Td>
                          <Button size="compact-xs" variant="subtle" color="secondary" onClick={() => setDetaching(sensor)}>
                            {t('equipment.sensors.detach')}
                          </Button>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canManage ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('equipment.sensors.attachLabel')}
              placeholder={t('equipment.sensors.attachPlaceholder')}
              data={(available.data?.availableSensors ?? []).map((sensor) => ({
                value: sensor.id,
                label: [sensor.hwid, sensor.manufacturer, sensor.locationId ? null : t('sensors.stock')].filter(Boolean).join(' · '),
              }))}
              value={chosen}
              onChange={setChosen}
              nothingFoundMessage={t('equipment.sensors.noneAvailable')}
              searchable
              w={320}
            />
            <Button onClick={() => void attach()} disabled={!chosen} loading={attaching.loading}>
              {t('equipment.sensors.attach')}
            </Button>
            {available.data && available.data.availableSensors.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('equipment.sensors.noneAvailable')}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <DetachSensorModal sensor={detaching} onConfirm={(id) => void detach(id)} onCancel={() => setDetaching(null)} />
    </Paper>
  );
}
