import { fahrenheitToCelsius, type JurisdictionProfileId } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { outcome, outcomesFrom, sessionsFor } from '../../../test/estate-factories.js';
import { useTestServer } from '../../../test/suite-server.js';

// PRODUCT.md "Food-safety model": a location's jurisdiction profile comes from its country, stays editable
// like its other details, and gives new equipment its safe-zone defaults, each kept in the unit it is written in.

const CREATE = `mutation($input: LocationInput!) { createLocation(input: $input) { id country jurisdictionProfile } }`;
const UPDATE = `mutation($id: ID!, $input: LocationInput!) { updateLocation(id: $id, input: $input) { id jurisdictionProfile } }`;
const LOCATION = `query($id: ID!) { location(id: $id) { id jurisdictionProfile } }`;
const ZONE = 'safeZone { min max unit writtenMin writtenMax }';
const CREATE_APPLIANCE = `mutation($input: CreateApplianceInput!) { createAppliance(input: $input) { id ${ZONE} } }`;
const UPDATE_APPLIANCE = `mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id ${ZONE} } }`;

interface Zone {
  min: number | null;
  max: number | null;
  unit: 'C' | 'F';
  writtenMin: number | null;
  writtenMax: number | null;
}

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Profile test kitchen',
  country: 'US',
  timezone: 'America/New_York',
  address: '1 Pier Rd',
  zip: '02110',
  city: 'Boston',
  serviceType: 'FULL_KITCHEN',
  foodTypes: ['FISH'],
  ...overrides,
});

const server = useTestServer();
const { as, asLevel } = sessionsFor(() => server);

