import { describe, expect, it } from 'vitest';
import {
  APPLIANCE_TYPES,
  applianceFieldsSchema,
  asWritten,
  defaultSafeZoneFor,
  ESTATE_MESSAGES,
  fahrenheitToCelsius,
  formatSafeZone,
  JURISDICTION_PROFILES,
  zonePosition,
  type ApplianceType,
  type JurisdictionProfileId,
  type SafeZone,
  type TemperatureUnit,
} from './index.js';

/** A reading as a sensor sends it: a 32-bit float (what the readings table keeps). */
const float32 = (celsius: number) => Math.fround(celsius);
const F = (fahrenheit: number) => fahrenheitToCelsius(fahrenheit);
/** A zone shown in its own unit, so each case reads as the regulation writes it. */
const written = (zone: SafeZone) => formatSafeZone(zone, zone.unit ?? 'C');

describe('safe-zone defaults of new equipment follow the location profile (PRODUCT.md "Food-safety model")', () => {
  it.each<[JurisdictionProfileId, ApplianceType, string]>([
    ['US_FDA', 'FRIDGE', '32 – 41 °F'],
    ['US_FDA', 'COOLER', '32 – 41 °F'],
    ['US_FDA', 'HOT_HOLDING', '≥ 135 °F'],
    ['US_FDA', 'FREEZER', '≤ 5 °F'],
    ['US_FDA', 'WINE', '44.6 – 64.4 °F'],
    ['UK_FSA', 'FRIDGE', '0 – 5 °C'],
    ['UK_FSA', 'HOT_HOLDING', '≥ 63 °C'],
    ['UK_FSA', 'FREEZER', '≤ -15 °C'],
    ['AU_NZ', 'FRIDGE', '0 – 5 °C'],
    ['AU_NZ', 'HOT_HOLDING', '≥ 60 °C'],
    ['CODEX', 'HOT_HOLDING', '≥ 60 °C'],
    ['CODEX', 'HVAC', '18 – 27 °C'],
  ])('%s %s: %s', (profile, type, expected) => {
    expect(written(defaultSafeZoneFor(type, profile))).toBe(expected);
  });

  it('keeps the exact °C value of a limit written in °F (135 °F is 57.222… °C, not 57.22)', () => {
    expect(defaultSafeZoneFor('HOT_HOLDING', 'US_FDA')).toEqual({ min: (135 - 32) / 1.8, max: null, unit: 'F' });
    expect(defaultSafeZoneFor('HOT_HOLDING', 'US_FDA').min).not.toBe(57.22);
  });

  it('keeps PRODUCT.md values for freezers and non-food types in every profile', () => {
    for (const profile of JURISDICTION_PROFILES) {
      for (const type of APPLIANCE_TYPES.filter((t) => !['FRIDGE', 'COOLER', 'HOT_HOLDING'].includes(t))) {
        const { min, max } = defaultSafeZoneFor(type, profile);
        expect({ min, max }).toEqual(defaultSafeZoneFor(type));
      }
    }
  });
});

describe('thresholds compare exactly (0.001 °C), on both sides of every limit', () => {
  const hotUs = defaultSafeZoneFor('HOT_HOLDING', 'US_FDA');
  const fridgeUs = defaultSafeZoneFor('FRIDGE', 'US_FDA');
  it.each<[string, number, SafeZone, string]>([
    ['134.8 °F under a 135 °F hot-holding limit', float32(F(134.8)), hotUs, 'BELOW'],
    ['134.6 °F (the old 57 °C default) under 135 °F', float32(57), hotUs, 'BELOW'],
    ['exactly 135 °F, as a 32-bit float reading', float32(F(135)), hotUs, 'WITHIN'],
    ['135.1 °F', float32(F(135.1)), hotUs, 'WITHIN'],
    ['exactly 41 °F in a 32–41 °F fridge', float32(F(41)), fridgeUs, 'WITHIN'],
    ['41.2 °F in a 32–41 °F fridge', float32(F(41.2)), fridgeUs, 'ABOVE'],
    ['31.9 °F in a 32–41 °F fridge', float32(F(31.9)), fridgeUs, 'BELOW'],
    ['exactly 63 °C at a UK 63 °C limit', float32(63), defaultSafeZoneFor('HOT_HOLDING', 'UK_FSA'), 'WITHIN'],
    ['62.99 °C at a UK 63 °C limit', float32(62.99), defaultSafeZoneFor('HOT_HOLDING', 'UK_FSA'), 'BELOW'],
  ])('%s: %s', (_name, reading, zone, expected) => {
    expect(zonePosition(reading, zone)).toBe(expected);
  });
});

