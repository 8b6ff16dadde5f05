import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace';

/** Company switcher, shown to members of several companies. */
export function ClientSwitcher() {
  const { t } = useTranslation();
  const { clients, client, selectClient } = useWorkspace();
  if (clients.length < 2) return null;
  return (
    <Select
      aria-label={t('shell.company')}
      placeholder={t('shell.company')}
      data={clients.map((item) => ({ value: item.id, label: item.companyName }))}
      value={client?.id ?? null}
      onChange={(value) => value && selectClient(value)}
      allowDeselect={false}
      searchable={clients.length > 8}
      size="sm"
      w={200}
    />
  );
}
