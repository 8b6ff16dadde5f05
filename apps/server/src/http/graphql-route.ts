import type { FastifyInstance } from 'fastify';
import type { AppServices, RequestState } from '../graphql/context.js';
import { createGraphQLHandler } from '../graphql/yoga.js';

/**
 * Mounts Yoga on Fastify. The response is held until the request's transaction has committed (or rolled
 * back), so a client never sees success for work that was not saved.
 */
export function registerGraphQL(app: FastifyInstance, services: AppServices): void {
  const yoga = createGraphQLHandler(services);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    config: { rateLimit: { max: 1200, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const requestState: RequestState = { tx: null, failed: false, afterCommit: [] };
      let response: Response;
      try {
        response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, requestState });
      } catch (error) {
        if (requestState.tx) await (await requestState.tx).finish(false);
        throw error;
      }
      if (requestState.tx) await (await requestState.tx).finish(!requestState.failed);
      if (!requestState.failed) {
        for (const task of requestState.afterCommit) {
          task().catch((error: unknown) => req.log.error({ err: error }, 'after-commit task failed'));
        }
      }
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // A JSON result is already one string inside the Response: sending it as such skips piping a web stream.
      if (response.headers.get('content-type')?.includes('json')) return reply.send(await response.text());
      return reply.send(response.body);
    },
  });
}
