import type { TemperatureUnit } from './enums.js';
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

/** "0.0 – 5.0 °C", "≤ −15.0 °C" or "≥ 57.0 °C"; an open zone on both sides is "—". */
export function formatSafeZone(zone: SafeZone, unit: TemperatureUnit, locale = 'en'): string {
  const number = (celsius: number) => oneDecimal(toUnit(celsius, unit), locale);
  const symbol = UNIT_SYMBOLS[unit];
  if (zone.min !== null && zone.max !== null) return `${number(zone.min)} – ${number(zone.max)} ${symbol}`;
  if (zone.max !== null) return `≤ ${number(zone.max)} ${symbol}`;
  if (zone.min !== null) return `≥ ${number(zone.min)} ${symbol}`;
  return '—';
}
