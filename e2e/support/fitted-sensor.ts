import { expect, type APIRequestContext } from '@playwright/test';
import type { Api } from './api.js';

/** Equipment of a scenario's own, with a new sensor attached at a fitting time in the past. */
export interface FittedEquipment {
  applianceId: string;
  name: string;
  hwid: string;
  secret: string;
  /** The equipment page. */
  page: string;
}

/**
 * New equipment at `locationId` with a new sensor fitted `fittedMinutesAgo` (prepared through the real
 * API): `attachSensor(attachedAt:)` records the fitting time (decision 0341), so the readings a scenario
 * then posts for the last hours count for this equipment, as a gateway's buffer would (readings before
 * an attachment count nowhere, decision 0122).
 */
export async function equipmentWithFittedSensor(
  manager: Api,
  options: {
    locationId: string;
    name: string;
    type?: string;
    placement?: 'AIR' | 'FOOD_SIMULANT' | 'FOOD_PROBE';
    fittedMinutesAgo: number;
  },
): Promise<FittedEquipment> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createAppliance } = await manager.ok<{ createAppliance: { id: string; areaId: string | null } }>(
    'mutation($input: CreateApplianceInput!) { createAppliance(input: $input) { id areaId } }',
    { input: { locationId: options.locationId, name: options.name, type: options.type ?? 'FRIDGE' } },
  );
  const { createSensor } = await manager.ok<{ createSensor: { secret: string; sensor: { id: string; hwid: string } } }>(
    'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id hwid } } }',
    { input: { locationId: options.locationId, hwid: `E2E-FIT-${stamp}`, placement: options.placement ?? 'AIR' } },
  );
  await manager.ok(
    'mutation($a: ID!, $s: ID!, $at: DateTime) { attachSensor(applianceId: $a, sensorId: $s, attachedAt: $at) { status } }',
    {
      a: createAppliance.id,
      s: createSensor.sensor.id,
      at: new Date(Date.now() - options.fittedMinutesAgo * 60_000).toISOString(),
    },
  );
  return {
    applianceId: createAppliance.id,
    name: options.name,
    hwid: createSensor.sensor.hwid,
    secret: createSensor.secret,
    page: `/temperatures/${options.locationId}/${createAppliance.areaId ?? 'unassigned'}/${createAppliance.id}`,
  };
}

/** Readings `stepMin` apart from `fromMinutesAgo` to `toMinutesAgo`, °C by minutes ago, through the ingest endpoint with the sensor's token. */
export async function postReadingsAgo(
  request: APIRequestContext,
  equipment: Pick<FittedEquipment, 'hwid' | 'secret'>,
  { fromMinutesAgo, toMinutesAgo = 0, stepMin = 5 }: { fromMinutesAgo: number; toMinutesAgo?: number; stepMin?: number },
  celsius: (minutesAgo: number) => number,
): Promise<void> {
  const now = Date.now();
  const readings = [];
  for (let minutesAgo = fromMinutesAgo; minutesAgo >= toMinutesAgo; minutesAgo -= stepMin) {
    readings.push({ hwid: equipment.hwid, time: new Date(now - minutesAgo * 60_000).toISOString(), temperature: celsius(minutesAgo) });
  }
  const posted = await request.post('/ingest/v1/readings', {
    data: { readings },
    headers: { authorization: `Bearer ${equipment.secret}` },
  });
  expect(posted.status()).toBeLessThan(300);
}
