/** Public API of the workspace feature (company and location selection). */
export { WorkspaceProvider } from './workspace-provider';
export { useWorkspace, type WorkspaceContextValue } from './workspace-context';
export { WorkspaceEmptyState, type WorkspaceEmptyStateProps } from './workspace-empty-state';
export { LOCATION_URL_KEY } from './use-location-selection';
export { ALL_LOCATIONS, useLocationFilter, type LocationFilterValue } from './use-location-filter';
