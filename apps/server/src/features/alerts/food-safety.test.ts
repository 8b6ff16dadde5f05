import { fahrenheitToCelsius } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled, gql, loginAs, mailFor } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

// Issue 14's scenarios over HTTP: back-dated readings through POST /ingest/v1/readings, the real engine,
// real mail in the embedded mailbox. The location follows the Codex profile (danger zone 5–60 °C) unless a
// test moves it to another jurisdiction.
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
let lm: { email: string };
let localManager: { email: string };
let remoteManager: { email: string };
let cookEmail: string;
let otherManager: { email: string };
let cookToken: string;
let otherToken: string;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Food safety');
  other = await buildClient(server.pool, 'Elsewhere');
  lm = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'LOCATION_MANAGER', locationIds: [tenant.location.id] });
  localManager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
  remoteManager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  cookEmail = cook.email;
  cookToken = (await loginAs(server, cook.email, FACTORY_PASSWORD)).token;
  otherManager = await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER', locationIds: [other.location.id] });
  otherToken = (await loginAs(server, otherManager.email, FACTORY_PASSWORD)).token;
});

type Kind = 'FRIDGE' | 'FREEZER' | 'HOT_HOLDING';
const build = (type: Kind = 'FRIDGE') =>
  monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id, type });
const mailsAbout = (email: string, appliance: MonitoredAppliance) =>
  mailFor(server, email).filter((m) => m.text.includes(appliance.applianceId));
