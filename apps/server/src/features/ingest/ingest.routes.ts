import { INGEST_BATCH_LIMIT } from '@ks/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SystemServices } from '../../scope/app-services.js';
import { bearerSecret, PrincipalCache, type IngestPrincipal } from './ingest-credentials.js';
import { CredentialRefused, ingestEntries } from './ingest.service.js';
import type { IngestResult } from './ingest-types.js';

export const INGEST_PATH = '/ingest/v1/readings';

export const INGEST_HTTP_MESSAGES = {
  unauthorized: 'A valid sensor or gateway credential is required (Authorization: Bearer <secret>)',
  badBody: 'Send a JSON object {"readings": [...]}',
  tooLarge: `At most ${INGEST_BATCH_LIMIT} readings per request`,
} as const;

export interface IngestRouteOptions {
  /** Coarse per-address cap on requests (@fastify/rate-limit); each request may carry up to 1000 readings. */
  rateLimitPerMinute: number;
}

const principals = new WeakMap<FastifyRequest, IngestPrincipal>();

/**
 * `POST /ingest/v1/readings`: a sensor (its own credential) or a gateway (the client's gateway
 * credential) sends a batch of readings. The credential is checked before the body is read (from a short
 * cache when it was seen lately) and again in the batch's transaction; the answer lists what was stored
 * and, per reading, why any was refused.
 */
export function registerIngestRoutes(app: FastifyInstance, system: SystemServices, options: IngestRouteOptions): void {
  const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.status(status).send({ error, message });
  const unauthorized = (reply: FastifyReply) => {
    reply.header('www-authenticate', 'Bearer');
    return refuse(reply, 401, 'unauthorized', INGEST_HTTP_MESSAGES.unauthorized);
  };
  const credentials = new PrincipalCache(system.pool);
  app.post(INGEST_PATH, {
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
    onRequest: async (req, reply) => {
      const secret = bearerSecret(req.headers.authorization);
      const principal = secret ? await credentials.principalOf(secret) : null;
      if (!principal) return unauthorized(reply);
      principals.set(req, principal);
    },
    handler: async (req, reply) => {
      const principal = principals.get(req);
      if (!principal) return unauthorized(reply);
      const body = req.body as { readings?: unknown } | null;
      const readings = body && typeof body === 'object' && !Array.isArray(body) ? body.readings : undefined;
      if (!Array.isArray(readings)) return refuse(reply, 400, 'bad_request', INGEST_HTTP_MESSAGES.badBody);
      if (readings.length > INGEST_BATCH_LIMIT) return refuse(reply, 413, 'batch_too_large', INGEST_HTTP_MESSAGES.tooLarge);
      let result: IngestResult;
      try {
        result = await ingestEntries({ system, entries: readings.map((raw) => ({ principal, raw })) });
      } catch (error) {
        if (!(error instanceof CredentialRefused)) throw error;
        credentials.forget(principal);
        return unauthorized(reply);
      }
      return reply.status(200).send(result);
    },
  });
}
