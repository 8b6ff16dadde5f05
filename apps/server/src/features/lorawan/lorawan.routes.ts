import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NetworkIntegrationKind } from '../../db/schema/index.js';
import type { SystemServices } from '../../scope/app-services.js';
import { CredentialRefused } from '../alerts/engine/index.js';
import { chirpstackStatus, chirpstackUplink } from './chirpstack-event.js';
import { integrationOfSecret, type IntegrationPrincipal } from './integration-auth.js';
import { ttsUplink } from './tts-uplink.js';
import { handleUplink } from './uplink-handler.js';
import { recordBattery } from './uplink-sensors.js';
import { UPLINK_MESSAGES } from './uplink-types.js';

export const CHIRPSTACK_PATH = '/ingest/v1/chirpstack';
export const TTS_PATH = '/ingest/v1/the-things-stack';

/** The bearer secret of an `Authorization` header, or null. */
const bearerSecret = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;

function unauthorized(reply: FastifyReply) {
  reply.header('www-authenticate', 'Bearer');
  return reply.status(401).send({ error: 'unauthorized', message: UPLINK_MESSAGES.unauthorized });
}

async function uplinkReply(
  system: SystemServices,
  reply: FastifyReply,
  principal: IntegrationPrincipal,
  body: unknown,
  kind: NetworkIntegrationKind,
) {
  try {
    const outcome = await handleUplink(system, principal, kind === 'CHIRPSTACK' ? chirpstackUplink(body) : ttsUplink(body));
    return reply.status(200).send(outcome);
  } catch (error) {
    if (error instanceof CredentialRefused) return unauthorized(reply);
    throw error;
  }
}

/**
 * The LoRaWAN network servers' webhooks, each with its integration's secret as `Authorization: Bearer`:
 * ChirpStack v4's HTTP integration (`?event=up`; `status` stores the battery; other events 204) and The
 * Things Stack v3's webhook uplink messages. Bad uplinks answer 200 (a network server would retry forever)
 * and are counted on the integration; a wrong secret is 401.
 */
export function registerLorawanRoutes(app: FastifyInstance, system: SystemServices, options: { rateLimitPerMinute: number }): void {
  const config = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };
  app.post(CHIRPSTACK_PATH, { config }, async (req, reply) => {
    const principal = await integrationOfSecret(system.pool, bearerSecret(req.headers.authorization), 'CHIRPSTACK');
    if (!principal) return unauthorized(reply);
    const event = (req.query as { event?: string }).event;
    if (event === 'up') return uplinkReply(system, reply, principal, req.body, 'CHIRPSTACK');
    const status = event === 'status' ? chirpstackStatus(req.body) : null;
    if (status) await recordBattery(system.pool, principal.clientId, status.devEui, status.batteryLevel);
    return reply.status(204).send();
  });
  app.post(TTS_PATH, { config }, async (req, reply) => {
    const principal = await integrationOfSecret(system.pool, bearerSecret(req.headers.authorization), 'THE_THINGS_STACK');
    if (!principal) return unauthorized(reply);
    return uplinkReply(system, reply, principal, req.body, 'THE_THINGS_STACK');
  });
}
