import { ESTATE_MESSAGES, MESSAGES } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { buildAppliance, buildSensor, countRows, outcome, outcomesFrom, suiteSessions } from '../../../test/estate-factories.js';
import type { Level } from '../../../test/estate-factories.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs } from '../../../test/harness.js';

const APPLIANCE = `query($id: ID!) { appliance(id: $id) {
  id name type contents equipmentId vendor locationId holdsTcsFood alertDelayMin createdAt
  safeZone { min max } area { id name } primarySensor { hwid latestData { temperature } } sensors { hwid }
} }`;
const UNASSIGNED = 'query($locationId: ID!) { unassignedAppliances(locationId: $locationId) { id name } }';
const CREATE =
  'mutation($input: CreateApplianceInput!) { createAppliance(input: $input) { id name type safeZone { min max unit } alertDelayMin area { name } photoFileId photo { small original } } }';
const UPDATE =
  'mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id name type safeZone { min max } alertDelayMin } }';
const DELETE = 'mutation($id: ID!) { deleteAppliance(id: $id) { status id } }';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));
const MISSING = '00000000-0000-4000-8000-0000000000ee';

describe('appliance (details) and unassignedAppliances', () => {
  it('answers the details with safe zone, area and sensors', async () => {
    const result = await as('manager@harbor.example', APPLIANCE, { id: ESTATE_DEMO_IDS.downtownLineFridge1 });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      appliance: {
        name: 'Line fridge 1',
        type: 'FRIDGE',
        locationId: DEMO_IDS.harborDowntown,
        holdsTcsFood: true,
        alertDelayMin: 30,
        safeZone: { min: 0, max: 5 },
        area: { id: ESTATE_DEMO_IDS.downtownKitchen, name: 'Kitchen' },
        primarySensor: { hwid: 'KS-T-0001', latestData: { temperature: 3.4 } },
        sensors: [{ hwid: 'KS-T-0001' }],
      },
    });
  });

  it.each<[Level, string, boolean]>([
    ['FULL_ADMIN', 'OK', true],
    ['MANAGER', 'OK', true],
    ['LOCATION_MANAGER', 'OK', true],
    ['STANDARD_USER', 'OK', true],
    ['BASIC_USER', 'FORBIDDEN', false],
  ])('%s reading Harbor Downtown equipment: %s', async (level, expected, found) => {
    const result = await asLevel<{ appliance: { id: string } | null }>(level, APPLIANCE, { id: ESTATE_DEMO_IDS.downtownLineFridge1 });
    expect(outcome(result)).toBe(expected);
    expect(Boolean(result.data?.appliance)).toBe(found);
  });

  it('answers another client equipment, and equipment outside a viewer locations, like a missing one', async () => {
    const foreign = await as('manager@sunrise.example', APPLIANCE, { id: ESTATE_DEMO_IDS.downtownLineFridge1 });
    const missing = await as('manager@sunrise.example', APPLIANCE, { id: MISSING });
    const lm = await as('lm@harbor.example', APPLIANCE, { id: ESTATE_DEMO_IDS.lisbonLineFridge });
    for (const result of [foreign, missing, lm]) expect(result).toMatchObject({ data: { appliance: null }, errors: undefined });
  });

  it('lists equipment without an area', async () => {
    const result = await as<{ unassignedAppliances: Array<{ id: string }> }>('cook@harbor.example', UNASSIGNED, {
      locationId: DEMO_IDS.harborDowntown,
    });
    expect(result.data?.unassignedAppliances.map((a) => a.id)).toContain(ESTATE_DEMO_IDS.downtownHvac);
    const foreign = await as('manager@sunrise.example', UNASSIGNED, { locationId: DEMO_IDS.harborDowntown });
    expect(foreign.data).toEqual({ unassignedAppliances: [] });
  });
});

