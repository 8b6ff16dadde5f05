import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { resolveViewer } from '../../auth/viewer.js';
import type { UnitOfWork } from '../../scope/unit-of-work.js';
import type { AppServices, GraphQLContext } from '../../graphql/context.js';
import { unauthenticatedError } from '../../graphql/errors.js';
import { schema } from './schema.js';
import { useUnexpectedErrorLog } from './unexpected-error-log.js';
import { useLiveEventContexts } from '../../features/live/live-event-context.js';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  requestState: UnitOfWork;
}

/**
 * One transaction per request: resolvers share it through `ctx.db()`. It commits only when the operation
 * produced no error at all: an expected refusal thrown halfway through a mutation must not leave the
 * writes made before it, so nothing is ever half-written. (Sign-in bookkeeping such as rate-limit
 * counters runs in its own system transactions and is kept regardless.)
 */
const useRequestTransaction: Plugin<GraphQLContext> = {
  onExecute() {
    return {
      onExecuteDone({ args, result }) {
        const ctx = args.contextValue as GraphQLContext;
        const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
        if (errors.length > 0) ctx.requestState.fail();
      },
    };
  },
};

export function createGraphQLHandler(services: AppServices) {
  const production = services.config.env === 'production';
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    // The route answers CORS itself: only PUBLIC_URL's origin and CORS_ORIGINS (http/cors.ts).
    cors: false,
    maskedErrors: { isDev: !production },
    logging: false,
    plugins: [
      // First, so it sees unexpected errors before Yoga masks them for the caller.
      useUnexpectedErrorLog(),
      useCSRFPrevention({ requestHeaders: ['content-type', 'x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      ...(production ? [disableIntrospection()] : []),
      // Fragments only name parts of a query (screens share them), so a spread adds neither depth nor cost.
      EnvelopArmorPlugin({
        maxDepth: { n: 12, flattenFragments: true },
        costLimit: { maxCost: 5000, flattenFragments: true },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
      }),
      useRequestTransaction,
      // Executes each operation with a function compiled once per document (graphql-jit) instead of
      // walking the query for every object: a day's graph (288 points) costs about 0.5 ms and a year's
      // (2,000 points) about 4 ms less server CPU per request. Compile failures answer as GraphQL errors.
      useGraphQlJit({}, { onError: () => undefined }),
      // Last: each subscription event runs in a transaction and loaders of its own (features/live).
      useLiveEventContexts(),
    ],
    context: async ({ req, reply, requestState }): Promise<GraphQLContext> => {
      const header = req.headers['client-id'];
      const { viewer, authProblem } = await resolveViewer(
        services.pool,
        services.config.jwtSecret,
        req.headers.authorization,
        Array.isArray(header) ? header[0] : header,
      );
      const identity = viewer && { userId: viewer.userId, clientId: viewer.clientId, level: viewer.accessLevel };
      return {
        ...services,
        ...requestState.scope(identity, unauthenticatedError),
        request: req,
        reply,
        viewer,
        authProblem,
        requestState,
      };
    },
  });
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
