import { decodeDraginoLht65n } from './dragino-lht65n.js';
import { decodeElsysErs } from './elsys-ers.js';
import { readDecodedFields } from './field-maps.js';
import { decodeMilesightEm300Th } from './milesight-em300-th.js';
import { checkRanges } from './ranges.js';
import { LORAWAN_MESSAGES, type DecodeResult, type SensorModel } from './types.js';

const BYTE_DECODERS: Record<Exclude<SensorModel, 'GENERIC'>, (bytes: Uint8Array) => DecodeResult> = {
  DRAGINO_LHT65N: decodeDraginoLht65n,
  MILESIGHT_EM300_TH: decodeMilesightEm300Th,
  ELSYS_ERS: decodeElsysErs,
};

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

function decodeEither(model: SensorModel, bytes: Uint8Array | null, fields: unknown): DecodeResult {
  if (isFields(fields)) return readDecodedFields(model, fields);
  if (model === 'GENERIC') return { ok: false, error: LORAWAN_MESSAGES.genericNeedsDecoded };
  if (!bytes || bytes.length === 0) return { ok: false, error: LORAWAN_MESSAGES.emptyPayload };
  return BYTE_DECODERS[model](bytes);
}

/**
 * One uplink's measurements: from the network server's decoded fields when it sent any (read through the
 * model's field map), else from the FRMPayload bytes by the model's own decoder; then checked against
 * what the model can physically measure. An uplink without a temperature is refused (every reading has one).
 */
export function decodeUplink({ model, bytes, fields }: { model: SensorModel; bytes: Uint8Array | null; fields?: unknown }): DecodeResult {
  const result = decodeEither(model, bytes, fields);
  if (!result.ok) return result;
  if (result.decoded.temperature === null) return { ok: false, error: LORAWAN_MESSAGES.noTemperature };
  return checkRanges(model, result.decoded);
}

/** FRMPayload as sent by ChirpStack (`data`) and The Things Stack (`frm_payload`): base64; null when not base64. */
export function base64Bytes(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A LoRaWAN DevEUI: 16 hexadecimal digits, compared in upper case; null when it is not one. */
export function normalDevEui(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-fA-F]{16}$/.test(value) ? value.toUpperCase() : null;
}
