import { celsiusToFahrenheit, fahrenheitToCelsius } from './temperature.js';

/**
 * What a sensor reading must look like to be stored (ingest over HTTP and MQTT). Each reading is judged
 * on its own so that one bad value in a gateway's batch never costs the others.
 */

/** At most this many readings per HTTP request. */
export const INGEST_BATCH_LIMIT = 1000;
/** A reading may be at most this far in the future (clock drift of a device). */
export const MAX_READING_FUTURE_MS = 5 * 60_000;
/** Nothing before this is a real reading (a device with an unset clock reports 1970). */
export const EARLIEST_READING_TIME = Date.UTC(2000, 0, 1);
/** What kitchen sensors and probes can physically report. */
export const READING_LIMITS = {
  temperature: { min: -100, max: 300 },
  humidity: { min: 0, max: 100 },
  batteryLevel: { min: 0, max: 100 },
  signalLevel: { min: 0, max: 100 },
} as const;
export const HWID_MAX_LENGTH = 64;

/**
 * Every field a reading may carry. Anything else refuses the reading: a field the API does not know may
 * change what the others mean (PRODUCT.md "Units on the wire": a number is never guessed).
 */
export const READING_FIELDS = ['hwid', 'time', 'temperature', 'unit', 'humidity', 'batteryLevel', 'signalLevel'] as const;
/** The units a reading's temperature may be sent in; °C when `unit` is absent. */
export const READING_UNITS = ['C', 'F'] as const;

const fahrenheitLimit = (celsius: number) => Math.round(celsiusToFahrenheit(celsius));

export const READING_MESSAGES = {
  notAnObject: 'A reading must be a JSON object',
  hwidRequired: 'hwid is required',
  hwidTooLong: `hwid must be at most ${HWID_MAX_LENGTH} characters`,
  timeInvalid: 'time must be an ISO 8601 date-time with a time zone, or milliseconds since 1970',
  timeInFuture: 'time is more than 5 minutes in the future',
  timeTooOld: 'time is before the year 2000',
  temperature: `temperature must be a number between ${READING_LIMITS.temperature.min} and ${READING_LIMITS.temperature.max} °C`,
  temperatureF: `temperature must be a number between ${fahrenheitLimit(READING_LIMITS.temperature.min)} and ${fahrenheitLimit(READING_LIMITS.temperature.max)} °F`,
  unit: 'unit must be "C" or "F" (°C when absent)',
  humidity: `humidity must be a number between ${READING_LIMITS.humidity.min} and ${READING_LIMITS.humidity.max} %`,
  batteryLevel: `batteryLevel must be an integer between ${READING_LIMITS.batteryLevel.min} and ${READING_LIMITS.batteryLevel.max} %`,
  signalLevel: `signalLevel must be an integer between ${READING_LIMITS.signalLevel.min} and ${READING_LIMITS.signalLevel.max} %`,
} as const;

/** The message refusing a reading that carries a field the API does not know. */
export function unknownReadingFieldMessage(field: string): string {
  return `unknown field "${field}": a reading has only ${READING_FIELDS.join(', ')}`;
}

export interface ValidReading {
  hwid: string;
  time: Date;
  temperature: number;
  humidity: number | null;
  batteryLevel: number | null;
  signalLevel: number | null;
}

/**
 * The field a refusal is about: one of READING_FIELDS, 'reading' for the whole of it, or the name of a
 * field the API does not know, as it was sent.
 */
export type ReadingField = 'reading' | (typeof READING_FIELDS)[number] | (string & {});

export type ReadingCheck = { ok: true; reading: ValidReading } | { ok: false; field: ReadingField; message: string };

// A date-time with an explicit zone: a device's local time without one would be guessed wrong.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function parseTime(value: unknown): Date | null {
  // Beyond ±8.64e15 ms a Date is invalid; the range checks below must never see NaN.
  if (typeof value === 'number') return Number.isSafeInteger(value) && Math.abs(value) <= 8.64e15 ? new Date(value) : null;
  if (typeof value !== 'string' || value.length > 40 || !ISO_DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function inRange(value: unknown, limits: { min: number; max: number }, integer: boolean): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= limits.min &&
    value <= limits.max &&
    (!integer || Number.isInteger(value))
  );
}

