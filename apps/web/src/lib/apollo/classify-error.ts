import type { GraphQLFormattedError } from 'graphql';

export type ErrorKind = 'network' | 'authentication' | 'graphql' | 'generic';

type ErrorLike = {
  networkError?: unknown;
  graphQLErrors?: ReadonlyArray<GraphQLFormattedError>;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** GraphQL errors of an Apollo error, including those carried by a non-2xx response body. */
export function graphQLErrorsOf(error: unknown): ReadonlyArray<GraphQLFormattedError> {
  if (!isObject(error)) return [];
  const { graphQLErrors, networkError } = error as ErrorLike;
  if (graphQLErrors && graphQLErrors.length > 0) return graphQLErrors;
  if (isObject(networkError) && isObject(networkError.result)) {
    const errors = networkError.result.errors;
    if (Array.isArray(errors)) return errors as GraphQLFormattedError[];
  }
  return [];
}

/** True for an error in the authentication category whose message contains 'unauthenticated'. */
export function isAuthenticationError(error: GraphQLFormattedError): boolean {
  const category = error.extensions?.category;
  return category === 'authentication' && error.message.toLowerCase().includes('unauthenticated');
}

/** The first GraphQL error of a failed request (Apollo's or a plain one), with its extensions. */
export function firstGraphQLError(error: unknown): GraphQLFormattedError | null {
  return graphQLErrorsOf(error)[0] ?? null;
}

/** The first `extensions.code` among the GraphQL errors, if any: the one way screens read a refusal. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error).find((item) => typeof item.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Classifies a transport error (spec §8): network (no answer), authentication (category
 * authentication with an 'unauthenticated' message), graphql (any other GraphQL error) or generic.
 */
export function classifyError(error: unknown): ErrorKind {
  const graphQLErrors = graphQLErrorsOf(error);
  if (graphQLErrors.some(isAuthenticationError)) return 'authentication';
  if (graphQLErrors.length > 0) return 'graphql';
  if (isObject(error) && (error as ErrorLike).networkError) {
    const networkError = (error as ErrorLike).networkError;
    // A response with a status code is the server answering; no status means the network failed.
    if (isObject(networkError) && typeof networkError.statusCode === 'number') return 'generic';
    return 'network';
  }
  if (error instanceof TypeError) return 'network';
  return 'generic';
}
