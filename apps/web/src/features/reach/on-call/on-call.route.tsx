import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showSuccessToast } from '../../../ui/toast';
import { RecordsPageHeading } from '../../inspection-report';
import { useWorkspace } from '../../workspace';
import { apiRefusal } from './api-refusal';
import { ChainEditor } from './chain-editor';
import { OnCallAccess } from './on-call-access';
import { OnCallDocument, SaveOnCallChainDocument, SaveOnCallRotaDocument } from './on-call.operations';
import { RemindersPanel } from './reminders-panel';
import { RotaEditor } from './rota-editor';

/**
 * `/locations/:id/on-call` "Reaching people": the location's escalation chain and its weekly on-call
 * rota, for its Location Managers and up.
 */
export function Component() {
  const { id = '' } = useParams();
  const { locations, me } = useWorkspace();
  const location = locations.find((l) => l.id === id) ?? null;
  return (
    <OnCallAccess level={me?.accessLevel ?? null} location={location}>
      {(allowed) => <OnCall locationId={allowed.id} name={allowed.name} timeZone={location?.timezone ?? 'UTC'} />}
    </OnCallAccess>
  );
}

function OnCall({ locationId, name, timeZone }: { locationId: string; name: string; timeZone: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(OnCallDocument, { variables: { locationId }, fetchPolicy: 'cache-and-network' });
  const [saveChain, chainSaving] = useMutation(SaveOnCallChainDocument);
  const [saveRota, rotaSaving] = useMutation(SaveOnCallRotaDocument);

  const heading = <RecordsPageHeading location={name} title={t('titles.onCall')} intro={t('onCall.intro')} />;
  if (!data) {
    return (
      <Stack gap="md" maw={880}>
        {heading}
        {error ? <Alert color="secondary">{t('onCall.loadFailed')}</Alert> : <Loader aria-label={t('onCall.chain.title')} />}
      </Stack>
    );
  }
  const people = data.users.map((u) => ({ id: u.id, displayName: u.displayName }));
  return (
    <Stack gap="md" maw={880}>
      {heading}
      <ChainEditor
        key={`chain-${data.escalationChain.updatedAt ?? 'none'}`}
        chain={data.escalationChain}
        people={people}
        saving={chainSaving.loading}
        onSave={async (input) => {
          try {
            await saveChain({ variables: { input: { locationId, ...input } }, refetchQueries: [OnCallDocument] });
            showSuccessToast(t('onCall.chain.saved'));
            return null;
          } catch (failure) {
            return apiRefusal(failure, t, t('onCall.chain.saveFailed'));
          }
        }}
      />
      <RotaEditor
        shifts={data.rota}
        people={people}
        timeZone={timeZone}
        saving={rotaSaving.loading}
        onSave={async (shifts) => {
          try {
            await saveRota({ variables: { locationId, shifts }, refetchQueries: [OnCallDocument] });
            showSuccessToast(t('onCall.rota.saved'));
            return null;
          } catch (failure) {
            return apiRefusal(failure, t, t('onCall.rota.saveFailed'));
          }
        }}
      />
      <RemindersPanel reminders={data.checklistReminders} timeZone={timeZone} />
    </Stack>
  );
}
