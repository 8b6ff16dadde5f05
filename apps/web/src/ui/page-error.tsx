import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Per-page error message, shown inside the shell when one screen fails. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <Alert color="secondary" variant="light" role="alert" my="md">
      <Stack gap="sm" align="flex-start">
        <Text>{t('errors.page')}</Text>
        <Button variant="light" color="secondary" size="xs" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </Stack>
    </Alert>
  );
}
