import { getStoredToken } from '../../lib/token/token';
import { autoSelectClient, fetchClients } from './auth-session';
import { checkSession, type SessionCheckOutcome } from './auth-status';

let early: Promise<SessionCheckOutcome> | null = null;

const runSessionCheck = (): Promise<SessionCheckOutcome> =>
  checkSession(getStoredToken() !== null, async () => autoSelectClient(await fetchClients()));

/**
 * Called by main.tsx before anything renders: the start-up check's request leaves as soon as the entry
 * has run, instead of after React's first render of the providers (on a phone, a few hundred
 * milliseconds). Nothing signed-in renders before it answers (spec §4), so every signed-in screen's
 * first paint waits for it.
 */
export function beginStartupSessionCheck(): void {
  early ??= runSessionCheck();
}

/** The start-up check begun early, once; any later check (a recheck) asks the server again. */
export function takeSessionCheck(): Promise<SessionCheckOutcome> {
  const outcome = early ?? runSessionCheck();
  early = null;
  return outcome;
}
