import { describe, expect, it } from 'vitest';
import { initialEquipmentValues, toEquipmentInput, validateEquipment, withType, withUnit } from './equipment-form-state';

describe('equipment form state', () => {
  it('fills the PRODUCT.md defaults for the chosen type, in the viewer unit', () => {
    const empty = initialEquipmentValues(null, 'F');
    const fridge = withType(empty, 'FRIDGE', 'F');
    expect(fridge).toMatchObject({ type: 'FRIDGE', safeMin: '32', safeMax: '41', alertDelayMin: '30' });
    const hot = withType(fridge, 'HOT_HOLDING', 'C');
    expect(hot).toMatchObject({ safeMin: '57', safeMax: '', alertDelayMin: '15' });
  });

  it('keeps a zone the person edited when the type changes', () => {
    const edited = { ...withType(initialEquipmentValues(null, 'C'), 'FRIDGE', 'C'), safeMax: '4', zoneEdited: true };
    expect(withType(edited, 'COOLER', 'C')).toMatchObject({ type: 'COOLER', safeMin: '0', safeMax: '4' });
  });

  it('sends °C to the API whatever the unit shown', () => {
    const values = { ...withType(initialEquipmentValues(null, 'F'), 'FRIDGE', 'F'), name: 'Bar fridge' };
    expect(toEquipmentInput(values, 'F')).toMatchObject({
      name: 'Bar fridge',
      type: 'FRIDGE',
      safeZone: { min: 0, max: 5 },
      alertDelayMin: 30,
    });
    expect(withUnit(values, 'F', 'C')).toMatchObject({ safeMin: '0', safeMax: '5' });
  });

  it('shows the spec messages for a missing name or type', () => {
    const errors = validateEquipment(initialEquipmentValues(null, 'C'), 'C');
    expect(errors).toMatchObject({ name: 'validation.required', type: 'equipment.errors.selectType' });
  });

  it('checks the zone and the delay like the API does', () => {
    const base = { ...withType(initialEquipmentValues(null, 'C'), 'FRIDGE', 'C'), name: 'Fridge' };
    expect(validateEquipment(base, 'C')).toEqual({});
    expect(validateEquipment({ ...base, safeMin: '6', zoneEdited: true }, 'C')).toEqual({ safeMax: 'equipment.errors.safeZoneOrder' });
    expect(validateEquipment({ ...base, safeMin: '', safeMax: '', zoneEdited: true }, 'C')).toEqual({
      safeMin: 'equipment.errors.safeZoneEmpty',
    });
    expect(validateEquipment({ ...base, alertDelayMin: '0' }, 'C')).toEqual({ alertDelayMin: 'equipment.errors.alertDelayOutOfRange' });
    expect(validateEquipment({ ...base, safeMax: 'abc', zoneEdited: true }, 'C')).toEqual({
      safeMax: 'equipment.errors.temperatureOutOfRange',
    });
  });

  it('loads an existing appliance in the viewer unit', () => {
    const values = initialEquipmentValues(
      {
        name: 'Walk-in freezer',
        type: 'FREEZER',
        contents: null,
        description: 'Back',
        equipmentId: 'EQ-9',
        serialNumber: null,
        vendor: null,
        maintenance: null,
        areaId: 'a1',
        photoFileId: null,
        safeZone: { min: null, max: -15 },
        alertDelayMin: 30,
      },
      'F',
    );
    expect(values).toMatchObject({
      name: 'Walk-in freezer',
      safeMin: '',
      safeMax: '5',
      description: 'Back',
      areaId: 'a1',
      zoneEdited: true,
    });
  });
});
