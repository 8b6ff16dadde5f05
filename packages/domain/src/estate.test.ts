import { describe, expect, it } from 'vitest';
import {
  APPLIANCE_TYPES,
  applianceFieldsSchema,
  celsiusToFahrenheit,
  createAreaInputSchema,
  createSensorInputSchema,
  defaultAlertDelayFor,
  defaultSafeZoneFor,
  ESTATE_ACCESS,
  ESTATE_MESSAGES,
  fahrenheitToCelsius,
  formatSafeZone,
  formatTemperature,
  fromUnit,
  holdsTcsFood,
  isBatteryLow,
  isSensorOffline,
  MESSAGES,
  placeApplianceInputSchema,
  toUnitInput,
  zonePosition,
} from './index.js';

describe('safe-zone defaults (PRODUCT.md)', () => {
  it.each([
    ['FRIDGE', 0, 5, 30, true],
    ['COOLER', 0, 5, 30, true],
    ['FREEZER', null, -15, 30, true],
    ['HOT_HOLDING', 57, null, 15, true],
    ['WINE', 7, 18, 30, false],
    ['DRY_STORAGE', 10, 21, 30, false],
    ['PROOFING', 24, 38, 30, false],
    ['HVAC', 18, 27, 30, false],
  ] as const)('%s: %s…%s °C, %i min delay, TCS food %s', (type, min, max, delay, tcs) => {
    expect(defaultSafeZoneFor(type)).toEqual({ min, max });
    expect(defaultAlertDelayFor(type)).toBe(delay);
    expect(holdsTcsFood(type)).toBe(tcs);
  });

  it('covers every appliance type and hands out copies', () => {
    for (const type of APPLIANCE_TYPES) expect(defaultSafeZoneFor(type)).toBeDefined();
    const zone = defaultSafeZoneFor('FRIDGE');
    zone.max = 99;
    expect(defaultSafeZoneFor('FRIDGE').max).toBe(5);
  });

  it('treats the bounds as safe and open sides as unlimited', () => {
    expect(zonePosition(5, { min: 0, max: 5 })).toBe('WITHIN');
    expect(zonePosition(5.1, { min: 0, max: 5 })).toBe('ABOVE');
    expect(zonePosition(-0.1, { min: 0, max: 5 })).toBe('BELOW');
    expect(zonePosition(-40, { min: null, max: -15 })).toBe('WITHIN');
    expect(zonePosition(-14, { min: null, max: -15 })).toBe('ABOVE');
    expect(zonePosition(90, { min: 57, max: null })).toBe('WITHIN');
  });
});

describe('temperature units', () => {
  it('converts both ways', () => {
    expect(celsiusToFahrenheit(5)).toBe(41);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fromUnit(41, 'F')).toBe(5);
    expect(fromUnit(135, 'F')).toBe(57.22);
    expect(fromUnit(3.456, 'C')).toBe(3.46);
    expect(toUnitInput(57, 'F')).toBe(134.6);
  });

  it('formats readings and zones in the chosen unit', () => {
    expect(formatTemperature(4.26, 'C')).toBe('4.3 °C');
    expect(formatTemperature(5, 'F')).toBe('41.0 °F');
    expect(formatTemperature(4.26, 'C', 'es')).toBe('4,3 °C');
    expect(formatTemperature(-17.8, 'F')).toBe('0.0 °F');
    expect(formatSafeZone({ min: 0, max: 5 }, 'F')).toBe('32.0 – 41.0 °F');
    expect(formatSafeZone({ min: null, max: -15 }, 'C')).toBe('≤ -15.0 °C');
    expect(formatSafeZone({ min: 57, max: null }, 'C')).toBe('≥ 57.0 °C');
  });
});

