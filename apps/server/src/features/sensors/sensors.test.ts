import { ESTATE_MESSAGES } from '@ks/domain';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { buildAppliance, buildSensor, countRows, outcome, outcomesFrom, suiteSessions } from '../../../test/estate-factories.js';
import type { Level } from '../../../test/estate-factories.js';
import { gql } from '../../../test/harness.js';
import { SENSOR_MESSAGES } from './sensors.service.js';

const SENSORS = `query($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {
  sensors(locationId: $locationId, sort: $sort, direction: $direction) {
    id hwid locationId isOffline nextMaintenanceAt appliance { id name }
    latestData { temperature humidity batteryLevel signalLevel time }
  }
}`;
const SENSOR = 'query($id: ID!) { sensor(id: $id) { id hwid } }';
const AVAILABLE = 'query($locationId: ID!) { availableSensors(locationId: $locationId) { id hwid } }';
const APPLIANCE_SENSORS = 'query($id: ID!) { applianceSensors(id: $id) { id hwid } }';
const CREATE =
  'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id hwid reportingIntervalSec locationId } } }';
const UPDATE =
  'mutation($input: UpdateSensorInput!) { updateSensor(input: $input) { id manufacturer reportingIntervalSec nextMaintenanceAt locationId } }';
const DELETE = 'mutation($id: ID!) { deleteSensor(id: $id) { status id } }';
const ROTATE = 'mutation($id: ID!) { rotateSensorCredential(id: $id) { secret sensor { id } } }';
const ATTACH = `mutation($applianceId: ID!, $sensorId: ID!) { attachSensor(applianceId: $applianceId, sensorId: $sensorId) {
  status errorCode appliance { id sensors { id } primarySensor { id } } sensor { id locationId appliance { id } }
} }`;
const DETACH = `mutation($applianceId: ID!, $sensorId: ID!) { detachSensor(applianceId: $applianceId, sensorId: $sensorId) {
  status errorCode appliance { id sensors { id } } sensor { id locationId appliance { id } }
} }`;

