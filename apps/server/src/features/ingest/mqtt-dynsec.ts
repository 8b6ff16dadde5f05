import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import {
  GATEWAY_USERNAME,
  READINGS_TOPIC_FILTER,
  GATEWAY_READINGS_TOPIC_FILTER,
  gatewayReadingsTopic,
  readingsTopic,
  SESSION_STATUS_ROOT,
} from './mqtt-topics.js';

/**
 * Device and gateway accounts on a production Mosquitto, kept through its dynamic-security plugin: one
 * JSON message on the control topic creates, re-keys or removes an account and its topic rule at once,
 * while the broker runs (no password file to rewrite, no SIGHUP), and a removed account is disconnected
 * on the spot. `deploy/mosquitto/ks-broker` is the command operators run (docs/OPERATIONS.md).
 */
export const DYNSEC_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${DYNSEC_TOPIC}/response`;

/** One dynamic-security command (see mosquitto's dynamic-security documentation). */
export type DynsecCommand = { command: string } & Record<string, unknown>;

/** The role that lets the server's account read every tenant's readings (and shared subscriptions of them). */
export const SERVER_ROLE = 'ks-server';

const sensorRole = (clientId: string, hwid: string) => `ks-sensor:${clientId}:${hwid}`;
const gatewayRole = (clientId: string, gatewayId: string) => `ks-gateway:${clientId}:${gatewayId}`;

/** The one MQTT client id a device or gateway account may connect with on a production broker: its username. */
export const deviceClientId = (username: string) => username;

/** The MQTT username of a device (its password is the sensor secret). */
export const sensorUsername = (clientId: string, hwid: string) => `${hwid}@${clientId}`;
/** The MQTT username of one gateway credential on a production broker (its password is the gateway secret). */
export const gatewayUsername = (clientId: string, gatewayId: string) => `${GATEWAY_USERNAME}/${gatewayId}@${clientId}`;

const publishRule = (topic: string) => ({ acltype: 'publishClientSend', topic, allow: true, priority: 0 });

/** Removes an account and its role; a missing one is no error (remove is idempotent). */
function removeAccount(username: string, rolename: string): DynsecCommand[] {
  return [
    { command: 'deleteClient', username },
    { command: 'deleteRole', rolename },
  ];
}

/**
 * Creates (or replaces, so a rotated secret disconnects the device at once) an account allowed to publish on
 * `topics`, bound to one MQTT client id: its username. Mosquitto refuses at CONNECT an account presenting
 * another client id, so no device or gateway can connect as the server's session (and take its queued
 * readings) or as another device (issue 35 item 1). Only the server's account (unbound) and the admin may
 * choose their client ids.
 */
function putAccount(username: string, password: string, rolename: string, topics: string[]): DynsecCommand[] {
  return [
    ...removeAccount(username, rolename),
    { command: 'createRole', rolename, acls: topics.map(publishRule) },
    { command: 'createClient', username, password, clientid: deviceClientId(username), roles: [{ rolename }] },
  ];
}

/** A sensor secret was issued or rotated: the device may publish on its own topic and nowhere else. */
export const putSensor = (clientId: string, hwid: string, secret: string) =>
  putAccount(sensorUsername(clientId, hwid), secret, sensorRole(clientId, hwid), [readingsTopic(clientId, hwid)]);

/** The sensor was deleted (or its secret must stop working): its account goes, its connection is closed. */
export const removeSensor = (clientId: string, hwid: string) => removeAccount(sensorUsername(clientId, hwid), sensorRole(clientId, hwid));

/** A gateway credential was created: it publishes batches on its own gateway topic, or single readings for its client's sensors. */
export const putGateway = (clientId: string, gatewayId: string, secret: string) =>
  putAccount(gatewayUsername(clientId, gatewayId), secret, gatewayRole(clientId, gatewayId), [
    gatewayReadingsTopic(clientId, gatewayId),
    `ks/${clientId}/sensors/+/readings`,
  ]);

/** The gateway credential was deleted. */
export const removeGateway = (clientId: string, gatewayId: string) =>
  removeAccount(gatewayUsername(clientId, gatewayId), gatewayRole(clientId, gatewayId));

/**
 * The server's account: subscribes to every readings topic, directly or as a shared subscription, and
 * publishes only the instances' session statuses (mqtt-session-takeover.ts), which it also reads.
 */
export function putServer(username: string, password: string): DynsecCommand[] {
  const filters = [READINGS_TOPIC_FILTER, GATEWAY_READINGS_TOPIC_FILTER];
  const acls = [
    ...filters.flatMap((topic) => [
      { acltype: 'subscribePattern', topic, allow: true, priority: 0 },
      { acltype: 'subscribePattern', topic: `$share/+/${topic}`, allow: true, priority: 0 },
    ]),
    { acltype: 'subscribePattern', topic: `${SESSION_STATUS_ROOT}/#`, allow: true, priority: 0 },
    publishRule(`${SESSION_STATUS_ROOT}/#`),
  ];
  return [
    { command: 'deleteClient', username },
    { command: 'deleteRole', rolename: SERVER_ROLE },
    { command: 'createRole', rolename: SERVER_ROLE, acls },
    { command: 'createClient', username, password, roles: [{ rolename: SERVER_ROLE }] },
  ];
}

interface DynsecResponse {
  responses?: Array<{ command: string; error?: string; correlationData?: string }>;
}

/** Errors a removal meets when there is nothing to remove: harmless, so put and remove can be repeated. */
const NOTHING_TO_REMOVE = /not found/i;

/**
 * Sends commands over the control topic as the broker's dynamic-security admin (`adminUrl`, e.g.
 * `mqtt://ks-admin:<password>@127.0.0.1:1883`) and resolves once the broker answered every one; rejects
 * with the broker's own words when a command other than a removal of something absent failed.
 */
export async function sendDynsecCommands(adminUrl: string, commands: DynsecCommand[], timeoutMs = 10_000): Promise<void> {
  const client = await mqtt.connectAsync(adminUrl, {
    reconnectPeriod: 0,
    connectTimeout: timeoutMs,
    clientId: `ks-admin-${randomUUID()}`,
  });
  // Every admin connection receives every answer on the response topic: ours carry our correlation data.
  const correlationData = randomUUID();
  try {
    await client.subscribeAsync(RESPONSE_TOPIC, { qos: 1 });
    const answered = new Promise<DynsecResponse>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the broker did not answer on ${RESPONSE_TOPIC} within ${timeoutMs} ms`)), timeoutMs);
      client.on('message', (_topic, payload) => {
        let response: DynsecResponse;
        try {
          response = JSON.parse(payload.toString('utf8')) as DynsecResponse;
        } catch {
          return; // not an answer of the plugin's
        }
        if (response.responses?.[0]?.correlationData !== correlationData) return;
        clearTimeout(timer);
        resolve(response);
      });
    });
    const tagged = commands.map((command) => ({ ...command, correlationData }));
    await client.publishAsync(DYNSEC_TOPIC, JSON.stringify({ commands: tagged }), { qos: 1 });
    const response = await answered;
    const failed = (response.responses ?? []).filter(
      (r) => r.error && !(r.command.startsWith('delete') && NOTHING_TO_REMOVE.test(r.error)),
    );
    if (failed.length > 0) throw new Error(`the broker refused: ${failed.map((r) => `${r.command}: ${r.error}`).join('; ')}`);
  } finally {
    await client.endAsync();
  }
}
