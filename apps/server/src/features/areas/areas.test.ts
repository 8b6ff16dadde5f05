import { ESTATE_MESSAGES, MESSAGES } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { buildAppliance, buildArea, countRows, outcome, outcomesFrom, suiteSessions, type Level } from '../../../test/estate-factories.js';
import { AREA_NAME_TAKEN } from './areas.service.js';
import { NO_FLOORPLAN } from '../appliances/placements.service.js';

const LOCATION_AREAS = `query($locationId: ID!) { locationAreas(locationId: $locationId) {
  id name locationId floorplan { id fileId placements { applianceId x y } } appliances { id name }
} }`;
const AREA_OPTIONS = 'query($locationId: ID!) { areaOptions(locationId: $locationId) { id name } }';
const CREATE =
  'mutation($input: CreateAreaInput!) { createArea(input: $input) { id name locationId floorplan { fileId image { large } } } }';
const UPDATE = 'mutation($input: UpdateAreaInput!) { updateArea(input: $input) { id name floorplan { id fileId } } }';
const DELETE = 'mutation($id: ID!) { deleteArea(id: $id) { id status errorCode } }';
const PLACE = 'mutation($input: PlaceApplianceInput!) { placeAppliance(input: $input) { applianceId x y appliance { name } } }';
const UNPLACE = 'mutation($id: ID!) { unplaceAppliance(applianceId: $id) { id placement { x } } }';
const UPDATE_APPLIANCE = 'mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id areaId placement { x y } } }';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));
const MISSING = '00000000-0000-4000-8000-0000000000ee';

async function buildPicture(clientId: string, kind: 'PICTURE' | 'DOCUMENT' = 'PICTURE') {
  return withSystemTx(server.pool, async (db) => {
    const [file] = await db
      .insert(files)
      .values({
        clientId,
        kind,
        mimeType: kind === 'PICTURE' ? 'image/png' : 'application/pdf',
        sizeBytes: 10,
        storageKey: `test/${Math.random()}`,
        originalName: 'plan.png',
      })
      .returning();
    return file!;
  });
}

describe('locationAreas and areaOptions', () => {
  it('lists a location areas with their equipment, by name', async () => {
    const result = await as<{ locationAreas: Array<{ name: string; appliances: Array<{ name: string }> }> }>(
      'manager@harbor.example',
      LOCATION_AREAS,
      { locationId: DEMO_IDS.harborDowntown },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.locationAreas.map((a) => a.name)).toEqual(['Bar', 'Cold room', 'Kitchen', 'Pastry corner']);
    const kitchen = result.data?.locationAreas.find((a) => a.name === 'Kitchen');
    expect(kitchen?.appliances.map((a) => a.name)).toContain('Line fridge 1');
    const options = await as<{ areaOptions: Array<{ id: string; name: string }> }>('manager@harbor.example', AREA_OPTIONS, {
      locationId: DEMO_IDS.harborDowntown,
    });
    expect(options.data?.areaOptions).toContainEqual({ id: ESTATE_DEMO_IDS.downtownKitchen, name: 'Kitchen' });
  });

  it.each<[Level, string, number]>([
    ['FULL_ADMIN', 'OK', 4],
    ['MANAGER', 'OK', 4],
    ['LOCATION_MANAGER', 'OK', 4],
    ['STANDARD_USER', 'OK', 4],
    ['BASIC_USER', 'FORBIDDEN', 0],
  ])('%s reading Harbor Downtown areas: %s', async (level, expected, count) => {
    const result = await asLevel<{ locationAreas: unknown[] }>(level, LOCATION_AREAS, { locationId: DEMO_IDS.harborDowntown });
    expect(outcome(result)).toBe(expected);
    expect(result.data?.locationAreas.length ?? 0).toBe(count);
  });

  it('answers a location the viewer may not see like a missing one', async () => {
    const lmBayside = await as('lm@harbor.example', LOCATION_AREAS, { locationId: DEMO_IDS.harborBayside });
    const foreign = await as('manager@sunrise.example', LOCATION_AREAS, { locationId: DEMO_IDS.harborDowntown });
    const missing = await as('manager@sunrise.example', LOCATION_AREAS, { locationId: MISSING });
    const garbage = await as('manager@sunrise.example', AREA_OPTIONS, { locationId: 'not-a-uuid' });
    for (const result of [lmBayside, foreign, missing]) expect(result).toMatchObject({ data: { locationAreas: [] }, errors: undefined });
    expect(garbage.data).toEqual({ areaOptions: [] });
  });
});

