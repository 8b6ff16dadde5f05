import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@ks/domain';
import { signAccessToken } from '../../auth/access-token.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import { loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { LEVEL_ACCOUNTS, type Level } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, type MonitoredAppliance } from '../../../test/readings.js';
import { buildQuest, DOCS, ok, openActivation } from '../../../test/quests.js';
import { subscribeLive, type LiveMessage, type LiveSubscriber } from '../../../test/live-subscriber.js';

const server = useTestServer();
let downtown: MonitoredAppliance;
let lisbon: MonitoredAppliance;
let madrid: MonitoredAppliance;
const tokens = new Map<string, string>();
const open: Array<LiveSubscriber<unknown>> = [];

async function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) tokens.set(email, (token = (await loginAs(server, email)).token));
  return token;
}

interface TemperatureData {
  temperatureChanged: {
    kind: string;
    locationId: string;
    applianceId: string;
    alert: { id: string; currentStatus: { statusCode: string } } | null;
  };
}
const TEMPERATURES = `subscription($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {
  temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {
    kind locationId applianceId appliance { id name } alert { id currentStatus { statusCode } } } }`;

interface ProgressData {
  locationProgressChanged: {
    kind: string;
    locationId: string;
    fixit: { id: string; status: string } | null;
    questActivation: { id: string; progress: string } | null;
  };
}
const PROGRESS = `subscription($locationId: ID) { locationProgressChanged(locationId: $locationId) {
  kind locationId fixit { id status } questActivation { id progress } } }`;

async function subscribe<T>(email: string, query: string, variables: Record<string, unknown>, clientId?: string) {
  const subscriber = await subscribeLive<T>(server, query, variables, { token: await tokenOf(email), clientId });
  open.push(subscriber as LiveSubscriber<unknown>);
  return subscriber;
}

const codeOf = (message: LiveMessage<unknown>) => message.errors?.[0]?.extensions?.code;
const fromAppliance = (applianceId: string) => (message: LiveMessage<TemperatureData>) =>
  message.data?.temperatureChanged?.applianceId === applianceId;

/** Five readings at 3 °C then 40 minutes at 9 °C: the engine raises an alert (the fridge's safe zone ends at 5 °C). */
async function breach(fridge: MonitoredAppliance) {
  const result = await postReadings(server, fridge.secret, {
    readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
  });
  expect(result.status).toBe(200);
}

beforeAll(async () => {
  downtown = await monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborDowntown,
    areaId: ESTATE_DEMO_IDS.downtownKitchen,
  });
  lisbon = await monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborLisbon,
    areaId: ESTATE_DEMO_IDS.lisbonKitchen,
  });
  madrid = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.sunrise, locationId: DEMO_IDS.sunriseMadrid });
});
afterEach(() => {
  for (const subscriber of open.splice(0)) subscriber.close();
});

