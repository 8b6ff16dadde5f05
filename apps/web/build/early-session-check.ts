import type { Plugin } from 'vite';
import { EARLY_REQUESTS_GLOBAL } from '../src/lib/graphql/early-requests';
import { printedOperation } from './graphql-documents-inline';

/**
 * Where the app keeps the token and the chosen client (lib/storage/storage.ts STORAGE_KEYS; written out
 * because the build cannot load the domain package that module depends on, and the test compares them).
 */
export const EARLY_STORAGE_KEYS = { token: 'ks:token', selectedClient: 'ks:selected-client' } as const;
/** The start-up check's query (features/auth/auth-session.ts `fetchClients`). */
export const SESSION_CHECK_OPERATION = 'Clients';
/**
 * A token this close to its expiry is left to the app, which refreshes it first (an early request with
 * it would be answered for a token the app no longer sends, and wasted).
 */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The inline script index.html runs while the browser parses it: with a stored, unexpired token it sends
 * the start-up check's request exactly as `requestGraphQL` will (same body, headers and endpoint) and
 * leaves the pending answer for it (lib/graphql/early-requests.ts). Plain ES2017, no imports, every
 * failure silent: without it the app sends the request itself, as before.
 */
export function earlySessionCheckScript(options: { endpoint: string; query: string }): string {
  const constants = {
    tokenKey: EARLY_STORAGE_KEYS.token,
    clientKey: EARLY_STORAGE_KEYS.selectedClient,
    operationName: SESSION_CHECK_OPERATION,
    query: options.query,
    endpoint: options.endpoint,
    global: EARLY_REQUESTS_GLOBAL,
    margin: EXPIRY_MARGIN_MS,
  };
  return `(function(c){try{
var token=localStorage.getItem(c.tokenKey);if(!token)return;
var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));
if(typeof claims.exp==='number'&&claims.exp*1000<=Date.now()+c.margin)return;
var clientId=localStorage.getItem(c.clientKey);
var headers={'content-type':'application/json',accept:'application/graphql-response+json, application/json',authorization:'Bearer '+token};
if(clientId)headers['client-id']=clientId;
var body=JSON.stringify({operationName:c.operationName,query:c.query,variables:{}});
var response=fetch(c.endpoint,{method:'POST',credentials:'same-origin',headers:headers,body:body});
response.catch(function(){});
var early=window[c.global]=window[c.global]||{};
early[c.operationName]={body:body,token:token,clientId:clientId,response:response};
}catch(e){}})(${JSON.stringify(constants).replace(/</g, '\\u003c')});`;
}

/**
 * Puts the early start-up check into index.html's head (issue 20, fast first load): the request leaves
 * while the entry downloads instead of after it ran, one round trip less before a signed-in screen's
 * first paint on a phone. The server allows this one inline script by its hash (apps/server
 * http/security-headers.ts `webAppCspFor`), so the page's policy still runs no other inline code.
 */
export function earlySessionCheck(gqlDirectory: string): Plugin {
  let endpoint = '/graphql';
  return {
    name: 'ks:early-session-check',
    configResolved(config) {
      endpoint = (config.env.VITE_GRAPHQL_URL as string | undefined) ?? '/graphql';
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: earlySessionCheckScript({ endpoint, query: printedOperation(gqlDirectory, SESSION_CHECK_OPERATION) }),
        injectTo: 'head',
      },
    ],
  };
}
