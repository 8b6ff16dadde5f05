import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSensor, type SensorFormValues, type SensorMessageKey } from './sensor-validation';

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
  // @mantine/form holds the values and the schema's errors as i18n keys (kept while typing, as the
  // server's are); the server's refusal is already worded and kept beside them.
  const form = useForm<SensorFormValues>({ initialValues: empty, validate: validateSensor, clearInputErrorOnChange: false });
  const values = form.getValues();
  const [serverError, setServerError] = useState<{ message: string; field?: 'hwid' | 'reportingIntervalSec' } | null>(null);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: 'hwid' | 'reportingIntervalSec') => {
    const key = form.errors[field];
    if (typeof key === 'string') return t(key as SensorMessageKey);
    return serverError?.field === field ? serverError.message : undefined;
  };

  useEffect(() => {
    if (opened) {
      form.setValues(editing ?? { ...empty });
      form.clearErrors();
      setServerError(null);
    }
    // Reset only when the dialog opens, not while the person types.
  }, [opened]);

  const submit = form.onSubmit(
    async (checked) => {
      setServerError(null);
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
      if (failure) setServerError(failure);
      else onClose();
    },
    () => setServerError(null),
  );

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
              error={errorOf('hwid')}
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
              error={errorOf('reportingIntervalSec')}
              inputMode="numeric"
            />
            <TextInput
              type="date"
              label={t('sensors.nextMaintenance')}
              value={values.nextMaintenance}
              onChange={(event) => form.setFieldValue('nextMaintenance', event.currentTarget.value)}
            />
          </SimpleGrid>
          {serverError && !serverError.field ? (
            <Text c="secondary" size="sm" role="alert">
              {serverError.message}
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
