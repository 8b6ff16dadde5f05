import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth-status';

export type SignInResult = { ok: true } | { ok: false; code?: string };

export type AuthContextValue = {
  status: AuthStatus;
  /** Password login (spec §4). */
  login: (username: string, password: string) => Promise<SignInResult>;
  /** Magic-link login with the token from the link and the e-mail stored when it was requested. */
  loginWithMagicToken: (token: string, username: string) => Promise<SignInResult>;
  /**
   * Server logout; the local session ends even when the call fails. `everywhere` also ends the person's
   * sessions on every other device (their refresh tokens and, at once, their access tokens).
   */
  logout: (options?: { everywhere?: boolean }) => Promise<void>;
  /** Runs the start-up session check again (after an undetermined result). */
  recheck: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The authentication state and actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
