import { createSensorInputSchema, ESTATE_MESSAGES, MESSAGES } from '@ks/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SensorFormValues {
  hwid: string;
  manufacturer: string;
  locationId: string | null;
  reportingIntervalSec: string;
  /** yyyy-mm-dd, empty when not planned. */
  nextMaintenance: string;
}

export type SensorFormModalProps = {
  opened: boolean;
  /** null registers a new sensor; otherwise the hardware id is fixed. */
  editing: (SensorFormValues & { id: string }) | null;
  locations: Array<{ id: string; name: string }>;
  defaultLocationId: string | null;
  /** Resolves with an error text for the form, or null when saved. */
  onSubmit: (values: {
    hwid: string;
    manufacturer: string | null;
    locationId: string | null;
    reportingIntervalSec: number;
    nextMaintenanceAt: string | null;
  }) => Promise<{ message: string; field?: 'hwid' | 'reportingIntervalSec' } | null>;
  onClose: () => void;
};

const STOCK = 'stock';

/** Registers a sensor or edits its registry details (Managers and Full Admins). */
export function SensorFormModal({ opened, editing, locations, defaultLocationId, onSubmit, onClose }: SensorFormModalProps) {
  const { t } = useTranslation();
  const empty: SensorFormValues = {
    hwid: '',
    manufacturer: '',
    locationId: defaultLocationId,
    reportingIntervalSec: '300',
    nextMaintenance: '',
  };
  const [values, setValues] = useState<SensorFormValues>(empty);
  const [errors, setErrors] = useState<{ hwid?: string; reportingIntervalSec?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setValues(editing ?? { ...empty });
      setErrors({});
    }
    // Reset only when the dialog opens, not while the person types.
  }, [opened]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const interval = Number(values.reportingIntervalSec);
    const parsed = createSensorInputSchema.safeParse({
      hwid: values.hwid,
      reportingIntervalSec: Number.isFinite(interval) ? interval : Number.NaN,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'hwid')
          next.hwid ??= issue.message === MESSAGES.fieldRequired ? t('validation.required') : t('sensors.hwidTooLong');
        if (issue.path[0] === 'reportingIntervalSec') next.reportingIntervalSec ??= t('sensors.reportingIntervalOutOfRange');
      }
      setErrors(next);
      return;
    }
    setSaving(true);
    const failure = await onSubmit({
      hwid: values.hwid.trim(),
      manufacturer: values.manufacturer.trim() || null,
      locationId: values.locationId,
      reportingIntervalSec: interval,
      // A calendar day: noon UTC keeps the same date in every timezone the registry is read from.
      nextMaintenanceAt: values.nextMaintenance ? `${values.nextMaintenance}T12:00:00.000Z` : null,
    });
    setSaving(false);
    if (failure) setErrors(failure.field ? { [failure.field]: failure.message } : { form: failure.message });
    else onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('sensors.editTitle', { hwid: editing.hwid }) : t('sensors.registerTitle')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('sensors.hwid')}
              value={values.hwid}
              onChange={(event) => setValues({ ...values, hwid: event.currentTarget.value })}
              error={errors.hwid}
              disabled={editing !== null}
              maxLength={64}
              required
              data-autofocus
            />
            <TextInput
              label={t('sensors.manufacturer')}
              value={values.manufacturer}
              onChange={(event) => setValues({ ...values, manufacturer: event.currentTarget.value })}
              maxLength={120}
            />
            <Select
              label={t('sensors.location')}
              data={[{ value: STOCK, label: t('sensors.locationStock') }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
              value={values.locationId ?? STOCK}
              onChange={(value) => setValues({ ...values, locationId: !value || value === STOCK ? null : value })}
              allowDeselect={false}
            />
            <TextInput
              label={t('sensors.reportingInterval')}
              value={values.reportingIntervalSec}
              onChange={(event) => setValues({ ...values, reportingIntervalSec: event.currentTarget.value })}
              error={errors.reportingIntervalSec}
              inputMode="numeric"
            />
            <TextInput
              type="date"
              label={t('sensors.nextMaintenance')}
              value={values.nextMaintenance}
              onChange={(event) => setValues({ ...values, nextMaintenance: event.currentTarget.value })}
            />
          </SimpleGrid>
          {errors.form ? (
            <Text c="secondary" size="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('equipment.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? t('equipment.form.save') : t('sensors.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Server messages of the sensor registry, as i18n keys. */
export const SENSOR_MESSAGE_KEYS = {
  [ESTATE_MESSAGES.hwidTaken]: 'sensors.hwidTaken',
  [ESTATE_MESSAGES.sensorAttachedElsewhere]: 'sensors.attachedElsewhere',
  [ESTATE_MESSAGES.detachBeforeDelete]: 'sensors.detachBeforeDelete',
  [ESTATE_MESSAGES.reportingIntervalOutOfRange]: 'sensors.reportingIntervalOutOfRange',
} as const;
