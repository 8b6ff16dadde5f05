import { ersBatteryPercent } from './elsys-ers.js';
import { LHT65N_BATTERY_PERCENT } from './dragino-lht65n.js';
import { emptyDecoded, LORAWAN_MESSAGES, type DecodedUplink, type DecodeResult, type SensorModel } from './types.js';

/**
 * Where the network server already decoded the payload (ChirpStack's `object`, The Things Stack's
 * `decoded_payload`, from the vendor's own codec), each model's field map reads the vendor codec's names.
 */
type Reader = (fields: Record<string, unknown>) => number | null | undefined;

/** A number, null when absent; undefined (a refusal) when present but not a number. */
const num =
  (name: string, scale = 1): Reader =>
  (fields) => {
    const value = fields[name];
    if (value === undefined || value === null) return null;
    return typeof value === 'number' && Number.isFinite(value) ? value * scale : undefined;
  };

const firstOf =
  (...readers: Reader[]): Reader =>
  (fields) => {
    for (const read of readers) {
      const value = read(fields);
      if (value !== null) return value;
    }
    return null;
  };

/** Dragino's codec prints the unplugged probe (0x7FFF) as 327.67. */
const draginoProbe: Reader = (fields) => {
  const value = num('TempC_DS')(fields);
  return value === 327.67 ? null : value;
};
const draginoBattery: Reader = (fields) => {
  const status = num('Bat_status')(fields);
  return typeof status === 'number' && Number.isInteger(status) && status >= 0 && status <= 3 ? LHT65N_BATTERY_PERCENT[status] : status;
};
const elsysBattery: Reader = (fields) => {
  const mv = num('vdd')(fields);
  return typeof mv === 'number' ? ersBatteryPercent(mv) : mv;
};

type FieldMap = Record<keyof DecodedUplink, { name: string; read: Reader }>;
const field = (name: string, read: Reader = num(name)) => ({ name, read });
const none = { name: '', read: () => null };

export const FIELD_MAPS: Record<SensorModel, FieldMap> = {
  GENERIC: {
    temperature: field('temperature'),
    humidity: field('humidity'),
    batteryLevel: field('batteryLevel', firstOf(num('batteryLevel'), num('battery'))),
    probeTemperature: none,
  },
  // Dragino's TTN/ChirpStack decoder (LHT65N manual §2.4, "Decoder in TTN"): TempC_SHT, Hum_SHT, TempC_DS, Bat_status.
  DRAGINO_LHT65N: {
    temperature: field('TempC_SHT'),
    humidity: field('Hum_SHT'),
    batteryLevel: field('Bat_status', draginoBattery),
    probeTemperature: field('TempC_DS', draginoProbe),
  },
  // Milesight's decoder (SensorDecoders EM300-TH): battery, temperature, humidity.
  MILESIGHT_EM300_TH: {
    temperature: field('temperature'),
    humidity: field('humidity'),
    batteryLevel: field('battery'),
    probeTemperature: none,
  },
  // Elsys' generic decoder: temperature, humidity, vdd (mV).
  ELSYS_ERS: {
    temperature: field('temperature'),
    humidity: field('humidity'),
    batteryLevel: field('vdd', elsysBattery),
    probeTemperature: none,
  },
};

/** The decoded fields read through the model's field map. */
export function readDecodedFields(model: SensorModel, fields: Record<string, unknown>): DecodeResult {
  const decoded = emptyDecoded();
  const map = FIELD_MAPS[model];
  for (const key of Object.keys(map) as (keyof DecodedUplink)[]) {
    const value = map[key].read(fields);
    if (value === undefined) return { ok: false, error: LORAWAN_MESSAGES.badDecodedField(map[key].name) };
    decoded[key] = value;
  }
  return { ok: true, decoded };
}