describe('createAppliance', () => {
  it('applies the type defaults of the location profile (Downtown: US FDA, in °F) unless a zone and delay are given', async () => {
    const fridge = await as('lm@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'Test fridge', type: 'FRIDGE', areaId: ESTATE_DEMO_IDS.downtownKitchen },
    });
    expect(fridge.data).toMatchObject({
      createAppliance: { type: 'FRIDGE', safeZone: { min: 0, max: 5, unit: 'F' }, alertDelayMin: 30, area: { name: 'Kitchen' } },
    });
    const hot = await as('lm@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'Test hot', type: 'HOT_HOLDING' },
    });
    expect(hot.data).toMatchObject({ createAppliance: { safeZone: { min: (135 - 32) / 1.8, max: null, unit: 'F' }, alertDelayMin: 15 } });
    const custom = await as('lm@harbor.example', CREATE, {
      input: {
        locationId: DEMO_IDS.harborDowntown,
        name: 'Test custom',
        type: 'FREEZER',
        safeZone: { min: null, max: -20 },
        alertDelayMin: 45,
      },
    });
    expect(custom.data).toMatchObject({ createAppliance: { safeZone: { min: null, max: -20, unit: 'C' }, alertDelayMin: 45 } });
    await withSystemTx(server.pool, (db) => db.execute("DELETE FROM appliances WHERE name LIKE 'Test %'"));
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s adding equipment to Harbor Downtown: %s', async (level, expected) => {
    const name = `Matrix fridge ${level}`;
    const result = await asLevel(level, CREATE, { input: { locationId: DEMO_IDS.harborDowntown, name, type: 'FRIDGE' } });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'appliances', 'name = $1', [name])).toBe(expected === 'OK' ? 1 : 0);
    await withSystemTx(server.pool, (db) => db.execute("DELETE FROM appliances WHERE name LIKE 'Matrix fridge %'"));
  });

  it('answers another client location, and one outside a Location Manager locations, like a missing one', async () => {
    const attempts = [
      await as('manager@sunrise.example', CREATE, { input: { locationId: DEMO_IDS.harborDowntown, name: 'Intruder', type: 'FRIDGE' } }),
      await as('lm@harbor.example', CREATE, { input: { locationId: DEMO_IDS.harborLisbon, name: 'Intruder', type: 'FRIDGE' } }),
      await as('manager@sunrise.example', CREATE, { input: { locationId: MISSING, name: 'Intruder', type: 'FRIDGE' } }),
    ];
    for (const result of attempts)
      expect(result.errors?.[0]).toMatchObject({ message: 'Location not found', extensions: { code: 'NOT_FOUND' } });
    expect(await countRows(server.pool, 'appliances', "name = 'Intruder'")).toBe(0);
  });

  it('speaks the form messages and writes nothing for bad input', async () => {
    const input = { locationId: DEMO_IDS.harborDowntown, name: 'Bad input', type: 'FRIDGE' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: null }, MESSAGES.selectEquipmentType],
      [{ name: '' }, MESSAGES.fieldRequired],
      [{ name: null }, MESSAGES.fieldRequired],
      [{ safeZone: { min: 8, max: 2 } }, ESTATE_MESSAGES.safeZoneOrder],
      [{ safeZone: { min: null, max: null } }, ESTATE_MESSAGES.safeZoneEmpty],
      [{ alertDelayMin: 0 }, ESTATE_MESSAGES.alertDelayOutOfRange],
      [{ areaId: ESTATE_DEMO_IDS.lisbonKitchen }, 'Area not found'],
      [{ areaId: ESTATE_DEMO_IDS.madridCounter }, 'Area not found'],
    ];
    for (const [change, message] of cases) {
      const result = await as('manager@harbor.example', CREATE, { input: { ...input, ...change } });
      expect(result.errors?.[0]?.message, JSON.stringify(change)).toBe(message);
    }
    expect(await countRows(server.pool, 'appliances', "name = 'Bad input'")).toBe(0);
  });

  it('takes a photo of the client, never another client file', async () => {
    const [own, foreign] = await withSystemTx(server.pool, (db) =>
      db
        .insert(files)
        .values([
          {
            clientId: DEMO_IDS.harbor,
            kind: 'PICTURE',
            mimeType: 'image/png',
            sizeBytes: 1,
            storageKey: 'test/own',
            originalName: 'a.png',
          },
          {
            clientId: DEMO_IDS.sunrise,
            kind: 'PICTURE',
            mimeType: 'image/png',
            sizeBytes: 1,
            storageKey: 'test/foreign',
            originalName: 'b.png',
          },
        ])
        .returning(),
    );
    const withOwn = await as('manager@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborLisbon, name: 'Photo fridge', type: 'FRIDGE', photoFileId: own!.id },
    });
    expect(withOwn.data).toMatchObject({
      createAppliance: { photoFileId: own!.id, photo: { small: `/files/${own!.id}/small`, original: `/files/${own!.id}/original` } },
    });
    const withForeign = await as('manager@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborLisbon, name: 'Stolen photo', type: 'FRIDGE', photoFileId: foreign!.id },
    });
    expect(withForeign.errors?.[0]).toMatchObject({ message: 'File not found', extensions: { code: 'FILE_NOT_FOUND' } });
    expect(await countRows(server.pool, 'appliances', "name = 'Stolen photo'")).toBe(0);
  });
});

