import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlySessionCheckScript, EARLY_STORAGE_KEYS, SESSION_CHECK_OPERATION } from '../../../build/early-session-check';
import { printedOperation } from '../../../build/graphql-documents-inline';
import { ClientsDocument } from '../../gql/graphql';
import { STORAGE_KEYS } from '../storage/storage';
import { EARLY_REQUESTS_GLOBAL } from './early-requests';
import { requestGraphQL } from './graphql-request';

const GQL = path.resolve(import.meta.dirname, '../../gql');
const HOUR_S = 3600;

/** A JWT whose payload says when it expires (the signature is not checked in the browser). */
function tokenExpiringIn(seconds: number): string {
  const claims = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${claims}.signature`;
}

function answer(clients: Array<{ id: string; companyName: string }>): Response {
  return new Response(JSON.stringify({ data: { clients } }), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Runs index.html's inline script as the browser would, against the app's real Clients query text. */
function runInlineScript(): void {
  new Function(earlySessionCheckScript({ endpoint: '/graphql', query: printedOperation(GQL, SESSION_CHECK_OPERATION) }))();
}

describe("index.html's early start-up check", () => {
  const pageFetch = vi.fn<typeof fetch>();

  beforeEach(() => {
    pageFetch.mockReset();
    vi.stubGlobal('fetch', pageFetch);
  });

  afterEach(() => {
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    vi.unstubAllGlobals();
  });

  it('reads the keys the app writes', () => {
    expect(EARLY_STORAGE_KEYS).toEqual({ token: STORAGE_KEYS.token, selectedClient: STORAGE_KEYS.selectedClient });
  });

  it("sends the app's own Clients request, and the app takes its answer instead of asking again", async () => {
    const token = tokenExpiringIn(HOUR_S);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.selectedClient, 'c1');
    pageFetch.mockResolvedValueOnce(answer([{ id: 'c1', companyName: 'Harbor' }]));

    runInlineScript();
    expect(pageFetch).toHaveBeenCalledTimes(1);
    const [url, init] = pageFetch.mock.calls[0]!;
    expect(url).toBe('/graphql');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('client-id')).toBe('c1');

    // What requestGraphQL would send is byte for byte what went out early: it sends nothing more.
    const appFetch = vi.fn<typeof fetch>();
    await expect(requestGraphQL(ClientsDocument, {}, appFetch)).resolves.toEqual({ clients: [{ id: 'c1', companyName: 'Harbor' }] });
    expect(appFetch).not.toHaveBeenCalled();
    expect(JSON.parse(String(init?.body))).toEqual({ operationName: 'Clients', query: printedOperation(GQL, 'Clients'), variables: {} });

    // The answer is taken once: a later check (after signing in again, a recheck) asks the server.
    appFetch.mockResolvedValueOnce(answer([]));
    await expect(requestGraphQL(ClientsDocument, {}, appFetch)).resolves.toEqual({ clients: [] });
    expect(appFetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a token about to expire, or none, to the app', () => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(10));
    runInlineScript();
    localStorage.clear();
    runInlineScript();
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-jwt');
    runInlineScript();
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('is not used for a request that differs (another client chosen meanwhile)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(HOUR_S));
    localStorage.setItem(STORAGE_KEYS.selectedClient, 'c1');
    pageFetch.mockResolvedValueOnce(answer([{ id: 'c1', companyName: 'Harbor' }]));
    runInlineScript();

    localStorage.setItem(STORAGE_KEYS.selectedClient, 'c2');
    const appFetch = vi.fn<typeof fetch>().mockResolvedValue(answer([{ id: 'c2', companyName: 'Sunrise' }]));
    await expect(requestGraphQL(ClientsDocument, {}, appFetch)).resolves.toEqual({ clients: [{ id: 'c2', companyName: 'Sunrise' }] });
    expect(new Headers(appFetch.mock.calls[0]![1]?.headers).get('client-id')).toBe('c2');
  });

  it('hands a failed early request to the app as the network error its own would have been', async () => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(HOUR_S));
    pageFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    runInlineScript();
    const appFetch = vi.fn<typeof fetch>();
    await expect(requestGraphQL(ClientsDocument, {}, appFetch)).rejects.toMatchObject({ name: 'GraphQLRequestError' });
    expect(appFetch).not.toHaveBeenCalled();
  });
});
