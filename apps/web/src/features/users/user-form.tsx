import { createUserInputSchema, type AssignableAccessLevel } from '@ks/domain';
import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverFieldError, type FormMessageKey } from './form-errors';

export type UserFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  workRole: string;
  accessLevel: AssignableAccessLevel;
  locationIds: string[];
};

type Field = keyof UserFormValues;

export type UserFormProps = {
  initial: UserFormValues;
  locations: ReadonlyArray<{ id: string; name: string }>;
  levels: readonly AssignableAccessLevel[];
  emailLocked?: boolean;
  levelLocked?: boolean;
  /** A Location Manager must place a new user in at least one of their locations. */
  requireLocation?: boolean;
  submitLabel: string;
  /** Saves and reports other failures itself; an API validation error it rethrows marks the field. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
};

/** Add or edit a user: names, sign-in e-mail, phone, work role, access level and locations. */
export function UserForm({
  initial,
  locations,
  levels,
  emailLocked,
  levelLocked,
  requireLocation,
  submitLabel,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, FormMessageKey | 'users.validation.chooseLocation'>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends Field>(field: K, value: UserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const errorOf = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = fieldErrorsOf<Field>(createUserInputSchema, values);
    if (requireLocation && values.locationIds.length === 0) found.locationIds = 'users.validation.chooseLocation';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError?.field && fieldError.field in values) setErrors({ [fieldError.field]: fieldError.key });
      else console.error('saving the user failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('users.fields.firstname')}
                required
                value={values.firstname}
                onChange={(e) => set('firstname', e.currentTarget.value)}
                error={errorOf('firstname')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.lastname')}
                required
                value={values.lastname}
                onChange={(e) => set('lastname', e.currentTarget.value)}
                error={errorOf('lastname')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.email')}
                type="email"
                inputMode="email"
                required
                disabled={emailLocked}
                description={emailLocked ? t('users.hints.emailLocked') : undefined}
                value={values.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={errorOf('email')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.phone')}
                type="tel"
                inputMode="tel"
                value={values.phone}
                onChange={(e) => set('phone', e.currentTarget.value)}
                error={errorOf('phone')}
              />
              <TextInput
                label={t('users.fields.workRole')}
                placeholder={t('users.fields.workRolePlaceholder')}
                value={values.workRole}
                onChange={(e) => set('workRole', e.currentTarget.value)}
                error={errorOf('workRole')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Radio.Group
            label={t('users.fields.accessLevel')}
            description={levelLocked ? t('users.hints.accessLevelLocked') : undefined}
            value={values.accessLevel}
            onChange={(value) => set('accessLevel', value as AssignableAccessLevel)}
            error={errorOf('accessLevel')}
          >
            <Stack gap="sm" mt="sm">
              {levels.map((level) => (
                <Radio
                  key={level}
                  value={level}
                  disabled={levelLocked}
                  label={t(`access.${level}`)}
                  description={t(`users.levelHints.${level}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Checkbox.Group
            label={t('users.fields.locations')}
            description={t('users.hints.locations')}
            value={values.locationIds}
            onChange={(ids) => set('locationIds', ids)}
            error={errors.locationIds ? t(errors.locationIds) : null}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="sm">
              {locations.map((location) => (
                <Checkbox key={location.id} value={location.id} label={location.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {locations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('users.details.noLocations')}
            </Text>
          ) : null}
        </Paper>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('users.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
