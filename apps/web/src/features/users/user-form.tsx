import { createUserInputSchema, type AssignableAccessLevel } from '@ks/domain';
import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../lib/errors/server-field-error';
import { peopleMessageKey, type FormMessageKey } from '../../lib/forms/people-form-messages';
import { schemaValidator, translatedErrors } from '../../lib/forms/schema-validator';

export type UserFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  workRole: string;
  accessLevel: AssignableAccessLevel;
  locationIds: string[];
};

export type UserFormProps = {
  initial: UserFormValues;
  locations: ReadonlyArray<{ id: string; name: string }>;
  levels: readonly AssignableAccessLevel[];
  emailLocked?: boolean;
  /** Names, phone and work role belong to the person (they are in another company too): shown, not editable. */
  detailsLocked?: boolean;
  levelLocked?: boolean;
  /** A Location Manager must place a new user in at least one of their locations. */
  requireLocation?: boolean;
  submitLabel: string;
  /** Saves and reports other failures itself; an API validation error it rethrows marks the field. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The API's createUser schema over the form (the same rules the server applies), one i18n key per field. */
const validateUser = schemaValidator<UserFormValues, FormMessageKey>(createUserInputSchema, peopleMessageKey);

/** Add or edit a user: names, sign-in e-mail, phone, work role, access level and locations. */
export function UserForm({
  initial,
  locations,
  levels,
  emailLocked,
  detailsLocked,
  levelLocked,
  requireLocation,
  submitLabel,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation();
  // @mantine/form holds the values and one error (an i18n key) per field; a change clears its field's error.
  const form = useForm<UserFormValues>({
    initialValues: initial,
    validate: (values) => ({
      ...validateUser(values),
      ...(requireLocation && values.locationIds.length === 0 ? { locationIds: 'users.validation.chooseLocation' } : {}),
    }),
    enhanceGetInputProps: translatedErrors(t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError?.field && fieldError.field in values) form.setFieldError(fieldError.field, fieldError.key);
      else console.error('saving the user failed', error);
    }
  });
  const saving = form.submitting;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            {detailsLocked ? (
              <Text size="sm" c="dimmed">
                {t('users.hints.detailsLocked')}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('users.fields.firstname')}
                required
                disabled={detailsLocked}
                {...form.getInputProps('firstname')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.lastname')}
                required
                disabled={detailsLocked}
                {...form.getInputProps('lastname')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.email')}
                type="email"
                inputMode="email"
                required
                disabled={emailLocked}
                description={emailLocked ? t('users.hints.emailLocked') : undefined}
                {...form.getInputProps('email')}
                autoComplete="off"
              />
              <TextInput
                label={t('users.fields.phone')}
                type="tel"
                inputMode="tel"
                disabled={detailsLocked}
                {...form.getInputProps('phone')}
              />
              <TextInput
                label={t('users.fields.workRole')}
                placeholder={t('users.fields.workRolePlaceholder')}
                disabled={detailsLocked}
                {...form.getInputProps('workRole')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Radio.Group
            label={t('users.fields.accessLevel')}
            description={levelLocked ? t('users.hints.accessLevelLocked') : undefined}
            {...form.getInputProps('accessLevel')}
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
            {...form.getInputProps('locationIds')}
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
