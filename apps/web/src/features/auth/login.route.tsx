import { Button, Divider } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../ui/use-url-state';
import { validateEmail } from './auth-validation';
import { AuthLayout } from './components/auth-layout';
import { MagicLinkForm } from './components/magic-link-form';
import { PasswordLoginForm } from './components/password-login-form';
import { useMagicLinkRequest } from './use-magic-link-request';

type LoginMode = 'password' | 'magic-link';

/** /login: password mode and magic-link mode (kept in the URL as ?mode=magic-link). */
export function Component() {
  const { t } = useTranslation();
  const [mode, setMode] = useUrlState<LoginMode>('mode', 'password');
  const [email, setEmail] = useState('');
  const [triedToSend, setTriedToSend] = useState(false);
  const magicLink = useMagicLinkRequest();
  const isMagicLink = mode === 'magic-link';

  const sendFromPasswordMode = () => {
    setTriedToSend(true);
    setMode('magic-link');
    if (!validateEmail(email)) void magicLink.send(email.trim());
  };

  return (
    <AuthLayout heading={t('auth.loginHeading')} intro={t('auth.loginIntro')}>
      {isMagicLink ? (
        <MagicLinkForm email={email} onEmailChange={setEmail} request={magicLink} initiallySubmitted={triedToSend} />
      ) : (
        <PasswordLoginForm email={email} onEmailChange={setEmail} onSendMagicLink={sendFromPasswordMode} />
      )}
      {isMagicLink ? (
        <>
          <Divider />
          <Button variant="subtle" onClick={() => setMode('password')}>
            {t('auth.usePassword')}
          </Button>
        </>
      ) : null}
    </AuthLayout>
  );
}