const row = async (table: 'locations' | 'appliances', id: string) =>
  (await server.pool.query(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows[0] as Record<string, unknown>;

async function createLocation(overrides: Record<string, unknown>): Promise<{ id: string; jurisdictionProfile: string }> {
  const result = await as<{ createLocation: { id: string; jurisdictionProfile: string } }>('manager@harbor.example', CREATE, {
    input: details(overrides),
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createLocation;
}

async function createAppliance(locationId: string, type: string, safeZone?: Record<string, unknown>) {
  const result = await as<{ createAppliance: { id: string; safeZone: Zone } }>('manager@harbor.example', CREATE_APPLIANCE, {
    input: { locationId, name: `${type} ${Math.random()}`, type, safeZone },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createAppliance;
}

describe('jurisdiction profile of a location', () => {
  it.each<[string, JurisdictionProfileId]>([
    ['US', 'US_FDA'],
    ['GB', 'UK_FSA'],
    ['AU', 'AU_NZ'],
    ['NZ', 'AU_NZ'],
    ['PT', 'CODEX'],
    ['ca', 'CODEX'],
  ])('is chosen from the country on create: %s → %s', async (country, profile) => {
    const created = await createLocation({ country });
    expect(created.jurisdictionProfile).toBe(profile);
    expect((await row('locations', created.id)).jurisdiction_profile).toBe(profile);
  });

  it('takes the one given on create over the country', async () => {
    const created = await createLocation({ country: 'US', jurisdictionProfile: 'CODEX' });
    expect(created.jurisdictionProfile).toBe('CODEX');
  });

  it('gives the demo locations theirs: Boston and San Francisco US FDA, Lisbon Codex', async () => {
    const profiles = await Promise.all(
      [DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside, DEMO_IDS.harborLisbon].map(
        async (id) => (await as<{ location: { jurisdictionProfile: string } }>('manager@harbor.example', LOCATION, { id })).data?.location,
      ),
    );
    expect(profiles.map((p) => p?.jurisdictionProfile)).toEqual(['US_FDA', 'US_FDA', 'CODEX']);
  });

  it('is editable, and kept when an update does not name one (even when the country changes)', async () => {
    const created = await createLocation({ country: 'GB' });
    const changed = await as('manager@harbor.example', UPDATE, {
      id: created.id,
      input: details({ country: 'GB', jurisdictionProfile: 'CODEX' }),
    });
    expect(changed.data).toEqual({ updateLocation: { id: created.id, jurisdictionProfile: 'CODEX' } });
    const kept = await as('manager@harbor.example', UPDATE, { id: created.id, input: details({ country: 'US' }) });
    expect(kept.data).toEqual({ updateLocation: { id: created.id, jurisdictionProfile: 'CODEX' } });
    expect((await row('locations', created.id)).jurisdiction_profile).toBe('CODEX');
  });

  it('refuses an unknown profile and changes nothing', async () => {
    const created = await createLocation({ country: 'AU' });
    const result = await as('manager@harbor.example', UPDATE, { id: created.id, input: details({ jurisdictionProfile: 'EU_HACCP' }) });
    expect(result.errors?.[0]?.message).toMatch(/JurisdictionProfile/);
    expect((await row('locations', created.id)).jurisdiction_profile).toBe('AU_NZ');
  });

  // Harbor Downtown is theirs: they edit its details
  it.each(outcomesFrom('LOCATION_MANAGER'))('%s changing Harbor Downtown’s profile: %s', async (level, expected) => {
    const result = await asLevel(level, UPDATE, { id: DEMO_IDS.harborDowntown, input: details({ jurisdictionProfile: 'UK_FSA' }) });
    expect(outcome(result)).toBe(expected);
    expect((await row('locations', DEMO_IDS.harborDowntown)).jurisdiction_profile).toBe(expected === 'OK' ? 'UK_FSA' : 'US_FDA');
    await server.pool.query(`UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1`, [DEMO_IDS.harborDowntown]);
  });

  it('refuses a Location Manager another location, and another client’s location, like a missing one', async () => {
    const lm = await as('lm@harbor.example', UPDATE, { id: DEMO_IDS.harborLisbon, input: details({ jurisdictionProfile: 'UK_FSA' }) });
    const foreign = await as('manager@sunrise.example', UPDATE, {
      id: DEMO_IDS.harborLisbon,
      input: details({ jurisdictionProfile: 'UK_FSA' }),
    });
    for (const result of [lm, foreign]) expect(outcome(result)).toBe('NOT_FOUND');
    expect((await row('locations', DEMO_IDS.harborLisbon)).jurisdiction_profile).toBe('CODEX');
  });
});

describe('safe-zone defaults of new equipment come from the location profile', () => {
  it.each<[JurisdictionProfileId, string, Partial<Zone>]>([
    ['US_FDA', 'HOT_HOLDING', { unit: 'F', writtenMin: 135, writtenMax: null }],
    ['US_FDA', 'FRIDGE', { unit: 'F', writtenMin: 32, writtenMax: 41 }],
    ['US_FDA', 'FREEZER', { unit: 'F', writtenMin: null, writtenMax: 5 }],
    ['UK_FSA', 'HOT_HOLDING', { unit: 'C', writtenMin: 63, writtenMax: null }],
    ['UK_FSA', 'COOLER', { unit: 'C', writtenMin: 0, writtenMax: 5 }],
    ['AU_NZ', 'HOT_HOLDING', { unit: 'C', writtenMin: 60, writtenMax: null }],
    ['CODEX', 'HOT_HOLDING', { unit: 'C', writtenMin: 60, writtenMax: null }],
    ['CODEX', 'WINE', { unit: 'C', writtenMin: 7, writtenMax: 18 }],
  ])('%s %s: %j', async (profile, type, zone) => {
    const location = await createLocation({ country: 'US', jurisdictionProfile: profile });
    const appliance = await createAppliance(location.id, type);
    expect(appliance.safeZone).toMatchObject(zone);
  });

  it('keeps the equipment’s zone when the location later changes profile (the operator’s to edit)', async () => {
    const location = await createLocation({ country: 'GB' });
    const appliance = await createAppliance(location.id, 'HOT_HOLDING');
    await as('manager@harbor.example', UPDATE, { id: location.id, input: details({ country: 'GB', jurisdictionProfile: 'US_FDA' }) });
    expect(await row('appliances', appliance.id)).toMatchObject({ safe_min_c: 63, safe_zone_unit: 'C' });
  });
});

describe('a threshold keeps the unit it was written in', () => {
  it('stores 135 °F as exactly 135 °F and answers it as written', async () => {
    const appliance = await createAppliance(DEMO_IDS.harborLisbon, 'HOT_HOLDING', { min: 135, max: null, unit: 'F' });
    expect(appliance.safeZone).toEqual({ min: fahrenheitToCelsius(135), max: null, unit: 'F', writtenMin: 135, writtenMax: null });
    const stored = await row('appliances', appliance.id);
    expect(stored).toMatchObject({ safe_min_c: (135 - 32) / 1.8, safe_max_c: null, safe_zone_unit: 'F' });
    expect(stored.safe_min_c).not.toBe(57.22);
  });

  it('changes unit on update, and reads a zone without a unit as °C', async () => {
    const appliance = await createAppliance(DEMO_IDS.harborLisbon, 'FRIDGE', { min: 34, max: 40.5, unit: 'F' });
    expect(appliance.safeZone).toMatchObject({ unit: 'F', writtenMin: 34, writtenMax: 40.5 });
    const update = (safeZone: Record<string, unknown>) =>
      as<{ updateAppliance: { safeZone: Zone } }>('manager@harbor.example', UPDATE_APPLIANCE, {
        input: { id: appliance.id, name: 'Reach-in', type: 'FRIDGE', safeZone },
      });
    expect((await update({ min: 1, max: 4.5, unit: 'C' })).data?.updateAppliance.safeZone).toEqual({
      min: 1,
      max: 4.5,
      unit: 'C',
      writtenMin: 1,
      writtenMax: 4.5,
    });
    expect((await update({ min: 0.5, max: 3 })).data?.updateAppliance.safeZone).toMatchObject({ unit: 'C', min: 0.5, max: 3 });
  });

  it('refuses a limit outside what sensors measure in either unit, and an unknown unit', async () => {
    const tooHot = await as('manager@harbor.example', CREATE_APPLIANCE, {
      input: { locationId: DEMO_IDS.harborLisbon, name: 'Too hot', type: 'HOT_HOLDING', safeZone: { min: 303, unit: 'F' } },
    });
    expect(tooHot.errors?.[0]?.message).toBe('Enter a temperature between −60 °C and 150 °C');
    const kelvin = await as('manager@harbor.example', CREATE_APPLIANCE, {
      input: { locationId: DEMO_IDS.harborLisbon, name: 'Kelvin', type: 'HOT_HOLDING', safeZone: { min: 333, unit: 'K' } },
    });
    expect(kelvin.errors?.[0]?.message).toMatch(/TemperatureUnit/);
    expect((await server.pool.query(`SELECT count(*)::int AS n FROM appliances WHERE name IN ('Too hot', 'Kelvin')`)).rows[0]).toEqual({
      n: 0,
    });
  });
});