type SensorItem = {
  id: string;
  hwid: string;
  locationId: string | null;
  nextMaintenanceAt: string | null;
  latestData: { temperature: number | null; batteryLevel: number | null; signalLevel: number | null } | null;
};

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));
const MISSING = '00000000-0000-4000-8000-0000000000ee';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sensors (the registry)', () => {
  it.each<[Level, string, string[] | null]>([
    ['FULL_ADMIN', 'OK', null],
    ['MANAGER', 'OK', null],
    ['LOCATION_MANAGER', 'OK', [DEMO_IDS.harborDowntown]],
    ['STANDARD_USER', 'OK', [DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside]],
    ['BASIC_USER', 'FORBIDDEN', []],
  ])('%s sees %s, limited to their locations', async (level, expected, locations) => {
    const result = await asLevel<{ sensors: SensorItem[] }>(level, SENSORS);
    expect(outcome(result)).toBe(expected);
    const seen = new Set((result.data?.sensors ?? []).map((s) => s.locationId));
    if (locations === null) {
      // Managers see the whole registry, stock (no location) included, and nothing of Sunrise.
      expect(seen.has(null)).toBe(true);
      const harbor: Array<string | null> = [null, DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside, DEMO_IDS.harborLisbon];
      expect([...seen].every((id) => harbor.includes(id))).toBe(true);
    } else {
      expect([...seen].sort()).toEqual([...locations].sort());
    }
  });

  it.each([
    ['BATTERY', 'ASC', (s: SensorItem) => s.latestData?.batteryLevel ?? null],
    ['SIGNAL_LEVEL', 'ASC', (s: SensorItem) => s.latestData?.signalLevel ?? null],
    ['TEMPERATURE', 'DESC', (s: SensorItem) => s.latestData?.temperature ?? null],
    ['NEXT_MAINTENANCE', 'ASC', (s: SensorItem) => (s.nextMaintenanceAt ? Date.parse(s.nextMaintenanceAt) : null)],
  ] as const)('sorts by %s %s, sensors without a value last', async (sort, direction, valueOf) => {
    const result = await as<{ sensors: SensorItem[] }>('manager@harbor.example', SENSORS, { sort, direction });
    const values = (result.data?.sensors ?? []).map(valueOf);
    const present = values.filter((v): v is number => v !== null);
    expect(present.length).toBeGreaterThan(10);
    expect(values.slice(0, present.length)).toEqual(present);
    const sorted = [...present].sort((a, b) => (direction === 'ASC' ? a - b : b - a));
    expect(present).toEqual(sorted);
  });

  it('filters by location and answers another client location with nothing', async () => {
    const bayside = await as<{ sensors: SensorItem[] }>('manager@harbor.example', SENSORS, { locationId: DEMO_IDS.harborBayside });
    expect(bayside.data?.sensors.length).toBeGreaterThan(0);
    expect(new Set(bayside.data?.sensors.map((s) => s.locationId))).toEqual(new Set([DEMO_IDS.harborBayside]));
    const foreign = await as('manager@sunrise.example', SENSORS, { locationId: DEMO_IDS.harborBayside });
    expect(foreign.data).toEqual({ sensors: [] });
    const sunrise = await as<{ sensors: SensorItem[] }>('manager@sunrise.example', SENSORS);
    expect(sunrise.data?.sensors.every((s) => s.hwid.startsWith('SR-'))).toBe(true);
  });

  it('answers another client sensor like a missing one', async () => {
    const foreign = await as('manager@harbor.example', SENSOR, { id: ESTATE_DEMO_IDS.madridMilkFridgeSensor });
    const missing = await as('manager@harbor.example', SENSOR, { id: MISSING });
    expect(foreign).toEqual(missing);
    expect(foreign.data).toEqual({ sensor: null });
  });

  it('counts each location sensors in its summary', async () => {
    const result = await as<{ location: { summary: { sensorsCount: number } } }>(
      'cook@harbor.example',
      'query($id: ID!) { location(id: $id) { summary { sensorsCount } } }',
      { id: DEMO_IDS.harborBayside },
    );
    const expected = await countRows(server.pool, 'sensors', 'location_id = $1', [DEMO_IDS.harborBayside]);
    expect(expected).toBeGreaterThan(0);
    expect(result.data?.location.summary.sensorsCount).toBe(expected);
  });

  it('never exposes credentials through the schema', async () => {
    const introspection = await as<{ __type: { fields: Array<{ name: string }> } }>(
      'manager@harbor.example',
      '{ __type(name: "Sensor") { fields { name } } }',
    );
    const names = introspection.data?.__type.fields.map((f) => f.name) ?? [];
    expect(names).toContain('hwid');
    expect(names.filter((n) => /secret|hash|credential/i.test(n))).toEqual([]);
  });
});

describe('availableSensors and applianceSensors', () => {
  it('offers free sensors kept for the location or in stock', async () => {
    const manager = await as<{ availableSensors: Array<{ id: string }> }>('manager@harbor.example', AVAILABLE, {
      locationId: DEMO_IDS.harborBayside,
    });
    const ids = manager.data?.availableSensors.map((s) => s.id) ?? [];
    expect(ids).toContain(ESTATE_DEMO_IDS.baysideSpareSensor);
    expect(ids).toContain(ESTATE_DEMO_IDS.harborStockSensor);
    expect(ids).not.toContain(ESTATE_DEMO_IDS.downtownSpareSensor);
    expect(ids).not.toContain(ESTATE_DEMO_IDS.sunriseStockSensor);
    expect(ids).not.toContain(ESTATE_DEMO_IDS.downtownLineFridge1Sensor);
  });

  it('answers locations the viewer may not see with nothing', async () => {
    const lm = await as('lm@harbor.example', AVAILABLE, { locationId: DEMO_IDS.harborBayside });
    const foreign = await as('manager@sunrise.example', AVAILABLE, { locationId: DEMO_IDS.harborBayside });
    expect(lm.data).toEqual({ availableSensors: [] });
    expect(foreign.data).toEqual({ availableSensors: [] });
    expect(outcome(await as('porter@harbor.example', AVAILABLE, { locationId: DEMO_IDS.harborDowntown }))).toBe('FORBIDDEN');
  });

  it('lists an appliance sensors, and nothing for another client appliance', async () => {
    const own = await as('cook@harbor.example', APPLIANCE_SENSORS, { id: ESTATE_DEMO_IDS.downtownLineFridge1 });
    expect(own.data).toEqual({ applianceSensors: [{ id: ESTATE_DEMO_IDS.downtownLineFridge1Sensor, hwid: 'KS-T-0001' }] });
    const foreign = await as('manager@sunrise.example', APPLIANCE_SENSORS, { id: ESTATE_DEMO_IDS.downtownLineFridge1 });
    expect(foreign.data).toEqual({ applianceSensors: [] });
  });
});

