import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SensorSecretModalProps = { shown: { hwid: string; secret: string } | null; onClose: () => void };

/** Shows a sensor's new ingest credential once: it is stored only as a hash and cannot be shown again. */
export function SensorSecretModal({ shown, onClose }: SensorSecretModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('sensors.secretTitle', { hwid: shown?.hwid ?? '' })} centered size="lg">
      {shown ? (
        <Stack gap="md">
          <Alert color="tertiary" variant="light">
            {t('sensors.secretIntro')}
          </Alert>
          <Code block data-testid="sensor-secret" style={{ wordBreak: 'break-all' }}>
            {shown.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('sensors.copied') : t('sensors.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('sensors.done')}</Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('sensors.secretUsage')}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
