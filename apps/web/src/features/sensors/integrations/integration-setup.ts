import type { NetworkIntegrationKind } from '../../../gql/graphql';

/** The webhook path of each network server (apps/server/src/features/lorawan/lorawan.routes.ts). */
export const WEBHOOK_PATHS: Record<NetworkIntegrationKind, string> = {
  CHIRPSTACK: '/ingest/v1/chirpstack',
  THE_THINGS_STACK: '/ingest/v1/the-things-stack',
};

/** What the operator pastes into the network server: the endpoint and the header, for this product's address. */
export function webhookSetup(kind: NetworkIntegrationKind, origin: string, secret: string) {
  return { endpoint: `${origin.replace(/\/$/, '')}${WEBHOOK_PATHS[kind]}`, header: 'Authorization', value: `Bearer ${secret}` };
}
