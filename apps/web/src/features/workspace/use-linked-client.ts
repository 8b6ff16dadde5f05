import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The URL key e-mail links use to name the company that owns what they point at. */
export const CLIENT_URL_KEY = 'client';

/**
 * Follows `?client=` from an e-mail link (issue 17): a member of several companies who opens a link to
 * another company's equipment is switched to that company, but only when it is one of their own
 * memberships; any other value is dropped and the page answers as it would (not found). Returns true
 * while the switch is pending, so the page does not first load in the wrong company.
 */
export function useLinkedClient(
  clients: ReadonlyArray<{ id: string }>,
  loaded: boolean,
  currentClientId: string | null,
  selectClient: (clientId: string) => void,
): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(CLIENT_URL_KEY);
  const switching = linked !== null && linked !== currentClientId && clients.some((client) => client.id === linked);
  useEffect(() => {
    if (!linked || !loaded) return;
    if (switching) selectClient(linked);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete(CLIENT_URL_KEY);
        return params;
      },
      { replace: true },
    );
  }, [linked, loaded, switching, selectClient, setSearchParams]);
  return switching;
}
