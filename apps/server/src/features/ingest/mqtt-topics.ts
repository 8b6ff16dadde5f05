/**
 * The MQTT topic layout: a device publishes its readings on `ks/<clientId>/sensors/<hwid>/readings`.
 * The client id in the topic lets one broker carry every tenant; the broker (aedes hooks here, a
 * Mosquitto ACL in production) lets a device publish on its own topic only.
 */
export const READINGS_TOPIC_FILTER = 'ks/+/sensors/+/readings';

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

/** MQTT username of a device: `hwid@clientId` (the password is the sensor's ingest secret). */
export function parseDeviceUsername(username: string): { hwid: string; clientId: string } | null {
  const at = username.lastIndexOf('@');
  if (at <= 0) return null;
  const hwid = username.slice(0, at);
  const clientId = username.slice(at + 1).toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(clientId) && hwid.length <= 64 ? { hwid, clientId } : null;
}

/** The username a gateway connects with: `gateway@clientId` (the password is the gateway secret). */
export const GATEWAY_USERNAME = 'gateway';