describe('equipment form schema', () => {
  const valid = { name: ' Walk-in fridge ', type: 'FRIDGE', contents: '', safeZone: { min: 0, max: 5 }, alertDelayMin: 30 };

  it('trims, clears empty texts and keeps the zone', () => {
    const parsed = applianceFieldsSchema.parse(valid);
    expect(parsed.name).toBe('Walk-in fridge');
    expect(parsed.contents).toBeNull();
    expect(parsed.areaId).toBeNull();
    expect(parsed.safeZone).toEqual({ min: 0, max: 5, unit: 'C' });
  });

  it('speaks the spec messages', () => {
    const firstMessage = (input: unknown) => applianceFieldsSchema.safeParse(input).error?.issues[0]?.message;
    expect(firstMessage({ ...valid, type: undefined })).toBe(MESSAGES.selectEquipmentType);
    expect(firstMessage({ ...valid, type: 'TOASTER' })).toBe(MESSAGES.selectEquipmentType);
    expect(firstMessage({ ...valid, name: '   ' })).toBe(MESSAGES.fieldRequired);
    expect(firstMessage({ ...valid, name: undefined })).toBe(MESSAGES.fieldRequired);
  });

  it('refuses empty, inverted and impossible zones and delays', () => {
    const firstMessage = (input: unknown) => applianceFieldsSchema.safeParse(input).error?.issues[0]?.message;
    expect(firstMessage({ ...valid, safeZone: { min: null, max: null } })).toBe(ESTATE_MESSAGES.safeZoneEmpty);
    expect(firstMessage({ ...valid, safeZone: { min: 5, max: 5 } })).toBe(ESTATE_MESSAGES.safeZoneOrder);
    expect(firstMessage({ ...valid, safeZone: { min: -100, max: 5 } })).toBe(ESTATE_MESSAGES.temperatureOutOfRange);
    expect(firstMessage({ ...valid, alertDelayMin: 0 })).toBe(ESTATE_MESSAGES.alertDelayOutOfRange);
    expect(firstMessage({ ...valid, alertDelayMin: 2.5 })).toBe(ESTATE_MESSAGES.alertDelayOutOfRange);
    expect(firstMessage({ ...valid, areaId: 'not-an-id' })).toBe(ESTATE_MESSAGES.invalidId);
    expect(firstMessage({ ...valid, description: 'x'.repeat(2001) })).toBe(ESTATE_MESSAGES.tooLong);
  });
});

describe('areas, placements and sensors', () => {
  const id = '00000000-0000-4000-8000-00000000a101';
  it('requires an area name', () => {
    expect(createAreaInputSchema.safeParse({ locationId: id, name: '' }).error?.issues[0]?.message).toBe(MESSAGES.fieldRequired);
    expect(createAreaInputSchema.parse({ locationId: id, name: 'Bar' }).floorplanFileId).toBeNull();
  });
  it('keeps placements on the plan', () => {
    expect(placeApplianceInputSchema.safeParse({ applianceId: id, x: 0.5, y: 1 }).success).toBe(true);
    expect(placeApplianceInputSchema.safeParse({ applianceId: id, x: 1.01, y: 0 }).error?.issues[0]?.message).toBe(
      ESTATE_MESSAGES.placementOutOfRange,
    );
  });
  it('defaults the reporting interval and bounds it', () => {
    expect(createSensorInputSchema.parse({ hwid: 'ks-001' }).reportingIntervalSec).toBe(300);
    expect(createSensorInputSchema.safeParse({ hwid: 'ks-001', reportingIntervalSec: 5 }).error?.issues[0]?.message).toBe(
      ESTATE_MESSAGES.reportingIntervalOutOfRange,
    );
  });
  it('calls a sensor offline after 3 silent intervals and a battery low under 20 %', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(isSensorOffline(new Date('2025-01-01T11:45:00Z'), 300, now)).toBe(false);
    expect(isSensorOffline(new Date('2025-01-01T11:44:59Z'), 300, now)).toBe(true);
    expect(isSensorOffline(null, 300, now)).toBe(true);
    expect(isBatteryLow(19)).toBe(true);
    expect(isBatteryLow(20)).toBe(false);
    expect(isBatteryLow(null)).toBe(false);
  });
  it('follows the access matrix', () => {
    expect(ESTATE_ACCESS.view('BASIC_USER')).toBe(false);
    expect(ESTATE_ACCESS.view('STANDARD_USER')).toBe(true);
    expect(ESTATE_ACCESS.manageEquipment('STANDARD_USER')).toBe(false);
    expect(ESTATE_ACCESS.manageEquipment('LOCATION_MANAGER')).toBe(true);
    expect(ESTATE_ACCESS.manageSensorRegistry('LOCATION_MANAGER')).toBe(false);
    expect(ESTATE_ACCESS.manageSensorRegistry('MANAGER')).toBe(true);
  });
});
