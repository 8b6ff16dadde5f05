import { createTokenRefresher } from './token-refresher';
import { getStoredToken, storeToken } from './token';
import { refreshAccessToken } from './refresh-access-token';

/** The app-wide token source used by the Apollo auth link. */
export const accessTokenSource = createTokenRefresher({
  readToken: getStoredToken,
  writeToken: storeToken,
  refresh: () => refreshAccessToken(),
});
