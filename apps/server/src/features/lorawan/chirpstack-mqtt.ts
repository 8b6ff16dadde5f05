import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { isDataError } from '../../db/pg-errors.js';
import type { SystemServices } from '../../scope/app-services.js';
import { CredentialRefused } from '../alerts/engine/index.js';
import { chirpstackStatus, chirpstackUplink } from './chirpstack-event.js';
import { chirpstackIntegrationById } from './integration-auth.js';
import { handleUplink } from './uplink-handler.js';
import { recordBattery } from './uplink-sensors.js';
import { UPLINK_MESSAGES } from './uplink-types.js';

export interface ChirpstackMqttOptions {
  /** ChirpStack's broker, credentials in the URL (CHIRPSTACK_MQTT_URL). */
  url: string;
  /** The network integration whose client bounds the sensors (CHIRPSTACK_MQTT_INTEGRATION_ID). */
  integrationId: string;
  /** One ChirpStack application, or every application the broker account may read. */
  applicationId?: string;
  /** Stable, so ChirpStack's broker keeps the session and its queued uplinks while the server is away. */
  clientId: string;
}

export interface ChirpstackMqttIntake {
  /** Settles once subscribed (rejects when the first connection fails). */
  ready: Promise<void>;
  /** Events handled (stored, refused or ignored) since start. */
  handled(): number;
  stop(): Promise<void>;
}

/** ChirpStack v4's event topic (chirpstack.io "Integrations > MQTT"): `application/<id>/device/<devEui>/event/<event>`. */
export const chirpstackTopic = (applicationId?: string) => `application/${applicationId ?? '+'}/device/+/event/+`;

/** The event name of a ChirpStack event topic, or null for any other topic. */
export function chirpstackEventOf(topic: string): string | null {
  const [root, , device, , event, name, ...rest] = topic.split('/');
  return root === 'application' && device === 'device' && event === 'event' && name && rest.length === 0 ? name : null;
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

function parsed(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * One event through the same path as ChirpStack's HTTP integration: `up` stored through handleUplink (bad
 * uplinks counted on the integration), `status` keeps the battery, the other events are ignored. The
 * integration is read for every event (a removed integration stores nothing; a rotation mid-way is read again).
 */
async function handleEvent(system: SystemServices, integrationId: string, event: string, payload: Buffer): Promise<void> {
  if (event !== 'up' && event !== 'status') return;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const principal = await chirpstackIntegrationById(system.pool, integrationId);
    if (!principal) {
      system.log.error({ integrationId }, 'ChirpStack MQTT: CHIRPSTACK_MQTT_INTEGRATION_ID names no ChirpStack integration; event dropped');
      return;
    }
    const body = parsed(payload);
    if (event === 'status') {
      const status = chirpstackStatus(body);
      if (status) await recordBattery(system.pool, principal.clientId, status.devEui, status.batteryLevel);
      return;
    }
    try {
      await handleUplink(system, principal, body === null ? { error: UPLINK_MESSAGES.badDevEui } : chirpstackUplink(body));
      return;
    } catch (error) {
      if (!(error instanceof CredentialRefused)) throw error;
    }
  }
}

/**
 * ChirpStack's MQTT integration, for operators who point the product at ChirpStack's broker instead of its
 * HTTP integration. A QoS 1 subscription on a persistent session: an event is acknowledged only once
 * handled, so a database outage or a restart delays uplinks and loses none (the broker keeps them). Events
 * are handled one at a time, in the broker's order; a failure that may pass later is retried with back-off
 * while the message waits unacknowledged.
 */
export function startChirpstackMqtt(system: SystemServices, options: ChirpstackMqttOptions): ChirpstackMqttIntake {
  let stopped = false;
  let handledCount = 0;
  const client: MqttClient = mqtt.connect(options.url, {
    clientId: options.clientId,
    clean: false,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    log: () => undefined,
  });
  client.on('error', (error) => system.log.error({ err: error }, 'ChirpStack MQTT error'));

  async function handle(packet: IPublishPacket): Promise<boolean> {
    const event = chirpstackEventOf(packet.topic);
    for (let attempt = 0; event !== null; attempt += 1) {
      try {
        await handleEvent(system, options.integrationId, event, packet.payload as Buffer);
        break;
      } catch (error) {
        // A message the database refuses would be refused again: dropped rather than redelivered forever.
        if (isDataError(error)) {
          system.log.error({ err: error, topic: packet.topic }, 'ChirpStack MQTT: dropping an event the database refuses');
          break;
        }
        system.log.error({ err: error, topic: packet.topic }, 'ChirpStack MQTT: storing an event failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
        if (stopped) return false;
      }
    }
    handledCount += 1;
    return true;
  }

  // mqtt.js sends the PUBACK of a QoS 1 message when this callback is called, and reads no further meanwhile.
  client.handleMessage = (packet, callback) => {
    void handle(packet).then((done) => {
      if (done) callback();
    });
  };

  const ready = new Promise<void>((resolve, reject) => {
    client.on('connect', () => {
      client.subscribe(chirpstackTopic(options.applicationId), { qos: 1 }, (error, granted) => {
        if (error) return reject(error);
        if (granted?.some((g) => g.qos > 2)) return reject(new Error('ChirpStack MQTT: the broker refused the subscription'));
        resolve();
      });
    });
    client.once('error', reject);
  });
  ready.catch(() => undefined);

  return {
    ready,
    handled: () => handledCount,
    async stop() {
      stopped = true;
      await client.endAsync();
    },
  };
}
