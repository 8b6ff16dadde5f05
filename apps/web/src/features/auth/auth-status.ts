import { classifyError } from '../../lib/apollo/classify-error';

/**
 * The spec's statuses (§4) and `offline`: the spec's undetermined status reached by a network error with a
 * stored session, in which the signed-in screens open from what the device kept (PRODUCT.md "Offline";
 * docs/decisions/0181-offline-cold-start.md). Only an authentication refusal ends it with a sign-out.
 */
export type AuthStatus = 'initial' | 'pending' | 'authenticated' | 'unauthenticated' | 'undetermined' | 'offline';

export type AuthEvent = { type: 'START' } | { type: 'SIGNED_IN' } | { type: 'SIGNED_OUT' } | { type: 'UNDETERMINED' } | { type: 'OFFLINE' };

/** The authentication state machine of spec §4. */
export function authReducer(_status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'START':
      return 'pending';
    case 'SIGNED_IN':
      return 'authenticated';
    case 'SIGNED_OUT':
      return 'unauthenticated';
    case 'UNDETERMINED':
      return 'undetermined';
    case 'OFFLINE':
      return 'offline';
  }
}

export type SessionCheckOutcome =
  | { result: 'authenticated'; toast?: undefined }
  | { result: 'signed-out'; toast?: 'auth.sessionExpired' }
  | { result: 'undetermined'; toast?: undefined }
  | { result: 'offline'; toast?: undefined };

/**
 * Runs the start-up check: without a stored token the user is signed out; with one, the client
 * list is fetched. A network error opens the device's offline mode (the session is kept: the banner
 * says so, not a toast); an authentication error signs out with 'Login session expired'; anything else
 * is undetermined.
 */
export async function checkSession(hasToken: boolean, fetchClients: () => Promise<unknown>): Promise<SessionCheckOutcome> {
  if (!hasToken) return { result: 'signed-out' };
  try {
    await fetchClients();
    return { result: 'authenticated' };
  } catch (error) {
    const kind = classifyError(error);
    if (kind === 'network') return { result: 'offline' };
    if (kind === 'authentication') return { result: 'signed-out', toast: 'auth.sessionExpired' };
    console.error('Session check failed', error);
    return { result: 'undetermined' };
  }
}

/** Statuses during which protected routes render nothing but the loading screen. */
/** Statuses in which the signed-in screens render: with the server, or from the device in offline mode. */
export function isSignedInView(status: AuthStatus): boolean {
  return status === 'authenticated' || status === 'offline';
}

export function isAuthChecking(status: AuthStatus): boolean {
  return status === 'initial' || status === 'pending';
}
