import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { forgetTargetAfterSignIn, keepTargetOpenedFromPush, keptTargetAfterSignIn } from './after-sign-in';
import { LoadingScreen } from '../../ui/loading-screen';
import { isAuthChecking, isSignedInView } from './auth-status';
import { useAuth } from './auth-context';

type RouteHandle = { notFound?: boolean } | undefined;

type RequireAuthProps = {
  /** Rendered for an anonymous visitor on a path that matches no screen (public 404). */
  publicNotFound: ReactNode;
};

/**
 * Route guard: nothing but the loading screen while the status is initial or pending; the route
 * when authenticated or offline with a kept session (the device's offline mode); otherwise a redirect to
 * /login (the target is not kept, except for a page a push notification opened: after-sign-in.ts).
 */
export function RequireAuth({ publicNotFound }: RequireAuthProps) {
  const { status } = useAuth();
  const matches = useMatches();
  const location = useLocation();
  const isNotFound = (matches[matches.length - 1]?.handle as RouteHandle)?.notFound === true;
  if (isAuthChecking(status)) return <LoadingScreen />;
  if (isSignedInView(status)) return <Outlet />;
  if (isNotFound) return <>{publicNotFound}</>;
  keepTargetOpenedFromPush(location);
  return <Navigate to="/login" replace />;
}

/** Sends signed-in visitors of /login and /magiclink/callback to the root. */
export function RedirectIfAuthenticated() {
  const { status } = useAuth();
  useEffect(() => {
    if (isSignedInView(status)) forgetTargetAfterSignIn();
  }, [status]);
  if (isSignedInView(status)) return <Navigate to={keptTargetAfterSignIn() ?? '/'} replace />;
  return <Outlet />;
}
