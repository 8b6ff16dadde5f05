import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../ui/icons';

type AuthLayoutProps = { heading: string; intro?: ReactNode; children: ReactNode };

/** The centred card every public screen uses; it is the page's main landmark (no shell around it). */
export function AuthLayout({ heading, intro, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={420}>
        <Group justify="center" gap="xs" mb="lg" c="primary.8">
          <LogoMark size={32} />
          <Text fw={700} size="md">
            {t('common.productName')}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} size="h3">
              {heading}
            </Title>
            {intro ? (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            ) : null}
            {children}
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
