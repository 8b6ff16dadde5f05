/**
 * The MQTT topic layout: a device publishes its readings on `ks/<clientId>/sensors/<hwid>/readings`.
 * The client id in the topic lets one broker carry every tenant; the broker (aedes hooks here, a
 * Mosquitto ACL in production) lets a device publish on its own topic only.
 */
export const READINGS_TOPIC_FILTER = 'ks/+/sensors/+/readings';
/** A gateway publishes batches of many sensors' readings on `ks/<clientId>/gateways/<gatewayId>/readings`. */
export const GATEWAY_READINGS_TOPIC_FILTER = 'ks/+/gateways/+/readings';
/**
 * Server instances sharing the stream announce their sessions under `ks-server/sessions/<group>/<mqtt client
 * id>` (retained; the last will says `lost`), so a survivor can drain a dead instance's session.
 */
export const SESSION_STATUS_ROOT = 'ks-server/sessions';
/** Every topic the server takes readings from. */
export const INGEST_TOPIC_FILTERS = [READINGS_TOPIC_FILTER, GATEWAY_READINGS_TOPIC_FILTER];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const GATEWAY_TOPIC = new RegExp(`^ks/(${UUID})/gateways/(${UUID})/readings$`, 'i');
const TOPIC = /^ks\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/sensors\/([^/+#]{1,64})\/readings$/i;

/** The topic a device publishes on. */
export function readingsTopic(clientId: string, hwid: string): string {
  return `ks/${clientId}/sensors/${hwid}/readings`;
}

/** The sensor a readings topic names. */
export interface ReadingsTarget {
  clientId: string;
  hwid: string;
}

/** Client id and hardware id of a readings topic, or null when it is not one. */
export function parseReadingsTopic(topic: string): ReadingsTarget | null {
  const match = TOPIC.exec(topic);
  return match ? { clientId: match[1]!.toLowerCase(), hwid: match[2]! } : null; // both groups are mandatory
}

/** The topic a gateway publishes its batches on. */
export function gatewayReadingsTopic(clientId: string, gatewayId: string): string {
  return `ks/${clientId}/gateways/${gatewayId}/readings`;
}

/** The gateway a gateway readings topic names. */
export interface GatewayTarget {
  clientId: string;
  gatewayId: string;
}

/** Client id and gateway id of a gateway readings topic, or null when it is not one. */
export function parseGatewayReadingsTopic(topic: string): GatewayTarget | null {
  const match = GATEWAY_TOPIC.exec(topic);
  return match ? { clientId: match[1]!.toLowerCase(), gatewayId: match[2]!.toLowerCase() } : null; // both groups are mandatory
}

/** What a readings message's topic names: one sensor, or a gateway sending for its client's sensors. */
export type IngestTarget = ReadingsTarget | GatewayTarget;

/** MQTT username of a device: `hwid@clientId` (the password is the sensor's ingest secret). */
export function parseDeviceUsername(username: string): { hwid: string; clientId: string } | null {
  const at = username.lastIndexOf('@');
  if (at <= 0) return null;
  const hwid = username.slice(0, at);
  const clientId = username.slice(at + 1).toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(clientId) && hwid.length <= 64 ? { hwid, clientId } : null;
}

/**
 * The username a gateway connects with: `gateway@clientId` (any gateway secret of the client, embedded
 * broker only) or `gateway/<gatewayId>@clientId` (that gateway's secret; the form a production broker
 * needs, where one username has one password). Hardware ids over MQTT never contain `/`.
 */
export const GATEWAY_USERNAME = 'gateway';

/** The gateway id of a `gateway/<gatewayId>` username part, undefined for plain `gateway`, null when it is neither. */
export function gatewayOfUsername(hwidPart: string): string | undefined | null {
  if (hwidPart === GATEWAY_USERNAME) return undefined;
  const match = new RegExp(`^${GATEWAY_USERNAME}/(${UUID})$`, 'i').exec(hwidPart);
  return match ? match[1]!.toLowerCase() : null;
}
