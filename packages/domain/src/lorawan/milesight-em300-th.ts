import { emptyDecoded, unknownChannel, wrongLength, type DecodedUplink, type DecodeResult } from './types.js';

/**
 * Milesight EM300-TH uplink (EM300-TH User Guide, "Uplink Payload"; Milesight-IoT/SensorDecoders
 * EM300-TH README): channel id, channel type, value, little-endian. 01 75 battery (uint8 %), 03 67
 * temperature (int16 / 10 °C), 04 68 humidity (uint8 / 2 %RH). Device information (channel ff) and
 * history (20 ce, 8 bytes) are skipped by their documented lengths.
 */
const CHANNELS: Record<string, { length: number; read?: (bytes: Uint8Array, at: number, into: DecodedUplink) => void }> = {
  '01:75': { length: 1, read: (b, at, into) => void (into.batteryLevel = b[at]!) },
  '03:67': { length: 2, read: (b, at, into) => void (into.temperature = ((((b[at + 1]! << 8) | b[at]!) << 16) >> 16) / 10) },
  '04:68': { length: 1, read: (b, at, into) => void (into.humidity = b[at]! / 2) },
  '20:ce': { length: 8 },
  'ff:01': { length: 1 }, // protocol version
  'ff:09': { length: 2 }, // hardware version
  'ff:0a': { length: 2 }, // firmware version
  'ff:0b': { length: 1 }, // power on
  'ff:0f': { length: 1 }, // LoRaWAN class
  'ff:16': { length: 8 }, // serial number
};

const hex = (value: number) => value.toString(16).padStart(2, '0');

export function decodeMilesightEm300Th(bytes: Uint8Array): DecodeResult {
  const decoded = emptyDecoded();
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) return { ok: false, error: wrongLength('MILESIGHT_EM300_TH', 'whole channels of', bytes.length) };
    const key = `${hex(bytes[at]!)}:${hex(bytes[at + 1]!)}`;
    const channel = CHANNELS[key];
    if (!channel) return { ok: false, error: unknownChannel('MILESIGHT_EM300_TH', at, `channel ${key.replace(':', ' ')}`) };
    if (at + 2 + channel.length > bytes.length)
      return { ok: false, error: wrongLength('MILESIGHT_EM300_TH', 'whole channels of', bytes.length) };
    channel.read?.(bytes, at + 2, decoded);
    at += 2 + channel.length;
  }
  return { ok: true, decoded };
}
