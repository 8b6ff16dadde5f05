import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled, gql, loginAs, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, reading, series, type MonitoredAppliance } from '../../../test/readings.js';
import { runAlertMonitorTick } from './alert-monitor.job.js';
import { ALERT_MESSAGES } from './alerts.service.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let lm: { email: string };
let manager: { email: string };
let cookToken: string;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Lifecycle');
  lm = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'LOCATION_MANAGER', locationIds: [tenant.location.id] });
  // A manager not assigned to the location: only escalations reach them.
  manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  cookToken = (await loginAs(server, cook.email, FACTORY_PASSWORD)).token;
});

const minutes = (n: number) => n * 60_000;
const build = (type: 'FRIDGE' | 'HOT_HOLDING' | 'WINE' = 'FRIDGE') =>
  monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id, type });

const ALERT_FIELDS = `id severity reason startedAt endedAt snoozedUntil worstFoodSafeness estimatedFoodSpoilageAt
  responsible { displayName } currentStatus { statusCode description } statusHistory { statusCode description time }`;

interface AlertView {
  id: string;
  severity: string;
  reason: string;
  startedAt: string;
  endedAt: string | null;
  snoozedUntil: string | null;
  worstFoodSafeness: string;
  estimatedFoodSpoilageAt: string | null;
  responsible: { displayName: string } | null;
  currentStatus: { statusCode: string; description: string };
  statusHistory: Array<{ statusCode: string; description: string; time: string }>;
}

async function cook<T>(query: string, variables: Record<string, unknown> = {}) {
  return gql<T>(server, query, variables, { token: cookToken, clientId: tenant.client.id });
}

