import { createContext, useContext } from 'react';
import type { ClientSummary, CurrentUser, LocationSummary } from '../../lib/session/session.operations';
import type { SelectLocation } from './use-location-selection';

export type WorkspaceContextValue = {
  clients: ClientSummary[];
  client: ClientSummary | null;
  selectClient: (clientId: string) => void;
  locations: LocationSummary[];
  locationsLoaded: boolean;
  location: LocationSummary | null;
  selectLocation: SelectLocation;
  me: CurrentUser | null;
};

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** The signed-in user's company, location and profile. */
export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceProvider>');
  return value;
}
