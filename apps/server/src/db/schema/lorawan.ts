import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientId, createdAt, id, tstz } from './columns.js';
import { sensors } from './estate.js';

export const NETWORK_INTEGRATION_KINDS = ['CHIRPSTACK', 'THE_THINGS_STACK'] as const;
export type NetworkIntegrationKind = (typeof NETWORK_INTEGRATION_KINDS)[number];

/**
 * A LoRaWAN network server (ChirpStack, The Things Stack) sending a client's uplinks with a bearer secret
 * (only its SHA-256 is kept). Uplinks it could not store are counted, with the last reason, for the
 * Integrations screen.
 */
export const networkIntegrations = pgTable(
  'network_integrations',
  {
    id: id(),
    clientId: clientId(),
    kind: text('kind', { enum: NETWORK_INTEGRATION_KINDS }).notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    uplinks: integer('uplinks').notNull().default(0),
    lastUplinkAt: tstz('last_uplink_at'),
    badUplinks: integer('bad_uplinks').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: tstz('last_error_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('network_integrations_secret_hash_key').on(t.secretHash), index('network_integrations_client_idx').on(t.clientId)],
);

/** (sensor, frame counter) of recent uplinks: a repeat (several gateways, a retry) is stored once. */
export const lorawanUplinks = pgTable(
  'lorawan_uplinks',
  {
    sensorId: uuid('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    fCnt: bigint('f_cnt', { mode: 'number' }).notNull(),
    receivedAt: tstz('received_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'lorawan_uplinks_pkey', columns: [t.sensorId, t.fCnt] }),
    index('lorawan_uplinks_received_idx').on(t.receivedAt),
  ],
);