describe('createArea', () => {
  it.each(outcomesFrom('LOCATION_MANAGER'))('%s in Harbor Downtown: %s', async (level, expected) => {
    const name = `Terrace ${level}`;
    const result = await asLevel<{ createArea: { name: string; locationId: string } }>(level, CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name },
    });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'areas', 'name = $1', [name])).toBe(expected === 'OK' ? 1 : 0);
    if (expected === 'OK') expect(result.data?.createArea).toMatchObject({ name, locationId: DEMO_IDS.harborDowntown });
  });

  it('refuses a Location Manager outside their locations and another client, like a missing location', async () => {
    const results = [
      await as('lm@harbor.example', CREATE, { input: { locationId: DEMO_IDS.harborBayside, name: 'Sneaky 1' } }),
      await as('manager@sunrise.example', CREATE, { input: { locationId: DEMO_IDS.harborDowntown, name: 'Sneaky 1' } }),
      await as('manager@sunrise.example', CREATE, { input: { locationId: MISSING, name: 'Sneaky 1' } }),
    ];
    for (const result of results) {
      expect(result.errors?.[0]).toMatchObject({ message: 'Location not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await countRows(server.pool, 'areas', "name = 'Sneaky 1'")).toBe(0);
  });

  it('requires a name and keeps names unique per location', async () => {
    const empty = await as('manager@harbor.example', CREATE, { input: { locationId: DEMO_IDS.harborLisbon, name: '  ' } });
    expect(empty.errors?.[0]).toMatchObject({ message: MESSAGES.fieldRequired, extensions: { code: 'BAD_USER_INPUT' } });
    const clash = await as('manager@harbor.example', CREATE, { input: { locationId: DEMO_IDS.harborLisbon, name: 'kitchen' } });
    expect(clash.errors?.[0]?.message).toBe(AREA_NAME_TAKEN);
    expect(await countRows(server.pool, 'areas', 'location_id = $1 AND lower(name) = $2', [DEMO_IDS.harborLisbon, 'kitchen'])).toBe(1);
  });

  it('creates an area with its floorplan, but never with another client picture or a document', async () => {
    const picture = await buildPicture(DEMO_IDS.harbor);
    const created = await as<{ createArea: { floorplan: { fileId: string; image: { large: string } } } }>('lm@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'Patio', floorplanFileId: picture.id },
    });
    expect(created.data?.createArea.floorplan).toEqual({ fileId: picture.id, image: { large: `/files/${picture.id}/large` } });

    const foreign = await buildPicture(DEMO_IDS.sunrise);
    const document = await buildPicture(DEMO_IDS.harbor, 'DOCUMENT');
    const withForeign = await as('manager@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'Foreign plan', floorplanFileId: foreign.id },
    });
    expect(withForeign.errors?.[0]).toMatchObject({ message: 'File not found', extensions: { code: 'FILE_NOT_FOUND' } });
    const withDocument = await as('manager@harbor.example', CREATE, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'Document plan', floorplanFileId: document.id },
    });
    expect(withDocument.errors?.[0]?.message).toBe(MESSAGES.invalidFileType);
    // The request rolled back: neither area exists.
    expect(await countRows(server.pool, 'areas', "name IN ('Foreign plan', 'Document plan')")).toBe(0);
  });
});

