/** The GraphQL endpoint; configurable at build time with VITE_GRAPHQL_URL, same origin by default. */
export const GRAPHQL_ENDPOINT: string = (import.meta.env.VITE_GRAPHQL_URL as string | undefined) ?? '/graphql';
