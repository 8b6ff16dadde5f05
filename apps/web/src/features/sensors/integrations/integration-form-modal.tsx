import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkIntegrationKind } from '../../../gql/graphql';

const KINDS: NetworkIntegrationKind[] = ['CHIRPSTACK', 'THE_THINGS_STACK'];
/** The server's limit (integrations.service.ts). */
export const INTEGRATION_NAME_MAX = 80;

export type IntegrationFormProps = {
  opened: boolean;
  onClose: () => void;
  /** Resolves with a refusal to show under the name, or null when created. */
  onSubmit: (values: { kind: NetworkIntegrationKind; name: string }) => Promise<string | null>;
};

/** New integration: which network server, and a name people recognise. */
export function IntegrationFormModal({ opened, onClose, onSubmit }: IntegrationFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NetworkIntegrationKind>('CHIRPSTACK');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('validation.required'));
    if (trimmed.length > INTEGRATION_NAME_MAX) return setError(t('integrations.nameTooLong', { max: INTEGRATION_NAME_MAX }));
    setSaving(true);
    const refusal = await onSubmit({ kind, name: trimmed }).finally(() => setSaving(false));
    setError(refusal);
    if (refusal === null) setName('');
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('integrations.createTitle')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Select
            label={t('integrations.kind')}
            data={KINDS.map((value) => ({ value, label: t(`integrations.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as NetworkIntegrationKind)}
            allowDeselect={false}
          />
          <TextInput
            label={t('integrations.name')}
            placeholder={t('integrations.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('integrations.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('integrations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
