import { classifyError } from '../../lib/apollo/classify-error';

export type AuthStatus = 'initial' | 'pending' | 'authenticated' | 'unauthenticated' | 'undetermined';

export type AuthEvent = { type: 'START' } | { type: 'SIGNED_IN' } | { type: 'SIGNED_OUT' } | { type: 'UNDETERMINED' };

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
  }
}

export type SessionCheckOutcome =
  | { result: 'authenticated'; toast?: undefined }
  | { result: 'signed-out'; toast?: 'auth.sessionExpired' }
  | { result: 'undetermined'; toast?: 'auth.noNetwork' };

/**
 * Runs the start-up check: without a stored token the user is signed out; with one, the client
 * list is fetched. A network error leaves the state undetermined with a 'No network connection'
 * toast; an authentication error signs out with 'Login session expired'; anything else is undetermined.
 */
export async function checkSession(hasToken: boolean, fetchClients: () => Promise<unknown>): Promise<SessionCheckOutcome> {
  if (!hasToken) return { result: 'signed-out' };
  try {
    await fetchClients();
    return { result: 'authenticated' };
  } catch (error) {
    const kind = classifyError(error);
    if (kind === 'network') return { result: 'undetermined', toast: 'auth.noNetwork' };
    if (kind === 'authentication') return { result: 'signed-out', toast: 'auth.sessionExpired' };
    console.error('Session check failed', error);
    return { result: 'undetermined' };
  }
}

/** Statuses during which protected routes render nothing but the loading screen. */
export function isAuthChecking(status: AuthStatus): boolean {
  return status === 'initial' || status === 'pending';
}
