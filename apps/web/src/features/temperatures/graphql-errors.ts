import type { GraphQLFormattedError } from 'graphql';

/** The first GraphQL error of a failed mutation (Apollo's or a plain one), with its extensions. */
export function firstGraphQLError(error: unknown): GraphQLFormattedError | null {
  if (typeof error !== 'object' || error === null) return null;
  const list = (error as { graphQLErrors?: ReadonlyArray<GraphQLFormattedError> }).graphQLErrors;
  return list?.[0] ?? null;
}

/** `extensions.code` of the first GraphQL error, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
