import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/errors/api-error-message';
import { confirmAction } from '../../../ui/confirm-action';
import { EmptyState } from '../../../ui/empty-state';
import { PageError } from '../../../ui/page-error';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { useEstateAccess } from '../../temperatures';
import { IntegrationFormModal } from './integration-form-modal';
import { IntegrationSecretModal, type ShownSecret } from './integration-secret-modal';
import {
  CreateNetworkIntegrationDocument,
  NetworkIntegrationsDocument,
  RemoveNetworkIntegrationDocument,
  RotateNetworkIntegrationSecretDocument,
} from './integrations.operations';
import { IntegrationsTable, type IntegrationItem } from './integrations-table';

/**
 * Sensors → Integrations (/sensors/integrations): the client's LoRaWAN network servers. Managers and Full
 * Admins create one (its secret and setup shown once), renew its secret, remove it, and see what it sent.
 */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  const access = useEstateAccess();
  const { data, error, refetch } = useQuery(NetworkIntegrationsDocument, {
    skip: !access.canManageRegistry,
    fetchPolicy: 'cache-and-network',
  });
  const [createIntegration] = useMutation(CreateNetworkIntegrationDocument);
  const [rotateSecret] = useMutation(RotateNetworkIntegrationSecretDocument);
  const [removeIntegration] = useMutation(RemoveNetworkIntegrationDocument);
  const [formOpen, setFormOpen] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);

  if (!access.canManageRegistry) return <EmptyState title={t('titles.integrations')}>{t('integrations.notAllowed')}</EmptyState>;

  const confirmRotate = (integration: IntegrationItem) =>
    confirmAction({
      title: t('integrations.rotateConfirmTitle', { name: integration.name }),
      message: t('integrations.rotateConfirm'),
      confirmLabel: t('integrations.rotate'),
      cancelLabel: t('integrations.cancel'),
      onConfirm: async () => {
        try {
          const rotated = (await rotateSecret({ variables: { integrationId: integration.id } })).data?.rotateNetworkIntegrationSecret;
          if (rotated) setShown({ ...rotated.integration, secret: rotated.secret });
        } catch {
          showErrorToast(t('integrations.rotateFailed'));
        }
      },
    });

  const confirmRemove = (integration: IntegrationItem) =>
    confirmAction({
      title: t('integrations.removeConfirmTitle', { name: integration.name }),
      message: t('integrations.removeConfirm'),
      confirmLabel: t('integrations.remove'),
      cancelLabel: t('integrations.cancel'),
      onConfirm: async () => {
        try {
          await removeIntegration({ variables: { integrationId: integration.id } });
          showSuccessToast(t('integrations.removed'));
          await refetch();
        } catch {
          showErrorToast(t('integrations.removeFailed'));
        }
      },
    });

  const create = async (input: { kind: IntegrationItem['kind']; name: string }): Promise<string | null> => {
    try {
      const created = (await createIntegration({ variables: { input } })).data?.createNetworkIntegration;
      if (!created) return t('integrations.createFailed');
      setFormOpen(false);
      setShown({ ...created.integration, secret: created.secret });
      showSuccessToast(t('integrations.created'));
      await refetch();
      return null;
    } catch (failure) {
      return apiErrorMessage(failure, t, { fallback: t('integrations.createFailed') });
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to="/sensors" size="sm">
            {t('titles.sensors')}
          </Anchor>
          <Title order={1} size="h2">
            {t('titles.integrations')}
          </Title>
        </Stack>
        <Button onClick={() => setFormOpen(true)}>{t('integrations.create')}</Button>
      </Group>
      <Text c="dimmed" maw={720}>
        {t('integrations.intro')}
      </Text>
      {!data ? (
        error ? (
          <PageError />
        ) : (
          <PageSkeleton />
        )
      ) : (
        <Paper withBorder radius="md" p="md">
          {data.networkIntegrations.length === 0 ? (
            <Text c="dimmed">{t('integrations.none')}</Text>
          ) : (
            <IntegrationsTable integrations={data.networkIntegrations} onRotate={confirmRotate} onRemove={confirmRemove} />
          )}
        </Paper>
      )}
      <IntegrationFormModal opened={formOpen} onClose={() => setFormOpen(false)} onSubmit={create} />
      <IntegrationSecretModal shown={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