describe('updateArea', () => {
  it('renames, sets, replaces and removes the floorplan', async () => {
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown, name: 'Cellar' });
    const first = await buildPicture(DEMO_IDS.harbor);
    const second = await buildPicture(DEMO_IDS.harbor);
    const set = await as<{ updateArea: { name: string; floorplan: { id: string; fileId: string } } }>('lm@harbor.example', UPDATE, {
      input: { id: area.id, name: 'Wine cellar', floorplanFileId: first.id },
    });
    expect(set.data?.updateArea).toMatchObject({ name: 'Wine cellar', floorplan: { fileId: first.id } });
    const replaced = await as<{ updateArea: { floorplan: { id: string; fileId: string } } }>('lm@harbor.example', UPDATE, {
      input: { id: area.id, name: 'Wine cellar', floorplanFileId: second.id },
    });
    // Same floorplan (placements survive a new picture of the same room), new picture.
    expect(replaced.data?.updateArea.floorplan).toEqual({ id: set.data?.updateArea.floorplan.id, fileId: second.id });
    const removed = await as<{ updateArea: { floorplan: null } }>('lm@harbor.example', UPDATE, {
      input: { id: area.id, name: 'Wine cellar', floorplanFileId: null },
    });
    expect(removed.data?.updateArea.floorplan).toBeNull();
    expect(await countRows(server.pool, 'floorplans', 'area_id = $1', [area.id])).toBe(0);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s renaming a Harbor Downtown area: %s', async (level, expected) => {
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel(level, UPDATE, { input: { id: area.id, name: `Renamed by ${level}` } });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'areas', 'id = $1 AND name = $2', [area.id, `Renamed by ${level}`])).toBe(
      expected === 'OK' ? 1 : 0,
    );
  });

  it('answers another client area, and one outside a Location Manager locations, like a missing one', async () => {
    const madrid = ESTATE_DEMO_IDS.madridCounter;
    const foreign = await as('manager@harbor.example', UPDATE, { input: { id: madrid, name: 'Hijacked' } });
    const missing = await as('manager@harbor.example', UPDATE, { input: { id: MISSING, name: 'Hijacked' } });
    const lm = await as('lm@harbor.example', UPDATE, { input: { id: ESTATE_DEMO_IDS.baysideKitchen, name: 'Hijacked' } });
    expect(foreign.errors).toEqual(missing.errors);
    expect(lm.errors).toEqual(missing.errors);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('AREA_NOT_FOUND');
    expect(await countRows(server.pool, 'areas', "name = 'Hijacked'")).toBe(0);
  });
});

describe('deleteArea', () => {
  it('refuses while equipment is assigned (ERROR_AREA_HAS_APPLIANCES), then deletes once it is unassigned', async () => {
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const appliance = await buildAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: area.id,
    });
    const refused = await as('lm@harbor.example', DELETE, { id: area.id });
    expect(refused.data).toEqual({ deleteArea: { id: area.id, status: 'ERROR', errorCode: 'ERROR_AREA_HAS_APPLIANCES' } });
    expect(await countRows(server.pool, 'areas', 'id = $1', [area.id])).toBe(1);

    const unassigned = await as('lm@harbor.example', UPDATE_APPLIANCE, {
      input: { id: appliance.id, name: appliance.name, type: appliance.type, areaId: null },
    });
    expect(unassigned.errors).toBeUndefined();
    const deleted = await as('lm@harbor.example', DELETE, { id: area.id });
    expect(deleted.data).toEqual({ deleteArea: { id: area.id, status: 'SUCCESS', errorCode: null } });
    expect(await countRows(server.pool, 'areas', 'id = $1', [area.id])).toBe(0);
    expect(await countRows(server.pool, 'appliances', 'id = $1', [appliance.id])).toBe(1);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s deleting an empty Harbor Downtown area: %s', async (level, expected) => {
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel(level, DELETE, { id: area.id });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'areas', 'id = $1', [area.id])).toBe(expected === 'OK' ? 0 : 1);
  });

  it('answers another client area like a missing one and deletes nothing', async () => {
    const foreign = await as('manager@harbor.example', DELETE, { id: ESTATE_DEMO_IDS.madridCounter });
    const missing = await as('manager@harbor.example', DELETE, { id: MISSING });
    expect(foreign.errors).toEqual(missing.errors);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('AREA_NOT_FOUND');
    expect(await countRows(server.pool, 'areas', 'id = $1', [ESTATE_DEMO_IDS.madridCounter])).toBe(1);
  });
});

