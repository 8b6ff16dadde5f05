import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './icons';

/** Full-page error screen with a 'Reload page' button. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="xl" role="alert">
      <Stack align="center" maw={520} gap="md">
        <LogoMark size={48} color="var(--mantine-color-secondary-7)" />
        <Title order={1} size="h3" ta="center">
          {t('common.productName')}
        </Title>
        <Text ta="center">{t('errors.fullPage')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reloadPage')}</Button>
      </Stack>
    </Center>
  );
}