async function alertsOfAppliance(applianceId: string): Promise<AlertView[]> {
  const result = await cook<{ applianceAlerts: { items: AlertView[] } }>(
    `query($id: ID!) { applianceAlerts(id: $id, first: 10, page: 1) { items { ${ALERT_FIELDS} } } }`,
    { id: applianceId },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.applianceAlerts.items;
}

async function foodBatch(applianceId: string) {
  const result = await cook<{
    appliance: {
      currentFsBatch: { foodSafeness: string; useNow: boolean; dangerMinutes: number; estimatedFoodSpoilageAt: string | null };
    };
  }>('query($id: ID!) { appliance(id: $id) { currentFsBatch { foodSafeness useNow dangerMinutes estimatedFoodSpoilageAt } } }', {
    id: applianceId,
  });
  return result.data!.appliance.currentFsBatch;
}

/** In range for an hour, then 9 °C for the last 40 minutes: an open LOW alert. */
async function breach(fridge: MonitoredAppliance, now = Date.now()) {
  await postReadings(server, fridge.secret, {
    readings: series(fridge.hwid, 100, 45, () => 3, 5, now).concat(series(fridge.hwid, 40, 0, () => 9, 5, now)),
  });
}

const snooze = (id: string, until?: Date) =>
  cook<{ snoozeTempAlert: AlertView }>(
    `mutation($id: ID!, $until: DateTime) { snoozeTempAlert(id: $id, until: $until) { ${ALERT_FIELDS} } }`,
    {
      id,
      until: until?.toISOString(),
    },
  );

describe('alert lifecycle', () => {
  it('rides out a door opening, then ends an alert only after 10 minutes back in range', async () => {
    const fridge = await build();
    const now = Date.now();
    // A 15-minute door opening at 8 °C raises nothing.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 200, 140, (m) => (m <= 180 && m >= 165 ? 8 : 3), 5, now) });
    expect(await alertsOfAppliance(fridge.applianceId)).toEqual([]);
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 135, 60, () => 9, 5, now) });
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 55, 50, () => 3, 5, now) });
    expect((await alertsOfAppliance(fridge.applianceId))[0]!.endedAt).toBeNull(); // 5 minutes back in range
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 45, 0, () => 3, 5, now) });
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    expect(alert).toMatchObject({ currentStatus: { statusCode: 'ENDED' }, endedAt: new Date(now - minutes(45)).toISOString() });
    expect(alert!.statusHistory.map((h) => h.statusCode)).toEqual(['DETECTED', 'ENDED']);
  });

  it('raises a HIGH alert at once for a reading far outside the zone', async () => {
    const fridge = await build();
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 10, 3), reading(fridge.hwid, 5, 14)] });
    expect(await alertsOfAppliance(fridge.applianceId)).toMatchObject([{ severity: 'HIGH', reason: 'APPLIANCE_TOO_WARM' }]);
  });

  it('alerts when a hot-holding unit cools below 60 °C (Codex) for more than 15 minutes, LOW: 4 °C into the danger zone', async () => {
    const unit = await build('HOT_HOLDING');
    await postReadings(server, unit.secret, { readings: series(unit.hwid, 60, 25, () => 63).concat(series(unit.hwid, 20, 0, () => 56)) });
    expect(await alertsOfAppliance(unit.applianceId)).toMatchObject([{ reason: 'APPLIANCE_TOO_COLD', severity: 'LOW' }]);
  });

  it('snoozes (responsible person, history), validates the end, and returns to DETECTED when the snooze runs out mid-breach', async () => {
    const fridge = await build();
    await breach(fridge);
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    await waitForMail(server, lm.email);
    const lmMails = mailFor(server, lm.email).length;

    expect((await snooze(alert!.id, new Date(Date.now() - 60_000))).errors?.[0]?.message).toBe(ALERT_MESSAGES.snoozeInPast);
    expect((await snooze(alert!.id, new Date(Date.now() + minutes(25 * 60)))).errors?.[0]?.message).toBe(ALERT_MESSAGES.snoozeTooLong);
    const until = new Date(Date.now() + minutes(2));
    const snoozed = await snooze(alert!.id, until);
    expect(snoozed.data!.snoozeTempAlert).toMatchObject({
      snoozedUntil: until.toISOString(),
      responsible: { displayName: 'Test User' },
      currentStatus: { statusCode: 'SNOOZED', description: 'Snoozed by Test User for 2 min' },
    });

    // Still out of range while snoozed: readings keep it SNOOZED.
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 0, 9.2)] });
    expect((await alertsOfAppliance(fridge.applianceId))[0]!.currentStatus.statusCode).toBe('SNOOZED');
    // The clock alone ends the snooze when no reading arrives.
    await runAlertMonitorTick({ system: server.system, now: new Date(until.getTime() + minutes(1)) });
    const [expired] = await alertsOfAppliance(fridge.applianceId);
    expect(expired).toMatchObject({
      snoozedUntil: null,
      currentStatus: { statusCode: 'DETECTED', description: 'Snooze ended while still out of range' },
    });
    expect(expired!.statusHistory.map((h) => h.statusCode)).toEqual(['DETECTED', 'SNOOZED', 'DETECTED']);
    const [again] = await waitForMail(server, lm.email, lmMails + 1);
    expect(again!.subject).toMatch(/^Still out of range: /);
  });

  it('ends a snooze when a reading after its end is still out of range', async () => {
    const fridge = await build();
    await breach(fridge);
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    await snooze(alert!.id, new Date(Date.now() + minutes(1)));
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, -2, 9)] }); // two minutes ahead: allowed drift
    expect((await alertsOfAppliance(fridge.applianceId))[0]!.currentStatus.statusCode).toBe('DETECTED');
  });

  it('snoozes for one hour by default, and refuses to snooze an ended alert', async () => {
    const fridge = await build();
    const now = Date.now();
    // 45 minutes at 9 °C until a quarter of an hour ago: an open alert.
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 100, 65, () => 3, 5, now).concat(series(fridge.hwid, 60, 15, () => 9, 5, now)),
    });
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    const before = Date.now();
    const snoozed = (await snooze(alert!.id)).data!.snoozeTempAlert;
    const minutesAhead = (Date.parse(snoozed.snoozedUntil!) - before) / 60_000;
    expect(minutesAhead).toBeGreaterThan(59);
    expect(minutesAhead).toBeLessThan(61);
    // Back in range for the last 10 minutes: the clear period has passed, the alert ends (snoozed or not).
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 10, 0, () => 3, 5, now) });
    expect((await alertsOfAppliance(fridge.applianceId))[0]).toMatchObject({ snoozedUntil: null, currentStatus: { statusCode: 'ENDED' } });
    expect((await snooze(alert!.id)).errors?.[0]?.message).toBe(ALERT_MESSAGES.alreadyEnded);
  });

  it("escalates to the client's managers after 30 minutes without a snooze, once", async () => {
    const fridge = await build();
    await breach(fridge);
    const mails = () => mailFor(server, manager.email).filter((m) => m.subject.startsWith('Unattended temperature alert'));
    const before = mails().length;
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(10)) });
    expect(mails()).toHaveLength(before);
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(31)) });
    await waitForMail(server, manager.email, before + 1);
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(45)) });
    await backgroundSettled(server);
    expect(mails().length).toBeGreaterThanOrEqual(before + 1);
    expect(mails().filter((m) => m.text.includes(fridge.applianceId))).toHaveLength(1);
  });

  it('does not escalate a snoozed alert', async () => {
    const fridge = await build();
    await breach(fridge);
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    await snooze(alert!.id, new Date(Date.now() + minutes(60)));
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(40)) });
    await backgroundSettled(server);
    expect(mailFor(server, manager.email).filter((m) => m.text.includes(fridge.applianceId))).toEqual([]);
  });
});

