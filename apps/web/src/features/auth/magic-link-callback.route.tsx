import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readStored, STORAGE_KEYS } from '../../lib/storage/storage';
import { useAuth } from './auth-context';
import { AuthLayout } from './components/auth-layout';
import { BackToLoginLink } from './components/back-to-login-link';

/**
 * /magiclink/callback?token=: a confirmation page. Opening it never consumes the token (mail
 * scanners open links); only the 'Sign in' button calls loginWithMagicToken.
 */
export function Component() {
  const { t } = useTranslation();
  const { loginWithMagicToken } = useAuth();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [storedEmail] = useState(() => readStored(STORAGE_KEYS.magicLinkEmail));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const usable = token !== '' && storedEmail !== null && storedEmail !== '';

  const signIn = async () => {
    if (!usable) return;
    setLoading(true);
    const result = await loginWithMagicToken(token, storedEmail);
    setLoading(false);
    if (!result.ok) setFailed(true);
  };

  return (
    <AuthLayout heading={t('auth.magicCallbackHeading')}>
      {!usable || failed ? (
        <Alert color="secondary" variant="light" role="alert">
          {t('auth.magicLinkInvalid')}
        </Alert>
      ) : (
        <Text>{t('auth.magicCallbackIntro', { email: storedEmail })}</Text>
      )}
      {usable && !failed ? (
        <Button onClick={() => void signIn()} loading={loading} fullWidth>
          {t('auth.signIn')}
        </Button>
      ) : null}
      <BackToLoginLink />
    </AuthLayout>
  );
}
