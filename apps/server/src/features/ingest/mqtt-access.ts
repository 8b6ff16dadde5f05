import type { Client } from 'aedes';
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../auth/secure-token.js';
import { sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../../db/database.js';
import type { BrokerHooks } from '../../embedded/embedded-mqtt.js';
import type { BrokerIntake } from './broker-intake.js';
import {
  gatewayOfUsername,
  INGEST_TOPIC_FILTERS,
  parseDeviceUsername,
  parseGatewayReadingsTopic,
  parseReadingsTopic,
  type IngestTarget,
} from './mqtt-topics.js';

const isReadingsTopic = (topic: string) => parseReadingsTopic(topic) !== null || parseGatewayReadingsTopic(topic) !== null;
/** aedes' authorizeForward hook: a readings message goes to no subscriber, anything else as usual. */
const endReadings: NonNullable<BrokerHooks['authorizeForward']> = (_client, packet) => (isReadingsTopic(packet.topic) ? null : packet);

/** Who an MQTT connection is, once authenticated. */
export type MqttIdentity =
  | { kind: 'anonymous' }
  | { kind: 'server' }
  | { kind: 'device'; clientId: string; hwid: string }
  | { kind: 'gateway'; clientId: string; gatewayId: string };

/** The server's own subscriber account on the embedded broker. */
export interface ServerAccount {
  username: string;
  password: string;
}

/**
 * The sensor or gateway a topic names, when the identity may publish on it (a device on its own topic
 * only, a gateway on its client's sensor topics and its own gateway topic); null when it may not.
 */
export function publishTarget(identity: MqttIdentity, topic: string): IngestTarget | null {
  if (identity.kind !== 'device' && identity.kind !== 'gateway') return null;
  const target = parseReadingsTopic(topic);
  if (target) {
    if (target.clientId !== identity.clientId) return null;
    return identity.kind === 'gateway' || target.hwid === identity.hwid ? target : null;
  }
  if (identity.kind !== 'gateway') return null;
  const gateway = parseGatewayReadingsTopic(topic);
  return gateway && gateway.clientId === identity.clientId && gateway.gatewayId === identity.gatewayId ? gateway : null;
}

/** Whether an identity may subscribe: only the server, and only to the readings topics. */
export function maySubscribe(identity: MqttIdentity, topic: string): boolean {
  return identity.kind === 'server' && INGEST_TOPIC_FILTERS.includes(topic);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks MQTT credentials: the server account, `hwid@clientId` + sensor secret, `gateway@clientId` + any
 * gateway secret of the client, or `gateway/<gatewayId>@clientId` + that gateway's secret.
 */
export async function identify(
  pool: Pool,
  server: ServerAccount,
  username: string | undefined,
  password: string | undefined,
): Promise<MqttIdentity | null> {
  if (username === undefined && password === undefined) return { kind: 'anonymous' };
  if (!username || !password || password.length > 200) return null;
  if (username === server.username) return sameSecret(password, server.password) ? { kind: 'server' } : null;
  const parsed = parseDeviceUsername(username);
  if (!parsed) return null;
  const hash = hashToken(password);
  // A transaction even for one read: embedded PGlite serialises connections per transaction only.
  const gatewayId = gatewayOfUsername(parsed.hwid);
  if (gatewayId !== null) {
    const { rows } = await withSystemTx(pool, (db) =>
      db.execute<{ id: string }>(sql`SELECT id FROM gateway_credentials WHERE client_id = ${parsed.clientId} AND secret_hash = ${hash}`),
    );
    const id = rows[0]?.id;
    return id && (gatewayId === undefined || gatewayId === id) ? { kind: 'gateway', clientId: parsed.clientId, gatewayId: id } : null;
  }
  const { rows } = await withSystemTx(pool, (db) =>
    db.execute(sql`SELECT 1 FROM sensors s JOIN sensor_credentials c ON c.sensor_id = s.id
      WHERE s.client_id = ${parsed.clientId} AND s.hwid = ${parsed.hwid} AND c.secret_hash = ${hash}`),
  );
  return rows.length > 0 ? { kind: 'device', clientId: parsed.clientId, hwid: parsed.hwid } : null;
}

/**
 * aedes hooks for the embedded broker. Anyone may connect without credentials (the readiness probe
 * does) but such a connection may neither publish nor subscribe; a wrong password is refused at connect;
 * a device publishing anywhere but its own topic is disconnected by aedes. With an `intake`, an allowed
 * message is stored before the hook calls back, so the device's PUBACK means "stored" (see broker-intake.ts).
 */
export function brokerGuard(pool: Pool, server: ServerAccount, intake?: BrokerIntake): BrokerHooks {
  const identities = new WeakMap<Client, MqttIdentity>();
  const refused = () => Object.assign(new Error('Bad username or password'), { returnCode: 4 as const });
  return {
    authenticate(client, username, password, done) {
      identify(pool, server, username, password?.toString('utf8'))
        .then((identity) => {
          if (!identity) return done(refused(), false);
          identities.set(client, identity);
          done(null, true);
        })
        .catch(() => done(Object.assign(new Error('Server unavailable'), { returnCode: 3 as const }), false));
    },
    authorizePublish(client, packet, callback) {
      // A null client is the broker itself ($SYS, wills).
      if (!client) return callback(null);
      const identity = identities.get(client) ?? { kind: 'anonymous' };
      const target = publishTarget(identity, packet.topic);
      if (!target) return callback(new Error('Not authorized to publish on this topic'));
      if (!intake) return callback(null);
      // Stored by the intake before its PUBACK: nothing for the broker to keep as the topic's retained message.
      packet.retain = false;
      intake.accept(client, packet.topic, target, packet.payload, callback);
    },
    // With an intake a client's readings end at their PUBACK: stored already, they are forwarded to no
    // subscriber (the server's account subscribed here would only ingest them twice). aedes still
    // matches them against its subscriptions; its public hooks offer no earlier end.
    ...(intake ? { authorizeForward: endReadings } : {}),
    authorizeSubscribe(client, subscription, callback) {
      const identity = identities.get(client) ?? { kind: 'anonymous' };
      callback(null, maySubscribe(identity, subscription.topic) ? subscription : null);
    },
  };
}
