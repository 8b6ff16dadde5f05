import { useMutation, useQuery } from '@apollo/client/react';
import { SENSOR_SORT_COLUMNS, type SensorSortColumn } from '@ks/domain';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { SENSORS_POLL_MS } from '../../lib/constants';
import { apiErrorKey } from '../../lib/errors/api-error-message';
import { confirmAction } from '../../ui/confirm-action';
import { EmptyState } from '../../ui/empty-state';
import { PageError } from '../../ui/page-error';
import { PageSkeleton } from '../../ui/page-skeleton';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useUrlState } from '../../ui/use-url-state';
import { useEstateAccess } from '../temperatures';
import { useWorkspace } from '../workspace';
import { SensorFormModal } from './sensor-form-modal';
import { SensorSecretModal } from './sensor-secret-modal';
import {
  CreateSensorDocument,
  DeleteSensorDocument,
  RotateSensorCredentialDocument,
  SensorRegistryDocument,
  UpdateSensorDocument,
} from './sensors.operations';
import { SensorsTable, type SensorItem } from './sensors-table';

function isSortColumn(value: string): value is SensorSortColumn {
  return (SENSOR_SORT_COLUMNS as readonly string[]).includes(value);
}

/** Registry refusals the sensor screens word themselves (others show the screen's own failure text). */
const SENSOR_REFUSALS: readonly string[] = ['SENSOR_HWID_TAKEN', 'SENSOR_ATTACHED_ELSEWHERE', 'SENSOR_DETACH_BEFORE_DELETE'];

