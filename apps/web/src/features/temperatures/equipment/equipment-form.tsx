import {
  APPLIANCE_TYPES,
  formatThreshold,
  formatTemperature,
  FREEZER_HOLDING_TARGET_C,
  JURISDICTIONS,
  UNIT_SYMBOLS,
  type JurisdictionProfileId,
  type TemperatureUnit,
} from '@ks/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import {
  initialEquipmentValues,
  toEquipmentInput,
  withType,
  withZoneUnit,
  type EquipmentFormValues,
  type ExistingAppliance,
} from './equipment-form-values';
import { validateEquipment, type EquipmentErrorKey, type EquipmentField } from './equipment-validation';
import { EquipmentPhotoField } from './equipment-photo-field';

export type EquipmentFormInput = ReturnType<typeof toEquipmentInput>;

export type EquipmentFormProps = {
  appliance: (ExistingAppliance & { photoUrl: string | null }) | null;
  /** The location's food code: a new appliance's safe zone defaults come from it, in its unit. */
  jurisdictionProfile?: JurisdictionProfileId | null;
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
  jurisdictionProfile = null,
  areaOptions,
  initialAreaId = null,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
}: EquipmentFormProps) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  const profile = jurisdictionProfile ? JURISDICTIONS[jurisdictionProfile] : null;
  // A new zone is written in the profile's unit (a US kitchen writes 135 °F), an existing one in its own.
  // After the first attempt to save, every change checks the whole form again (errors follow the values).
  const submitted = useRef(false);
  // @mantine/form holds the values and one error (an i18n key) per field, checked by the API's zod schema.
  const form = useForm<EquipmentFormValues>({
    initialValues: initialEquipmentValues(appliance, profile?.unit ?? unit, initialAreaId),
    validate: validateEquipment,
    clearInputErrorOnChange: false,
    onValuesChange: () => {
      if (submitted.current) form.validate();
    },
  });
  const values = form.getValues();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: EquipmentField } | null>(null);

  const errorKey = (field: EquipmentField) => {
    const key = form.errors[field];
    return typeof key === 'string' ? (key as EquipmentErrorKey) : undefined;
  };
  const errorText = (field: EquipmentField) => {
    const key = errorKey(field);
    if (key) return t(key);
    return serverError?.field === field ? serverError.message : null;
  };
  const set = <K extends keyof EquipmentFormValues>(key: K, value: EquipmentFormValues[K]) => form.setFieldValue(key, value as never);
  const setZone = (key: 'safeMin' | 'safeMax' | 'alertDelayMin', value: string) => form.setValues({ [key]: value, zoneEdited: true });

  const submit = form.onSubmit(
    async (checked) => {
      submitted.current = true;
      setServerError(null);
      setSaving(true);
      const failure = await onSubmit(toEquipmentInput(checked));
      setSaving(false);
      if (failure) setServerError(failure);
    },
    () => {
      submitted.current = true;
      setServerError(null);
    },
  );

  const symbol = UNIT_SYMBOLS[values.zoneUnit];
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
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
                onChange={(type) => form.setValues(withType(form.getValues(), type, jurisdictionProfile ?? undefined))}
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
            {errorKey('text') ? (
              <Text size="sm" c="secondary" role="alert">
                {t(errorKey('text')!)}
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
              {profile && jurisdictionProfile ? (
                <Text size="sm" c="dimmed" data-testid="zone-defaults">
                  {t('equipment.form.zoneDefaultsFrom', {
                    profile: t(`locations.form.jurisdictions.${jurisdictionProfile}`),
                    hot: `≥ ${formatThreshold(profile.hotHolding, i18n.language)}`,
                    cold: `≤ ${formatThreshold(profile.coldHolding, i18n.language)}`,
                  })}
                </Text>
              ) : null}
            </div>
            <Group gap="sm">
              <Text size="sm" fw={500} id="zone-unit-label">
                {t('equipment.form.zoneUnit')}
              </Text>
              <SegmentedControl
                aria-labelledby="zone-unit-label"
                size="xs"
                value={values.zoneUnit}
                onChange={(to) => form.setValues(withZoneUnit(form.getValues(), to as TemperatureUnit))}
                data={[
                  { value: 'F', label: UNIT_SYMBOLS.F },
                  { value: 'C', label: UNIT_SYMBOLS.C },
                ]}
              />
            </Group>
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