describe('createSensor and rotateSensorCredential', () => {
  it.each(outcomesFrom('MANAGER'))('%s registering a sensor: %s', async (level, expected) => {
    const hwid = `NEW-${level}`;
    const result = await asLevel(level, CREATE, { input: { hwid, locationId: DEMO_IDS.harborDowntown } });
    expect(outcome(result)).toBe(expected);
    expect(await countRows(server.pool, 'sensors', 'hwid = $1', [hwid])).toBe(expected === 'OK' ? 1 : 0);
  });

  it('shows the secret once and stores only its hash', async () => {
    const result = await as<{ createSensor: { secret: string; sensor: { id: string; reportingIntervalSec: number } } }>(
      'manager@harbor.example',
      CREATE,
      { input: { hwid: 'SECRET-1' } },
    );
    const { secret, sensor } = result.data!.createSensor;
    expect(secret).toMatch(/^kss_[A-Za-z0-9_-]{43}$/);
    expect(sensor.reportingIntervalSec).toBe(300);
    const stored = await server.pool.query('SELECT secret_hash FROM sensor_credentials WHERE sensor_id = $1', [sensor.id]);
    expect(stored.rows).toEqual([{ secret_hash: sha256(secret) }]);
    const leaks = await server.pool.query("SELECT count(*)::int AS n FROM sensors WHERE row_to_json(sensors)::text LIKE '%' || $1 || '%'", [
      secret,
    ]);
    expect(leaks.rows[0].n).toBe(0);

    const rotated = await as<{ rotateSensorCredential: { secret: string } }>('manager@harbor.example', ROTATE, { id: sensor.id });
    const next = rotated.data!.rotateSensorCredential.secret;
    expect(next).not.toBe(secret);
    const after = await server.pool.query('SELECT secret_hash FROM sensor_credentials WHERE sensor_id = $1', [sensor.id]);
    expect(after.rows).toEqual([{ secret_hash: sha256(next) }]);
  });

  it('keeps hardware ids unique per client only', async () => {
    const clash = await as('manager@harbor.example', CREATE, { input: { hwid: 'KS-T-0001' } });
    expect(clash.errors?.[0]?.message).toBe(SENSOR_MESSAGES.hwidTaken);
    const otherClient = await as('manager@sunrise.example', CREATE, { input: { hwid: 'KS-T-0001' } });
    expect(outcome(otherClient)).toBe('OK');
    expect(await countRows(server.pool, 'sensors', "hwid = 'KS-T-0001'")).toBe(2);
    const empty = await as('manager@harbor.example', CREATE, { input: { hwid: ' ' } });
    expect(empty.errors?.[0]?.message).toBe('Field is required');
    const tooFast = await as('manager@harbor.example', CREATE, { input: { hwid: 'FAST-1', reportingIntervalSec: 1 } });
    expect(tooFast.errors?.[0]?.message).toBe(ESTATE_MESSAGES.reportingIntervalOutOfRange);
  });

  it('answers another client ids like missing ones and changes nothing', async () => {
    const before = await server.pool.query('SELECT secret_hash FROM sensor_credentials WHERE sensor_id = $1', [
      ESTATE_DEMO_IDS.madridMilkFridgeSensor,
    ]);
    const foreign = await as('manager@harbor.example', ROTATE, { id: ESTATE_DEMO_IDS.madridMilkFridgeSensor });
    const missing = await as('manager@harbor.example', ROTATE, { id: MISSING });
    expect(foreign.errors).toEqual(missing.errors);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const after = await server.pool.query('SELECT secret_hash FROM sensor_credentials WHERE sensor_id = $1', [
      ESTATE_DEMO_IDS.madridMilkFridgeSensor,
    ]);
    expect(after.rows).toEqual(before.rows);
    const foreignLocation = await as('manager@sunrise.example', CREATE, {
      input: { hwid: 'SNEAKY-1', locationId: DEMO_IDS.harborDowntown },
    });
    expect(foreignLocation.errors?.[0]?.message).toBe('Location not found');
    expect(await countRows(server.pool, 'sensors', "hwid = 'SNEAKY-1'")).toBe(0);
  });
});

