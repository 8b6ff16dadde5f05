import { useRouteError } from 'react-router';
import { isModuleLoadError, reloadAfterModuleLoadFailure } from '../lib/module-load';
import { ErrorScreen } from './error-screen';
import { LoadingScreen } from './loading-screen';
import { PageError } from './page-error';

type RouteErrorBoundaryProps = { variant: 'full-page' | 'page' };

/**
 * Route error element. A module that failed to load reloads the page once; a repeat within an
 * hour (or any other error) shows the full-page or per-page error.
 */
export function RouteErrorBoundary({ variant }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  if (isModuleLoadError(error)) {
    if (reloadAfterModuleLoadFailure()) return <LoadingScreen />;
    return <ErrorScreen />;
  }
  console.error(error);
  return variant === 'full-page' ? <ErrorScreen /> : <PageError />;
}

/** Full-page variant for the root route. */
export function RootErrorBoundary() {
  return <RouteErrorBoundary variant="full-page" />;
}

/** Per-page variant for screens inside the shell. */
export function PageErrorBoundary() {
  return <RouteErrorBoundary variant="page" />;
}