/** Sensors: the registry of the selected location (or all of it), sortable by battery, maintenance, signal, temperature. */
export function SensorsScreen() {
  const { t } = useTranslation();
  const { location, locations } = useWorkspace();
  const access = useEstateAccess();
  const [scope, setScope] = useUrlState<'location' | 'all'>('scope', 'location');
  const [sortValue, setSort] = useUrlState<SensorSortColumn>('sort', 'BATTERY');
  const [directionValue, setDirection] = useUrlState<'ASC' | 'DESC'>('dir', 'ASC');
  const sort = isSortColumn(sortValue) ? sortValue : 'BATTERY';
  const direction = directionValue === 'DESC' ? 'DESC' : 'ASC';
  const wholeRegistry = scope === 'all' || !location;

  const { data, error, refetch } = useQuery(SensorRegistryDocument, {
    variables: { locationId: wholeRegistry ? null : location.id, sort, direction },
    pollInterval: SENSORS_POLL_MS,
    skip: !access.canView,
    fetchPolicy: 'cache-and-network',
  });
  const [createSensor] = useMutation(CreateSensorDocument);
  const [updateSensor] = useMutation(UpdateSensorDocument);
  const [rotateCredential] = useMutation(RotateSensorCredentialDocument);
  const [deleteSensor] = useMutation(DeleteSensorDocument);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<SensorItem | null>(null);
  const [secret, setSecret] = useState<{ hwid: string; secret: string } | null>(null);

  if (!access.canView) return <EmptyState title={t('titles.sensors')}>{t('equipment.notAllowed')}</EmptyState>;

  const serverMessage = (failure: unknown, fallback: string) => {
    const key = SENSOR_REFUSALS.includes(errorCodeOf(failure) ?? '') ? apiErrorKey(failure, 'sensors') : null;
    return key ? t(key) : fallback;
  };

  const confirmRotate = (sensor: SensorItem) =>
    confirmAction({
      title: t('sensors.rotateConfirmTitle', { hwid: sensor.hwid }),
      message: t('sensors.rotateConfirm'),
      confirmLabel: t('sensors.rotate'),
      cancelLabel: t('equipment.form.cancel'),
      onConfirm: async () => {
        try {
          const result = await rotateCredential({ variables: { id: sensor.id } });
          const rotated = result.data?.rotateSensorCredential;
          if (rotated) setSecret({ hwid: rotated.sensor.hwid, secret: rotated.secret });
        } catch {
          showErrorToast(t('sensors.rotateFailed'));
        }
      },
    });

  const confirmDelete = (sensor: SensorItem) =>
    confirmAction({
      title: t('sensors.deleteConfirmTitle', { hwid: sensor.hwid }),
      message: t('sensors.deleteConfirm'),
      confirmLabel: t('sensors.delete'),
      cancelLabel: t('equipment.form.cancel'),
      onConfirm: async () => {
        try {
          await deleteSensor({ variables: { id: sensor.id } });
          showSuccessToast(t('sensors.deleted'));
          await refetch();
        } catch (failure) {
          showErrorToast(serverMessage(failure, t('sensors.deleteFailed')));
        }
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('titles.sensors')}
        </Title>
        {access.canManageRegistry ? (
          <Group gap="sm">
            <Button component={Link} to="/sensors/integrations" variant="default">
              {t('integrations.open')}
            </Button>
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {t('sensors.register')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {location ? (
          <SegmentedControl
            aria-label={t('sensors.scope')}
            value={wholeRegistry ? 'all' : 'location'}
            onChange={(value) => setScope(value === 'all' ? 'all' : 'location')}
            data={[
              { value: 'location', label: location.name },
              { value: 'all', label: t('sensors.allLocations') },
            ]}
          />
        ) : (
          <span />
        )}
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('sensors.sort.label')}
            data={SENSOR_SORT_COLUMNS.map((column) => ({ value: column, label: t(`sensors.sort.${column}`) }))}
            value={sort}
            onChange={(value) => value && setSort(value)}
            allowDeselect={false}
            w={200}
          />
          <SegmentedControl
            aria-label={t('sensors.sort.direction')}
            value={direction}
            onChange={setDirection}
            data={[
              { value: 'ASC', label: t('sensors.sort.ASC') },
              { value: 'DESC', label: t('sensors.sort.DESC') },
            ]}
          />
        </Group>
      </Group>
      {!data ? (
        error ? (
          <PageError />
        ) : (
          <PageSkeleton />
        )
      ) : (
        <Paper withBorder radius="md" p="md">
          {data.sensors.length === 0 ? (
            <Text c="dimmed">{t('sensors.empty')}</Text>
          ) : (
            <SensorsTable
              sensors={data.sensors}
              canManageRegistry={access.canManageRegistry}
              onEdit={(sensor) => {
                setEditing(sensor);
                setFormOpen(true);
              }}
              onRotate={confirmRotate}
              onDelete={confirmDelete}
            />
          )}
        </Paper>
      )}
      <SensorFormModal
        opened={formOpen}
        editing={
          editing
            ? {
                id: editing.id,
                hwid: editing.hwid,
                manufacturer: editing.manufacturer ?? '',
                locationId: editing.locationId,
                reportingIntervalSec: String(editing.reportingIntervalSec),
                nextMaintenance: editing.nextMaintenanceAt ? editing.nextMaintenanceAt.slice(0, 10) : '',
              }
            : null
        }
        locations={locations.map((item) => ({ id: item.id, name: item.name }))}
        defaultLocationId={location?.id ?? null}
        onClose={() => setFormOpen(false)}
        onSubmit={async (values) => {
          try {
            if (editing) {
              const { hwid: _hwid, ...fields } = values;
              await updateSensor({ variables: { input: { id: editing.id, ...fields } } });
              showSuccessToast(t('sensors.updated'));
            } else {
              const result = await createSensor({ variables: { input: values } });
              const created = result.data?.createSensor;
              if (created) setSecret({ hwid: created.sensor.hwid, secret: created.secret });
              showSuccessToast(t('sensors.created'));
            }
            await refetch();
            return null;
          } catch (failure) {
            const message = serverMessage(failure, editing ? t('sensors.updateFailed') : t('sensors.createFailed'));
            return { message, field: errorCodeOf(failure) === 'SENSOR_HWID_TAKEN' ? 'hwid' : undefined };
          }
        }}
      />
      <SensorSecretModal shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
