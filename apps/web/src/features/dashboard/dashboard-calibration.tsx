import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCalibrationFailuresQuery } from '../../gql/graphql';
import { APPLIANCE_DETAIL_POLL_MS } from '../../lib/constants';
import { useFallbackPoll } from '../../lib/live/use-live-refetch';
import { formatLocationDate } from '../../lib/time/location-time';
import { PreloadLink } from '../../ui/preload-link';
import { equipmentPath } from '../temperatures';
import { DashboardCalibrationFailuresDocument } from './dashboard-details.operations';

type FailingSensor = DashboardCalibrationFailuresQuery['sensorsFailingCalibration'][number];

/**
 * Sensors whose latest calibration check failed, in every visible location: each is due now (issue 34
 * item 10), with the day it failed and a link to its equipment. Hidden while there is none.
 */
export function DashboardCalibration({
  locationNames,
  locationZones,
}: {
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { data } = useQuery(DashboardCalibrationFailuresDocument, { pollInterval: useFallbackPoll(APPLIANCE_DETAIL_POLL_MS) });
  const sensors = data?.sensorsFailingCalibration ?? [];
  if (sensors.length === 0) return null;
  return <CalibrationFailures sensors={sensors} locationNames={locationNames} locationZones={locationZones} />;
}

export function CalibrationFailures({
  sensors,
  locationNames,
  locationZones,
}: {
  sensors: readonly FailingSensor[];
  locationNames: ReadonlyMap<string, string>;
  locationZones: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-calibration">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-calibration">
          {t('dashboard.calibrationTitle')}
        </Title>
        {sensors.map((sensor) => {
          const locationId = sensor.locationId ?? '';
          const where = sensor.appliance
            ? t('dashboard.alertAt', { appliance: sensor.appliance.name, location: locationNames.get(locationId) ?? '' })
            : (locationNames.get(locationId) ?? '');
          const day = sensor.calibrationFailedAt
            ? formatLocationDate(sensor.calibrationFailedAt, locationZones.get(locationId) ?? 'UTC', i18n.language)
            : '—';
          return (
            <Group key={sensor.id} gap="sm" wrap="wrap" data-testid="dashboard-calibration">
              <Badge color="secondary" variant="filled">
                {t('dashboard.calibrateNow')}
              </Badge>
              {sensor.appliance ? (
                <Anchor component={PreloadLink} to={equipmentPath(locationId, sensor.appliance.areaId, sensor.appliance.id)} fw={600}>
                  {where}
                </Anchor>
              ) : (
                <Text fw={600}>{where}</Text>
              )}
              <Text size="sm">{t('dashboard.calibrationFailed', { hwid: sensor.hwid, date: day })}</Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
