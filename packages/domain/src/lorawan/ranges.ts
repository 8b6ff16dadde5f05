import { outOfRange, type DecodedUplink, type DecodeResult, type SensorModel } from './types.js';

interface Limits {
  min: number;
  max: number;
}

/** What each model can physically measure (its data sheet); a value beyond is a fault, never stored. */
export const MODEL_RANGES: Record<SensorModel, { temperature: Limits; probeTemperature: Limits }> = {
  // Readings' own limits (readings.ts READING_LIMITS) for a sensor we know nothing of.
  GENERIC: { temperature: { min: -100, max: 300 }, probeTemperature: { min: -100, max: 300 } },
  // LHT65N manual §1.3: built-in SHT -40..85 °C; external DS18B20 probe -55..125 °C.
  DRAGINO_LHT65N: { temperature: { min: -40, max: 85 }, probeTemperature: { min: -55, max: 125 } },
  // EM300-TH data sheet: -40..85 °C (-30..70 °C operating, the sensor itself reads wider).
  MILESIGHT_EM300_TH: { temperature: { min: -40, max: 85 }, probeTemperature: { min: -40, max: 85 } },
  // ERS: -40..85 °C sensor range (Elsys ERS data sheet).
  ELSYS_ERS: { temperature: { min: -40, max: 85 }, probeTemperature: { min: -40, max: 85 } },
};

const PERCENT: Limits = { min: 0, max: 100 };

function check(model: SensorModel, field: string, value: number | null, limits: Limits): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) return outOfRange(model, field, value, limits.min, limits.max);
  return null;
}

/** The decoded uplink when every value is within the model's physical range, else the first fault. */
export function checkRanges(model: SensorModel, decoded: DecodedUplink): DecodeResult {
  const ranges = MODEL_RANGES[model];
  const error =
    check(model, 'temperature', decoded.temperature, ranges.temperature) ??
    check(model, 'probe temperature', decoded.probeTemperature, ranges.probeTemperature) ??
    check(model, 'humidity', decoded.humidity, PERCENT) ??
    check(model, 'battery', decoded.batteryLevel, PERCENT);
  return error ? { ok: false, error } : { ok: true, decoded };
}
