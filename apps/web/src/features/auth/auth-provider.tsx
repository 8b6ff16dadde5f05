import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/apollo/classify-error';
import { onSessionRejected } from '../../lib/apollo/session-events';
import { trackEvent } from '../../lib/analytics/analytics';
import { AUTH_TOAST_DURATION_MS } from '../../lib/constants';
import { englishTitle } from '../../lib/i18n/i18n';
import { noteOffline, noteOnline, watchConnection } from '../../lib/network/offline-since';
import { hideSplash } from '../../lib/splash';
import { showErrorToast } from '../../ui/toast';
import { AuthContext, type AuthContextValue, type SignInResult } from './auth-context';
import { requestGraphQL } from '../../lib/graphql/graphql-request';
import { LoginDocument, LoginWithMagicTokenDocument, LogoutDocument, LogoutEverywhereDocument } from './auth.operations';
import { clearSession, startSession } from './auth-session';
import { authReducer, isAuthChecking } from './auth-status';
import { takeSessionCheck } from './startup-session-check';
import { useRecheckWhenBackOnline } from './use-recheck-when-online';

function trackLoginEvent(name: 'login' | 'login-failed', loggedIn: boolean): void {
  trackEvent({ name, path: window.location.pathname, page: `${englishTitle('login')} (web)`, loggedIn });
}

const OUTCOME_EVENT = {
  authenticated: 'SIGNED_IN',
  undetermined: 'UNDETERMINED',
  'signed-out': 'SIGNED_OUT',
  offline: 'OFFLINE',
} as const;

/** Owns the authentication state machine (spec §4) and exposes it through `useAuth`. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [status, dispatch] = useReducer(authReducer, 'initial');
  const statusRef = useRef(status);
  statusRef.current = status;
  // Latest `t` without making the start-up check depend on the language.
  const tRef = useRef(t);
  tRef.current = t;
  const checkStarted = useRef(false);

  const runCheck = useCallback(async () => {
    dispatch({ type: 'START' });
    const outcome = await takeSessionCheck();
    if (outcome.toast) {
      showErrorToast(tRef.current(outcome.toast), { autoClose: AUTH_TOAST_DURATION_MS, id: outcome.toast });
    }
    if (outcome.result === 'signed-out' && outcome.toast) await clearSession();
    if (outcome.result === 'offline') noteOffline();
    // The signed-in screens render in slices (a transition) rather than in one long task that blocks input.
    startTransition(() => dispatch({ type: OUTCOME_EVENT[outcome.result] }));
  }, []);

  // Offline mode: the start-up check runs again when the network is back, without a loading screen over
  // the kept screens; only an authentication refusal signs out.
  useRecheckWhenBackOnline(status === 'offline', async () => {
    const outcome = await takeSessionCheck();
    if (outcome.result === 'offline') return false;
    if (outcome.toast) showErrorToast(tRef.current(outcome.toast), { autoClose: AUTH_TOAST_DURATION_MS, id: outcome.toast });
    if (outcome.result === 'signed-out') await clearSession();
    else noteOnline();
    dispatch({ type: OUTCOME_EVENT[outcome.result] });
    return true;
  });

  useEffect(() => {
    if (checkStarted.current) return;
    checkStarted.current = true;
    watchConnection();
    void runCheck();
  }, [runCheck]);

  useEffect(() => {
    if (!isAuthChecking(status)) hideSplash();
  }, [status]);

  // Any request answered 'unauthenticated' while signed in ends the session.
  useEffect(
    () =>
      onSessionRejected(() => {
        if (statusRef.current !== 'authenticated') return;
        showErrorToast(tRef.current('auth.sessionExpired'), {
          autoClose: AUTH_TOAST_DURATION_MS,
          id: 'auth.sessionExpired',
        });
        dispatch({ type: 'SIGNED_OUT' });
        void clearSession();
      }),
    [],
  );

  const signIn = useCallback(async (request: () => Promise<string | undefined>): Promise<SignInResult> => {
    try {
      const token = await request();
      if (!token) throw new Error('The server returned no access token');
      await startSession(token);
      dispatch({ type: 'SIGNED_IN' });
      trackLoginEvent('login', true);
      return { ok: true };
    } catch (error) {
      console.error('Login failed', error);
      trackLoginEvent('login-failed', false);
      return { ok: false, code: errorCodeOf(error) };
    }
  }, []);

  const login = useCallback(
    (username: string, password: string) =>
      signIn(async () => {
        const data = await requestGraphQL(LoginDocument, { input: { username, password } });
        return data.login.access_token;
      }),
    [signIn],
  );

  const loginWithMagicToken = useCallback(
    (token: string, username: string) =>
      signIn(async () => {
        const data = await requestGraphQL(LoginWithMagicTokenDocument, { input: { token, username } });
        return data.loginWithMagicToken.access_token;
      }),
    [signIn],
  );

  const logout = useCallback(async (options?: { everywhere?: boolean }) => {
    try {
      if (options?.everywhere) await requestGraphQL(LogoutEverywhereDocument, {});
      else await requestGraphQL(LogoutDocument, {});
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      dispatch({ type: 'SIGNED_OUT' });
      await clearSession();
    }
  }, []);

  const recheck = useCallback(() => void runCheck(), [runCheck]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, login, loginWithMagicToken, logout, recheck }),
    [status, login, loginWithMagicToken, logout, recheck],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
