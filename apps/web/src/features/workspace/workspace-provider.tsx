import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ClientsDocument, MeDocument } from '../../lib/session/session.operations';
import { STORAGE_KEYS, writeStored } from '../../lib/storage/storage';
import { useStoredValue } from '../../lib/storage/use-stored-value';
import { LoadingScreen } from '../../ui/loading-screen';
import { ChooseCompanyScreen } from './choose-company-screen';
import { resolveSelectedClient } from './location-selection';
import { useLinkedClient } from './use-linked-client';
import { useLocationSelection } from './use-location-selection';
import { WorkspaceContext, type WorkspaceContextValue } from './workspace-context';

/**
 * Company and location selection for the signed-in screens. With several companies and none
 * chosen, the 'Choose a company' screen replaces the content.
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const apolloClient = useApolloClient();
  const revalidator = useRevalidator();
  const { data: clientsData } = useQuery(ClientsDocument, { fetchPolicy: 'cache-first' });
  const [storedClientId, setStoredClientId] = useStoredValue(STORAGE_KEYS.selectedClient);
  const clients = useMemo(() => clientsData?.clients ?? [], [clientsData]);
  const clientId = clientsData ? resolveSelectedClient(clients, storedClientId) : null;
  const client = clients.find((item) => item.id === clientId) ?? null;
  useEffect(() => {
    if (clientId && clientId !== storedClientId) setStoredClientId(clientId);
  }, [clientId, storedClientId, setStoredClientId]);

  const { data: meData } = useQuery(MeDocument, { skip: clientId === null, fetchPolicy: 'cache-first' });
  const { locations, loaded, location, selectLocation } = useLocationSelection(clientId);

  const selectClient = useCallback(
    (nextClientId: string) => {
      if (nextClientId === storedClientId) return;
      setStoredClientId(nextClientId);
      writeStored(STORAGE_KEYS.selectedLocation, null);
      // Everything cached belongs to the previous company.
      apolloClient
        .resetStore()
        .then(() => revalidator.revalidate())
        .catch((error: unknown) => console.error(error));
    },
    [apolloClient, revalidator, storedClientId, setStoredClientId],
  );
  const followingLink = useLinkedClient(clients, clientsData !== undefined, clientId, selectClient);

  const value = useMemo<WorkspaceContextValue>(
    () => ({
      clients,
      client,
      selectClient,
      locations,
      locationsLoaded: loaded,
      location,
      selectLocation,
      me: meData?.me ?? null,
    }),
    [clients, client, selectClient, locations, loaded, location, selectLocation, meData],
  );

  if (!clientsData || followingLink) return <LoadingScreen />;
  if (!client) return <ChooseCompanyScreen clients={clients} onChoose={selectClient} />;
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
