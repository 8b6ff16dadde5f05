import { emptyDecoded, wrongLength, type DecodeResult } from './types.js';

/**
 * Dragino LHT65N uplink on FPort 2 (LHT65N User Manual, §2.4 "Uplink Payload", 11 bytes, big-endian):
 * BAT (2: top 2 bits the battery status, low 14 bits mV), built-in temperature (int16 / 100 °C), built-in
 * humidity (uint16 / 10 %), external sensor type (1), external sensor value (4: for type 0x01, the E1
 * temperature probe, int16 / 100 °C then 2 unused bytes; 0x7FFF when the probe is unplugged).
 */
export const LHT65N_LENGTH = 11;
/** Manual §2.4.2: the probe's value when none is connected. */
export const LHT65N_PROBE_UNPLUGGED = 0x7fff;
const EXT_TEMPERATURE_PROBE = 0x01;

/**
 * The battery status bits (manual §2.4.2: 00 ultra low ≤ 2.50 V, 01 low ≤ 2.55 V, 10 OK ≤ 2.65 V, 11 good)
 * as a percentage. The Li-SOCl2 cell's voltage stays flat until it is nearly empty, so the voltage itself
 * says little; the status is what the vendor reads. Low and ultra low fall under the 20 % notice.
 */
export const LHT65N_BATTERY_PERCENT = [5, 15, 50, 100] as const;

const int16 = (bytes: Uint8Array, at: number) => (((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16;
const uint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

export function decodeDraginoLht65n(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== LHT65N_LENGTH) return { ok: false, error: wrongLength('DRAGINO_LHT65N', String(LHT65N_LENGTH), bytes.length) };
  const decoded = emptyDecoded();
  decoded.batteryLevel = LHT65N_BATTERY_PERCENT[bytes[0]! >> 6]!;
  decoded.temperature = int16(bytes, 2) / 100;
  decoded.humidity = uint16(bytes, 4) / 10;
  if (bytes[6] === EXT_TEMPERATURE_PROBE) {
    const raw = int16(bytes, 7);
    decoded.probeTemperature = raw === LHT65N_PROBE_UNPLUGGED ? null : raw / 100;
  }
  return { ok: true, decoded };
}

/** The battery voltage in volts (low 14 bits of BAT), for the record. */
export const lht65nBatteryVolts = (bytes: Uint8Array) => (uint16(bytes, 0) & 0x3fff) / 1000;
