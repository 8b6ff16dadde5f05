import { Alert, Button, Code, CopyButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NetworkIntegrationKind } from '../../../gql/graphql';
import { webhookSetup } from './integration-setup';

export type ShownSecret = { id: string; kind: NetworkIntegrationKind; name: string; secret: string };

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Code block data-testid={testId} style={{ wordBreak: 'break-all', flex: 1 }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} aria-label={`${t('integrations.copy')} ${label}`}>
              {copied ? t('integrations.copied') : t('integrations.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * A new or rotated integration secret, shown once (only its hash is kept), with the copy-paste setup of
 * its network server: the endpoint on this product's address and the Authorization header.
 */
export function IntegrationSecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setup = shown ? webhookSetup(shown.kind, window.location.origin, shown.secret) : null;
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('integrations.secretTitle', { name: shown?.name ?? '' })} centered size="lg">
      {shown && setup ? (
        <Stack gap="md">
          <Alert color="tertiary" variant="light">
            {t('integrations.secretIntro')}
          </Alert>
          <List type="ordered" spacing="xs" size="sm">
            {(['s1', 's2', 's3', 's4'] as const).map((step) => (
              <List.Item key={step}>{t(`integrations.steps.${shown.kind}.${step}`, { id: shown.id })}</List.Item>
            ))}
          </List>
          <Copyable label={t('integrations.endpoint')} value={setup.endpoint} testId="integration-endpoint" />
          <Copyable label={`${t('integrations.header')}: ${setup.header}`} value={setup.value} testId="integration-secret" />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('integrations.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
