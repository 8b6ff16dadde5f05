import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { resolveViewer } from '../auth/viewer.js';
import { openTransaction } from '../db/database.js';
import type { AppServices, GraphQLContext, RequestState } from './context.js';
import { unauthenticatedError } from './errors.js';
import { schema } from './schema.js';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  requestState: RequestState;
}

/** Errors the product raises on purpose keep their message; anything else is masked (Yoga's default). */
function isExpectedError(error: GraphQLError): boolean {
  return typeof error.extensions?.category === 'string';
}

/**
 * One transaction per request: resolvers share it through `ctx.db()`, it commits when the operation
 * produced no unexpected error and rolls back otherwise, so nothing is half-written.
 */
const useRequestTransaction: Plugin<GraphQLContext> = {
  onExecute() {
    return {
      onExecuteDone({ args, result }) {
        const ctx = args.contextValue as GraphQLContext;
        const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
        const failed = errors.some((error: GraphQLError) => !isExpectedError(error) || error.extensions?.category === 'validation');
        if (failed) ctx.requestState.failed = true;
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
    maskedErrors: { isDev: !production },
    logging: false,
    plugins: [
      useCSRFPrevention({ requestHeaders: ['content-type', 'x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      ...(production ? [disableIntrospection()] : []),
      EnvelopArmorPlugin({ maxDepth: { n: 12 }, costLimit: { maxCost: 5000 }, maxAliases: { n: 15 }, maxTokens: { n: 2000 } }),
      useRequestTransaction,
    ],
    context: async ({ req, reply, requestState }): Promise<GraphQLContext> => {
      const header = req.headers['client-id'];
      const { viewer, authProblem } = await resolveViewer(
        services.pool,
        services.config.jwtSecret,
        req.headers.authorization,
        Array.isArray(header) ? header[0] : header,
      );
      return {
        ...services,
        request: req,
        reply,
        viewer,
        authProblem,
        requestState,
        db: async () => {
          if (!viewer) throw unauthenticatedError();
          requestState.tx ??= openTransaction(services.pool, { userId: viewer.userId, clientId: viewer.clientId });
          return (await requestState.tx).db;
        },
        afterCommit: (task) => requestState.afterCommit.push(task),
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
