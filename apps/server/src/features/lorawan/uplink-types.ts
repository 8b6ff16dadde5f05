/** One uplink as a network server delivered it, before the sensor is known: the shape both webhooks become. */
export interface NetworkUplink {
  /** Upper-case 16 hex digits. */
  devEui: string;
  /** The network server's time of the uplink (ChirpStack `time`, The Things Stack `received_at`). */
  time: string;
  fCnt: number | null;
  /** FRMPayload; null when absent or not base64. */
  bytes: Uint8Array | null;
  /** The network server's decoded fields (ChirpStack `object`, The Things Stack `decoded_payload`). */
  fields: unknown;
  /** Every gateway that heard it. */
  receptions: Array<{ rssi: number | null; snr: number | null }>;
}

/** A body that is not an uplink at all: counted as a bad uplink with this reason. */
export interface UplinkRefusal {
  error: string;
}

export const UPLINK_MESSAGES = {
  badDevEui: 'The uplink has no DevEUI of 16 hexadecimal digits',
  badTime: 'The uplink has no time',
  unknownDevice: (devEui: string) => `Unknown DevEUI ${devEui}: register a sensor with this hardware id`,
  unauthorized: 'A valid network integration secret is required (Authorization: Bearer <secret>)',
} as const;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A gateway's reception ({ rssi, snr }) from one rxInfo / rx_metadata entry. */
export function receptionOf(entry: unknown): { rssi: number | null; snr: number | null } {
  const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  return { rssi: num(record.rssi) ?? num(record.channel_rssi), snr: num(record.snr) };
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A frame counter: a non-negative integer (32 bits), or null. */
export const fCntOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff ? value : null;
