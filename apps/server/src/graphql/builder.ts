import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { hasAtLeast, MUTATION_STATUSES, type AccessLevel } from '@ks/domain';
import type { GraphQLContext } from './context.js';
import {
  clientNotFoundError,
  clientRequiredError,
  forbiddenError,
  schemaIssueError,
  unauthenticatedError,
  validationError,
} from './errors.js';

/**
 * Scopes, default deny: every root field names one (a test walks the schema to prove it).
 * - public: anyone, signed in or not (sign-in operations, analytics)
 * - signedIn: a valid access token of an active user
 * - tenant: signed in with a selected client the user belongs to
 * - level: tenant plus at least the given access level of PRODUCT.md's matrix
 */
export interface AuthScopes {
  public: boolean;
  signedIn: boolean;
  tenant: boolean;
  level: AccessLevel;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it is opened (UNAUTHENTICATED, FORBIDDEN…), not at its first event;
    // every event is then re-read as the viewer, and a change of access ends the stream (features/live).
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.viewer !== null,
      tenant: ctx.viewer?.clientId != null,
      level: (minimum) => ctx.viewer?.clientId != null && hasAtLeast(ctx.viewer.accessLevel, minimum),
    }),
    unauthorizedError: (_parent, ctx) => {
      if (!ctx.viewer || ctx.authProblem === 'unauthenticated') return unauthenticatedError();
      if (ctx.authProblem === 'client-not-found') return clientNotFoundError();
      if (!ctx.viewer.clientId) return clientRequiredError();
      return forbiddenError();
    },
  },
  validation: {
    validationError: (failure) => schemaIssueError(failure.issues),
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw validationError('Invalid date');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

/** `status` of mutations that report expected failures in their payload (spec §8). */
export const MutationStatusEnum = builder.enumType('MutationStatus', { values: MUTATION_STATUSES });
