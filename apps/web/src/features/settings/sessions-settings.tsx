import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';

/**
 * 'Log out on every device': for a lost phone or a shared kitchen tablet someone forgot to log out of.
 * The server ends every session of the person at once (access tokens included), then this device too.
 */
export function SessionsSettings() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={2} maw={520}>
        <Text fw={600}>{t('settings.sessions')}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.sessionsHint')}
        </Text>
      </Stack>
      <Button variant="default" onClick={open}>
        {t('settings.logOutEverywhere')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('settings.logOutEverywhere')} centered>
        <Stack>
          <Text>{t('settings.logOutEverywhereConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('settings.cancel')}
            </Button>
            <Button
              color="secondary"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void logout({ everywhere: true });
              }}
            >
              {t('settings.logOutEverywhere')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