/** Waits until `email` has `count` messages about the appliance (notices leave after the ingest commit). */
async function mailsAboutAtLeast(email: string, appliance: MonitoredAppliance, count: number) {
  const started = Date.now();
  while (mailsAbout(email, appliance).length < count) {
    if (Date.now() - started > 5000) throw new Error(`fewer than ${count} mails to ${email} about ${appliance.applianceId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsAbout(email, appliance);
}
/** Every notice the readings so far caused has been sent (or found nothing to send). */
const settle = () => backgroundSettled(server);

interface BatchView {
  foodSafeness: string;
  useNow: boolean;
  dangerMinutes: number;
  unknownMinutes: number;
  excursions: number;
  uncertain: boolean;
  useNowAt: string | null;
  discardAt: string | null;
}
const BATCH_FIELDS = 'foodSafeness useNow dangerMinutes unknownMinutes excursions uncertain useNowAt discardAt';

async function batchOf(appliance: MonitoredAppliance, token = cookToken, clientId = tenant.client.id): Promise<BatchView | null> {
  const result = await gql<{ appliance: { currentFsBatch: BatchView | null } | null }>(
    server,
    `query($id: ID!) { appliance(id: $id) { currentFsBatch { ${BATCH_FIELDS} } } }`,
    { id: appliance.applianceId },
    { token, clientId },
  );
  return result.data?.appliance?.currentFsBatch ?? null;
}

async function historyOf(alertId: string): Promise<string[]> {
  const { rows } = await systemQuery<{ description: string }>(
    server.pool,
    'SELECT description FROM temp_alert_statuses WHERE alert_id = $1 ORDER BY time, created_at',
    [alertId],
  );
  return rows.map((r) => r.description);
}

describe('too cold is an appliance fault, never food at risk', () => {
  it('a fridge at −1 °C for 6 h: a LOW too-cold alert, the food POSITIVE with no danger time', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 400, 365, () => 3, 5, now).concat(series(fridge.hwid, 360, 0, () => -1, 5, now)),
    });
    expect(await batchOf(fridge)).toMatchObject({ foodSafeness: 'POSITIVE', useNow: false, dangerMinutes: 0, excursions: 0 });
    expect(await alertsOf(server.pool, fridge.applianceId)).toMatchObject([
      { reason: 'APPLIANCE_TOO_COLD', severity: 'LOW', status: 'DETECTED' },
    ]);
  });

  it('a freezer at −12 °C (still frozen) for 5 h 40: POSITIVE, and its alert LOW', async () => {
    const freezer = await build('FREEZER');
    const now = Date.now();
    await postReadings(server, freezer.secret, {
      readings: series(freezer.hwid, 400, 345, () => -19, 5, now).concat(series(freezer.hwid, 340, 0, () => -12, 5, now)),
    });
    expect(await batchOf(freezer)).toMatchObject({ foodSafeness: 'POSITIVE', dangerMinutes: 0 });
    expect(await alertsOf(server.pool, freezer.applianceId)).toMatchObject([{ reason: 'APPLIANCE_TOO_WARM', severity: 'LOW' }]);
  });
});

describe('severity', () => {
  it("a freezer's 10-minute defrost to −8 °C four times a day raises no alert and sends no e-mail", async () => {
    const freezer = await build('FREEZER');
    const now = Date.now();
    await postReadings(server, freezer.secret, {
      readings: series(freezer.hwid, 23 * 60, 0, (m) => (m % 360 >= 100 && m % 360 < 110 ? -8 : -19), 5, now),
    });
    await settle();
    expect(await alertsOf(server.pool, freezer.applianceId)).toEqual([]);
    expect(mailsAbout(lm.email, freezer)).toEqual([]);
  });

  it('a fridge reading more than 5 °C into the danger zone (10.5 °C) raises a HIGH alert at once', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 30, 5, () => 3, 5, now).concat(series(fridge.hwid, 0, 0, () => 10.5, 5, now)),
    });
    expect(await alertsOf(server.pool, fridge.applianceId)).toMatchObject([{ severity: 'HIGH', status: 'DETECTED' }]);
  });
});

describe('conservative edges and gaps', () => {
  /** A fridge safe for 70 minutes, then at 9 °C for 30, silent for 90 and at 9 °C again for the last 45. */
  async function breachWithSilence() {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: [
        ...series(fridge.hwid, 240, 170, () => 3, 5, now),
        ...series(fridge.hwid, 165, 135, () => 9, 5, now),
        ...series(fridge.hwid, 45, 0, () => 9, 5, now),
      ],
    });
    return { fridge, now };
  }

  it('90 minutes of silence in a breach: ~170 min counted, 90 of them without data; the e-mails say the verdict is uncertain', async () => {
    const { fridge, now } = await breachWithSilence();
    expect(await batchOf(fridge)).toMatchObject({ dangerMinutes: 170, unknownMinutes: 90, excursions: 1, uncertain: true, useNow: true });
    // One alert, started at the first reading outside: the silence did not restart the breach.
    const [alert] = await alertsOf(server.pool, fridge.applianceId);
    expect(alert!.started_at.getTime()).toBe(now - 165 * 60_000);
    await mailsAboutAtLeast(lm.email, fridge, 2);
    const alertMail = mailsAbout(lm.email, fridge).find((m) => m.subject.startsWith('Temperature alert'));
    expect(alertMail?.text).toContain('Food: 170 min in the danger zone across 1 excursion; 90 min of it without data');
    expect(alertMail?.text).toContain('Uncertain verdict: no data for 90 min');
    const useNow = mailsAbout(lm.email, fridge).find((m) => m.subject.startsWith('Use now'));
    expect(useNow?.text).toContain('2 hours in the danger zone');
  });

  it('late readings that fill a silence replace its unknown time by what they show', async () => {
    const { fridge, now } = await breachWithSilence();
    expect(await batchOf(fridge)).toMatchObject({ dangerMinutes: 170, unknownMinutes: 90, excursions: 1, uncertain: true });
    // The gateway's buffer arrives: the fridge was back at 3 °C through the silence.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 130, 50, () => 3, 5, now) });
    // 170 → 130 and 50 → 0 minutes ago, from the last safe reading to the first safe one: two excursions, all seen.
    expect(await batchOf(fridge)).toMatchObject({ dangerMinutes: 90, unknownMinutes: 0, excursions: 2, uncertain: false });
  });

  it('a gap between two safe readings counts nothing', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 300, 240, () => 3, 5, now).concat(series(fridge.hwid, 60, 0, () => 3, 5, now)),
    });
    expect(await batchOf(fridge)).toMatchObject({ dangerMinutes: 0, unknownMinutes: 0, uncertain: false });
  });
});

describe('cumulative excursions', () => {
  it('twenty 25-minute excursions: no alert, "use now" then "discard" told once each to the location\'s managers only', async () => {
    const fridge = await build();
    const now = Date.now();
    // Each hour: 9 °C for 25 minutes (5 readings, then back), 30 minutes counted with the conservative edges.
    const temperature = (m: number) => ((1200 - m) % 60 >= 5 && (1200 - m) % 60 <= 25 ? 9 : 3);
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 1200, 905, temperature, 5, now) });
    expect(await batchOf(fridge)).toMatchObject({ foodSafeness: 'POSITIVE', useNow: true, excursions: 5, dangerMinutes: 150 });
    const [useNow] = await mailsAboutAtLeast(lm.email, fridge, 1);
    expect(useNow?.subject).toMatch(/^Use now: food in /);
    expect(useNow?.text).toContain('150 min in the danger zone across 5 excursions');

    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 900, 0, temperature, 5, now) });
    await settle();
    const batch = await batchOf(fridge);
    expect(batch).toMatchObject({ foodSafeness: 'NEGATIVE', excursions: 20, dangerMinutes: 600 });
    // The stored discard time is the one verdict's (on the food estimate of this air sensor, decision 0121),
    // the same the equipment page reads: within the 5th to 8th excursion, well before the last reading.
    const read = await gql<{ appliance: { foodVerdict: { discardAt: string } } }>(
      server,
      'query($id: ID!) { appliance(id: $id) { foodVerdict { discardAt } } }',
      { id: fridge.applianceId },
      { token: cookToken, clientId: tenant.client.id },
    );
    expect(batch!.discardAt).toBe(read.data!.appliance.foodVerdict.discardAt);
    expect(Date.parse(batch!.discardAt!)).toBeGreaterThanOrEqual(now - (1200 - 4 * 60) * 60_000);
    expect(Date.parse(batch!.discardAt!)).toBeLessThan(now - (1200 - 8 * 60) * 60_000);
    await mailsAboutAtLeast(lm.email, fridge, 2);
    await mailsAboutAtLeast(localManager.email, fridge, 2);
    await settle();
    expect(await alertsOf(server.pool, fridge.applianceId)).toEqual([]);
    const subjects = (email: string) => mailsAbout(email, fridge).map((m) => m.subject.split(':')[0]);
    expect(subjects(lm.email).sort()).toEqual(['Discard', 'Use now']);
    expect(subjects(localManager.email).sort()).toEqual(['Discard', 'Use now']);
    // Not the cook, not a manager of the client not assigned to the location, not another client.
    expect(subjects(cookEmail)).toEqual([]);
    expect(subjects(remoteManager.email)).toEqual([]);
    expect(subjects(otherManager.email)).toEqual([]);

    // The dashboard lists it (no alert needed), for this client's viewers only.
    const atRisk = (token: string, clientId: string) =>
      gql<{ foodAtRisk: Array<{ id: string; currentFsBatch: { foodSafeness: string } }> }>(
        server,
        '{ foodAtRisk { id currentFsBatch { foodSafeness } } }',
        {},
        { token, clientId },
      );
    expect((await atRisk(cookToken, tenant.client.id)).data!.foodAtRisk).toContainEqual({
      id: fridge.applianceId,
      currentFsBatch: { foodSafeness: 'NEGATIVE' },
    });
    expect((await atRisk(otherToken, other.client.id)).data!.foodAtRisk.map((a) => a.id)).not.toContain(fridge.applianceId);

    // More readings, and the monitor's sweep: nothing is told twice.
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, -1, -1, () => 9, 5, now) });
    const { runAlertMonitorTick } = await import('./alert-monitor.job.js');
    await runAlertMonitorTick({ system: server.system });
    await settle();
    expect(subjects(lm.email).sort()).toEqual(['Discard', 'Use now']);
  });

  it.each([
    ['3 h 55 in the danger zone is use-now', 235, 'POSITIVE', true],
    ['exactly 4 h is discard', 240, 'NEGATIVE', false],
  ] as const)('%s', async (_name, dangerMinutes, foodSafeness, useNow) => {
    const fridge = await build();
    const now = Date.now();
    const start = 300;
    // Safe until `start`, 9 °C strictly inside, safe again `dangerMinutes` after `start`.
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, start + 30, 0, (m) => (m < start && m > start - dangerMinutes ? 9 : 3), 5, now),
    });
    expect(await batchOf(fridge)).toMatchObject({ foodSafeness, useNow, dangerMinutes });
  });
});

describe('reason follows the reading', () => {
  it('an open too-warm alert swinging to too cold changes its reason and says so in its history', async () => {
    const fridge = await build();
    const now = Date.now();
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 90, 35, () => 9, 5, now) });
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 30, 0, () => -2, 5, now) });
    const [alert] = await alertsOf(server.pool, fridge.applianceId);
    expect(alert).toMatchObject({ reason: 'APPLIANCE_TOO_COLD', status: 'DETECTED' });
    expect(await historyOf(alert!.id)).toEqual(['Alert detected: appliance too warm (LOW)', 'Now too cold']);
  });
});

describe('jurisdictions and units', () => {
  it('US hot holding at 135 °F: 134.8 °F counts as danger time, 135 °F does not', async () => {
    const us = await buildClient(server.pool, 'US kitchen');
    await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1", [us.location.id]);
    const unit = await monitoredAppliance(server.pool, { clientId: us.client.id, locationId: us.location.id, type: 'HOT_HOLDING' });
    await systemQuery(server.pool, "UPDATE appliances SET safe_min_c = $2, safe_zone_unit = 'F' WHERE id = $1", [
      unit.applianceId,
      fahrenheitToCelsius(135),
    ]);
    const usManager = await buildUser(server.pool, { clientId: us.client.id, clientRole: 'MANAGER', locationIds: [us.location.id] });
    const now = Date.now();
    await postReadings(server, unit.secret, {
      readings: series(unit.hwid, 120, 65, () => fahrenheitToCelsius(135), 5, now).concat(
        series(unit.hwid, 60, 0, () => fahrenheitToCelsius(134.8), 5, now),
      ),
    });
    const { rows } = await systemQuery<{ danger: number }>(
      server.pool,
      'SELECT batch_danger_ms::float8 AS danger FROM appliance_alert_states WHERE appliance_id = $1',
      [unit.applianceId],
    );
    expect(rows[0]!.danger).toBe(65 * 60_000); // from the last reading at 135 °F
    expect(await alertsOf(server.pool, unit.applianceId)).toMatchObject([{ reason: 'APPLIANCE_TOO_COLD', severity: 'LOW' }]);
    // The e-mail shows the limit as it was written (135 °F), not 57.2 °C converted back to 135.0 °F.
    const [alertMail] = await mailsAboutAtLeast(usManager.email, unit, 1);
    expect(alertMail!.text).toContain('≥ 135 °F');
    expect(alertMail!.text).not.toContain('135.0');
  });

  it('UK fridges: 7 °C is outside the appliance zone (0–5 °C) but not food at risk until above the legal 8 °C', async () => {
    const uk = await buildClient(server.pool, 'UK kitchen');
    await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'UK_FSA' WHERE id = $1", [uk.location.id]);
    const fridge = await monitoredAppliance(server.pool, { clientId: uk.client.id, locationId: uk.location.id });
    const now = Date.now();
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 120, 0, () => 7, 5, now) });
    const { rows } = await systemQuery<{ danger: number }>(
      server.pool,
      'SELECT batch_danger_ms::float8 AS danger FROM appliance_alert_states WHERE appliance_id = $1',
      [fridge.applianceId],
    );
    expect(rows[0]!.danger).toBe(0);
    expect(await alertsOf(server.pool, fridge.applianceId)).toMatchObject([{ reason: 'APPLIANCE_TOO_WARM', severity: 'LOW' }]);
  });
});

describe('tenancy', () => {
  it("another client's manager sees no food batch of this client's equipment", async () => {
    const fridge = await build();
    await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 30, 0, () => 9, 5) });
    expect(await batchOf(fridge)).toMatchObject({ dangerMinutes: 30 });
    expect(await batchOf(fridge, otherToken, other.client.id)).toBeNull();
  });
});