describe('plan limits', () => {
  async function newKitchen() {
    const { client, location } = await buildClient(server.pool);
    const manager = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER' });
    const { token } = await loginAs(server, manager.email, FACTORY_PASSWORD);
    const create = (name: string) =>
      gql<{ createAppliance: { id: string } }>(server, CREATE, { input: { locationId: location.id, name, type: 'FRIDGE' } }, { token });
    return { client, location, create };
  }

  it('refuses the 11th piece of equipment on the Small kitchen plan, naming the plan', async () => {
    const { location, create } = await newKitchen();
    for (let i = 1; i <= 10; i += 1) expect(outcome(await create(`Fridge ${i}`))).toBe('OK');
    const refused = await create('Fridge 11');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This location is on the Small kitchen plan, which allows up to 10 pieces of equipment.',
      extensions: { code: 'PLAN_LIMIT_REACHED', plan: 'SMALL_KITCHEN', limit: 10 },
    });
    expect(await countRows(server.pool, 'appliances', 'location_id = $1', [location.id])).toBe(10);
  });

  it('allows 30 on the Dedicated-staff kitchen plan', async () => {
    const { client, location, create } = await newKitchen();
    await server.pool.query("UPDATE locations SET plan = 'DEDICATED_STAFF_KITCHEN' WHERE id = $1", [location.id]);
    for (let i = 1; i <= 29; i += 1) await buildAppliance(server.pool, { clientId: client.id, locationId: location.id });
    expect(outcome(await create('Thirtieth'))).toBe('OK');
    const refused = await create('Thirty-first');
    expect(refused.errors?.[0]?.message).toBe(
      'This location is on the Dedicated-staff kitchen plan, which allows up to 30 pieces of equipment.',
    );
    expect(await countRows(server.pool, 'appliances', 'location_id = $1', [location.id])).toBe(30);
  });

  it('lets exactly one of several simultaneous requests take the last place', async () => {
    const { client, location, create } = await newKitchen();
    for (let i = 1; i <= 9; i += 1) await buildAppliance(server.pool, { clientId: client.id, locationId: location.id });
    const results = await Promise.all([create('Racer A'), create('Racer B'), create('Racer C')]);
    expect(results.map(outcome).sort()).toEqual(['OK', 'PLAN_LIMIT_REACHED', 'PLAN_LIMIT_REACHED']);
    expect(await countRows(server.pool, 'appliances', 'location_id = $1', [location.id])).toBe(10);
  });
});

