import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { gql } from '../../../test/harness.js';
import { countRows, outcome, outcomesFrom, suiteSessions, LEVEL_ACCOUNTS } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { stepRecipients } from './recipients.js';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const SAVE_CHAIN = `mutation($input: SaveEscalationChainInput!) { saveEscalationChain(input: $input) { source locationId ackTimeoutMinutes
  steps { kind minutes accessLevels onShift everyManager channels userIds } } }`;
const SAVE_ROTA = `mutation($locationId: ID!, $shifts: [RotaShiftInput!]!) { saveRota(locationId: $locationId, shifts: $shifts) {
  userId weekday startMinute endMinute } }`;
const SAVE_SETTINGS = `mutation($input: ReachSettingsInput!) { saveMyReachSettings(input: $input) { channels quietStartMinute quietEndMinute } }`;
const ACK = 'mutation($id: ID!) { acknowledgeTempAlert(id: $id) { id acknowledgedBy { displayName } } }';
const CHAIN = 'query($locationId: ID) { escalationChain(locationId: $locationId) { source steps { kind } } }';
const ROTA = 'query($locationId: ID!) { rota(locationId: $locationId) { userId } }';
const REMINDERS = 'query($locationId: ID!) { checklistReminders(locationId: $locationId) { windows { checklistName } recent { id } } }';

const chainOf = (locationId: string | null, steps: unknown[]) => ({ input: { locationId, steps } });
const NOTIFY_LM = { kind: 'NOTIFY', accessLevels: ['LOCATION_MANAGER'], channels: ['PUSH', 'EMAIL'] };

async function userId(email: string): Promise<string> {
  const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]!.id;
}

async function downtownAlert(): Promise<string> {
  const fridge = await monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborDowntown,
    areaId: ESTATE_DEMO_IDS.downtownKitchen,
  });
  await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)) });
  const [alert] = await alertsOf(server.pool, fridge.applianceId);
  return alert!.id;
}

