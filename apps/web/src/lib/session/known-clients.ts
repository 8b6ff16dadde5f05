import type { ClientSummary } from './session.types';

type Listener = (clients: ClientSummary[]) => void;

let latest: ClientSummary[] | null = null;
const listeners = new Set<Listener>();

/**
 * The caller's clients as the session check has just read them from the server (spec §4: at start-up and
 * after login). The public screens' code reads them with requestGraphQL; the signed-in shell's Apollo
 * cache is told here (lib/apollo/client.ts), so the workspace's `Clients` query is answered from the
 * cache instead of asking the server the same question again on the way to the first signed-in paint.
 */
export function announceClients(clients: ClientSummary[]): void {
  latest = clients;
  for (const listener of listeners) listener(clients);
}

/** Calls `listener` with the latest client list, now if there is one, and with every later one. */
export function onClientsKnown(listener: Listener): () => void {
  if (latest) listener(latest);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the list (a session ended: the next one's check announces its own). */
export function forgetKnownClients(): void {
  latest = null;
}
