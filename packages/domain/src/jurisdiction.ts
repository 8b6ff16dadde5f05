import type { TemperatureUnit } from './enums.js';
import { fahrenheitToCelsius } from './temperature.js';

/**
 * Jurisdiction profiles of PRODUCT.md's "Food-safety model": which food code a location follows, and so
 * where its danger zone lies, how fast cooked food must cool and how hot reheated food must get. A
 * location's profile comes from its country and stays editable per location.
 */
export const JURISDICTION_PROFILES = ['US_FDA', 'UK_FSA', 'AU_NZ', 'CODEX'] as const;
export type JurisdictionProfileId = (typeof JURISDICTION_PROFILES)[number];

/** A temperature limit as it was written: 135 °F stays 135 °F, never 57.2 °C shown back as 134.96 °F. */
export interface Threshold {
  value: number;
  unit: TemperatureUnit;
}

/** A cooling (or reheating) checkpoint: reach `target` within `withinMin` minutes of the start. */
export interface ProcessCheckpoint {
  /** At or below this for cooling, at or above it for reheating; null: "as low as possible" (UK 90 min). */
  target: Threshold | null;
  /** Minutes since the process started (cumulative, not since the previous checkpoint). */
  withinMin: number;
}

export interface JurisdictionProfile {
  id: JurisdictionProfileId;
  /** The regulation, as an inspector would cite it. */
  regulation: string;
  /** Food colder than or at this is cold-held (safe); warmer is in the danger zone. */
  coldHolding: Threshold;
  /** Food hotter than or at this is hot-held (safe); colder is in the danger zone. */
  hotHolding: Threshold;
  /** What a fridge's own safe zone aims for (UK: 5 °C target under the 8 °C legal limit). */
  coldTarget: Threshold;
  /** Where cooling starts from (the hot-holding limit). */
  coolingStart: Threshold;
  cooling: readonly ProcessCheckpoint[];
  reheating: ProcessCheckpoint;
  /** The unit thresholds are written in, and the one a new user of this jurisdiction is shown. */
  unit: TemperatureUnit;
}

const f = (value: number): Threshold => ({ value, unit: 'F' });
const c = (value: number): Threshold => ({ value, unit: 'C' });

/**
 * AU/NZ and Codex share the 5 °C / 60 °C danger zone and the 2-hour + 4-hour cooling rule; they differ in
 * the reheating temperature (FSANZ: rapidly to hot holding, Codex: 75 °C).
 */
const FIVE_TO_SIXTY_CELSIUS = {
  coldHolding: c(5),
  hotHolding: c(60),
  coldTarget: c(5),
  coolingStart: c(60),
  cooling: [
    { target: c(21), withinMin: 120 },
    { target: c(5), withinMin: 360 },
  ],
  unit: 'C',
} as const satisfies Partial<JurisdictionProfile>;

/** PRODUCT.md's table, each limit in the unit its regulation writes it in. */
export const JURISDICTIONS: Readonly<Record<JurisdictionProfileId, JurisdictionProfile>> = {
  US_FDA: {
    id: 'US_FDA',
    regulation: 'FDA Food Code 2022 (3-501.16, 3-501.14, 3-403.11, 3-501.19)',
    coldHolding: f(41),
    hotHolding: f(135),
    coldTarget: f(41),
    coolingStart: f(135),
    cooling: [
      { target: f(70), withinMin: 120 },
      { target: f(41), withinMin: 360 },
    ],
    reheating: { target: f(165), withinMin: 120 },
    unit: 'F',
  },
  UK_FSA: {
    id: 'UK_FSA',
    regulation: 'Food Safety and Hygiene (England) Regulations 2013, Schedule 4; FSA guidance',
    coldHolding: c(8),
    hotHolding: c(63),
    coldTarget: c(5),
    coolingStart: c(63),
    cooling: [
      { target: null, withinMin: 90 },
      { target: c(8), withinMin: 90 },
    ],
    reheating: { target: c(75), withinMin: 120 },
    unit: 'C',
  },
  AU_NZ: {
    id: 'AU_NZ',
    regulation: 'FSANZ Food Standards Code, Standard 3.2.2 (clauses 7, 8, 25)',
    ...FIVE_TO_SIXTY_CELSIUS,
    reheating: { target: c(60), withinMin: 120 },
  },
  CODEX: {
    id: 'CODEX',
    regulation: 'Codex Alimentarius CXC 1-1969 (General Principles of Food Hygiene, 2022)',
    ...FIVE_TO_SIXTY_CELSIUS,
    reheating: { target: c(75), withinMin: 120 },
  },
};

const COUNTRY_PROFILES: Readonly<Record<string, JurisdictionProfileId>> = {
  US: 'US_FDA',
  GB: 'UK_FSA',
  AU: 'AU_NZ',
  NZ: 'AU_NZ',
};

/** The profile a location in `country` (ISO 3166-1 alpha-2) starts with; Codex for every other country. */
export function jurisdictionForCountry(country: string | null | undefined): JurisdictionProfileId {
  return COUNTRY_PROFILES[(country ?? '').toUpperCase()] ?? 'CODEX';
}

export function isJurisdictionProfileId(value: unknown): value is JurisdictionProfileId {
  return typeof value === 'string' && (JURISDICTION_PROFILES as readonly string[]).includes(value);
}

/** A threshold in °C, exact (no rounding: 135 °F is 57.222… °C). */
export function thresholdCelsius(threshold: Threshold): number {
  return threshold.unit === 'F' ? fahrenheitToCelsius(threshold.value) : threshold.value;
}

/**
 * Readings arrive as 32-bit floats and thresholds are exact, so both are compared at 0.001 °C: a reading of
 * exactly 135 °F is at the limit (safe), 134.8 °F is below it.
 */
export function roundForComparison(celsius: number): number {
  return Math.round(celsius * 1000) / 1000;
}

/** The danger zone in °C: food warmer than `aboveC` and colder than `belowC` is at risk. */
export interface DangerZone {
  aboveC: number;
  belowC: number;
}

export function dangerZoneOf(profile: JurisdictionProfile): DangerZone {
  return { aboveC: thresholdCelsius(profile.coldHolding), belowC: thresholdCelsius(profile.hotHolding) };
}

/** Whether food at `celsius` is in the danger zone; the limits themselves are safe. */
export function isInDangerZone(celsius: number, zone: DangerZone): boolean {
  const value = roundForComparison(celsius);
  return value > roundForComparison(zone.aboveC) && value < roundForComparison(zone.belowC);
}

/**
 * How far (°C) a temperature lies inside the danger zone, measured from the side the appliance holds food
 * at (a fridge from the cold-holding limit, hot holding from the hot one); 0 when not in the zone.
 */
export function depthInDangerZone(celsius: number, zone: DangerZone, heldAt: 'COLD' | 'HOT'): number {
  if (!isInDangerZone(celsius, zone)) return 0;
  return heldAt === 'COLD' ? celsius - zone.aboveC : zone.belowC - celsius;
}
