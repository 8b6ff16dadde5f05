import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../graphql/context.js';
import { UnitOfWork } from '../scope/unit-of-work.js';
import { createGraphQLHandler } from './graphql/yoga.js';
import { allowedOrigins, corsHeaders } from './cors.js';
import { closeLiveBus } from '../events/live-bus.js';

/**
 * Yoga names the connection on a live stream (`Connection: keep-alive`). Node keeps HTTP/1.1 connections
 * open anyway, and HTTP/2 forbids the header (Node drops it with a warning on every stream).
 */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Mounts Yoga on Fastify. The response is held until the request's transaction has committed (or rolled
 * back), so a client never sees success for work that was not saved.
 */
export function registerGraphQL(app: FastifyInstance, services: AppServices): void {
  const yoga = createGraphQLHandler(services);
  const origins = allowedOrigins(services.config.publicUrl, services.config.corsOrigins);
  // Live subscriptions (SSE streams) end before the listener closes, or they would hold it open.
  app.addHook('preClose', () => closeLiveBus(services.pool));
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    config: { rateLimit: { max: 1200, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      // CORS is answered here, not by Yoga (whose default echoes any Origin with credentials).
      reply.headers(corsHeaders(req, origins));
      if (req.method === 'OPTIONS') return reply.status(204).header('content-length', '0').send();
      const requestState = new UnitOfWork(services.pool, req.log);
      let response: Response;
      try {
        response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, requestState });
      } catch (error) {
        requestState.fail();
        await requestState.finish();
        throw error;
      }
      // Commits only when the operation produced no error at all, then starts the after-commit work.
      await requestState.finish();
      response.headers.forEach((value, key) => {
        if (!CONNECTION_HEADERS.has(key.toLowerCase())) reply.header(key, value);
      });
      reply.status(response.status);
      // A JSON result is already one string inside the Response: sending it as such skips piping a web stream.
      if (response.headers.get('content-type')?.includes('json')) return reply.send(await response.text());
      return reply.send(response.body);
    },
  });
}
