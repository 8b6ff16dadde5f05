import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { buildAppliance, buildSensor, outcome, outcomesFrom, suiteSessions, type Level } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';

/**
 * The food model's fields (PRODUCT.md "Food-safety model"): a sensor's placement, an appliance's food time
 * constant, batch life, service/display flag, out of service and service hours; and "Kept after a probe
 * check" refused in the danger zone. Each with its roles and another client's ids.
 */
let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const CREATE_SENSOR = 'mutation($input: CreateSensorInput!) { createSensor(input: $input) { sensor { id placement } } }';
const UPDATE_SENSOR = 'mutation($input: UpdateSensorInput!) { updateSensor(input: $input) { id placement } }';
const UPDATE_APPLIANCE = `mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) {
  id foodTimeConstantMin batchLifeDays serviceDisplay outOfService serviceHours { weekday startMin endMin }
} }`;
const RECORD = `mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id probeReading probeReadingUnit } }`;

const hwid = () => `PL-${Math.random().toString(36).slice(2, 10)}`;

describe('sensor placement', () => {
  it('defaults to AIR and is set on create and update by Managers', async () => {
    const created = await asLevel<{ createSensor: { sensor: { id: string; placement: string } } }>('MANAGER', CREATE_SENSOR, {
      input: { hwid: hwid() },
    });
    expect(created.data?.createSensor.sensor.placement).toBe('AIR');
    const probe = await asLevel<{ createSensor: { sensor: { placement: string } } }>('MANAGER', CREATE_SENSOR, {
      input: { hwid: hwid(), placement: 'FOOD_PROBE' },
    });
    expect(probe.data?.createSensor.sensor.placement).toBe('FOOD_PROBE');
    const id = created.data!.createSensor.sensor.id;
    const updated = await asLevel<{ updateSensor: { placement: string } }>('MANAGER', UPDATE_SENSOR, {
      input: { id, placement: 'FOOD_SIMULANT' },
    });
    expect(updated.data?.updateSensor.placement).toBe('FOOD_SIMULANT');
    const { rows } = await systemQuery<{ placement: string }>(server.pool, 'SELECT placement FROM sensors WHERE id = $1', [id]);
    expect(rows[0]?.placement).toBe('FOOD_SIMULANT');
  });

  it.each(outcomesFrom('MANAGER'))('%s updating a placement: %s', async (level: Level, expected) => {
    const sensor = await buildSensor(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    expect(outcome(await asLevel(level, UPDATE_SENSOR, { input: { id: sensor.id, placement: 'FOOD_PROBE' } }))).toBe(expected);
    const { rows } = await systemQuery<{ placement: string }>(server.pool, 'SELECT placement FROM sensors WHERE id = $1', [sensor.id]);
    expect(rows[0]?.placement).toBe(expected === 'OK' ? 'FOOD_PROBE' : 'AIR');
  });

  it("another client's sensor is not found, and stays AIR", async () => {
    const sunrise = await buildSensor(server.pool, { clientId: DEMO_IDS.sunrise });
    const result = await as('manager@harbor.example', UPDATE_SENSOR, { input: { id: sunrise.id, placement: 'FOOD_PROBE' } });
    expect(outcome(result)).toBe('NOT_FOUND');
    const { rows } = await systemQuery<{ placement: string }>(server.pool, 'SELECT placement FROM sensors WHERE id = $1', [sunrise.id]);
    expect(rows[0]?.placement).toBe('AIR');
  });
});

describe('appliance food fields', () => {
  it('keeps the defaults (30 min, 7 days cold) and stores what a Location Manager sets', async () => {
    const fridge = await buildAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: ESTATE_DEMO_IDS.downtownKitchen,
    });
    const hours = [{ weekday: 1, startMin: 600, endMin: 1380 }];
    const result = await as<{ updateAppliance: Record<string, unknown> }>('lm@harbor.example', UPDATE_APPLIANCE, {
      input: { id: fridge.id, foodTimeConstantMin: 45, serviceDisplay: true, serviceHours: hours },
    });
    expect(outcome(result)).toBe('OK');
    expect(result.data?.updateAppliance).toMatchObject({
      foodTimeConstantMin: 45,
      batchLifeDays: 7,
      serviceDisplay: true,
      outOfService: false,
      serviceHours: hours,
    });
    // A later edit that leaves them out keeps them.
    const kept = await as<{ updateAppliance: Record<string, unknown> }>('lm@harbor.example', UPDATE_APPLIANCE, {
      input: { id: fridge.id, outOfService: true },
    });
    expect(kept.data?.updateAppliance).toMatchObject({ foodTimeConstantMin: 45, outOfService: true, serviceHours: hours });
  });

  it.each([
    ['a time constant of 4 min', { foodTimeConstantMin: 4 }, 'The food time constant must be a whole number of minutes from 5 to 240'],
    ['a time constant of 241 min', { foodTimeConstantMin: 241 }, 'The food time constant must be a whole number of minutes from 5 to 240'],
    ['a batch life of 0 days', { batchLifeDays: 0 }, 'The batch life must be a whole number of days from 1 to 14'],
    ['a service window on day 8', { serviceHours: [{ weekday: 8, startMin: 0, endMin: 60 }] }, 'A service window needs a weekday 1–7'],
  ])('refuses %s', async (_name, fields, message) => {
    const fridge = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel('MANAGER', UPDATE_APPLIANCE, { input: { id: fridge.id, ...fields } });
    expect(outcome(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
    const { rows } = await systemQuery<{ food_time_constant_min: number }>(
      server.pool,
      'SELECT food_time_constant_min FROM appliances WHERE id = $1',
      [fridge.id],
    );
    expect(rows[0]?.food_time_constant_min).toBe(30);
  });

  it.each(outcomesFrom('LOCATION_MANAGER'))('%s setting a time constant: %s', async (level: Level, expected) => {
    const fridge = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const result = await asLevel(level, UPDATE_APPLIANCE, { input: { id: fridge.id, foodTimeConstantMin: 60 } });
    expect(outcome(result) === 'OK').toBe(expected === 'OK');
  });

  it("another client's appliance is not found and keeps its fields", async () => {
    const sunrise = await buildAppliance(server.pool, { clientId: DEMO_IDS.sunrise, locationId: DEMO_IDS.sunriseMadrid });
    expect(outcome(await as('manager@harbor.example', UPDATE_APPLIANCE, { input: { id: sunrise.id, outOfService: true } }))).toBe(
      'NOT_FOUND',
    );
    const { rows } = await systemQuery<{ out_of_service: boolean }>(server.pool, 'SELECT out_of_service FROM appliances WHERE id = $1', [
      sunrise.id,
    ]);
    expect(rows[0]?.out_of_service).toBe(false);
  });
});

describe('Kept after a probe check', () => {
  it('refuses a 55 °F probe reading in a US fridge naming 41 °F, and keeps a 38.3 °F one in °C', async () => {
    const fridge = await monitoredAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: ESTATE_DEMO_IDS.downtownKitchen,
    });
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
    });
    const [alert] = await alertsOf(server.pool, fridge.applianceId);
    const refused = await asLevel('STANDARD_USER', RECORD, {
      input: { alertId: alert!.id, fate: 'KEPT_AFTER_PROBE', probeReading: 55, probeReadingUnit: 'F' },
    });
    expect(outcome(refused)).toBe('PROBE_IN_DANGER_ZONE');
    expect(refused.errors?.[0]?.message).toBe(
      'A probe reading of 55.0 °F is in the danger zone: food can only be kept when it is at or below 41.0 °F',
    );
    const { rows: none } = await systemQuery(server.pool, 'SELECT 1 FROM corrective_actions WHERE alert_id = $1', [alert!.id]);
    expect(none).toHaveLength(0);
    const kept = await asLevel<{ recordCorrectiveAction: { probeReading: number; probeReadingUnit: string } }>('STANDARD_USER', RECORD, {
      input: { alertId: alert!.id, fate: 'KEPT_AFTER_PROBE', probeReading: 38.3, probeReadingUnit: 'F' },
    });
    expect(outcome(kept)).toBe('OK');
    expect(kept.data?.recordCorrectiveAction.probeReading).toBeCloseTo(3.5, 5);
  });
});