describe('a safe zone is shown as written', () => {
  it.each<[SafeZone, TemperatureUnit, string]>([
    [{ min: F(135), max: null, unit: 'F' }, 'F', '≥ 135 °F'],
    [{ min: 63, max: null, unit: 'C' }, 'C', '≥ 63 °C'],
    [{ min: 63, max: null, unit: 'C' }, 'F', '≥ 63 °C (145.4 °F)'],
    [{ min: F(135), max: null, unit: 'F' }, 'C', '≥ 135 °F (57.2 °C)'],
    [{ min: 0, max: 5, unit: 'C' }, 'F', '0 – 5 °C (32 – 41 °F)'],
    [{ min: F(38), max: F(40.5), unit: 'F' }, 'F', '38 – 40.5 °F'],
    [{ min: 3.25, max: null, unit: 'C' }, 'C', '≥ 3.25 °C'],
    [{ min: null, max: F(-4), unit: 'F' }, 'F', '≤ -4 °F'],
    [{ min: 0, max: 5 }, 'F', '32.0 – 41.0 °F'],
  ])('%j for a %s viewer: %s', (zone, viewerUnit, expected) => {
    expect(formatSafeZone(zone, viewerUnit)).toBe(expected);
  });

  it('uses the reader’s decimal separator', () => {
    expect(formatSafeZone({ min: F(38), max: F(40.5), unit: 'F' }, 'F', 'es')).toBe('38 – 40,5 °F');
  });

  it('gives a limit back in its unit without conversion noise', () => {
    expect(asWritten(F(135), 'F')).toBe(135);
    expect(asWritten(F(40.5), 'F')).toBe(40.5);
    expect(asWritten(63, 'C')).toBe(63);
  });
});

describe('the equipment schema takes a zone in its unit and stores it exactly', () => {
  const fields = (safeZone: unknown) => ({ name: 'Hot well', type: 'HOT_HOLDING', safeZone });

  it('converts °F bounds to exact °C and keeps the unit', () => {
    const parsed = applianceFieldsSchema.parse(fields({ min: 135, unit: 'F' }));
    expect(parsed.safeZone).toEqual({ min: F(135), max: null, unit: 'F' });
  });

  it('reads a zone without a unit as °C, as before', () => {
    expect(applianceFieldsSchema.parse(fields({ min: 57.5 })).safeZone).toEqual({ min: 57.5, max: null, unit: 'C' });
  });

  it.each<[unknown, string, string]>([
    [{ min: 303, unit: 'F' }, 'min', ESTATE_MESSAGES.temperatureOutOfRange],
    [{ min: 300, unit: 'F' }, '', ''],
    [{ max: -77, unit: 'F' }, 'max', ESTATE_MESSAGES.temperatureOutOfRange],
    [{ min: 41, max: 32, unit: 'F' }, 'max', ESTATE_MESSAGES.safeZoneOrder],
    [{ unit: 'F' }, 'min', ESTATE_MESSAGES.safeZoneEmpty],
  ])('%j: %s %s', (zone, path, message) => {
    const result = applianceFieldsSchema.safeParse(fields(zone));
    if (!message) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['safeZone', path], message });
  });

  it('refuses a unit it does not know', () => {
    expect(applianceFieldsSchema.safeParse(fields({ min: 60, unit: 'K' })).success).toBe(false);
  });
});
