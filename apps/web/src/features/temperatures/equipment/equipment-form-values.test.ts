import { describe, expect, it } from 'vitest';
import { initialEquipmentValues, toEquipmentInput, withType, withZoneUnit } from './equipment-form-values';
import { validateEquipment } from './equipment-validation';

describe('equipment form state', () => {
  it('fills the defaults of the location profile for the chosen type, in the profile unit', () => {
    const empty = initialEquipmentValues(null, 'F');
    const fridge = withType(empty, 'FRIDGE', 'US_FDA');
    expect(fridge).toMatchObject({ type: 'FRIDGE', safeMin: '32', safeMax: '41', zoneUnit: 'F', alertDelayMin: '30' });
    expect(withType(fridge, 'HOT_HOLDING', 'US_FDA')).toMatchObject({ safeMin: '135', safeMax: '', zoneUnit: 'F', alertDelayMin: '15' });
    expect(withType(empty, 'HOT_HOLDING', 'UK_FSA')).toMatchObject({ safeMin: '63', safeMax: '', zoneUnit: 'C' });
    expect(withType(empty, 'HOT_HOLDING', 'CODEX')).toMatchObject({ safeMin: '60', zoneUnit: 'C' });
  });

  it('keeps a zone the person edited when the type changes', () => {
    const edited = { ...withType(initialEquipmentValues(null, 'C'), 'FRIDGE', 'UK_FSA'), safeMax: '4', zoneEdited: true };
    expect(withType(edited, 'COOLER', 'UK_FSA')).toMatchObject({ type: 'COOLER', safeMin: '0', safeMax: '4' });
  });

  it('sends the zone as written, with its unit', () => {
    const values = { ...withType(initialEquipmentValues(null, 'F'), 'HOT_HOLDING', 'US_FDA'), name: 'Steam table' };
    expect(toEquipmentInput(values)).toMatchObject({
      name: 'Steam table',
      type: 'HOT_HOLDING',
      safeZone: { min: 135, max: null, unit: 'F' },
      alertDelayMin: 15,
    });
  });

  it('converts the typed limits when the zone unit switches, keeping their meaning', () => {
    const values = withType(initialEquipmentValues(null, 'F'), 'FRIDGE', 'US_FDA');
    const celsius = withZoneUnit(values, 'C');
    expect(celsius).toMatchObject({ safeMin: '0', safeMax: '5', zoneUnit: 'C' });
    expect(withZoneUnit({ ...celsius, safeMax: '4.2' }, 'F')).toMatchObject({ safeMin: '32', safeMax: '39.56', zoneUnit: 'F' });
    expect(withZoneUnit(withType(values, 'HOT_HOLDING', 'UK_FSA'), 'F')).toMatchObject({ safeMin: '145.4' });
  });

  it('shows the spec messages for a missing name or type', () => {
    const errors = validateEquipment(initialEquipmentValues(null, 'C'));
    expect(errors).toMatchObject({ name: 'validation.required', type: 'equipment.errors.selectType' });
  });

  it('checks the zone and the delay like the API does, in the zone unit', () => {
    const base = { ...withType(initialEquipmentValues(null, 'C'), 'FRIDGE', 'CODEX'), name: 'Fridge' };
    expect(validateEquipment(base)).toEqual({});
    expect(validateEquipment({ ...base, safeMin: '6', zoneEdited: true })).toEqual({ safeMax: 'equipment.errors.safeZoneOrder' });
    expect(validateEquipment({ ...base, safeMin: '', safeMax: '', zoneEdited: true })).toEqual({
      safeMin: 'equipment.errors.safeZoneEmpty',
    });
    expect(validateEquipment({ ...base, alertDelayMin: '0' })).toEqual({ alertDelayMin: 'equipment.errors.alertDelayOutOfRange' });
    expect(validateEquipment({ ...base, safeMax: 'abc', zoneEdited: true })).toEqual({
      safeMax: 'equipment.errors.temperatureOutOfRange',
    });
    // 300 °F is 148.9 °C: within what sensors measure; 160 °C is not.
    expect(validateEquipment({ ...base, safeMin: '300', safeMax: '', zoneUnit: 'F', zoneEdited: true })).toEqual({});
    expect(validateEquipment({ ...base, safeMin: '160', safeMax: '', zoneEdited: true })).toEqual({
      safeMin: 'equipment.errors.temperatureOutOfRange',
    });
  });

  it('loads an existing appliance in the unit its zone was written in', () => {
    const existing = {
      name: 'Walk-in freezer',
      type: 'FREEZER' as const,
      contents: null,
      description: 'Back',
      equipmentId: 'EQ-9',
      serialNumber: null,
      vendor: null,
      maintenance: null,
      areaId: 'a1',
      photoFileId: null,
      safeZone: { min: null, max: -15, unit: 'F' as const },
      alertDelayMin: 30,
    };
    expect(initialEquipmentValues(existing, 'C')).toMatchObject({
      name: 'Walk-in freezer',
      safeMin: '',
      safeMax: '5',
      zoneUnit: 'F',
      description: 'Back',
      areaId: 'a1',
      zoneEdited: true,
    });
    const hot = { ...existing, type: 'HOT_HOLDING' as const, safeZone: { min: (135 - 32) / 1.8, max: null, unit: 'F' as const } };
    expect(initialEquipmentValues(hot, 'C')).toMatchObject({ safeMin: '135', zoneUnit: 'F' });
    expect(initialEquipmentValues({ ...existing, safeZone: { min: null, max: -15 } }, 'C')).toMatchObject({
      safeMax: '-15',
      zoneUnit: 'C',
    });
  });
});
