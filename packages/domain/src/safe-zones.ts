import { APPLIANCE_TYPES, type TemperatureUnit } from './enums.js';
import { JURISDICTIONS, roundForComparison, thresholdCelsius, type JurisdictionProfileId } from './jurisdiction.js';

export type ApplianceType = (typeof APPLIANCE_TYPES)[number];

/**
 * A safe zone in °C, exact (135 °F is 57.222… °C, never rounded); a missing bound is open (a freezer has
 * no lower limit, hot holding no upper one). `unit` is the unit it was written in, and the one it is shown
 * back in (°C when absent).
 */
export interface SafeZone {
  min: number | null;
  max: number | null;
  unit?: TemperatureUnit;
}

/**
 * PRODUCT.md's "Temperature monitoring" defaults by appliance type, in °C, before jurisdiction profiles:
 * new equipment takes `defaultSafeZoneFor(type, profile)` instead. For a freezer the
 * food should be held at −18 °C or colder, but an alert only starts above −15 °C so that defrost cycles
 * and door openings do not raise one (the holding target is kept apart as `FREEZER_HOLDING_TARGET_C`).
 */
export const DEFAULT_SAFE_ZONES: Readonly<Record<ApplianceType, SafeZone>> = {
  FRIDGE: { min: 0, max: 5 },
  COOLER: { min: 0, max: 5 },
  FREEZER: { min: null, max: -15 },
  HOT_HOLDING: { min: 57, max: null },
  WINE: { min: 7, max: 18 },
  DRY_STORAGE: { min: 10, max: 21 },
  PROOFING: { min: 24, max: 38 },
  HVAC: { min: 18, max: 27 },
};

/** Where a freezer should be held (PRODUCT.md: ≤ −18 °C), shown as guidance beside its alert limit. */
export const FREEZER_HOLDING_TARGET_C = -18;

/** Appliance types that hold time/temperature-controlled food (TCS): food safeness applies to them. */
export const TCS_APPLIANCE_TYPES: readonly ApplianceType[] = ['FRIDGE', 'COOLER', 'FREEZER', 'HOT_HOLDING'];

/** Default alert delay: long enough to ride out door openings and defrost cycles; hot food cools faster. */
export const DEFAULT_ALERT_DELAY_MIN = { cold: 30, hotHolding: 15 } as const;

/** Readings this far outside the zone raise a HIGH alert at once (PRODUCT.md, default 5 °C). */
export const LARGE_BREACH_MARGIN_C = 5;

/** Bounds a safe-zone limit must stay within: what kitchen sensors can measure. */
export const SAFE_ZONE_LIMITS_C = { min: -60, max: 150 } as const;

/** Alert delays a user may choose, in minutes (up to one day). */
export const ALERT_DELAY_LIMITS_MIN = { min: 1, max: 24 * 60 } as const;

/** The lowest a fridge or cooler should go before food starts to freeze (PRODUCT.md: 0 °C). */
const COLD_HOLDING_FLOOR_C = 0;

/**
 * The default safe zone of an appliance type (a copy, safe to edit). With a jurisdiction profile (what
 * new equipment gets, from its location) it is written in the profile's unit, fridges and coolers reach
 * up to the profile's cold target (US 41 °F, UK 5 °C) and hot holding starts at the profile's hot-holding
 * limit (US 135 °F, UK 63 °C, AU/NZ and Codex 60 °C); freezers and non-food types keep PRODUCT.md's values.
 */
export function defaultSafeZoneFor(type: ApplianceType, profileId?: JurisdictionProfileId): SafeZone {
  if (!profileId) return { ...DEFAULT_SAFE_ZONES[type] };
  const profile = JURISDICTIONS[profileId];
  const zone: SafeZone = { ...DEFAULT_SAFE_ZONES[type], unit: profile.unit };
  if (type === 'FRIDGE' || type === 'COOLER') return { ...zone, min: COLD_HOLDING_FLOOR_C, max: thresholdCelsius(profile.coldTarget) };
  if (type === 'HOT_HOLDING') return { ...zone, min: thresholdCelsius(profile.hotHolding), max: null };
  return zone;
}

/** The default alert delay of an appliance type, in minutes. */
export function defaultAlertDelayFor(type: ApplianceType): number {
  return type === 'HOT_HOLDING' ? DEFAULT_ALERT_DELAY_MIN.hotHolding : DEFAULT_ALERT_DELAY_MIN.cold;
}

/** Whether the appliance type holds TCS food (otherwise its food safeness is NA). */
export function holdsTcsFood(type: ApplianceType): boolean {
  return TCS_APPLIANCE_TYPES.includes(type);
}

export type ZonePosition = 'BELOW' | 'WITHIN' | 'ABOVE';

/**
 * Where a temperature (°C) lies relative to a safe zone; the bounds themselves are safe. Both sides are
 * compared at 0.001 °C (`roundForComparison`): a reading of exactly 135 °F, stored as a 32-bit float, is at
 * a 135 °F limit, and 134.8 °F is below it.
 */
export function zonePosition(celsius: number, zone: SafeZone): ZonePosition {
  const value = roundForComparison(celsius);
  if (zone.min !== null && value < roundForComparison(zone.min)) return 'BELOW';
  if (zone.max !== null && value > roundForComparison(zone.max)) return 'ABOVE';
  return 'WITHIN';
}

/** Whether a temperature (°C) lies inside the safe zone. */
export function isWithinSafeZone(celsius: number, zone: SafeZone): boolean {
  return zonePosition(celsius, zone) === 'WITHIN';
}

export function isApplianceType(value: unknown): value is ApplianceType {
  return typeof value === 'string' && (APPLIANCE_TYPES as readonly string[]).includes(value);
}