function optional(value: unknown, limits: { min: number; max: number }, integer: boolean): number | null | undefined {
  if (value === undefined || value === null) return null;
  return inRange(value, limits, integer) ? value : undefined;
}

/** Readings are kept to a thousandth (no sensor measures finer), which also keeps them storable as `real`. */
export const READING_PRECISION = 1000;

function toStoredPrecision(value: number): number {
  return Math.round(value * READING_PRECISION) / READING_PRECISION + 0; // + 0 turns -0 into 0
}

/** The first field of `input` the API does not know, cut to a length fit for an error message. */
function unknownField(input: Record<string, unknown>): string | null {
  const known: readonly string[] = READING_FIELDS;
  const field = Object.keys(input).find((key) => !known.includes(key));
  return field === undefined ? null : field.slice(0, HWID_MAX_LENGTH);
}

/**
 * The temperature in °C: °C when `unit` is absent, °F converted exactly (then kept to a thousandth like
 * every reading); null when the number or the unit is not one we know, with the message why.
 */
function temperatureOf(input: Record<string, unknown>): { celsius: number } | { field: 'temperature' | 'unit'; message: string } {
  const unit = 'unit' in input ? input.unit : 'C';
  if (unit !== 'C' && unit !== 'F') return { field: 'unit', message: READING_MESSAGES.unit };
  const value = input.temperature;
  const celsius = typeof value === 'number' && unit === 'F' ? fahrenheitToCelsius(value) : value;
  if (!inRange(celsius, READING_LIMITS.temperature, false)) {
    return { field: 'temperature', message: unit === 'F' ? READING_MESSAGES.temperatureF : READING_MESSAGES.temperature };
  }
  return { celsius };
}

/**
 * Checks one reading: only known fields (READING_FIELDS), a hardware id, a time at most 5 minutes ahead
 * of `now` (ISO 8601 with a zone, or epoch milliseconds), a finite temperature in `unit` ("C" or "F", °C
 * when absent; stored in °C), and optional humidity, battery and signal in %.
 * Temperature and humidity are rounded to a thousandth.
 * `hwidFromTopic` fills in the hardware id when the transport already names it (MQTT topics).
 */
export function checkReading(raw: unknown, now: Date, hwidFromTopic?: string): ReadingCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, field: 'reading', message: READING_MESSAGES.notAnObject };
  const input = raw as Record<string, unknown>;
  const unknown = unknownField(input);
  if (unknown !== null) return { ok: false, field: unknown, message: unknownReadingFieldMessage(unknown) };
  const hwid = input.hwid ?? hwidFromTopic;
  if (typeof hwid !== 'string' || hwid.trim() === '') return { ok: false, field: 'hwid', message: READING_MESSAGES.hwidRequired };
  if (hwid.length > HWID_MAX_LENGTH) return { ok: false, field: 'hwid', message: READING_MESSAGES.hwidTooLong };
  const time = parseTime(input.time);
  if (!time) return { ok: false, field: 'time', message: READING_MESSAGES.timeInvalid };
  if (time.getTime() > now.getTime() + MAX_READING_FUTURE_MS) return { ok: false, field: 'time', message: READING_MESSAGES.timeInFuture };
  if (time.getTime() < EARLIEST_READING_TIME) return { ok: false, field: 'time', message: READING_MESSAGES.timeTooOld };
  const temperature = temperatureOf(input);
  if (!('celsius' in temperature)) return { ok: false, ...temperature };
  const humidity = optional(input.humidity, READING_LIMITS.humidity, false);
  if (humidity === undefined) return { ok: false, field: 'humidity', message: READING_MESSAGES.humidity };
  const batteryLevel = optional(input.batteryLevel, READING_LIMITS.batteryLevel, true);
  if (batteryLevel === undefined) return { ok: false, field: 'batteryLevel', message: READING_MESSAGES.batteryLevel };
  const signalLevel = optional(input.signalLevel, READING_LIMITS.signalLevel, true);
  if (signalLevel === undefined) return { ok: false, field: 'signalLevel', message: READING_MESSAGES.signalLevel };
  return {
    ok: true,
    reading: {
      hwid: hwid.trim(),
      time,
      temperature: toStoredPrecision(temperature.celsius),
      humidity: humidity === null ? null : toStoredPrecision(humidity),
      batteryLevel,
      signalLevel,
    },
  };
}
