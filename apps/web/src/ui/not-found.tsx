import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from './preload-link';

/** 404 content: the heading, a sentence and a link home. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        {t('notFound.heading')}
      </Title>
      <Text c="dimmed">{t('errors.notFound')}</Text>
      <Anchor component={PreloadLink} to="/">
        {t('common.goHome')}
      </Anchor>
    </Stack>
  );
}

/** Public 404, outside the signed-in shell. */
export function PublicNotFound() {
  return (
    <Center mih="100vh" p="xl">
      <NotFoundContent />
    </Center>
  );
}