describe('updateSensor and deleteSensor', () => {
  it('edits the registry details, but keeps an attached sensor in its location', async () => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await as('manager@harbor.example', UPDATE, {
      input: {
        id: sensor.id,
        manufacturer: 'Elsys',
        reportingIntervalSec: 600,
        nextMaintenanceAt: '2030-01-15T00:00:00.000Z',
        locationId: DEMO_IDS.harborLisbon,
      },
    });
    expect(result.data).toEqual({
      updateSensor: {
        id: sensor.id,
        manufacturer: 'Elsys',
        reportingIntervalSec: 600,
        nextMaintenanceAt: '2030-01-15T00:00:00.000Z',
        locationId: DEMO_IDS.harborLisbon,
      },
    });
    const moved = await as('manager@harbor.example', UPDATE, {
      input: { id: ESTATE_DEMO_IDS.downtownLineFridge1Sensor, locationId: DEMO_IDS.harborLisbon },
    });
    expect(moved.errors?.[0]?.message).toBe(SENSOR_MESSAGES.attachedElsewhere);
    expect(moved.errors?.[0]?.extensions?.code).toBe('SENSOR_ATTACHED_ELSEWHERE');
    expect(
      await countRows(server.pool, 'sensors', 'id = $1 AND location_id = $2', [
        ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
        DEMO_IDS.harborDowntown,
      ]),
    ).toBe(1);
    expect(outcome(await as('lm@harbor.example', UPDATE, { input: { id: sensor.id, manufacturer: 'X' } }))).toBe('FORBIDDEN');
  });

  it('removes a detached sensor with its credential, never an attached one or another client sensor', async () => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor });
    const deleted = await as('manager@harbor.example', DELETE, { id: sensor.id });
    expect(deleted.data).toEqual({ deleteSensor: { status: 'SUCCESS', id: sensor.id } });
    expect(await countRows(server.pool, 'sensor_credentials', 'sensor_id = $1', [sensor.id])).toBe(0);
    const attached = await as('manager@harbor.example', DELETE, { id: ESTATE_DEMO_IDS.downtownLineFridge1Sensor });
    expect(attached.errors?.[0]?.message).toBe(SENSOR_MESSAGES.detachBeforeDelete);
    expect(attached.errors?.[0]?.extensions?.code).toBe('SENSOR_DETACH_BEFORE_DELETE');
    const foreign = await as('manager@harbor.example', DELETE, { id: ESTATE_DEMO_IDS.sunriseStockSensor });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      await countRows(server.pool, 'sensors', 'id IN ($1, $2)', [
        ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
        ESTATE_DEMO_IDS.sunriseStockSensor,
      ]),
    ).toBe(2);
  });
});

