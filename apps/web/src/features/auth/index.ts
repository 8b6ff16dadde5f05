/** Public API of the auth feature. The *.route.tsx modules are loaded by the app router only. */
export { AuthProvider } from './auth-provider';
export { useAuth, type AuthContextValue, type SignInResult } from './auth-context';
export { RequireAuth, RedirectIfAuthenticated } from './auth-guards';
export { isSignedInView, type AuthStatus } from './auth-status';
export { beginStartupSessionCheck } from './startup-session-check';
