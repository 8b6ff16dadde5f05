import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isModuleLoadError, reloadAfterModuleLoadFailure } from '../lib/module-load';
import { ErrorScreen } from './error-screen';
import { LoadingScreen } from './loading-screen';
import { PageError } from './page-error';

type RouteErrorBoundaryProps = { variant: 'full-page' | 'page' };

/**
 * Route error element. A module that failed to load reloads the page once; a repeat within an
 * hour (or any other error) shows the full-page or per-page error. Offline, the reload waits for the
 * network: reloading without one would land on the browser's own offline page.
 */
export function RouteErrorBoundary({ variant }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  if (isModuleLoadError(error)) {
    if (navigator.onLine === false) return <ReloadWhenOnline variant={variant} />;
    if (reloadAfterModuleLoadFailure()) return <LoadingScreen />;
    return <ErrorScreen />;
  }
  console.error(error);
  return variant === 'full-page' ? <ErrorScreen /> : <PageError />;
}

/** The error (with its 'Reload page' button) until the browser is back online, then the one reload. */
function ReloadWhenOnline({ variant }: RouteErrorBoundaryProps) {
  useEffect(() => {
    const reload = () => reloadAfterModuleLoadFailure();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, []);
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