describe('late readings', () => {
  it('replays a late batch so the alert starts when the breach really started', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 120, 60, () => 3, 5, now).concat(series(fridge.hwid, 25, 0, () => 9, 5, now)),
    });
    expect(await alertsOf(server.pool, fridge.applianceId)).toEqual([]); // 25 minutes of breach so far
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 55, 30, () => 9, 5, now) });
    const alerts = await alertsOf(server.pool, fridge.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'DETECTED', ended_at: null });
    expect(alerts[0]!.started_at.getTime()).toBe(now - minutes(55));
  });

  it('records an episode the late readings reveal as an ended alert, without e-mailing anyone about the past', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 240, 185, () => 3, 5, now).concat(series(fridge.hwid, 60, 0, () => 3, 5, now)),
    });
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 180, 65, (m) => (m >= 115 ? 9 : 3), 5, now) });
    const alerts = await alertsOf(server.pool, fridge.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'ENDED' });
    expect(alerts[0]!.started_at.getTime()).toBe(now - minutes(180));
    await backgroundSettled(server);
    expect(mailFor(server, lm.email).filter((m) => m.text.includes(fridge.applianceId))).toEqual([]);
  });
});

describe('food safeness', () => {
  it('flags use-now after 2 hours in the danger zone, tracks the worst on the alert, and starts afresh with a new batch', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 200, 155, () => 3, 5, now).concat(series(fridge.hwid, 150, 0, () => 8, 5, now)),
    });
    // Conservative edges: the excursion started at the last safe reading, 155 minutes ago.
    expect(await foodBatch(fridge.applianceId)).toMatchObject({ foodSafeness: 'POSITIVE', useNow: true, dangerMinutes: 155 });
    const [alert] = await alertsOfAppliance(fridge.applianceId);
    expect(alert).toMatchObject({ severity: 'HIGH', worstFoodSafeness: 'POSITIVE' });
    expect(Date.parse(alert!.estimatedFoodSpoilageAt!)).toBe(now + minutes(85));
    expect(alert!.statusHistory.map((h) => h.description)).toContain('Severity raised to HIGH');

    const result = await cook<{ startFoodBatch: { currentFsBatch: { foodSafeness: string; useNow: boolean; dangerMinutes: number } } }>(
      'mutation($id: ID!) { startFoodBatch(applianceId: $id) { currentFsBatch { foodSafeness useNow dangerMinutes } } }',
      { id: fridge.applianceId },
    );
    expect(result.data!.startFoodBatch.currentFsBatch).toEqual({ foodSafeness: 'POSITIVE', useNow: false, dangerMinutes: 0 });
  });

  it('reaches NEGATIVE after 4 hours in the danger zone', async () => {
    const fridge = await build();
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 300, 0, () => 8, 5) });
    expect(await foodBatch(fridge.applianceId)).toMatchObject({ foodSafeness: 'NEGATIVE', useNow: false });
    expect((await alertsOfAppliance(fridge.applianceId))[0]!.worstFoodSafeness).toBe('NEGATIVE');
  });

  it('is NA for equipment without time/temperature-controlled food, which cannot start a batch', async () => {
    const wine = await build('WINE');
    await postReadings(server, wine.secret, { readings: series(wine.hwid, 60, 0, () => 25, 5) });
    expect((await foodBatch(wine.applianceId)).foodSafeness).toBe('NA');
    expect((await alertsOfAppliance(wine.applianceId))[0]!.worstFoodSafeness).toBe('NA');
    const refused = await cook('mutation($id: ID!) { startFoodBatch(applianceId: $id) { id } }', { id: wine.applianceId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
