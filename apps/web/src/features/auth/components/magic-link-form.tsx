import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../auth-validation';
import type { MagicLinkRequest } from '../use-magic-link-request';
import { EmailField } from './email-field';

type MagicLinkFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  request: MagicLinkRequest;
  /** Show validation messages at once (the user already tried to send). */
  initiallySubmitted?: boolean;
};

/** Magic-link mode: form → email-sent after a SUCCESS status; any other result stays on the form. */
export function MagicLinkForm({ email, onEmailChange, request, initiallySubmitted = false }: MagicLinkFormProps) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const emailError = submitted ? validateEmail(email) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email)) return;
    await request.send(email.trim());
  };

  if (request.sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Text fw={600}>{t('auth.magicLinkSentHeading')}</Text>
        <Text>{t('auth.magicLinkSent', { email: request.sentTo })}</Text>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.magicLinkIntro')}
        </Text>
        {request.failure ? (
          <Alert color="secondary" variant="light" role="alert">
            {t(request.failure)}
          </Alert>
        ) : null}
        <EmailField value={email} onChange={onEmailChange} error={emailError ? t(emailError) : null} autoFocus />
        <Button type="submit" loading={request.loading} fullWidth>
          {t('auth.sendMagicLink')}
        </Button>
      </Stack>
    </form>
  );
}
