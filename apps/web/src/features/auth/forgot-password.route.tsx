import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../lib/use-request';
import { SendPasswordResetLinkDocument } from './auth.operations';
import { validateEmail } from './auth-validation';
import { AuthLayout } from './components/auth-layout';
import { BackToLoginLink } from './components/back-to-login-link';
import { EmailField } from './components/email-field';

type ResetRequestError = 'auth.emailNotRegistered' | 'auth.emailRequestFailed';

/** /forgotpw: request a reset link; form → email-sent on SUCCESS. */
export function Component() {
  const { t } = useTranslation();
  const [sendResetLink, { loading }] = useRequest(SendPasswordResetLinkDocument);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ResetRequestError | null>(null);
  const emailError = submitted ? validateEmail(email) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email)) return;
    setFailure(null);
    const address = email.trim();
    try {
      const payload = (await sendResetLink({ email: address })).sendPasswordResetLink;
      if (payload.status === 'SUCCESS') {
        setSentTo(address);
        return;
      }
      setFailure(payload.errorCode === 'ERROR_EMAIL_NOT_REGISTERED' ? 'auth.emailNotRegistered' : 'auth.emailRequestFailed');
    } catch (error) {
      console.error('sendPasswordResetLink failed', error);
      setFailure('auth.emailRequestFailed');
    }
  };

  if (sentTo) {
    return (
      <AuthLayout heading={t('auth.resetSentHeading')}>
        <Text role="status">{t('auth.resetSent', { email: sentTo })}</Text>
        <BackToLoginLink />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={t('auth.forgotHeading')} intro={t('auth.forgotIntro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {failure ? (
            <Alert color="secondary" variant="light" role="alert">
              {t(failure)}
            </Alert>
          ) : null}
          <EmailField value={email} onChange={setEmail} error={emailError ? t(emailError) : null} autoFocus />
          <Button type="submit" loading={loading} fullWidth>
            {t('auth.sendResetLink')}
          </Button>
        </Stack>
      </form>
      <BackToLoginLink />
    </AuthLayout>
  );
}
