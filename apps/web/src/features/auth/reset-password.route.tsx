import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRequest } from '../../lib/use-request';
import { NewPasswordDocument } from './auth.operations';
import { serverPasswordRefusal, validateNewPassword, type ValidationMessageKey } from './auth-validation';
import { AuthLayout } from './components/auth-layout';
import { BackToLoginLink } from './components/back-to-login-link';
import { PasswordField } from './components/password-field';

/** /forgotpw/callback?token=: set a new password; form → password-changed on SUCCESS. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [newPassword, { loading }] = useRequest(NewPasswordDocument);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [changed, setChanged] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server's refusal of this password (common, breached, contains the e-mail), until it is edited.
  const [refusal, setRefusal] = useState<ValidationMessageKey | null>(null);
  const passwordError = (submitted ? validateNewPassword(password) : null) ?? refusal;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateNewPassword(password)) return;
    setFailed(false);
    setRefusal(null);
    try {
      const data = await newPassword({ input: { password, token } });
      if (data.newPassword.status === 'SUCCESS') setChanged(true);
      else setFailed(true);
    } catch (error) {
      const refused = serverPasswordRefusal(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      console.error('newPassword failed', error);
      setFailed(true);
    }
  };

  if (changed) {
    return (
      <AuthLayout heading={t('auth.passwordChangedHeading')}>
        <Text role="status">{t('auth.passwordChanged')}</Text>
        <BackToLoginLink />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={t('auth.newPasswordHeading')} intro={t('auth.newPasswordIntro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {failed || token === '' ? (
            <Alert color="secondary" variant="light" role="alert">
              {t('auth.resetLinkInvalid')}
            </Alert>
          ) : null}
          <PasswordField
            label={t('auth.newPassword')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setRefusal(null);
            }}
            error={passwordError ? t(passwordError) : null}
            autoComplete="new-password"
          />
          <Button type="submit" loading={loading} fullWidth disabled={token === ''}>
            {t('auth.setNewPassword')}
          </Button>
        </Stack>
      </form>
      <BackToLoginLink />
    </AuthLayout>
  );
}