describe('attachSensor and detachSensor', () => {
  it('attaches a free sensor, makes the first one primary, and detaches it', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const stock = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor });
    const attached = await as('lm@harbor.example', ATTACH, { applianceId: appliance.id, sensorId: stock.id });
    expect(attached.data).toEqual({
      attachSensor: {
        status: 'SUCCESS',
        errorCode: null,
        appliance: { id: appliance.id, sensors: [{ id: stock.id }], primarySensor: { id: stock.id } },
        sensor: { id: stock.id, locationId: DEMO_IDS.harborDowntown, appliance: { id: appliance.id } },
      },
    });
    const again = await as('lm@harbor.example', ATTACH, { applianceId: appliance.id, sensorId: stock.id });
    expect(again.data).toMatchObject({ attachSensor: { status: 'SUCCESS' } });

    const detached = await as('lm@harbor.example', DETACH, { applianceId: appliance.id, sensorId: stock.id });
    expect(detached.data).toEqual({
      detachSensor: {
        status: 'SUCCESS',
        errorCode: null,
        appliance: { id: appliance.id, sensors: [] },
        sensor: { id: stock.id, locationId: DEMO_IDS.harborDowntown, appliance: null },
      },
    });
  });

  it('answers ERROR_SENSOR_IS_NOT_ATTACHED for a sensor that is not on that appliance', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await as('lm@harbor.example', DETACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
    });
    expect(result.data).toMatchObject({ detachSensor: { status: 'ERROR', errorCode: 'ERROR_SENSOR_IS_NOT_ATTACHED' } });
    expect(
      await countRows(server.pool, 'sensors', 'id = $1 AND appliance_id = $2', [
        ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
        ESTATE_DEMO_IDS.downtownLineFridge1,
      ]),
    ).toBe(1);
  });

  it('refuses a sensor attached to other equipment', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await as('manager@harbor.example', ATTACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
    });
    expect(result.errors?.[0]?.message).toBe(SENSOR_MESSAGES.alreadyAttached);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s attaching and detaching in Harbor Downtown: %s', async (level, expected) => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const attach = await asLevel(level, ATTACH, { applianceId: appliance.id, sensorId: sensor.id });
    expect(outcome(attach)).toBe(expected);
    expect(await countRows(server.pool, 'sensors', 'id = $1 AND appliance_id = $2', [sensor.id, appliance.id])).toBe(
      expected === 'OK' ? 1 : 0,
    );
    if (expected !== 'OK') return;
    const detach = await asLevel(level, DETACH, { applianceId: appliance.id, sensorId: sensor.id });
    expect(outcome(detach)).toBe('OK');
    expect(await countRows(server.pool, 'sensors', 'id = $1 AND appliance_id IS NULL', [sensor.id])).toBe(1);
  });

  it('answers another client sensor or appliance, and a Location Manager outside their locations, like missing ones', async () => {
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const foreignSensor = await as('manager@harbor.example', ATTACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.sunriseStockSensor,
    });
    const missingSensor = await as('manager@harbor.example', ATTACH, { applianceId: appliance.id, sensorId: MISSING });
    expect(foreignSensor.errors).toEqual(missingSensor.errors);
    expect(foreignSensor.errors?.[0]?.message).toBe('Sensor not found');

    const foreignAppliance = await as('manager@sunrise.example', ATTACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.sunriseStockSensor,
    });
    expect(foreignAppliance.errors?.[0]?.message).toBe('Appliance not found');
    const lmElsewhere = await as('lm@harbor.example', ATTACH, {
      applianceId: ESTATE_DEMO_IDS.lisbonLineFridge,
      sensorId: ESTATE_DEMO_IDS.harborStockSensor,
    });
    expect(lmElsewhere.errors?.[0]?.message).toBe('Appliance not found');
    // A sensor kept for a location the Location Manager does not manage is not theirs to take.
    const lmForeignSensor = await as('lm@harbor.example', ATTACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.baysideSpareSensor,
    });
    expect(lmForeignSensor.errors?.[0]?.message).toBe('Sensor not found');
    const detachForeign = await as('manager@sunrise.example', DETACH, {
      applianceId: ESTATE_DEMO_IDS.downtownLineFridge1,
      sensorId: ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
    });
    expect(detachForeign.errors?.[0]?.message).toBe('Appliance not found');

    expect(await countRows(server.pool, 'sensors', 'appliance_id = $1', [appliance.id])).toBe(0);
    expect(await countRows(server.pool, 'sensors', 'id = $1 AND appliance_id IS NULL', [ESTATE_DEMO_IDS.sunriseStockSensor])).toBe(1);
    expect(
      await countRows(server.pool, 'sensors', 'id = $1 AND appliance_id = $2', [
        ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
        ESTATE_DEMO_IDS.downtownLineFridge1,
      ]),
    ).toBe(1);
  });

  it('requires a signed-in viewer', async () => {
    const anonymous = await gql(server, SENSORS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('absent and null locationId on updateSensor', () => {
  const kept = (id: string) =>
    server.pool.query<{ location_id: string | null; manufacturer: string | null; reporting_interval_sec: number }>(
      'SELECT location_id, manufacturer, reporting_interval_sec FROM sensors WHERE id = $1',
      [id],
    );

  it('leaves the location (and every other absent field) unchanged when the field is left out', async () => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    await as('manager@harbor.example', UPDATE, { input: { id: sensor.id, manufacturer: 'Elsys', reportingIntervalSec: 600 } });
    const result = await as('manager@harbor.example', UPDATE, { input: { id: sensor.id, manufacturer: 'Milesight' } });
    expect(result.data).toMatchObject({
      updateSensor: { id: sensor.id, manufacturer: 'Milesight', reportingIntervalSec: 600, locationId: DEMO_IDS.harborDowntown },
    });
    expect((await kept(sensor.id)).rows[0]).toEqual({
      location_id: DEMO_IDS.harborDowntown,
      manufacturer: 'Milesight',
      reporting_interval_sec: 600,
    });
    // An attached sensor may be edited without repeating its location.
    const attached = await as('manager@harbor.example', UPDATE, {
      input: { id: ESTATE_DEMO_IDS.downtownLineFridge1Sensor, manufacturer: 'Elsys' },
    });
    expect(attached.data).toMatchObject({ updateSensor: { manufacturer: 'Elsys', locationId: DEMO_IDS.harborDowntown } });
  });

  it('moves a free sensor to stock only on an explicit null', async () => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await as('manager@harbor.example', UPDATE, { input: { id: sensor.id, locationId: null } });
    expect(result.data).toMatchObject({ updateSensor: { id: sensor.id, locationId: null } });
    expect((await kept(sensor.id)).rows[0]?.location_id).toBeNull();
    const attached = await as('manager@harbor.example', UPDATE, {
      input: { id: ESTATE_DEMO_IDS.downtownLineFridge1Sensor, locationId: null },
    });
    expect(attached.errors?.[0]?.message).toBe(SENSOR_MESSAGES.attachedElsewhere);
  });
});

describe('deleting a location with sensors attached', () => {
  it('puts its sensors back in the client stock, detached, credentials kept', async () => {
    const locationId = (
      await server.pool.query<{ id: string }>(
        "INSERT INTO locations (client_id, name, timezone) VALUES ($1, 'Closing down', 'UTC') RETURNING id",
        [DEMO_IDS.harbor],
      )
    ).rows[0]!.id;
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId });
    const attached = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId, applianceId: appliance.id });
    const kept = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId });
    const deleted = await as('manager@harbor.example', 'mutation($id: ID!) { deleteLocation(id: $id) { status id } }', { id: locationId });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data).toEqual({ deleteLocation: { status: 'SUCCESS', id: locationId } });
    const rows = await server.pool.query(
      'SELECT id, location_id, appliance_id, attached_at FROM sensors WHERE id = ANY($1::uuid[]) ORDER BY hwid',
      [[attached.id, kept.id]],
    );
    expect(rows.rows.map(({ location_id, appliance_id, attached_at }) => ({ location_id, appliance_id, attached_at }))).toEqual([
      { location_id: null, appliance_id: null, attached_at: null },
      { location_id: null, appliance_id: null, attached_at: null },
    ]);
    expect(await countRows(server.pool, 'sensor_credentials', 'sensor_id = ANY($1::uuid[])', [[attached.id, kept.id]])).toBe(2);
    const stock = await as<{ sensors: SensorItem[] }>('manager@harbor.example', SENSORS, {});
    expect(stock.data?.sensors.filter((s) => s.id === attached.id || s.id === kept.id)).toHaveLength(2);
  });
});
