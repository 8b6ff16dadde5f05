import { afterEach, describe, expect, it } from 'vitest';
import { classifyError } from '../apollo/classify-error';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { operationText, requestGraphQL } from './graphql-request';

const Clients: TypedDocumentNode<{ clients: { id: string }[] }, Record<string, never>> = parse('query Clients { clients { id } }');

function respond(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('requestGraphQL', () => {
  afterEach(() => localStorage.clear());

  it('reads the operation name from the document and prints a document the build did not', async () => {
    await expect(operationText(Clients)).resolves.toEqual({
      operationName: 'Clients',
      query: 'query Clients {\n  clients {\n    id\n  }\n}',
    });
  });

  it("sends the text the build put on the document, as the build's printer wrote it", async () => {
    const built = Object.assign(parse('query Clients { clients { id } }'), { __query: 'query Clients { clients { id } }' });
    let body: unknown;
    const fetchImpl: typeof fetch = async (_url, init) => {
      body = JSON.parse(String(init?.body));
      return new Response(JSON.stringify({ data: { clients: [] } }), { status: 200 });
    };
    await requestGraphQL(built as typeof Clients, {}, fetchImpl);
    expect(body).toEqual({ operationName: 'Clients', query: 'query Clients { clients { id } }', variables: {} });
  });

  it('returns data and sends the token and client-id headers', async () => {
    localStorage.setItem('ks:token', 'header.eyJzdWIiOiJ1In0.sig');
    localStorage.setItem('ks:selected-client', 'c1');
    let headers: Headers | undefined;
    const fetchImpl: typeof fetch = async (_url, init) => {
      headers = new Headers(init?.headers);
      return new Response(JSON.stringify({ data: { clients: [{ id: 'c1' }] } }), { status: 200 });
    };
    await expect(requestGraphQL(Clients, {}, fetchImpl)).resolves.toEqual({ clients: [{ id: 'c1' }] });
    expect(headers?.get('authorization')).toBe('Bearer header.eyJzdWIiOiJ1In0.sig');
    expect(headers?.get('client-id')).toBe('c1');
  });

  it('throws errors the shared classifier understands', async () => {
    const unauthenticated = respond(200, {
      errors: [{ message: 'unauthenticated', extensions: { category: 'authentication', code: 'UNAUTHENTICATED' } }],
    });
    const error = await requestGraphQL(Clients, {}, unauthenticated).catch((caught: unknown) => caught);
    expect(classifyError(error)).toBe('authentication');

    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(classifyError(await requestGraphQL(Clients, {}, offline).catch((caught: unknown) => caught))).toBe('network');
    expect(classifyError(await requestGraphQL(Clients, {}, respond(502, 'bad')).catch((caught: unknown) => caught))).toBe('generic');
  });
});
