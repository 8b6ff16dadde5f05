import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NetworkIntegrationsQuery } from '../../../gql/graphql';
import { DATA_TABLE_MAX_HEIGHT } from '../../../lib/constants';

export type IntegrationItem = NetworkIntegrationsQuery['networkIntegrations'][number];

type IntegrationsTableProps = {
  integrations: IntegrationItem[];
  onRotate: (integration: IntegrationItem) => void;
  onRemove: (integration: IntegrationItem) => void;
};

/** Each network server with what it sent: uplinks stored, uplinks refused and the last refusal's reason. */
export function IntegrationsTable({ integrations, onRotate, onRemove }: IntegrationsTableProps) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : t('integrations.never'));
  return (
    <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
      <Table.ScrollContainer minWidth={860}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('integrations.name')}</Table.Th>
              <Table.Th>{t('integrations.kind')}</Table.Th>
              <Table.Th>{t('integrations.uplinks')}</Table.Th>
              <Table.Th>{t('integrations.lastUplink')}</Table.Th>
              <Table.Th>{t('integrations.badUplinks')}</Table.Th>
              <Table.Th>{t('integrations.lastError')}</Table.Th>
              <Table.Th>{t('integrations.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {integrations.map((integration) => (
              <Table.Tr key={integration.id} data-testid="integration-row">
                <Table.Td>{integration.name}</Table.Td>
                <Table.Td>{t(`integrations.kinds.${integration.kind}`)}</Table.Td>
                <Table.Td data-testid="integration-uplinks">{integration.uplinks}</Table.Td>
                <Table.Td>{when(integration.lastUplinkAt)}</Table.Td>
                <Table.Td data-testid="integration-bad-uplinks">
                  <Text span c={integration.badUplinks > 0 ? 'red.8' : undefined} fw={integration.badUplinks > 0 ? 600 : undefined}>
                    {integration.badUplinks}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="integration-last-error">
                  {integration.lastError
                    ? t('integrations.lastErrorAt', { error: integration.lastError, time: when(integration.lastErrorAt) })
                    : t('integrations.noErrors')}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onRotate(integration)}>
                      {t('integrations.rotate')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => onRemove(integration)}>
                      {t('integrations.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ScrollArea.Autosize>
  );
}
