import { HARDWARE_ID_MAX, HARDWARE_ID_MESSAGES } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBadHardwareIds, reportBadHardwareIds } from '../../src/features/sensors/hardware-id-check.js';
import { buildSensor } from '../estate-factories.js';
import { buildClient } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { countWhere } from '../readings.js';

// Issue 35 item 3: a sensor `+` got a wildcard publish rule and wrote onto another fridge of its client; a
// `/` id's readings were lost. A hardware id is now one literal MQTT topic level (packages/domain hardware-id.ts).
const CREATE = 'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret sensor { id hwid } } }';
const server = useTestServer();
let manager: string;

beforeAll(async () => {
  manager = (await loginAs(server, 'manager@harbor.example')).token;
});

describe('hardware ids', () => {
  it.each([
    ['+', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['#', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['fridge/+', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['a/b', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['nul\u0000id', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['tab\tid', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['x'.repeat(HARDWARE_ID_MAX + 1), HARDWARE_ID_MESSAGES.tooLong],
  ])('createSensor refuses %j with "%s" and registers nothing', async (hwid, message) => {
    const result = await gql(server, CREATE, { input: { hwid } }, { token: manager });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(await countWhere(server.pool, 'sensors', 'hwid = $1', [hwid.replaceAll('\u0000', '')])).toBe(0);
  });

  it('createSensor takes an id of the topic-level characters, at the length bound', async () => {
    const hwid = `mac:00:1A.b_c-Küche-${'x'.repeat(HARDWARE_ID_MAX - 20)}`;
    const result = await gql<{ createSensor: { sensor: { hwid: string } } }>(server, CREATE, { input: { hwid } }, { token: manager });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createSensor.sensor.hwid).toBe(hwid);
  });

  it('reports the rows registered before the rule at startup, and changes none', async () => {
    const tenant = await buildClient(server.pool, 'Old ids');
    const wildcard = await buildSensor(server.pool, { clientId: tenant.client.id, hwid: '+' });
    const slash = await buildSensor(server.pool, { clientId: tenant.client.id, hwid: 'a/b' });
    await buildSensor(server.pool, { clientId: tenant.client.id, hwid: 'GOOD-1' });
    const bad = (await findBadHardwareIds(server.pool)).filter((row) => row.clientId === tenant.client.id);
    expect(bad.map((row) => [row.sensorId, row.hwid])).toEqual([
      [wildcard.id, '+'],
      [slash.id, 'a/b'],
    ]);
    const logged: string[] = [];
    expect(await reportBadHardwareIds(server.pool, (_details, message) => logged.push(message))).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatch(/break the hardware id rule/);
    expect(await countWhere(server.pool, 'sensors', 'client_id = $1', [tenant.client.id])).toBe(3);
  });
});