describe('temperatureChanged: authorised like the monitoring queries', () => {
  // PRODUCT.md's matrix: monitoring from Standard User up; a Basic User has none.
  const levels: Array<[Level, string]> = LEVEL_ACCOUNTS.map(({ level }) => [level, level === 'BASIC_USER' ? 'FORBIDDEN' : 'OK']);

  it('delivers an alert raised by ingest to every level that may monitor Downtown, and refuses a Basic User', async () => {
    const subscribers = await Promise.all(
      levels.map(async ([level]) => {
        const account = LEVEL_ACCOUNTS.find((a) => a.level === level)!;
        return subscribe<TemperatureData>(
          account.email,
          TEMPERATURES,
          { locationId: DEMO_IDS.harborDowntown },
          'clientId' in account ? account.clientId : undefined,
        );
      }),
    );
    await breach(downtown);
    const [alert] = await alertsOf(server.pool, downtown.applianceId);
    expect(alert).toBeDefined();
    for (const [index, [level, expected]] of levels.entries()) {
      const subscriber = subscribers[index]!;
      if (expected === 'FORBIDDEN') {
        const refused = await subscriber.waitFor(() => true);
        expect(codeOf(refused), level).toBe('FORBIDDEN');
        expect(refused.data?.temperatureChanged ?? null).toBeNull();
        continue;
      }
      const event = await subscriber.waitFor((m) => m.data?.temperatureChanged?.kind === 'ALERT');
      expect(event.errors, level).toBeUndefined();
      expect(event.data!.temperatureChanged).toMatchObject({
        kind: 'ALERT',
        locationId: DEMO_IDS.harborDowntown,
        applianceId: downtown.applianceId,
        alert: { id: alert!.id, currentStatus: { statusCode: 'DETECTED' } },
      });
      await subscriber.waitFor((m) => m.data?.temperatureChanged?.kind === 'READINGS');
    }
  });

  it("never delivers another client's events: a Sunrise manager hears Madrid, not Harbor", async () => {
    const sunrise = await subscribe<TemperatureData>('manager@sunrise.example', TEMPERATURES, {});
    const harbor = await subscribe<TemperatureData>('manager@harbor.example', TEMPERATURES, {});
    await breach(lisbon);
    await harbor.waitFor(fromAppliance(lisbon.applianceId));
    // Published after Harbor's: once Madrid's event is in, Harbor's would have been too.
    await breach(madrid);
    await sunrise.waitFor(fromAppliance(madrid.applianceId));
    expect(sunrise.messages.length).toBeGreaterThan(0);
    expect(sunrise.messages.every((m) => m.data?.temperatureChanged?.locationId === DEMO_IDS.sunriseMadrid)).toBe(true);
    expect(harbor.messages.some(fromAppliance(madrid.applianceId))).toBe(false);
  });

  it("carries the ids the screens select without a re-read, and only of the viewer's locations", async () => {
    // What the web's TemperatureChanges subscription selects: no appliance, no alert, so nothing is re-read
    // per subscriber; the stream's audience (fixed at subscribe) keeps a Location Manager to their location.
    const IDS_ONLY = `subscription { temperatureChanged { kind locationId applianceId } }`;
    const downtownManager = await subscribe<TemperatureData>('lm@harbor.example', IDS_ONLY, {});
    const manager = await subscribe<TemperatureData>('manager@harbor.example', IDS_ONLY, {});
    await breach(lisbon);
    await manager.waitFor(fromAppliance(lisbon.applianceId));
    // Published after Lisbon's: once Downtown's event is in, Lisbon's would have been too.
    await breach(downtown);
    const heard = await downtownManager.waitFor((m) => m.data?.temperatureChanged?.kind === 'ALERT');
    expect(heard.errors).toBeUndefined();
    expect(heard.data!.temperatureChanged).toEqual({
      kind: 'ALERT',
      locationId: DEMO_IDS.harborDowntown,
      applianceId: downtown.applianceId,
    });
    expect(downtownManager.messages.some(fromAppliance(lisbon.applianceId))).toBe(false);
    expect(downtownManager.messages.every((m) => m.data?.temperatureChanged?.locationId === DEMO_IDS.harborDowntown)).toBe(true);
  });

  it("answers another client's location or appliance as not found", async () => {
    const byLocation = await subscribe('manager@sunrise.example', TEMPERATURES, { locationId: DEMO_IDS.harborDowntown });
    expect(codeOf(await byLocation.waitFor(() => true))).toBe('NOT_FOUND');
    const byAppliance = await subscribe('manager@sunrise.example', TEMPERATURES, { applianceId: downtown.applianceId });
    expect(codeOf(await byAppliance.waitFor(() => true))).toBe('NOT_FOUND');
  });

  it("keeps a location manager to their locations: Lisbon's events never reach Downtown's manager", async () => {
    const refused = await subscribe('lm@harbor.example', TEMPERATURES, { locationId: DEMO_IDS.harborLisbon });
    expect(codeOf(await refused.waitFor(() => true))).toBe('NOT_FOUND');
    const manager = await subscribe<TemperatureData>('lm@harbor.example', TEMPERATURES, {});
    const readings = (fridge: MonitoredAppliance) =>
      postReadings(server, fridge.secret, { readings: series(fridge.hwid, 4, 0, () => 3, 2) });
    await readings(lisbon);
    await readings(downtown);
    await manager.waitFor(fromAppliance(downtown.applianceId));
    expect(manager.messages.some(fromAppliance(lisbon.applianceId))).toBe(false);
  });

  it("shows one person's snooze to another watching the appliance, and only the kinds asked for", async () => {
    const [alert] = await alertsOf(server.pool, downtown.applianceId);
    const watcher = await subscribe<TemperatureData>('cook@harbor.example', TEMPERATURES, {
      applianceId: downtown.applianceId,
      kinds: ['ALERT'],
    });
    await ok(
      server,
      'mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }',
      { id: alert!.id },
      { token: await tokenOf('manager@harbor.example') },
    );
    const snoozed = await watcher.waitFor((m) => m.data?.temperatureChanged?.alert?.currentStatus.statusCode === 'SNOOZED');
    expect(snoozed.data!.temperatureChanged).toMatchObject({ kind: 'ALERT', alert: { id: alert!.id } });
    expect(watcher.messages.every((m) => m.data?.temperatureChanged?.kind === 'ALERT')).toBe(true);
  });

  it("tells the equipment's history: a calibration check recorded by a cook reaches a manager watching its records", async () => {
    const watcher = await subscribe<TemperatureData>('manager@harbor.example', TEMPERATURES, {
      applianceId: downtown.applianceId,
      kinds: ['RECORDS'],
    });
    const outsider = await subscribe<TemperatureData>('manager@sunrise.example', TEMPERATURES, { kinds: ['RECORDS'] });
    await ok(
      server,
      'mutation($sensorId: ID!) { recordCalibrationCheck(sensorId: $sensorId, method: ICE_POINT, sensorReading: 1.5, unit: C) { id passed } }',
      { sensorId: downtown.sensorId },
      { token: await tokenOf('cook@harbor.example') },
    );
    const told = await watcher.waitFor((m) => m.data?.temperatureChanged?.kind === 'RECORDS');
    expect(told.data!.temperatureChanged).toMatchObject({
      kind: 'RECORDS',
      applianceId: downtown.applianceId,
      locationId: DEMO_IDS.harborDowntown,
    });
    expect(outsider.messages.filter(fromAppliance(downtown.applianceId))).toEqual([]);
  });

  it("tells the equipment's history and food when a manager edits its safe zone", async () => {
    const token = await tokenOf('manager@harbor.example');
    const UPDATE = 'mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id } }';
    const { appliance } = await ok<{ appliance: { safeZone: { min: number | null; max: number | null; unit: string } } }>(
      server,
      'query($id: ID!) { appliance(id: $id) { safeZone { min max unit } } }',
      { id: downtown.applianceId },
      { token },
    );
    const watcher = await subscribe<TemperatureData>('cook@harbor.example', TEMPERATURES, {
      applianceId: downtown.applianceId,
      kinds: ['RECORDS', 'FOOD'],
    });
    const outsider = await subscribe<TemperatureData>('manager@sunrise.example', TEMPERATURES, { kinds: ['RECORDS', 'FOOD'] });
    await ok(server, UPDATE, { input: { id: downtown.applianceId, safeZone: { min: 0, max: 4.5, unit: 'C' } } }, { token });
    await watcher.waitFor((m) => m.data?.temperatureChanged?.kind === 'RECORDS');
    await watcher.waitFor((m) => m.data?.temperatureChanged?.kind === 'FOOD');
    expect(watcher.messages.every(fromAppliance(downtown.applianceId))).toBe(true);
    expect(outsider.messages.filter(fromAppliance(downtown.applianceId))).toEqual([]);
    // Back as it was, for the tests after this one.
    await ok(server, UPDATE, { input: { id: downtown.applianceId, safeZone: appliance.safeZone } }, { token });
  });

  it('sends nothing for a mutation that failed (its transaction rolled back)', async () => {
    const watcher = await subscribe<TemperatureData>('manager@harbor.example', TEMPERATURES, {
      applianceId: downtown.applianceId,
      kinds: ['ALERT'],
    });
    const [alert] = await alertsOf(server.pool, downtown.applianceId);
    const token = await tokenOf('manager@harbor.example');
    const tooLong = new Date(Date.now() + 48 * 60 * 60_000).toISOString();
    const failed = await ok(
      server,
      'mutation($id: ID!, $until: DateTime) { snoozeTempAlert(id: $id, until: $until) { id } }',
      { id: alert!.id, until: tooLong },
      { token },
    ).catch(() => 'refused');
    expect(failed).toBe('refused');
    // A later, successful snooze arrives first: nothing came from the refused one.
    await ok(server, 'mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }', { id: alert!.id }, { token });
    await watcher.waitFor(() => true);
    expect(watcher.messages).toHaveLength(1);
  });
});

