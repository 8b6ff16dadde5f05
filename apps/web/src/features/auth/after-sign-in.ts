const KEY = 'ks:after-sign-in';

/**
 * A page opened from a push notification while signed out (`?via=push`): kept for this tab so the person
 * lands on it after signing in. Any other signed-out visit still goes to the dashboard after sign-in.
 */
export function keepTargetOpenedFromPush(location: { pathname: string; search: string }): void {
  const params = new URLSearchParams(location.search);
  if (params.get('via') !== 'push') return;
  params.delete('via');
  const search = params.toString();
  try {
    sessionStorage.setItem(KEY, `${location.pathname}${search ? `?${search}` : ''}`);
  } catch {
    // storage refused (private mode): the person lands on the dashboard instead
  }
}

/** The kept page, or null. Only paths of this app are honoured. */
export function keptTargetAfterSignIn(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
  } catch {
    return null;
  }
}

/** Forgets the kept page once the person went there. */
export function forgetTargetAfterSignIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
