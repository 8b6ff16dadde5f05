import type { FastifyInstance } from 'fastify';
import { closeConnectionAfter } from './connection-close.js';

export interface Draining {
  /** True once the server has been told to stop. */
  readonly active: boolean;
  /** From now on every new request is answered 503 and every response closes its connection. */
  start(): void;
}

export const DRAINING_MESSAGE = 'The server is shutting down; send the request again (another instance will take it).';

/**
 * The first phase of a graceful stop. A load balancer or device holding a kept-alive socket may still send
 * on it after the stop began: closing that socket under it would be a connection reset, and the sender
 * could not tell whether a reading was stored. So while draining, a new request gets a clear 503 with
 * `Connection: close` and `Retry-After` (nothing of it is done, so sending it again is safe), requests
 * already running finish normally but also close their connection, and /readyz turns 503 with the rest.
 * Only then does the caller close the listener.
 */
export function registerDraining(app: FastifyInstance): Draining {
  let active = false;
  app.addHook('onRequest', async (req, reply) => {
    if (!active) return;
    closeConnectionAfter(req, reply);
    reply.header('retry-after', '1');
    return reply.status(503).send({ error: 'shutting_down', message: DRAINING_MESSAGE });
  });
  app.addHook('onSend', async (req, reply) => {
    if (active) closeConnectionAfter(req, reply);
  });
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}
