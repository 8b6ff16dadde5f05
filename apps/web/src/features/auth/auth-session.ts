import { requestGraphQL } from '../../lib/graphql/graphql-request';
import { announceClients, forgetKnownClients } from '../../lib/session/known-clients';
import { runSessionCleanups } from '../../lib/session/session-cleanup';
import { ClientsDocument } from '../../lib/session/session.operations';
import type { ClientSummary } from '../../lib/session/session.types';
import { clearStoredState, readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/storage';
import { storeToken } from '../../lib/token/token';

/** Fetches the caller's client list from the server (network only) and tells the signed-in shell's cache. */
export async function fetchClients(): Promise<ClientSummary[]> {
  const data = await requestGraphQL(ClientsDocument, {});
  announceClients(data.clients);
  return data.clients;
}

/** Selects the only client automatically; keeps a stored choice that is still valid. */
export function autoSelectClient(clients: ClientSummary[]): void {
  const stored = readStored(STORAGE_KEYS.selectedClient);
  if (stored && clients.some((client) => client.id === stored)) return;
  writeStored(STORAGE_KEYS.selectedClient, clients.length === 1 && clients[0] ? clients[0].id : null);
}

/** Forgets everything of the previous session: token, stored state and cached data. */
export async function clearSession(): Promise<void> {
  storeToken(null);
  clearStoredState();
  forgetKnownClients();
  await runSessionCleanups();
}

/** After a successful login: fresh state, the new token, the client list and auto-selection. */
export async function startSession(accessToken: string): Promise<void> {
  await clearSession();
  storeToken(accessToken);
  try {
    const clients = await fetchClients();
    autoSelectClient(clients);
  } catch (error) {
    storeToken(null);
    throw error;
  }
}
