import { describe, expect, it } from 'vitest';
import { emptyLocationForm, formFromLocation, validateLocationForm } from './location-form-state';

const filled = () => ({
  ...emptyLocationForm('Europe/Madrid'),
  name: 'Sunrise Valencia',
  country: 'ES',
  address: 'Calle Colón 3',
  zip: '46004',
  city: 'Valencia',
  serviceType: 'MICRO_KITCHEN',
  foodTypes: ['PASTRY'],
});

describe('location form', () => {
  it('turns a filled form into the mutation input', () => {
    const result = validateLocationForm({
      ...filled(),
      vendors: ['Makro', ''],
      logo: { id: '00000000-0000-4000-8000-000000000001', image: null },
    });
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({
      name: 'Sunrise Valencia',
      country: 'ES',
      timezone: 'Europe/Madrid',
      state: null,
      vendors: ['Makro'],
      logoId: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('shows the spec messages on an empty form, one per field', () => {
    const result = validateLocationForm(emptyLocationForm(''));
    expect(result.errors).toEqual({
      name: 'validation.required',
      country: 'validation.required',
      timezone: 'validation.required',
      address: 'validation.required',
      zip: 'validation.required',
      city: 'validation.required',
      serviceType: 'locations.validation.selectServiceType',
      foodTypes: 'locations.validation.selectFoodType',
    });
  });

  it('fills the form from a stored location and back without changes', () => {
    const stored = {
      name: 'Harbor Downtown',
      country: 'US',
      timezone: 'America/New_York',
      state: 'MA',
      address: '12 Atlantic Ave',
      zip: '02110',
      city: 'Boston',
      serviceType: 'FULL_KITCHEN',
      foodTypes: ['FISH'],
      sites: ['FISH'],
      vendors: ['Sysco'],
      plan: 'DEDICATED_STAFF_KITCHEN' as const,
      logo: null,
    };
    const result = validateLocationForm(formFromLocation(stored));
    expect(result.input).toEqual({ ...stored, plan: undefined, logo: undefined, logoId: null });
  });
});
