import { emptyDecoded, unknownChannel, wrongLength, type DecodedUplink, type DecodeResult } from './types.js';

/**
 * Elsys ERS uplink (Elsys "LoRa payload" specification, v10+: type byte then value, big-endian): 0x01
 * temperature int16 / 10 °C, 0x02 humidity uint8 %, 0x07 VDD uint16 mV; the other types an ERS sends
 * (light, motion, CO2, occupancy, ...) are skipped by their documented lengths.
 */
const SKIPPED: Record<number, number> = {
  0x03: 3, // acceleration
  0x04: 2, // light
  0x05: 1, // motion (PIR count)
  0x06: 2, // CO2
  0x08: 2, // analog 1
  0x0a: 2, // pulse 1
  0x0b: 4, // pulse 1 absolute
  0x0d: 1, // digital input
  0x0f: 1, // acceleration motion
  0x11: 1, // occupancy
  0x12: 1, // water leak
  0x14: 4, // pressure
  0x15: 2, // sound
  0x3d: 4, // debug
};

/**
 * The cell's voltage as a percentage: linear from 3.0 V (Elsys' own "replace the battery" level) to
 * 3.6 V (a fresh 3.6 V lithium cell), clamped.
 */
export const ERS_BATTERY_MV = { empty: 3000, full: 3600 } as const;
export const ersBatteryPercent = (mv: number) =>
  Math.round(Math.min(100, Math.max(0, ((mv - ERS_BATTERY_MV.empty) / (ERS_BATTERY_MV.full - ERS_BATTERY_MV.empty)) * 100)));

const READ: Record<number, { length: number; read: (b: Uint8Array, at: number, into: DecodedUplink) => void }> = {
  0x01: { length: 2, read: (b, at, into) => void (into.temperature = ((((b[at]! << 8) | b[at + 1]!) << 16) >> 16) / 10) },
  0x02: { length: 1, read: (b, at, into) => void (into.humidity = b[at]!) },
  0x07: { length: 2, read: (b, at, into) => void (into.batteryLevel = ersBatteryPercent((b[at]! << 8) | b[at + 1]!)) },
};

export function decodeElsysErs(bytes: Uint8Array): DecodeResult {
  const decoded = emptyDecoded();
  let at = 0;
  while (at < bytes.length) {
    const type = bytes[at]!;
    const known = READ[type];
    const length = known?.length ?? SKIPPED[type];
    if (length === undefined) return { ok: false, error: unknownChannel('ELSYS_ERS', at, `type 0x${type.toString(16).padStart(2, '0')}`) };
    if (at + 1 + length > bytes.length) return { ok: false, error: wrongLength('ELSYS_ERS', 'whole values of', bytes.length) };
    known?.read(bytes, at + 1, decoded);
    at += 1 + length;
  }
  return { ok: true, decoded };
}
