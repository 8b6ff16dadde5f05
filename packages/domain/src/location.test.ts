import { describe, expect, it } from 'vitest';
import { canCreateLocation, locationInputSchema, locationPermissions } from './location.js';
import { assertPlanAllowsEquipment, equipmentRoomLeft, planLimitMessage, PlanLimitError } from './plan-limits.js';

const valid = {
  name: ' Harbor North ',
  country: 'us',
  timezone: 'America/New_York',
  state: '',
  address: '1 Pier Rd',
  zip: '02110',
  city: 'Boston',
  serviceType: 'FULL_KITCHEN',
  foodTypes: ['FISH', 'FISH', 'DAIRY'],
  sites: ['BAR'],
  vendors: ['Sysco', ' ', 'Sysco'],
  logoId: null,
};

const firstMessage = (input: unknown) => {
  const result = locationInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('locationInputSchema', () => {
  it('normalises a valid location', () => {
    expect(locationInputSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Harbor North',
      country: 'US',
      state: null,
      foodTypes: ['FISH', 'DAIRY'],
      vendors: ['Sysco'],
      jurisdictionProfile: null,
    });
  });

  it('takes a known jurisdiction profile and refuses any other', () => {
    expect(locationInputSchema.parse({ ...valid, jurisdictionProfile: 'UK_FSA' }).jurisdictionProfile).toBe('UK_FSA');
    expect(firstMessage({ ...valid, jurisdictionProfile: 'EU' })).toBe('Please select a food code');
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Field is required'],
    [{ ...valid, city: undefined }, 'Field is required'],
    [{ ...valid, address: '' }, 'Field is required'],
    [{ ...valid, zip: '' }, 'Field is required'],
    [{ ...valid, country: '' }, 'Field is required'],
    [{ ...valid, country: 'XX' }, 'Please select a country'],
    [{ ...valid, timezone: '' }, 'Field is required'],
    [{ ...valid, timezone: 'Mars/Olympus' }, 'Please select a time zone'],
    [{ ...valid, foodTypes: [] }, 'Please select at least one food type'],
    [{ ...valid, foodTypes: undefined }, 'Please select at least one food type'],
    [{ ...valid, foodTypes: ['CANDY'] }, 'Please select at least one food type'],
    [{ ...valid, serviceType: undefined }, 'Please select a service type'],
    [{ ...valid, serviceType: 'DRIVE_IN' }, 'Please select a service type'],
    [{ ...valid, name: 'x'.repeat(121) }, 'This text is too long'],
    [{ ...valid, logoId: '../etc' }, 'Invalid id'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('location permissions', () => {
  it.each([
    ['FULL_ADMIN', false, { update: true, delete: true, changePlan: true }, true],
    ['MANAGER', false, { update: true, delete: true, changePlan: true }, true],
    ['LOCATION_MANAGER', true, { update: true, delete: false, changePlan: false }, false],
    ['LOCATION_MANAGER', false, { update: false, delete: false, changePlan: false }, false],
    ['STANDARD_USER', true, { update: false, delete: false, changePlan: false }, false],
    ['BASIC_USER', true, { update: false, delete: false, changePlan: false }, false],
  ] as const)('%s (assigned: %s)', (level, assigned, permissions, create) => {
    expect(locationPermissions(level, assigned)).toEqual(permissions);
    expect(canCreateLocation(level)).toBe(create);
  });
});

describe('plan limits', () => {
  it('names the plan and its limit', () => {
    expect(planLimitMessage('SMALL_KITCHEN')).toBe(
      'This location is on the Small kitchen plan, which allows up to 10 pieces of equipment.',
    );
    expect(planLimitMessage('DEDICATED_STAFF_KITCHEN')).toBe(
      'This location is on the Dedicated-staff kitchen plan, which allows up to 30 pieces of equipment.',
    );
  });

  it('allows up to the limit and refuses one more', () => {
    expect(() => assertPlanAllowsEquipment('SMALL_KITCHEN', 9)).not.toThrow();
    expect(() => assertPlanAllowsEquipment('SMALL_KITCHEN', 10)).toThrow(PlanLimitError);
    expect(() => assertPlanAllowsEquipment('DEDICATED_STAFF_KITCHEN', 29)).not.toThrow();
    expect(() => assertPlanAllowsEquipment('DEDICATED_STAFF_KITCHEN', 30)).toThrow(planLimitMessage('DEDICATED_STAFF_KITCHEN'));
    expect(() => assertPlanAllowsEquipment('SMALL_KITCHEN', 12)).toThrow(PlanLimitError);
    expect(equipmentRoomLeft('SMALL_KITCHEN', 7)).toBe(3);
    expect(equipmentRoomLeft('SMALL_KITCHEN', 12)).toBe(0);
  });
});
