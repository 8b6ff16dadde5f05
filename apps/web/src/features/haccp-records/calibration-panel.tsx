import { useMutation } from '@apollo/client/react';
import { CALIBRATION_METHODS, type CalibrationMethod } from '@ks/domain';
import { Badge, Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentRecordsQuery } from '../../gql/graphql';
import { formatLocationDate } from '../../lib/time/location-time';
import { TitledPanel } from '../../ui/titled-panel';
import { showErrorToast } from '../../ui/toast';
import { useTemperatureFormat } from '../../lib/preferences/use-temperature-format';
import { RecordCalibrationCheckDocument, SetSensorCalibrationDocument } from './haccp-records.operations';
import { recordErrorMessage } from './record-error-message';

type RecordsSensor = NonNullable<EquipmentRecordsQuery['appliance']>['sensors'][number];

export type CalibrationPanelProps = {
  sensors: RecordsSensor[];
  timeZone: string;
  onChanged: () => void;
};

/** Each sensor's offset, calibration schedule and checks, with forms to record a check and set the offset. */
export function CalibrationPanel({ sensors, timeZone, onChanged }: CalibrationPanelProps) {
  const { t } = useTranslation();
  if (sensors.length === 0) return null;
  return (
    <TitledPanel title={t('haccp.calibration.title')}>
      <Stack gap="lg">
        {sensors.map((sensor) => (
          <SensorCalibration key={sensor.id} sensor={sensor} timeZone={timeZone} onChanged={onChanged} />
        ))}
      </Stack>
    </TitledPanel>
  );
}

function SensorCalibration({ sensor, timeZone, onChanged }: { sensor: RecordsSensor; timeZone: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useTemperatureFormat();
  const day = (when: string) => formatLocationDate(when, timeZone, i18n.language);
  const overdue = new Date(sensor.calibrationDueAt).getTime() < Date.now();
  // A failed latest check: due now, whatever the interval says (the server's calibrationDueAt agrees).
  const failedAt = sensor.calibrationFailedAt;
  // An offset is a difference: 1 °C is 1.8 °F, without the 32.
  const offsetInUnit = format.unit === 'F' ? (sensor.temperatureOffset * 9) / 5 : sensor.temperatureOffset;
  return (
    <Stack gap="xs" data-testid={`calibration-${sensor.hwid}`}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={500}>{sensor.hwid}</Text>
        <Badge color={overdue || failedAt ? 'secondary' : 'primary'} variant={failedAt ? 'filled' : 'light'} data-testid="calibration-due">
          {failedAt
            ? t('haccp.calibration.failedDue', { date: day(failedAt) })
            : overdue
              ? t('haccp.calibration.overdue', { date: day(sensor.calibrationDueAt) })
              : t('haccp.calibration.due', { date: day(sensor.calibrationDueAt) })}
        </Badge>
      </Group>
      {failedAt ? (
        <Text size="sm" c="secondary.8">
          {t('haccp.calibration.failedHint')}
        </Text>
      ) : null}
      <Text size="sm">
        {t('haccp.calibration.offset')}: {offsetInUnit > 0 ? '+' : ''}
        {Math.round(offsetInUnit * 10) / 10} °{format.unit} · {t('haccp.calibration.interval', { count: sensor.calibrationIntervalMonths })}
      </Text>
      {sensor.offsetSetAt ? (
        <Text size="xs" c="dimmed">
          {t('haccp.calibration.offsetSet', { name: sensor.offsetSetBy?.displayName ?? '—', date: day(sensor.offsetSetAt) })}
        </Text>
      ) : null}
      <Text size="sm" fw={500}>
        {t('haccp.calibration.checks')}
      </Text>
      {sensor.calibrationChecks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('haccp.calibration.noChecks')}
        </Text>
      ) : (
        sensor.calibrationChecks.map((check) => (
          <Group key={check.id} gap="xs" wrap="wrap">
            <Badge color={check.passed ? 'primary' : 'secondary'} variant="light">
              {check.passed ? t('haccp.calibration.passed') : t('haccp.calibration.failed')}
            </Badge>
            <Text size="sm">
              {t('haccp.calibration.checkLine', {
                method: t(`haccp.calibration.methods.${check.method}`),
                sensor: format.temperature(check.sensorReading),
                reference: format.temperature(check.reference),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {day(check.checkedAt)} · {check.checkedBy?.displayName ?? '—'}
            </Text>
          </Group>
        ))
      )}
      <CheckForm sensorId={sensor.id} onSaved={onChanged} />
      {sensor.viewerCanCalibrate ? <OffsetForm sensor={sensor} offsetInUnit={offsetInUnit} onSaved={onChanged} /> : null}
    </Stack>
  );
}

function CheckForm({ sensorId, onSaved }: { sensorId: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const { unit } = useTemperatureFormat();
  const [method, setMethod] = useState<CalibrationMethod>('ICE_POINT');
  const [reference, setReference] = useState<number | string>('');
  const [reading, setReading] = useState<number | string>('');
  const [save, { loading }] = useMutation(RecordCalibrationCheckDocument);
  const submit = async () => {
    if (typeof reading !== 'number') return;
    try {
      await save({
        variables: {
          sensorId,
          method,
          unit,
          sensorReading: reading,
          reference: method === 'REFERENCE_PROBE' && typeof reference === 'number' ? reference : null,
        },
      });
      setReading('');
      setReference('');
      onSaved();
    } catch (error) {
      showErrorToast(recordErrorMessage(error, t));
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('haccp.calibration.recordCheck')}
      </Text>
      <SegmentedControl
        value={method}
        onChange={(value) => setMethod(value as CalibrationMethod)}
        data={CALIBRATION_METHODS.map((value) => ({ value, label: t(`haccp.calibration.methods.${value}`) }))}
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        {method === 'REFERENCE_PROBE' ? (
          <NumberInput
            label={t('haccp.calibration.reference', { unit: `°${unit}` })}
            value={reference}
            onChange={setReference}
            decimalScale={1}
            w={160}
          />
        ) : null}
        <NumberInput
          label={t('haccp.calibration.sensorReading', { unit: `°${unit}` })}
          value={reading}
          onChange={setReading}
          decimalScale={1}
          w={160}
        />
        <Button variant="light" loading={loading} onClick={() => void submit()}>
          {t('haccp.calibration.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function OffsetForm({ sensor, offsetInUnit, onSaved }: { sensor: RecordsSensor; offsetInUnit: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const { unit } = useTemperatureFormat();
  const [offset, setOffset] = useState<number | string>(Math.round(offsetInUnit * 10) / 10);
  const [months, setMonths] = useState<number | string>(sensor.calibrationIntervalMonths);
  const [save, { loading }] = useMutation(SetSensorCalibrationDocument);
  const submit = async () => {
    try {
      await save({
        variables: {
          sensorId: sensor.id,
          offset: typeof offset === 'number' ? offset : null,
          unit,
          intervalMonths: typeof months === 'number' ? months : null,
        },
      });
      onSaved();
    } catch (error) {
      showErrorToast(recordErrorMessage(error, t));
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumberInput
        label={t('haccp.calibration.offsetValue', { unit: `°${unit}` })}
        description={t('haccp.calibration.offsetHelp')}
        value={offset}
        onChange={setOffset}
        decimalScale={1}
        w={200}
      />
      <NumberInput label={t('haccp.calibration.intervalMonths')} value={months} onChange={setMonths} min={1} max={24} w={160} />
      <Button variant="light" loading={loading} onClick={() => void submit()}>
        {t('haccp.calibration.setOffset')}
      </Button>
    </Group>
  );
}
