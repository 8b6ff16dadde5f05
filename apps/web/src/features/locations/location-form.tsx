import {
  FOOD_TYPES,
  formatThreshold,
  JURISDICTION_PROFILES,
  JURISDICTIONS,
  PLANS,
  SERVICE_TYPES,
  SITE_KINDS,
  isJurisdictionProfileId,
  locationInputSchema,
  type LocationInput,
  type Plan,
} from '@ks/domain';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadInput } from '../../ui/file-upload-input';
import { countryOptions, timeZoneOptions } from './location-options';
import { locationInputOf, withCountry, type LocationFormField, type LocationFormValues } from './location-form-values';
import { validateLocation, type LocationMessageKey } from './location-validation';

export type LocationFormProps = {
  initial: LocationFormValues;
  mode: 'create' | 'edit';
  /** Managers choose the plan when they add a location; plans change on the Plans screen. */
  canChoosePlan: boolean;
  submitting: boolean;
  onSubmit: (input: LocationInput, plan: Plan) => void;
  onCancel: () => void;
};

/** Every field of a location (spec §3), validated with the domain schema before it is sent. */
export function LocationForm({ initial, mode, canChoosePlan, submitting, onSubmit, onCancel }: LocationFormProps) {
  const { t, i18n } = useTranslation();
  // @mantine/form holds the values and one error (an i18n key) per field, checked by the API's zod schema.
  const form = useForm<LocationFormValues>({ initialValues: initial, validate: validateLocation });
  const values = form.getValues();
  const [uploading, setUploading] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timeZoneOptions(initial.timezone), [initial.timezone]);

  const set = <K extends keyof LocationFormValues>(field: K, value: LocationFormValues[K]) => form.setFieldValue(field, value as never);
  const profile = values.jurisdictionProfile ? JURISDICTIONS[values.jurisdictionProfile] : null;
  const errorOf = (field: LocationFormField) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key as LocationMessageKey) : undefined;
  };
  const text = (field: 'name' | 'state' | 'address' | 'zip' | 'city', required = true) => ({
    label: t(`locations.form.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errorOf(field),
    withAsterisk: required,
  });

  // Valid by the same schema, which also shapes the input (trimmed texts, empty ones null).
  const submit = form.onSubmit((checked) => onSubmit(locationInputSchema.parse(locationInputOf(checked)), checked.plan));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('locations.form.details')}
            </Title>
            <TextInput {...text('name')} autoComplete="organization" />
            <FileUploadInput
              label={t('locations.form.logo')}
              description={t('locations.form.logoHint')}
              kinds={['PICTURE']}
              value={values.logo}
              onChange={(file) => set('logo', file ? { id: file.id, image: file.image } : null)}
              onUploadingChange={setUploading}
            />
            {canChoosePlan && mode === 'create' ? (
              <Radio.Group label={t('locations.form.plan')} value={values.plan} onChange={(value) => set('plan', value as Plan)}>
                <Group mt="xs" gap="lg">
                  {PLANS.map((plan) => (
                    <Radio key={plan} value={plan} label={t(`locations.planLabels.${plan}`)} />
                  ))}
                </Group>
              </Radio.Group>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('locations.form.addressSection')}
            </Title>
            <TextInput {...text('address')} autoComplete="street-address" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('city')} autoComplete="address-level2" />
              <TextInput {...text('state', false)} autoComplete="address-level1" />
              <TextInput {...text('zip')} autoComplete="postal-code" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('locations.form.country')}
                withAsterisk
                searchable
                data={countries}
                value={values.country || null}
                onChange={(value) => {
                  form.setValues(withCountry(form.getValues(), value ?? ''));
                  form.clearFieldError('country');
                  form.clearFieldError('jurisdictionProfile');
                }}
                error={errorOf('country')}
                nothingFoundMessage={t('locations.form.nothingFound')}
                placeholder={t('locations.form.search')}
              />
              <Select
                label={t('locations.form.timezone')}
                withAsterisk
                searchable
                data={zones}
                value={values.timezone || null}
                onChange={(value) => set('timezone', value ?? '')}
                error={errorOf('timezone')}
                nothingFoundMessage={t('locations.form.nothingFound')}
                placeholder={t('locations.form.search')}
                limit={50}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('locations.form.foodSafety')}
            </Title>
            <Select
              label={t('locations.form.jurisdiction')}
              description={t('locations.form.jurisdictionHint')}
              withAsterisk
              data={JURISDICTION_PROFILES.map((id) => ({ value: id, label: t(`locations.form.jurisdictions.${id}`) }))}
              value={values.jurisdictionProfile || null}
              onChange={(value) => {
                if (!isJurisdictionProfileId(value)) return;
                form.setValues({ jurisdictionProfile: value, profileChosen: true });
                form.clearFieldError('jurisdictionProfile');
              }}
              error={errorOf('jurisdictionProfile')}
              allowDeselect={false}
            />
            {profile ? (
              <Text size="sm" data-testid="jurisdiction-limits">
                {t('locations.form.jurisdictionLimits', {
                  cold: `≤ ${formatThreshold(profile.coldHolding, i18n.language)}`,
                  hot: `≥ ${formatThreshold(profile.hotHolding, i18n.language)}`,
                })}
              </Text>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('locations.form.kitchen')}
            </Title>
            <Radio.Group
              label={t('locations.form.serviceType')}
              withAsterisk
              value={values.serviceType}
              onChange={(value) => set('serviceType', value)}
              error={errorOf('serviceType')}
            >
              <Group mt="xs" gap="lg">
                {SERVICE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`locations.serviceTypes.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Checkbox.Group
              label={t('locations.form.foodTypes')}
              withAsterisk
              value={values.foodTypes}
              onChange={(value) => set('foodTypes', value)}
              error={errorOf('foodTypes')}
            >
              <Group mt="xs" gap="md">
                {FOOD_TYPES.map((food) => (
                  <Checkbox key={food} value={food} label={t(`locations.foodTypes.${food}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <MultiSelect
              label={t('locations.form.sites')}
              data={SITE_KINDS.map((site) => ({ value: site, label: t(`locations.sites.${site}`) }))}
              value={values.sites}
              onChange={(value) => set('sites', value)}
              searchable
              clearable
              nothingFoundMessage={t('locations.form.nothingFound')}
            />
            <TagsInput
              label={t('locations.form.vendors')}
              description={t('locations.form.vendorsHint')}
              value={values.vendors}
              onChange={(value) => set('vendors', value)}
              error={errorOf('vendors')}
              maxTags={20}
              clearable
            />
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('locations.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={uploading}>
            {mode === 'create' ? t('locations.form.create') : t('locations.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
