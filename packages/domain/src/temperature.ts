import type { TemperatureUnit } from './enums.js';
import type { Threshold } from './jurisdiction.js';
import type { SafeZone } from './safe-zones.js';

/** °C → °F. Temperatures are stored in °C; °F is only for display and input. */
export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** °F → °C. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/** A stored °C value in the viewer's unit. */
export function toUnit(celsius: number, unit: TemperatureUnit): number {
  return unit === 'F' ? celsiusToFahrenheit(celsius) : celsius;
}

/** A value typed in the viewer's unit, back to °C (rounded to 0.01 °C so 41 °F is exactly 5 °C). */
export function fromUnit(value: number, unit: TemperatureUnit): number {
  const celsius = unit === 'F' ? fahrenheitToCelsius(value) : value;
  return Math.round(celsius * 100) / 100;
}

/** A value written in `unit`, in °C exactly (no rounding: a threshold of 135 °F is 57.222… °C). */
export function exactCelsius(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? fahrenheitToCelsius(value) : value;
}

/**
 * An exact °C value back in the unit it was written in, without the conversion's floating-point noise
 * (57.222… °C is 135 °F, not 135.00000000000003).
 */
export function asWritten(celsius: number, unit: TemperatureUnit): number {
  return Math.round(toUnit(celsius, unit) * 1e6) / 1e6;
}

/** A °C value in the viewer's unit, rounded for an input field (one decimal, no trailing ".0"). */
export function toUnitInput(celsius: number, unit: TemperatureUnit): number {
  return Math.round(toUnit(celsius, unit) * 10) / 10;
}

export const UNIT_SYMBOLS: Readonly<Record<TemperatureUnit, string>> = { C: '°C', F: '°F' };

/** One decimal, never "-0.0" (−17.8 °C is 0.0 °F, not minus zero). */
function oneDecimal(value: number, locale: string): string {
  const rounded = Math.round(value * 10) / 10 || 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
}

/** "4.3 °C" / "39.7 °F": one decimal, in the locale's number format. */
export function formatTemperature(celsius: number, unit: TemperatureUnit, locale = 'en'): string {
  return `${oneDecimal(toUnit(celsius, unit), locale)} ${UNIT_SYMBOLS[unit]}`;
}

/**
 * A °C difference (a sensor offset) in the viewer's unit: "+1.8 °F", "-1 °C", "0 °F". A difference has no
 * 32 to add; up to one decimal, signed when not zero.
 */
export function formatTemperatureDifference(celsius: number, unit: TemperatureUnit, locale = 'en'): string {
  const value = Math.round((unit === 'F' ? (celsius * 9) / 5 : celsius) * 10) / 10 || 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);
  return `${number} ${UNIT_SYMBOLS[unit]}`;
}

/** A zone's bounds in `unit`: "0 – 5 °C", "≤ 5 °F" or "≥ 135 °F", each number shown by `number`. */
function zoneText(zone: SafeZone, unit: TemperatureUnit, number: (value: number) => string): string {
  const symbol = UNIT_SYMBOLS[unit];
  if (zone.min !== null && zone.max !== null) return `${number(zone.min)} – ${number(zone.max)} ${symbol}`;
  if (zone.max !== null) return `≤ ${number(zone.max)} ${symbol}`;
  if (zone.min !== null) return `≥ ${number(zone.min)} ${symbol}`;
  return '—';
}

/**
 * A safe zone for people. One written in a known unit is shown as written ("≥ 135 °F", "0 – 5 °C": up to
 * two decimals, no trailing zeros), followed by the viewer's unit when that differs ("≥ 63 °C (145.4 °F)").
 * A zone without a unit (older callers) is shown in the viewer's unit with one decimal ("0.0 – 5.0 °C").
 */
export function formatSafeZone(zone: SafeZone, unit: TemperatureUnit, locale = 'en'): string {
  if (zone.min === null && zone.max === null) return '—';
  const writtenIn = zone.unit;
  if (!writtenIn) return zoneText(zone, unit, (celsius) => oneDecimal(toUnit(celsius, unit), locale));
  const written = zoneText(zone, writtenIn, (celsius) => upToDecimals(asWritten(celsius, writtenIn), 2, locale));
  if (writtenIn === unit) return written;
  const converted = zoneText({ min: zone.min, max: zone.max }, unit, (celsius) => upToDecimals(toUnit(celsius, unit), 1, locale));
  return `${written} (${converted.replace(/^[≤≥] /, '')})`;
}

/** A regulation's limit as it writes it: "135 °F", "63 °C", "-4 °F". */
export function formatThreshold(threshold: Threshold, locale = 'en'): string {
  return `${upToDecimals(threshold.value, 2, locale)} ${UNIT_SYMBOLS[threshold.unit]}`;
}

/** At most `decimals` decimals, none when they are zeros (135, 44.6, 3.33), never "-0". */
function upToDecimals(value: number, decimals: number, locale: string): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor || 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false }).format(rounded);
}
