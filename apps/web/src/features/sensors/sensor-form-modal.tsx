import { createSensorInputSchema, MESSAGES } from '@ks/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
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

/** The API's own schema over the fields it checks (the interval typed as text becomes a number). */
const resolveSensor = zodResolver(
  z.preprocess((values) => {
    const { hwid, reportingIntervalSec } = values as SensorFormValues;
    const interval = Number(reportingIntervalSec);
    return { hwid, reportingIntervalSec: Number.isFinite(interval) ? interval : Number.NaN };
  }, createSensorInputSchema),
);

/** One translated message per field the schema refuses. */
function sensorFormErrors(values: SensorFormValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolveSensor({ ...values }))) {
    const field = path.split('.')[0];
    if (field === 'hwid') errors.hwid ??= message === MESSAGES.fieldRequired ? t('validation.required') : t('sensors.hwidTooLong');
    if (field === 'reportingIntervalSec') errors.reportingIntervalSec ??= t('sensors.reportingIntervalOutOfRange');
  }
  return errors;
}

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
  // @mantine/form holds the values and errors (kept while typing, as the server's are); `form` is the dialog's own.
  const form = useForm<SensorFormValues>({
    initialValues: empty,
    validate: (checked) => sensorFormErrors(checked, t),
    clearInputErrorOnChange: false,
  });
  const values = form.getValues();
  const errors = form.errors as { hwid?: string; reportingIntervalSec?: string; form?: string };
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      form.setValues(editing ?? { ...empty });
      form.clearErrors();
    }
    // Reset only when the dialog opens, not while the person types.
  }, [opened]);

  const submit = form.onSubmit(async (checked) => {
    setSaving(true);
    const failure = await onSubmit({
      hwid: checked.hwid.trim(),
      manufacturer: checked.manufacturer.trim() || null,
      locationId: checked.locationId,
      reportingIntervalSec: Number(checked.reportingIntervalSec),
      // A calendar day: noon UTC keeps the same date in every timezone the registry is read from.
      nextMaintenanceAt: checked.nextMaintenance ? `${checked.nextMaintenance}T12:00:00.000Z` : null,
    });
    setSaving(false);
    if (failure) form.setErrors(failure.field ? { [failure.field]: failure.message } : { form: failure.message });
    else onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('sensors.editTitle', { hwid: editing.hwid }) : t('sensors.registerTitle')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('sensors.hwid')}
              value={values.hwid}
              onChange={(event) => form.setFieldValue('hwid', event.currentTarget.value)}
              error={errors.hwid}
              disabled={editing !== null}
              maxLength={64}
              required
              data-autofocus
            />
            <TextInput
              label={t('sensors.manufacturer')}
              value={values.manufacturer}
              onChange={(event) => form.setFieldValue('manufacturer', event.currentTarget.value)}
              maxLength={120}
            />
            <Select
              label={t('sensors.location')}
              data={[{ value: STOCK, label: t('sensors.locationStock') }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
              value={values.locationId ?? STOCK}
              onChange={(value) => form.setFieldValue('locationId', !value || value === STOCK ? null : value)}
              allowDeselect={false}
            />
            <TextInput
              label={t('sensors.reportingInterval')}
              value={values.reportingIntervalSec}
              onChange={(event) => form.setFieldValue('reportingIntervalSec', event.currentTarget.value)}
              error={errors.reportingIntervalSec}
              inputMode="numeric"
            />
            <TextInput
              type="date"
              label={t('sensors.nextMaintenance')}
              value={values.nextMaintenance}
              onChange={(event) => form.setFieldValue('nextMaintenance', event.currentTarget.value)}
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