describe('reach mutations: access levels', () => {
  it.each(outcomesFrom('LOCATION_MANAGER'))('%s saves the Downtown chain and rota: %s', async (level, expected) => {
    const saved = await asLevel(level, SAVE_CHAIN, chainOf(DEMO_IDS.harborDowntown, [NOTIFY_LM, { kind: 'WAIT', minutes: 10 }, NOTIFY_LM]));
    expect(outcome(saved)).toBe(expected);
    const cook = await userId('cook@harbor.example');
    const rota = await asLevel(level, SAVE_ROTA, {
      locationId: DEMO_IDS.harborDowntown,
      shifts: [{ userId: cook, weekday: 1, startMinute: 360, endMinute: 840 }],
    });
    expect(outcome(rota)).toBe(expected);
    const read = await asLevel(level, CHAIN, { locationId: DEMO_IDS.harborDowntown });
    expect(outcome(read)).toBe(expected);
    if (expected === 'OK')
      expect(read.data).toMatchObject({
        escalationChain: { source: 'LOCATION', steps: [{ kind: 'NOTIFY' }, { kind: 'WAIT' }, { kind: 'NOTIFY' }] },
      });
  });

  it.each(outcomesFrom('MANAGER'))("%s saves the client's default chain: %s", async (level, expected) => {
    const saved = await asLevel(level, SAVE_CHAIN, chainOf(null, [NOTIFY_LM]));
    expect(outcome(saved)).toBe(expected);
    if (expected === 'OK') expect(saved.data).toMatchObject({ saveEscalationChain: { source: 'CLIENT_DEFAULT', locationId: null } });
  });

  it.each(outcomesFrom('STANDARD_USER'))('%s acknowledges a Downtown alert and reads the rota: %s', async (level, expected) => {
    const alertId = await downtownAlert();
    const acked = await asLevel<{ acknowledgeTempAlert: { acknowledgedBy: { displayName: string } } }>(level, ACK, { id: alertId });
    expect(outcome(acked)).toBe(expected);
    expect(await countRows(server.pool, 'alert_escalations', "alert_id = $1 AND state = 'ACKNOWLEDGED'", [alertId])).toBe(
      expected === 'OK' ? 1 : 0,
    );
    expect(outcome(await asLevel(level, ROTA, { locationId: DEMO_IDS.harborDowntown }))).toBe(expected);
  });

  it.each(outcomesFrom('STANDARD_USER'))("%s reads Downtown's checklist reminders: %s", async (level, expected) => {
    expect(outcome(await asLevel(level, REMINDERS, { locationId: DEMO_IDS.harborDowntown }))).toBe(expected);
  });

  it.each(LEVEL_ACCOUNTS.map((a) => [a.level] as const))('%s saves their own channels and quiet hours', async (level) => {
    const saved = await asLevel(level, SAVE_SETTINGS, { input: { channels: ['PUSH'], quietStartMinute: 1320, quietEndMinute: 360 } });
    expect(saved.data).toEqual({ saveMyReachSettings: { channels: ['PUSH'], quietStartMinute: 1320, quietEndMinute: 360 } });
  });

  it('refuses them all without a session', async () => {
    for (const [query, variables] of [
      [SAVE_CHAIN, chainOf(null, [NOTIFY_LM])],
      [SAVE_ROTA, { locationId: DEMO_IDS.harborDowntown, shifts: [] }],
      [SAVE_SETTINGS, { input: { channels: [] } }],
      [ACK, { id: DEMO_IDS.harborDowntown }],
    ] as const) {
      expect(outcome(await gql(server, query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('reach mutations: other clients and locations not assigned', () => {
  it("answers a Sunrise manager about Harbor's location and alert as if they did not exist", async () => {
    const alertId = await downtownAlert();
    const sunrise = 'manager@sunrise.example';
    expect(outcome(await as(sunrise, ACK, { id: alertId }))).toBe('NOT_FOUND');
    expect(outcome(await as(sunrise, SAVE_CHAIN, chainOf(DEMO_IDS.harborDowntown, [NOTIFY_LM])))).toBe('NOT_FOUND');
    expect(outcome(await as(sunrise, SAVE_ROTA, { locationId: DEMO_IDS.harborDowntown, shifts: [] }))).toBe('NOT_FOUND');
    expect(outcome(await as(sunrise, ROTA, { locationId: DEMO_IDS.harborDowntown }))).toBe('NOT_FOUND');
    expect(outcome(await as(sunrise, REMINDERS, { locationId: DEMO_IDS.harborDowntown }))).toBe('NOT_FOUND');
    expect(await countRows(server.pool, 'alert_escalations', "alert_id = $1 AND state = 'ACKNOWLEDGED'", [alertId])).toBe(0);
  });

  it('keeps a location manager to their own locations, and people of another client out of a chain or a rota', async () => {
    expect(outcome(await as('lm@harbor.example', SAVE_CHAIN, chainOf(DEMO_IDS.harborLisbon, [NOTIFY_LM])))).toBe('NOT_FOUND');
    expect(outcome(await as('lm@harbor.example', REMINDERS, { locationId: DEMO_IDS.harborLisbon }))).toBe('NOT_FOUND');
    const stranger = await userId('manager@sunrise.example');
    const named = await as(
      'manager@harbor.example',
      SAVE_CHAIN,
      chainOf(DEMO_IDS.harborDowntown, [{ kind: 'NOTIFY', userIds: [stranger], channels: ['PUSH'] }]),
    );
    expect(named.errors?.[0]?.message).toBe('Step 1: Everyone in a chain must be a member of this company');
    expect(named.errors?.[0]?.extensions).toMatchObject({ field: 'steps.0.who', code: 'CHAIN_NOT_MEMBER', n: 1 });
    const rota = await as('manager@harbor.example', SAVE_ROTA, {
      locationId: DEMO_IDS.harborDowntown,
      shifts: [{ userId: stranger, weekday: 1, startMinute: 0, endMinute: 60 }],
    });
    expect(rota.errors?.[0]?.message).toBe('Shift 1: Everyone on the rota must be assigned to this location');
    expect(rota.errors?.[0]?.extensions).toMatchObject({ field: 'shifts.0.userId', code: 'ROTA_NOT_ASSIGNED', n: 1 });
  });
});

describe("the client's default chain: levels and other clients", () => {
  const DEFAULT_CHAIN = 'query { escalationChain { source locationId steps { kind channels } } }';

  it.each(outcomesFrom('MANAGER'))("%s reads the client's default chain: %s", async (level, expected) => {
    expect(outcome(await asLevel(level, DEFAULT_CHAIN))).toBe(expected);
  });

  it("keeps each client's default to itself, and a location without its own follows its client's", async () => {
    const harborSteps = [{ kind: 'NOTIFY', everyManager: true, channels: ['SMS'] }];
    expect(outcome(await as('manager@harbor.example', SAVE_CHAIN, chainOf(null, harborSteps)))).toBe('OK');
    // Sunrise sees only its own (still the built-in one), and saving it leaves Harbor's alone.
    expect((await as('manager@sunrise.example', DEFAULT_CHAIN)).data).toMatchObject({ escalationChain: { source: 'BUILT_IN' } });
    const sunriseSteps = [{ kind: 'NOTIFY', onShift: true, channels: ['PUSH'] }];
    expect(outcome(await as('manager@sunrise.example', SAVE_CHAIN, chainOf(null, sunriseSteps)))).toBe('OK');
    expect((await as('manager@harbor.example', DEFAULT_CHAIN)).data).toEqual({
      escalationChain: { source: 'CLIENT_DEFAULT', locationId: null, steps: [{ kind: 'NOTIFY', channels: ['SMS'] }] },
    });
    const lisbon = await as('manager@harbor.example', CHAIN, { locationId: DEMO_IDS.harborLisbon });
    expect(lisbon.data).toEqual({ escalationChain: { source: 'CLIENT_DEFAULT', steps: [{ kind: 'NOTIFY' }] } });
  });
});

describe('chain editor validation', () => {
  // The code and step number `n` let a screen word the refusal in the reader's language (Spanish too).
  it.each([
    [[{ kind: 'WAIT', minutes: 5 }], 'A chain needs at least one NOTIFY step', 'steps', 'CHAIN_NEEDS_NOTIFY', undefined],
    [[NOTIFY_LM, { kind: 'WAIT', minutes: 0 }, NOTIFY_LM], 'Step 2: Waits are 1 to 240 minutes', 'steps.1.minutes', 'CHAIN_WAIT_RANGE', 2],
    [
      [NOTIFY_LM, { kind: 'WAIT', minutes: 241 }, NOTIFY_LM],
      'Step 2: Waits are 1 to 240 minutes',
      'steps.1.minutes',
      'CHAIN_WAIT_RANGE',
      2,
    ],
    [[{ kind: 'NOTIFY', channels: ['PUSH'] }], 'Step 1: A NOTIFY step needs someone to notify', 'steps.0.who', 'CHAIN_NOTIFY_NOBODY', 1],
    [
      [NOTIFY_LM, { kind: 'NOTIFY', onShift: true, channels: [] }],
      'Step 2: A NOTIFY step needs at least one channel',
      'steps.1.channels',
      'CHAIN_NOTIFY_CHANNELS',
      2,
    ],
  ])('refuses %j: %s', async (steps, message, field, code, n) => {
    const result = await as('manager@harbor.example', SAVE_CHAIN, chainOf(DEMO_IDS.harborBayside, steps));
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ field, code });
    expect(result.errors?.[0]?.extensions?.n).toBe(n);
  });

  it('refuses a re-escalation time out of 5 to 240 minutes by its code', async () => {
    const result = await as('manager@harbor.example', SAVE_CHAIN, {
      input: { locationId: DEMO_IDS.harborBayside, steps: [NOTIFY_LM], ackTimeoutMinutes: 4 },
    });
    expect(result.errors?.[0]?.message).toBe('The acknowledgement timeout is 5 to 240 minutes');
    expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'ackTimeoutMinutes', code: 'CHAIN_ACK_TIMEOUT_RANGE' });
  });

  it.each([
    [{ weekday: 8, startMinute: 0, endMinute: 60 }, 'Shift 2: Pick a day of the week', 'shifts.1.weekday', 'ROTA_WEEKDAY'],
    [
      { weekday: 1, startMinute: 1440, endMinute: 60 },
      'Shift 2: The start is a time from 00:00 to 23:59',
      'shifts.1.startMinute',
      'ROTA_START_TIME',
    ],
    [
      { weekday: 1, startMinute: 0, endMinute: 1441 },
      'Shift 2: The end is a time from 00:00 to 24:00',
      'shifts.1.endMinute',
      'ROTA_END_TIME',
    ],
  ])('refuses the rota shift %j: %s, and keeps the rota as it was', async (second, message, field, code) => {
    const cook = await userId('cook@harbor.example');
    const before = await countRows(server.pool, 'rota_shifts', 'location_id = $1', [DEMO_IDS.harborDowntown]);
    const result = await as('manager@harbor.example', SAVE_ROTA, {
      locationId: DEMO_IDS.harborDowntown,
      shifts: [
        { userId: cook, weekday: 1, startMinute: 0, endMinute: 60 },
        { userId: cook, ...second },
      ],
    });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ field, code, n: 2 });
    expect(await countRows(server.pool, 'rota_shifts', 'location_id = $1', [DEMO_IDS.harborDowntown])).toBe(before);
  });

  it('refuses half-given quiet hours', async () => {
    const result = await as('cook@harbor.example', SAVE_SETTINGS, { input: { channels: ['PUSH'], quietStartMinute: 60 } });
    expect(result.errors?.[0]?.message).toBe('Quiet hours need a start and an end');
    expect(result.errors?.[0]?.extensions?.code).toBe('QUIET_HOURS_PAIR');
  });
});

describe("the rota on the location's clock across DST changes (America/New_York)", () => {
  it('finds who is on shift by wall-clock time on the days clocks move', async () => {
    const tenant = await buildClient(server.pool);
    await systemQuery(server.pool, "UPDATE locations SET timezone = 'America/New_York' WHERE id = $1", [tenant.location.id]);
    const early = await buildUser(server.pool, { clientId: tenant.client.id, locationIds: [tenant.location.id] });
    const night = await buildUser(server.pool, { clientId: tenant.client.id, locationIds: [tenant.location.id] });
    const shifts = [
      [early.id, 7, 0, 360], // Sunday 00:00–06:00
      [early.id, 7, 60, 240], // Sunday 01:00–04:00 (again, for the spring change)
      [night.id, 6, 1320, 120], // Saturday 22:00 – Sunday 02:00
    ] as const;
    for (const [user, weekday, start, end] of shifts) {
      await systemQuery(
        server.pool,
        'INSERT INTO rota_shifts (client_id, location_id, user_id, weekday, start_min, end_min) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenant.client.id, tenant.location.id, user, weekday, start, end],
      );
    }
    const onShiftAt = (iso: string) =>
      withSystemTx(server.pool, (db) =>
        stepRecipients(db, {
          clientId: tenant.client.id,
          locationId: tenant.location.id,
          targets: { userIds: [], accessLevels: [], onShift: true, everyManager: false },
          now: new Date(iso),
        }),
      ).then((people) => people.map((p) => p.userId).sort());
    // Nov 1 2026, clocks go back at 02:00 EDT: 05:30 EST is 10:30Z (a fixed −4 h offset would say 06:30).
    expect(await onShiftAt('2026-11-01T10:30:00Z')).toEqual([early.id]);
    expect(await onShiftAt('2026-11-01T11:30:00Z')).toEqual([]);
    // 01:30 EST on the repeated hour (06:30Z): still Saturday night's shift, which ends at 02:00.
    expect(await onShiftAt('2026-11-01T06:30:00Z')).toEqual([early.id, night.id].sort());
    // Mar 8 2026, clocks go forward at 02:00 EST: 07:30Z is 03:30 EDT, inside 01:00–04:00.
    expect(await onShiftAt('2026-03-08T07:30:00Z')).toEqual([early.id]);
    expect(await onShiftAt('2026-03-08T08:30:00Z')).toEqual([early.id]); // 04:30 EDT: the 00:00–06:00 shift only
    expect(await onShiftAt('2026-03-08T11:30:00Z')).toEqual([]); // 07:30 EDT
  });
});
