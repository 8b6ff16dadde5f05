import { updateProfileInputSchema } from '@ks/domain';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Space, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { serverFieldError } from '../../lib/errors/server-field-error';
import { peopleMessageKey, type FormMessageKey } from '../../lib/forms/people-form-messages';
import { schemaValidator, translatedErrors } from '../../lib/forms/schema-validator';
import { FileUploadInput, type FileValue } from '../../ui/file-upload-input';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { UpdateProfileDocument, type Profile } from './profile.operations';

type Values = {
  firstname: string;
  lastname: string;
  nickname: string;
  phone: string;
  personalEmail: string;
  personalPhoneNumber: string;
  email: string;
  currentPassword: string;
  photo: FileValue | null;
};
type TextField = Exclude<keyof Values, 'photo'>;

const valuesOf = (me: Profile): Values => ({
  firstname: me.firstname,
  lastname: me.lastname,
  nickname: me.nickname ?? '',
  phone: me.phone ?? '',
  personalEmail: me.personalEmail ?? '',
  personalPhoneNumber: me.personalPhoneNumber ?? '',
  email: me.email,
  currentPassword: '',
  photo: me.photo ? { id: me.photo.id, image: me.photo } : null,
});

const emailChangedIn = (values: Values, me: Profile) => values.email.trim().toLowerCase() !== me.email.toLowerCase();

/** The updateProfile input: a new sign-in e-mail goes with the password, the photo only when it changed. */
function inputOf(values: Values, me: Profile) {
  const photoChanged = (values.photo?.id ?? null) !== (me.photo?.id ?? null);
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    nickname: values.nickname,
    phone: values.phone,
    personalEmail: values.personalEmail,
    personalPhoneNumber: values.personalPhoneNumber,
    ...(emailChangedIn(values, me) ? { email: values.email, currentPassword: values.currentPassword } : {}),
    ...(photoChanged ? { photoFileId: values.photo?.id ?? null } : {}),
  };
}

/** The API's updateProfile schema over the input the form would send, one i18n key per field. */
const validateProfileInput = schemaValidator<ReturnType<typeof inputOf>, FormMessageKey>(updateProfileInputSchema, peopleMessageKey);

/** The signed-in person's own details; a new sign-in e-mail asks for the current password. */
export function ProfileForm({ me }: { me: Profile }) {
  const { t } = useTranslation();
  // @mantine/form holds the values and one error (an i18n key) per field; a change clears its field's error.
  const form = useForm<Values>({
    initialValues: valuesOf(me),
    validate: (values) => ({
      ...validateProfileInput(inputOf(values, me)),
      ...(emailChangedIn(values, me) && values.currentPassword === '' ? { currentPassword: 'validation.required' } : {}),
    }),
    enhanceGetInputProps: translatedErrors(t),
  });
  const values = form.getValues();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const [photoUploading, setPhotoUploading] = useState(false);
  const emailChanged = emailChangedIn(values, me);

  const input = (field: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} {...extra} />
  );

  const submit = form.onSubmit(async (checked) => {
    try {
      const { data } = await updateProfile({ variables: { input: inputOf(checked, me) } });
      if (data) form.setValues(valuesOf({ ...me, ...data.updateProfile }));
      showSuccessToast(t('profile.saved'));
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError?.field && fieldError.field in checked) form.setFieldError(fieldError.field, fieldError.key);
      else if (errorCodeOf(error) === 'RATE_LIMITED') showErrorToast(t('auth.rateLimited'));
      else {
        console.error('updateProfile failed', error);
        showErrorToast(t('profile.saveFailed'));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={2} size="h4" mb="md">
            {t('profile.details')}
          </Title>
          <FileUploadInput
            label={t('profile.photo')}
            kinds={['PICTURE']}
            value={values.photo}
            onChange={(file) => form.setFieldValue('photo', file ? { id: file.id, name: file.name, image: file.image } : null)}
            onUploadingChange={setPhotoUploading}
            previewSize={112}
          />
          <Space h="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {input('firstname', t('profile.firstname'), { required: true, autoComplete: 'given-name' })}
            {input('lastname', t('profile.lastname'), { required: true, autoComplete: 'family-name' })}
            {input('nickname', t('profile.nickname'), { description: t('profile.nicknameHint'), autoComplete: 'nickname' })}
            {input('phone', t('profile.phone'), { type: 'tel', inputMode: 'tel' })}
            {input('personalEmail', t('profile.personalEmail'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            {input('personalPhoneNumber', t('profile.personalPhoneNumber'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={2} size="h4" mb="md">
            {t('profile.account')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {input('email', t('profile.email'), {
              type: 'email',
              inputMode: 'email',
              required: true,
              autoComplete: 'username',
              description: t('profile.emailHint'),
            })}
            {emailChanged ? (
              <PasswordInput
                label={t('profile.currentPassword')}
                description={t('profile.currentPasswordHint')}
                required
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
            ) : null}
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={photoUploading}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
