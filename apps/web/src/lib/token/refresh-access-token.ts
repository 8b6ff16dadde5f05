import { GRAPHQL_ENDPOINT } from '../apollo/endpoint';

const REFRESH_TOKEN_MUTATION = 'mutation RefreshToken { refreshToken { access_token } }';

type RefreshResponse = {
  data?: { refreshToken?: { access_token?: unknown } | null } | null;
  errors?: ReadonlyArray<{ message?: string }>;
};

/**
 * Calls `refreshToken` outside the Apollo link chain (so it never waits on itself). The refresh
 * token is an HttpOnly cookie, hence `credentials: 'same-origin'`.
 */
export async function refreshAccessToken(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ operationName: 'RefreshToken', query: REFRESH_TOKEN_MUTATION, variables: {} }),
  });
  const body = (await response.json()) as RefreshResponse;
  const token = body.data?.refreshToken?.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new Error(`Token refresh failed: ${body.errors?.[0]?.message ?? response.status}`);
  }
  return token;
}