describe('a live stream and its access token', () => {
  it('completes when the token it was opened with expires (the client subscribes again with a fresh one)', async () => {
    const [user] = (
      await server.pool.query<{ id: string; token_version: number }>(
        "SELECT id, token_version FROM users WHERE email = 'manager@harbor.example'",
      )
    ).rows;
    // Signed so that it expires two seconds from now.
    const token = await signAccessToken(
      'test-secret-that-is-long-enough-for-hs256',
      { userId: user!.id, tokenVersion: user!.token_version },
      new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 2000),
    );
    const stream = await subscribeLive(server, TEMPERATURES, {}, { token });
    open.push(stream);
    const started = Date.now();
    while (!stream.completed && Date.now() - started < 8000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.completed).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(stream.messages).toEqual([]);
  });
});

describe('locationProgressChanged: checklist and fix-it progress as the fixits and activations queries show it', () => {
  it('tells the location of answers, a submission and a resolved fix-it; refuses locations the viewer does not have', async () => {
    const manager = await tokenOf('manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown], name: 'Live round' });
    const cook = await tokenOf('cook@harbor.example');
    const activationId = await openActivation(server, cook, DEMO_IDS.harborDowntown, built.quest.id);

    const watchers = {
      manager: await subscribe<ProgressData>('manager@harbor.example', PROGRESS, { locationId: DEMO_IDS.harborDowntown }),
      basic: await subscribe<ProgressData>('porter@harbor.example', PROGRESS, { locationId: DEMO_IDS.harborDowntown }),
      sunrise: await subscribe<ProgressData>('manager@sunrise.example', PROGRESS, {}),
      everywhere: await subscribe<ProgressData>('lm@harbor.example', PROGRESS, {}),
    };
    const foreign = await subscribe('manager@sunrise.example', PROGRESS, { locationId: DEMO_IDS.harborDowntown });
    expect(codeOf(await foreign.waitFor(() => true))).toBe('NOT_FOUND');
    const otherLocation = await subscribe('lm@harbor.example', PROGRESS, { locationId: DEMO_IDS.harborLisbon });
    expect(codeOf(await otherLocation.waitFor(() => true))).toBe('NOT_FOUND');

    await ok(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [1] } }, { token: cook });
    const answered = await watchers.manager.waitFor((m) => m.data?.locationProgressChanged?.kind === 'ACTIVATION');
    expect(answered.data!.locationProgressChanged.questActivation).toEqual({ id: activationId, progress: 'IN_PROGRESS' });
    await watchers.basic.waitFor((m) => m.data?.locationProgressChanged?.questActivation?.id === activationId);
    await watchers.everywhere.waitFor((m) => m.data?.locationProgressChanged?.questActivation?.id === activationId);

    const submitted = await ok<{ submitQuestActivation: { fixits: Array<{ id: string }> } }>(
      server,
      DOCS.submit,
      { activationId },
      { token: cook },
    );
    await watchers.manager.waitFor((m) => m.data?.locationProgressChanged?.questActivation?.progress === 'FINISHED');
    const fixitId = submitted.submitQuestActivation.fixits[0]!.id;
    await ok(
      server,
      'mutation($id: ID!, $c: String!) { resolveFixit(id: $id, comment: $c) { id } }',
      { id: fixitId, c: 'New seal fitted' },
      { token: manager },
    );
    const resolved = await watchers.manager.waitFor((m) => m.data?.locationProgressChanged?.kind === 'FIXIT');
    expect(resolved.data!.locationProgressChanged.fixit).toEqual({ id: fixitId, status: 'RESOLVED' });

    // A Basic User sees only their own fix-its (as the fixits query): not the cook's. Events reach a subscriber
    // in order, so once a later checklist's answer is in, the fix-it's event was already left out.
    const later = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown], name: 'Live round 2' });
    const laterId = await openActivation(server, cook, DEMO_IDS.harborDowntown, later.quest.id);
    await ok(server, DOCS.answer, { activationId: laterId, partId: later.choicePartId, answer: { optionIndexes: [0] } }, { token: cook });
    await watchers.basic.waitFor((m) => m.data?.locationProgressChanged?.questActivation?.id === laterId);
    expect(watchers.basic.messages.some((m) => m.data?.locationProgressChanged?.kind === 'FIXIT')).toBe(false);
    expect(watchers.sunrise.messages).toHaveLength(0);
  });
});
