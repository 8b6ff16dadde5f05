import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error.js';

/** What every 5xx answers: no database message, statement or stack, but the id to find it in the log. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/**
 * The server's error handler, set before any route (a route keeps the handler of its scope when it is
 * registered). A 4xx (bad body, rate limit, too large …) goes on to Fastify's default, which answers its
 * message as before. Anything else is logged with the request id and answered 500 with a fixed message:
 * PostgreSQL's messages name tables, columns and values, and must never reach a device or a browser, in
 * production or not.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    req.log.error({ error: loggableError(error), url: req.routeOptions.url, method: req.method }, 'request failed');
    return reply
      .status(500)
      .header('cache-control', 'no-store')
      .send({ statusCode: 500, error: 'Internal Server Error', message: UNEXPECTED_ERROR_MESSAGE, requestId: req.id });
  });
}
