import { TOKEN_REFRESH_POLL_MS } from '../constants';
import { InvalidTokenError, isTokenExpired } from './token';

export type TokenRefresherOptions = {
  /** Reads the current access token. */
  readToken: () => string | null;
  /** Stores a new access token. */
  writeToken: (token: string) => void;
  /** Asks the server for a new access token (refresh cookie); resolves the token or rejects. */
  refresh: () => Promise<string>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
  onError?: (error: unknown) => void;
};

export type TokenRefresher = {
  /** The token to send with a request: the stored one, refreshed first when expired; null to send none. */
  getValidToken: () => Promise<string | null>;
  isRefreshing: () => boolean;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates the request-time token source. Only one refresh runs at a time: other callers wait,
 * polling every 500 ms, and then use whatever token the running refresh stored.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const pollMs = options.pollMs ?? TOKEN_REFRESH_POLL_MS;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  let refreshing = false;

  async function refreshOnce(): Promise<string | null> {
    refreshing = true;
    try {
      const token = await options.refresh();
      options.writeToken(token);
      return token;
    } catch (error) {
      onError(error);
      return null;
    } finally {
      refreshing = false;
    }
  }

  async function getValidToken(): Promise<string | null> {
    if (refreshing) {
      while (refreshing) await sleep(pollMs);
      const after = options.readToken();
      return after && !expiredOrInvalid(after) ? after : null;
    }
    const token = options.readToken();
    if (token === null) return null;
    if (!expiredOrInvalid(token)) return token;
    return refreshOnce();
  }

  function expiredOrInvalid(token: string): boolean {
    try {
      return isTokenExpired(token, now());
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        onError(error);
        return true;
      }
      throw error;
    }
  }

  return { getValidToken, isRefreshing: () => refreshing };
}
