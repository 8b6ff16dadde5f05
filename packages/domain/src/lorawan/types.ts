/**
 * What a LoRaWAN uplink says once decoded: the measurements the product stores. `probeTemperature` is a
 * second channel (Dragino LHT65N's external probe), null when the device has none or it is unplugged.
 */
export interface DecodedUplink {
  temperature: number | null;
  humidity: number | null;
  batteryLevel: number | null;
  probeTemperature: number | null;
}

export type DecodeResult = { ok: true; decoded: DecodedUplink } | { ok: false; error: string };

/** The sensor models the product can read; GENERIC takes the network server's decoded fields only. */
export const SENSOR_MODELS = ['GENERIC', 'DRAGINO_LHT65N', 'MILESIGHT_EM300_TH', 'ELSYS_ERS'] as const;
export type SensorModel = (typeof SENSOR_MODELS)[number];
export const DEFAULT_SENSOR_MODEL: SensorModel = 'GENERIC';

export const isSensorModel = (value: unknown): value is SensorModel =>
  typeof value === 'string' && (SENSOR_MODELS as readonly string[]).includes(value);

export const LORAWAN_MESSAGES = {
  emptyPayload: 'The uplink carries no payload',
  genericNeedsDecoded: 'A GENERIC sensor needs the network server to decode its payload (no decoded fields were sent)',
  noTemperature: 'The uplink carries no temperature',
  badDecodedField: (field: string) => `Decoded field "${field}" is not a number`,
} as const;

export const wrongLength = (model: SensorModel, expected: string, actual: number) =>
  `${model} payload must be ${expected} bytes, got ${actual}`;
export const outOfRange = (model: SensorModel, field: string, value: number, min: number, max: number) =>
  `${model} ${field} ${value} is outside the sensor's range ${min}..${max}`;
export const unknownChannel = (model: SensorModel, at: number, code: string) => `${model} payload has an unknown ${code} at byte ${at}`;

export const emptyDecoded = (): DecodedUplink => ({ temperature: null, humidity: null, batteryLevel: null, probeTemperature: null });