describe('floorplan placements', () => {
  it('places, moves and removes equipment on its area floorplan', async () => {
    const picture = await buildPicture(DEMO_IDS.harbor);
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    await as('lm@harbor.example', UPDATE, { input: { id: area.id, name: area.name, floorplanFileId: picture.id } });
    const appliance = await buildAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: area.id,
    });

    const placed = await as('lm@harbor.example', PLACE, { input: { applianceId: appliance.id, x: 0.25, y: 0.75 } });
    expect(placed.data).toEqual({ placeAppliance: { applianceId: appliance.id, x: 0.25, y: 0.75, appliance: { name: appliance.name } } });
    const moved = await as('lm@harbor.example', PLACE, { input: { applianceId: appliance.id, x: 0.5, y: 0.5 } });
    expect(moved.data).toMatchObject({ placeAppliance: { x: 0.5, y: 0.5 } });
    const areasResult = await as<{ locationAreas: Array<{ id: string; floorplan: { placements: unknown[] } | null }> }>(
      'cook@harbor.example',
      LOCATION_AREAS,
      { locationId: DEMO_IDS.harborDowntown },
    );
    const withPlan = areasResult.data?.locationAreas.find((a) => a.id === area.id);
    expect(withPlan?.floorplan?.placements).toEqual([{ applianceId: appliance.id, x: 0.5, y: 0.5 }]);

    const offPlan = await as('lm@harbor.example', PLACE, { input: { applianceId: appliance.id, x: 1.5, y: 0.5 } });
    expect(offPlan.errors?.[0]?.message).toBe(ESTATE_MESSAGES.placementOutOfRange);

    const unplaced = await as('lm@harbor.example', UNPLACE, { id: appliance.id });
    expect(unplaced.data).toEqual({ unplaceAppliance: { id: appliance.id, placement: null } });
    expect(await countRows(server.pool, 'appliance_placements', 'appliance_id = $1', [appliance.id])).toBe(0);
  });

  it('takes equipment off the plan when it moves to another area', async () => {
    const picture = await buildPicture(DEMO_IDS.harbor);
    const area = await buildArea(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    await as('manager@harbor.example', UPDATE, { input: { id: area.id, name: area.name, floorplanFileId: picture.id } });
    const appliance = await buildAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: area.id,
    });
    await as('manager@harbor.example', PLACE, { input: { applianceId: appliance.id, x: 0.1, y: 0.2 } });
    const moved = await as('manager@harbor.example', UPDATE_APPLIANCE, {
      input: { id: appliance.id, name: appliance.name, type: appliance.type, areaId: ESTATE_DEMO_IDS.downtownKitchen },
    });
    expect(moved.data).toEqual({ updateAppliance: { id: appliance.id, areaId: ESTATE_DEMO_IDS.downtownKitchen, placement: null } });
  });

  it('needs a floorplan, the right level and a visible appliance', async () => {
    const noPlan = await as('manager@harbor.example', PLACE, {
      input: { applianceId: ESTATE_DEMO_IDS.downtownLineFridge1, x: 0.5, y: 0.5 },
    });
    expect(noPlan.errors?.[0]?.message).toBe(NO_FLOORPLAN);
    const cook = await as('cook@harbor.example', PLACE, { input: { applianceId: ESTATE_DEMO_IDS.downtownLineFridge1, x: 0.5, y: 0.5 } });
    expect(outcome(cook)).toBe('FORBIDDEN');
    const foreign = await as('manager@sunrise.example', PLACE, {
      input: { applianceId: ESTATE_DEMO_IDS.downtownLineFridge1, x: 0.5, y: 0.5 },
    });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Appliance not found', extensions: { code: 'NOT_FOUND' } });
    expect(await countRows(server.pool, 'appliance_placements', 'appliance_id = $1', [ESTATE_DEMO_IDS.downtownLineFridge1])).toBe(0);
  });
});
