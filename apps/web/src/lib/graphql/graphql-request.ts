import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GRAPHQL_ENDPOINT } from '../apollo/endpoint';
import { readStored, STORAGE_KEYS } from '../storage/storage';
import { accessTokenSource } from '../token/access-token-source';
import { takeEarlyResponse } from './early-requests';

async function printDocument(document: DocumentNode): Promise<string> {
  const { print } = await import('graphql');
  return print(document);
}

const printed = new WeakMap<DocumentNode, { operationName: string; query: string }>();

/**
 * The operation name and text of a (generated) document. The build puts the printed text on each
 * operation's document (`__query`, apps/web/build/graphql-documents-inline.ts), so the public screens ship
 * no GraphQL printer; a document built otherwise (tests) is printed once, the printer loaded on demand.
 */
export async function operationText(document: DocumentNode): Promise<{ operationName: string; query: string }> {
  let entry = printed.get(document);
  if (!entry) {
    const definition = document.definitions.find((item) => item.kind === 'OperationDefinition');
    const operationName = definition && 'name' in definition ? definition.name?.value : undefined;
    if (!operationName) throw new Error('GraphQL operations need a name');
    const builtText = (document as DocumentNode & { __query?: string }).__query;
    entry = { operationName, query: builtText ?? (await printDocument(document)) };
    printed.set(document, entry);
  }
  return entry;
}

/** Error of a request: the same shape as Apollo's (graphQLErrors, networkError) for one classifier. */
export class GraphQLRequestError extends Error {
  readonly graphQLErrors: ReadonlyArray<GraphQLFormattedError>;
  readonly networkError: unknown;

  constructor(message: string, graphQLErrors: ReadonlyArray<GraphQLFormattedError>, networkError: unknown) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
  }
}

type GraphQLResponse<TData> = { data?: TData | null; errors?: GraphQLFormattedError[] };

/**
 * Sends one operation without Apollo (public screens, session check, analytics) with the same
 * headers as the Apollo link chain: bearer token (refreshed when expired) and client-id.
 */
export async function requestGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fetchImpl: typeof fetch = fetch,
): Promise<TData> {
  const op = await operationText(document);
  const token = await accessTokenSource.getValidToken();
  const clientId = readStored(STORAGE_KEYS.selectedClient);
  const body = JSON.stringify({ operationName: op.operationName, query: op.query, variables });
  let response: Response;
  try {
    // index.html may have sent this very request already (the start-up check): its answer is taken once.
    const early = takeEarlyResponse({ operationName: op.operationName, body, token, clientId });
    response = await (early ??
      fetchImpl(GRAPHQL_ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(clientId ? { 'client-id': clientId } : {}),
        },
        body,
      }));
  } catch (error) {
    throw new GraphQLRequestError(`Network error in ${op.operationName}`, [], error);
  }
  let answer: GraphQLResponse<TData> | null = null;
  try {
    answer = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    answer = null;
  }
  const errors = answer?.errors ?? [];
  if (errors.length > 0) {
    throw new GraphQLRequestError(errors[0]?.message ?? 'GraphQL error', errors, null);
  }
  if (!response.ok || !answer?.data) {
    throw new GraphQLRequestError(`HTTP ${response.status} in ${op.operationName}`, [], { statusCode: response.status });
  }
  return answer.data;
}
