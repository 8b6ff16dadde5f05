export * from './types.js';
export { MODEL_RANGES } from './ranges.js';
export {
  decodeDraginoLht65n,
  lht65nBatteryVolts,
  LHT65N_BATTERY_PERCENT,
  LHT65N_LENGTH,
  LHT65N_PROBE_UNPLUGGED,
} from './dragino-lht65n.js';
export { decodeMilesightEm300Th } from './milesight-em300-th.js';
export { decodeElsysErs, ersBatteryPercent, ERS_BATTERY_MV } from './elsys-ers.js';
export { FIELD_MAPS, readDecodedFields } from './field-maps.js';
export { base64Bytes, decodeUplink, normalDevEui } from './decode.js';
export * from './radio-health.js';
