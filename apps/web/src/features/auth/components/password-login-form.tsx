import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { preloadRouteModules } from '../../../lib/route-preload';
import { useAuth } from '../auth-context';
import { validateEmail, validateRequired } from '../auth-validation';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type LoginErrorKey = 'auth.badCredentials' | 'auth.rateLimited' | 'auth.loginFailed';

function loginErrorKey(code: string | undefined): LoginErrorKey {
  if (code === 'BAD_CREDENTIALS') return 'auth.badCredentials';
  if (code === 'RATE_LIMITED') return 'auth.rateLimited';
  return 'auth.loginFailed';
}

type PasswordLoginFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Switches to magic-link mode, sending the link at once when the e-mail is valid. */
  onSendMagicLink: () => void;
};

/** E-mail and password login; stays on the form with a message when the login fails. */
export function PasswordLoginForm({ email, onEmailChange, onSendMagicLink }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<LoginErrorKey | null>(null);

  const emailError = submitted ? validateEmail(email) : null;
  const passwordError = submitted ? validateRequired(password) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email) || validateRequired(password)) return;
    setLoading(true);
    setFailure(null);
    const result = await login(email.trim(), password);
    setLoading(false);
    if (!result.ok) setFailure(loginErrorKey(result.code));
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        {failure ? (
          <Alert color="secondary" variant="light" role="alert">
            {t(failure)}
          </Alert>
        ) : null}
        <EmailField value={email} onChange={onEmailChange} error={emailError ? t(emailError) : null} autoFocus />
        <PasswordField
          label={t('auth.password')}
          value={password}
          onChange={setPassword}
          error={passwordError ? t(passwordError) : null}
          autoComplete="current-password"
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onMouseEnter={() => preloadRouteModules('/forgotpw')}
            onFocus={() => preloadRouteModules('/forgotpw')}
            onClick={() => void navigate('/forgotpw')}
          >
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={loading} fullWidth>
          {t('auth.logIn')}
        </Button>
        <Button type="button" variant="light" fullWidth onClick={onSendMagicLink}>
          {t('auth.sendMagicLink')}
        </Button>
      </Stack>
    </form>
  );
}
