/**
 * Requests index.html sends before the app's code has arrived (apps/web/build/early-session-check.ts):
 * the start-up session check's `Clients` query leaves while the browser is still downloading the entry,
 * instead of after it ran (one round trip less before a signed-in screen's first paint on a phone).
 * The app takes such a request's answer when it is about to send the very same request itself: same
 * body, same token, same client. Anything else (a refreshed token, another client chosen meanwhile) is
 * sent as usual and the early answer is left alone.
 */

/** What the inline script leaves on `window`, keyed by operation name. */
export interface EarlyRequest {
  body: string;
  token: string;
  clientId: string | null;
  response: Promise<Response>;
}

/** The global the inline script writes to (a name of its own: nothing else on the page uses it). */
export const EARLY_REQUESTS_GLOBAL = '__ksEarlyRequests';

type EarlyRequests = Record<string, EarlyRequest | undefined>;

function earlyRequests(): EarlyRequests | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
}

/**
 * The early answer to exactly this request, once: a second call (a recheck after sign-in, a retry)
 * goes to the server. A request that differs in anything leaves the early one unused, and it is dropped
 * so a later call cannot pick up an answer given to other credentials.
 */
export function takeEarlyResponse(request: {
  operationName: string;
  body: string;
  token: string | null;
  clientId: string | null;
}): Promise<Response> | null {
  const requests = earlyRequests();
  const early = requests?.[request.operationName];
  if (!requests || !early) return null;
  delete requests[request.operationName];
  const same = early.body === request.body && early.token === request.token && early.clientId === request.clientId;
  return same ? early.response : null;
}
