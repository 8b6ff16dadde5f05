import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../ui/toast';
import { useWorkspace } from '../../workspace';
import { apiRefusal } from './api-refusal';
import { ChainEditor } from './chain-editor';
import { DefaultChainAccess } from './default-chain-access';
import { DefaultChainDocument, SaveOnCallChainDocument } from './on-call.operations';

/**
 * `/locations/default-chain` "Company escalation chain": the chain every location without its own
 * follows, for Managers and Full Admins, in the same editor as a location's.
 */
export function Component() {
  const { me } = useWorkspace();
  return (
    <DefaultChainAccess level={me?.accessLevel ?? null}>
      <DefaultChain />
    </DefaultChainAccess>
  );
}

function DefaultChain() {
  const { t } = useTranslation();
  const { data, error } = useQuery(DefaultChainDocument, { fetchPolicy: 'cache-and-network' });
  const [saveChain, saving] = useMutation(SaveOnCallChainDocument);
  const heading = (
    <Stack gap={2}>
      <Title order={1} size="h2">
        {t('titles.defaultChain')}
      </Title>
      <Text size="sm">{t('onCall.company.intro')}</Text>
    </Stack>
  );
  if (!data) {
    return (
      <Stack gap="md" maw={880}>
        {heading}
        {error ? <Alert color="secondary">{t('onCall.company.loadFailed')}</Alert> : <Loader aria-label={t('onCall.chain.title')} />}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={880}>
      {heading}
      <ChainEditor
        key={`chain-${data.escalationChain.updatedAt ?? 'none'}`}
        scope="company"
        chain={data.escalationChain}
        people={data.users.map((u) => ({ id: u.id, displayName: u.displayName }))}
        saving={saving.loading}
        onSave={async (input) => {
          try {
            await saveChain({ variables: { input: { locationId: null, ...input } }, refetchQueries: [DefaultChainDocument] });
            showSuccessToast(t('onCall.chain.saved'));
            return null;
          } catch (failure) {
            return apiRefusal(failure, t, t('onCall.chain.saveFailed'));
          }
        }}
      />
    </Stack>
  );
}
