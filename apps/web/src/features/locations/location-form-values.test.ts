import { locationInputSchema } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { emptyLocationForm, formFromLocation, locationInputOf, withCountry, type LocationFormValues } from './location-form-values';
import { validateLocation } from './location-validation';

/** What the form does on submit: the field errors, or the mutation input when there are none. */
function validateLocationForm(values: LocationFormValues) {
  const errors = validateLocation(values);
  return Object.keys(errors).length > 0
    ? { input: null, errors }
    : { input: locationInputSchema.parse(locationInputOf(values)), errors: null };
}

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
      jurisdictionProfile: 'CODEX',
      logo: null,
    };
    const result = validateLocationForm(formFromLocation(stored));
    expect(result.input).toEqual({ ...stored, plan: undefined, logo: undefined, logoId: null });
  });

  it('lets a new location’s food code follow its country until one is chosen', () => {
    const us = withCountry(emptyLocationForm('UTC'), 'US');
    expect(us.jurisdictionProfile).toBe('US_FDA');
    expect(withCountry(us, 'GB').jurisdictionProfile).toBe('UK_FSA');
    expect(withCountry(us, 'NZ').jurisdictionProfile).toBe('AU_NZ');
    expect(withCountry(us, 'PT').jurisdictionProfile).toBe('CODEX');
    const chosen = { ...withCountry(us, 'GB'), jurisdictionProfile: 'CODEX' as const, profileChosen: true };
    expect(withCountry(chosen, 'US').jurisdictionProfile).toBe('CODEX');
    expect(validateLocationForm({ ...filled(), jurisdictionProfile: 'CODEX', profileChosen: true }).input?.jurisdictionProfile).toBe(
      'CODEX',
    );
  });

  it('takes a new location’s time zone from its country, not from the browser', () => {
    // Whatever zone the browser is in (the time-proof run: Pacific/Kiritimati), a new location starts without one.
    expect(emptyLocationForm().timezone).toBe('');
    expect(withCountry(emptyLocationForm(), 'ES').timezone).toBe('Europe/Madrid');
    // Several zones: the one most people live in.
    expect(withCountry(emptyLocationForm(), 'US').timezone).toBe('America/New_York');
    expect(withCountry(emptyLocationForm(), 'AU').timezone).toBe('Australia/Sydney');
    // The zone follows a change of country while it is the previous country's main zone…
    expect(withCountry(withCountry(emptyLocationForm(), 'ES'), 'PT').timezone).toBe('Europe/Lisbon');
    // …and a zone the person picked stays.
    const picked = { ...withCountry(emptyLocationForm(), 'US'), timezone: 'America/Chicago' };
    expect(withCountry(picked, 'CA').timezone).toBe('America/Chicago');
    // ICU's own name for the zone, the one the zone list offers.
    expect(Intl.supportedValuesOf('timeZone')).toContain(withCountry(emptyLocationForm(), 'IN').timezone);
    // A country without a zone (uninhabited) leaves the choice to the person.
    expect(withCountry(emptyLocationForm(), 'BV').timezone).toBe('');
  });

  it('keeps a stored location’s food code when its country changes', () => {
    const stored = formFromLocation({ ...filled(), logo: null, country: 'GB', jurisdictionProfile: 'UK_FSA', plan: 'SMALL_KITCHEN' });
    expect(withCountry(stored, 'US').jurisdictionProfile).toBe('UK_FSA');
  });
});
