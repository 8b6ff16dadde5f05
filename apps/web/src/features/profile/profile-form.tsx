import { updateProfileInputSchema } from '@ks/domain';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Space, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadInput, type FileValue } from '../../ui/file-upload-input';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { errorCodeOf, fieldErrorsOf, serverFieldError, type FormMessageKey } from '../users';
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
};
type Field = keyof Values;

const valuesOf = (me: Profile): Values => ({
  firstname: me.firstname,
  lastname: me.lastname,
  nickname: me.nickname ?? '',
  phone: me.phone ?? '',
  personalEmail: me.personalEmail ?? '',
  personalPhoneNumber: me.personalPhoneNumber ?? '',
  email: me.email,
  currentPassword: '',
});

/** The signed-in person's own details; a new sign-in e-mail asks for the current password. */
export function ProfileForm({ me }: { me: Profile }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(me));
  const [errors, setErrors] = useState<Partial<Record<Field, FormMessageKey>>>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const [photo, setPhoto] = useState<FileValue | null>(me.photo ? { id: me.photo.id, image: me.photo } : null);
  const [photoUploading, setPhotoUploading] = useState(false);
  const photoChanged = (photo?.id ?? null) !== (me.photo?.id ?? null);
  const emailChanged = values.email.trim().toLowerCase() !== me.email.toLowerCase();

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const input = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field] ? t(errors[field]) : null}
      {...extra}
    />
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = {
      firstname: values.firstname,
      lastname: values.lastname,
      nickname: values.nickname,
      phone: values.phone,
      personalEmail: values.personalEmail,
      personalPhoneNumber: values.personalPhoneNumber,
      ...(emailChanged ? { email: values.email, currentPassword: values.currentPassword } : {}),
      ...(photoChanged ? { photoFileId: photo?.id ?? null } : {}),
    };
    const found = fieldErrorsOf<Field>(updateProfileInputSchema, payload);
    if (emailChanged && values.currentPassword === '') found.currentPassword = 'validation.required';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const { data } = await updateProfile({ variables: { input: payload } });
      if (data) setValues(valuesOf({ ...me, ...data.updateProfile }));
      showSuccessToast(t('profile.saved'));
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError?.field && fieldError.field in values) setErrors({ [fieldError.field]: fieldError.key });
      else if (errorCodeOf(error) === 'RATE_LIMITED') showErrorToast(t('auth.rateLimited'));
      else {
        console.error('updateProfile failed', error);
        showErrorToast(t('profile.saveFailed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={2} size="h4" mb="md">
            {t('profile.details')}
          </Title>
          <FileUploadInput
            label={t('profile.photo')}
            kinds={['PICTURE']}
            value={photo}
            onChange={(file) => setPhoto(file ? { id: file.id, name: file.name, image: file.image } : null)}
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
                value={values.currentPassword}
                onChange={(e) => set('currentPassword', e.currentTarget.value)}
                error={errors.currentPassword ? t(errors.currentPassword) : null}
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
