import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace';
import { HeaderSelect } from './header-select';

/** Company switcher, shown to members of several companies. */
export function ClientSwitcher() {
  const { t } = useTranslation();
  const { clients, client, selectClient } = useWorkspace();
  if (clients.length < 2) return null;
  return (
    <HeaderSelect
      label={t('shell.company')}
      data={clients.map((item) => ({ value: item.id, label: item.companyName }))}
      value={client?.id ?? null}
      onChange={selectClient}
      width={200}
    />
  );
}
