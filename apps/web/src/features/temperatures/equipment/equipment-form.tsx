import { FREEZER_HOLDING_TARGET_C, APPLIANCE_TYPES, formatTemperature, type TemperatureUnit } from '@ks/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import {
  initialEquipmentValues,
  toEquipmentInput,
  validateEquipment,
  withType,
  withUnit,
  type EquipmentErrorKey,
  type EquipmentField,
  type EquipmentFormValues,
  type ExistingAppliance,
} from './equipment-form-state';
import { EquipmentPhotoField } from './equipment-photo-field';

export type EquipmentFormInput = ReturnType<typeof toEquipmentInput>;

export type EquipmentFormProps = {
  appliance: (ExistingAppliance & { photoUrl: string | null }) | null;
  areaOptions: Array<{ id: string; name: string }>;
  initialAreaId?: string | null;
  submitLabel: string;
  /** Saves; resolves with a message for the form (plan limit, a field the server refused) or null. */
  onSubmit: (input: EquipmentFormInput) => Promise<{ message: string; field?: EquipmentField } | null>;
  onCancel: () => void;
  /** Extra actions beside the buttons (delete on the edit page). */
  extraActions?: ReactNode;
};

/** Add and edit equipment: every field of spec §3 plus serial number, vendor and alert delay. */
export function EquipmentForm({
  appliance,
  areaOptions,
  initialAreaId = null,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
}: EquipmentFormProps) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  const [values, setValues] = useState<EquipmentFormValues>(() => initialEquipmentValues(appliance, unit, initialAreaId));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: EquipmentField } | null>(null);

  // The unit may change in another tab: keep the zone's meaning, not its digits.
  const shownUnit = useRef<TemperatureUnit>(unit);
  useEffect(() => {
    if (shownUnit.current !== unit) {
      setValues((current) => withUnit(current, shownUnit.current, unit));
      shownUnit.current = unit;
    }
  }, [unit]);

  const errors = submitted ? validateEquipment(values, unit) : {};
  const errorText = (field: EquipmentField) => {
    const key: EquipmentErrorKey | undefined = errors[field];
    if (key) return t(key);
    return serverError?.field === field ? serverError.message : null;
  };
  const set = <K extends keyof EquipmentFormValues>(key: K, value: EquipmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setZone = (key: 'safeMin' | 'safeMax' | 'alertDelayMin', value: string) =>
    setValues((current) => ({ ...current, [key]: value, zoneEdited: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateEquipment(values, unit)).length > 0) return;
    setSaving(true);
    const failure = await onSubmit(toEquipmentInput(values, unit));
    setSaving(false);
    if (failure) setServerError(failure);
  };

  const symbol = unit === 'F' ? '°F' : '°C';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      <Stack gap="lg">
        {serverError && !serverError.field ? (
          <Alert color="secondary" variant="light" role="alert">
            {serverError.message}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('equipment.form.details')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('equipment.form.name')}
                value={values.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={errorText('name')}
                maxLength={120}
                required
              />
              <Select
                label={t('equipment.form.type')}
                placeholder={t('equipment.form.typePlaceholder')}
                data={APPLIANCE_TYPES.map((type) => ({ value: type, label: t(`equipment.types.${type}`) }))}
                value={values.type || null}
                onChange={(type) => setValues((current) => withType(current, type, unit))}
                error={errorText('type')}
                required
              />
              <Select
                label={t('equipment.form.area')}
                placeholder={t('equipment.noArea')}
                data={areaOptions.map((area) => ({ value: area.id, label: area.name }))}
                value={values.areaId}
                onChange={(areaId) => set('areaId', areaId)}
                error={serverError?.field === 'area' ? serverError.message : null}
                clearable
              />
              <TextInput
                label={t('equipment.form.contents')}
                description={t('equipment.form.contentsHint')}
                value={values.contents}
                onChange={(event) => set('contents', event.currentTarget.value)}
                maxLength={200}
              />
              <TextInput
                label={t('equipment.form.equipmentId')}
                value={values.equipmentId}
                onChange={(event) => set('equipmentId', event.currentTarget.value)}
                maxLength={100}
              />
              <TextInput
                label={t('equipment.form.serialNumber')}
                value={values.serialNumber}
                onChange={(event) => set('serialNumber', event.currentTarget.value)}
                maxLength={100}
              />
              <TextInput
                label={t('equipment.form.vendor')}
                value={values.vendor}
                onChange={(event) => set('vendor', event.currentTarget.value)}
                maxLength={120}
              />
              <TextInput
                label={t('equipment.form.maintenance')}
                description={t('equipment.form.maintenanceHint')}
                value={values.maintenance}
                onChange={(event) => set('maintenance', event.currentTarget.value)}
                maxLength={500}
              />
            </SimpleGrid>
            <Textarea
              label={t('equipment.form.description')}
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <EquipmentPhotoField
              currentUrl={appliance?.photoUrl ?? null}
              fileId={values.photoFileId}
              onChange={(id) => set('photoFileId', id)}
            />
            {errors.text ? (
              <Text size="sm" c="secondary" role="alert">
                {t(errors.text)}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {t('equipment.form.safeZone')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('equipment.form.safeZoneHint')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={t('equipment.form.safeMin', { unit: symbol })}
                value={values.safeMin}
                onChange={(event) => setZone('safeMin', event.currentTarget.value)}
                error={errorText('safeMin')}
                inputMode="decimal"
              />
              <TextInput
                label={t('equipment.form.safeMax', { unit: symbol })}
                value={values.safeMax}
                onChange={(event) => setZone('safeMax', event.currentTarget.value)}
                error={errorText('safeMax')}
                inputMode="decimal"
              />
              <TextInput
                label={t('equipment.form.alertDelay')}
                value={values.alertDelayMin}
                onChange={(event) => setZone('alertDelayMin', event.currentTarget.value)}
                error={errorText('alertDelayMin')}
                inputMode="numeric"
              />
            </SimpleGrid>
            {values.type === 'FREEZER' ? (
              <Text size="sm" c="dimmed">
                {t('equipment.form.freezerHint', { target: formatTemperature(FREEZER_HOLDING_TARGET_C, unit, i18n.language) })}
              </Text>
            ) : null}
            {values.type === '' ? (
              <Text size="sm" c="dimmed">
                {t('equipment.form.typeFirst')}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">{extraActions}</Group>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('equipment.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