describe('updateAppliance', () => {
  it('changes every field and resets the zone to the new type default when none is given', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await as('lm@harbor.example', UPDATE, {
      input: { id: appliance.id, name: 'Now a freezer', type: 'FREEZER', contents: 'Ice' },
    });
    expect(result.data).toEqual({
      updateAppliance: { id: appliance.id, name: 'Now a freezer', type: 'FREEZER', safeZone: { min: null, max: -15 }, alertDelayMin: 30 },
    });
  });

  it('changes only the fields sent: area, equipment id, placement and safe zone stay (issue 17)', async () => {
    const appliance = await buildAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: ESTATE_DEMO_IDS.downtownKitchen,
    });
    await server.pool.query(
      `update appliances set equipment_id = 'EQ-900', vendor = 'True', safe_min_c = 1, safe_max_c = 4, alert_delay_min = 45 where id = $1`,
      [appliance.id],
    );
    // The area's floorplan (the demo's, or one made here) with the appliance placed on it.
    await server.pool.query(
      `with picture as (
         insert into files (client_id, kind, mime_type, size_bytes, storage_key, original_name)
         select $2, 'PICTURE', 'image/png', 1, 'test/plan', 'plan.png' where not exists (select 1 from floorplans where area_id = $3)
         returning id
       ), made as (
         insert into floorplans (client_id, area_id, file_id) select $2, $3, id from picture returning id
       )
       insert into appliance_placements (appliance_id, client_id, floorplan_id, x, y)
         select $1, $2, id, 0.25, 0.75 from (select id from made union all select id from floorplans where area_id = $3) plan limit 1`,
      [appliance.id, DEMO_IDS.harbor, ESTATE_DEMO_IDS.downtownKitchen],
    );
    const placed = await countRows(server.pool, 'appliance_placements', 'appliance_id = $1', [appliance.id]);
    expect(placed).toBe(1);

    const renamed = await as('lm@harbor.example', UPDATE, { input: { id: appliance.id, name: 'Line fridge 9' } });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data).toEqual({
      updateAppliance: { id: appliance.id, name: 'Line fridge 9', type: 'FRIDGE', safeZone: { min: 1, max: 4 }, alertDelayMin: 45 },
    });
    const { rows } = await server.pool.query(
      'select name, area_id, equipment_id, vendor, safe_min_c, safe_max_c from appliances where id = $1',
      [appliance.id],
    );
    expect(rows[0]).toEqual({
      name: 'Line fridge 9',
      area_id: ESTATE_DEMO_IDS.downtownKitchen,
      equipment_id: 'EQ-900',
      vendor: 'True',
      safe_min_c: 1,
      safe_max_c: 4,
    });
    expect(await countRows(server.pool, 'appliance_placements', 'appliance_id = $1', [appliance.id])).toBe(placed);

    // null clears an optional field; a missing name stays.
    const cleared = await as('lm@harbor.example', UPDATE, { input: { id: appliance.id, vendor: null } });
    expect(cleared.errors).toBeUndefined();
    expect(await countRows(server.pool, 'appliances', 'id = $1 and vendor is null and name = $2', [appliance.id, 'Line fridge 9'])).toBe(1);
    // A required field cannot be cleared.
    const refused = await as('lm@harbor.example', UPDATE, { input: { id: appliance.id, name: null } });
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.fieldRequired);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s editing Harbor Downtown equipment: %s', async (level, expected) => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel(level, UPDATE, { input: { id: appliance.id, name: `Edited by ${level}`, type: 'FRIDGE' } });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'appliances', 'id = $1 AND name = $2', [appliance.id, `Edited by ${level}`])).toBe(
      expected === 'OK' ? 1 : 0,
    );
  });

  it('answers another client equipment like a missing one and changes nothing', async () => {
    const foreign = await as('manager@harbor.example', UPDATE, {
      input: { id: ESTATE_DEMO_IDS.madridMilkFridge, name: 'Hijacked', type: 'FRIDGE' },
    });
    const missing = await as('manager@harbor.example', UPDATE, { input: { id: MISSING, name: 'Hijacked', type: 'FRIDGE' } });
    expect(foreign.errors).toEqual(missing.errors);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Appliance not found', extensions: { code: 'NOT_FOUND' } });
    expect(await countRows(server.pool, 'appliances', "name = 'Hijacked'")).toBe(0);
  });
});

describe('deleteAppliance', () => {
  it('refuses while a sensor is attached, with the spec message', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown, applianceId: appliance.id });
    const result = await as('lm@harbor.example', DELETE, { id: appliance.id });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You cannot delete an appliance with a sensor attached',
      extensions: { code: 'APPLIANCE_HAS_SENSOR' },
    });
    expect(await countRows(server.pool, 'appliances', 'id = $1', [appliance.id])).toBe(1);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s deleting Harbor Downtown equipment without sensors: %s', async (level, expected) => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel(level, DELETE, { id: appliance.id });
    expect(outcome(result)).toBe(expected);
    if (expected === 'OK') expect(result.data).toEqual({ deleteAppliance: { status: 'SUCCESS', id: appliance.id } });
    expect(await countRows(server.pool, 'appliances', 'id = $1', [appliance.id])).toBe(expected === 'OK' ? 0 : 1);
  });

  it('answers another client equipment like a missing one and deletes nothing', async () => {
    const foreign = await as('manager@harbor.example', DELETE, { id: ESTATE_DEMO_IDS.madridMilkFridge });
    const missing = await as('manager@harbor.example', DELETE, { id: MISSING });
    expect(foreign.errors).toEqual(missing.errors);
    expect(await countRows(server.pool, 'appliances', 'id = $1', [ESTATE_DEMO_IDS.madridMilkFridge])).toBe(1);
  });
});
