import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Asks an HTTP/1.1 client to close its connection after this answer (`Connection: close`). HTTP/2 forbids
 * connection headers (Node refuses the whole answer with one): there a refused request's stream ends on
 * its own, and a draining server's listener sends GOAWAY when it closes.
 */
export function closeConnectionAfter(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
}
