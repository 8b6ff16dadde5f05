import type { FastifyInstance } from 'fastify';
import { isConnectionLost } from '../db/connection-lost.js';
import { loggableError } from './loggable-error.js';

/** What a request answers while the database is out of reach: a retry later will do. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.';

/** What every 5xx answers: no database message, statement or stack, but the id to find it in the log. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/**
 * The server's error handler, set before any route (a route keeps the handler of its scope when it is
 * registered). A 4xx (bad body, rate limit, too large …) goes on to Fastify's default, which answers its
 * message as before. Anything else is logged with the request id and answered 500 with a fixed message:
 * PostgreSQL's messages name tables, columns and values, and must never reach a device or a browser, in
 * production or not. A lost database connection (issue 35 item 2) is answered 503 with Retry-After, so
 * devices and browsers send again instead of taking it for a fault of their request.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    if (isConnectionLost(error)) {
      req.log.warn({ error: loggableError(error), url: req.routeOptions.url }, 'request failed: the database connection was lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE, requestId: req.id });
    }
    req.log.error({ error: loggableError(error), url: req.routeOptions.url, method: req.method }, 'request failed');
    return reply
      .status(500)
      .header('cache-control', 'no-store')
      .send({ statusCode: 500, error: 'Internal Server Error', message: UNEXPECTED_ERROR_MESSAGE, requestId: req.id });
  });
}
