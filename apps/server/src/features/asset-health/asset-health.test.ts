import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { monitoredAppliance, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { runAssetHealthTick } from './asset-health.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const server = useTestServer();
let fridge: MonitoredAppliance;
const now = new Date(Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE);

/**
 * Fourteen days of a fridge whose condenser fouls: steady at 2.8 °C, then its steady level climbing
 * 0.35 °C a day over the last five days; a 20-minute defrost every 6 hours; a door opening each hour
 * of service.
 */
function foulingFridge(): Array<{ time: string; temperature: number }> {
  const readings: Array<{ time: string; temperature: number }> = [];
  for (let t = now.getTime() - 14 * DAY; t <= now.getTime(); t += 5 * MINUTE) {
    const daysLeft = (now.getTime() - t) / DAY;
    const level = 2.8 + 0.35 * Math.max(0, 5 - daysLeft);
    const minuteOfDay = Math.round((t % DAY) / MINUTE);
    const defrost = minuteOfDay % 360 < 20 ? 1.5 : 0;
    const hour = Math.floor(minuteOfDay / 60);
    const door = hour >= 9 && hour <= 22 && minuteOfDay % 60 === 30 ? 1.2 : 0;
    const wobble = 0.05 * Math.sin(t / (7 * MINUTE));
    readings.push({ time: new Date(t).toISOString(), temperature: Math.round((level + defrost + door + wobble) * 100) / 100 });
  }
  return readings;
}

const HEALTH = `query($id: ID!) { appliance(id: $id) { id health { status computedAt baseline { day baselineC }
  findings { kind status since text figures { baselineFromC baselineNowC slopeCPerDay daysToLeaveZone } } } } }`;
interface HealthAnswer {
  appliance: {
    health: {
      status: string;
      baseline: unknown[];
      findings: Array<{ kind: string; status: string; text: string; figures: { daysToLeaveZone: number | null } }>;
    };
  } | null;
}

beforeAll(async () => {
  fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
  const readings = foulingFridge();
  await systemQuery(
    server.pool,
    `INSERT INTO sensor_readings (sensor_id, client_id, time, temperature)
     SELECT $1, $2, t, v FROM unnest($3::timestamptz[], $4::real[]) AS x(t, v)`,
    [fridge.sensorId, DEMO_IDS.harbor, readings.map((r) => r.time), readings.map((r) => r.temperature)],
  );
});

describe('asset health job', () => {
  it('finds the rising baseline in stored readings and e-mails the location managers once', async () => {
    const about = (address: string) =>
      mailFor(server, address).filter((m) => m.subject.startsWith('Service soon:') && m.text.includes(fridge.applianceId));
    const first = await runAssetHealthTick({ system: server.system, now });
    expect(first.computed).toBeGreaterThanOrEqual(1);

    const { rows } = await systemQuery<{ status: string; findings: Array<{ kind: string }>; service_soon_notified_at: Date | null }>(
      server.pool,
      'SELECT status, findings, service_soon_notified_at FROM appliance_health WHERE appliance_id = $1',
      [fridge.applianceId],
    );
    expect(rows[0]?.status).toBe('SERVICE_SOON');
    expect(rows[0]?.findings.map((f) => f.kind)).toContain('RISING_BASELINE');
    expect(rows[0]?.service_soon_notified_at).not.toBeNull();

    await waitForMail(server, 'lm@harbor.example');
    const [mail] = about('lm@harbor.example');
    expect(mail?.text).toMatch(
      /The steady temperature rose from .* °F to .* °F \(.* °F a day\); likely to leave its safe zone within \d+ days?\./,
    );
    expect(mail?.text).toContain(`/temperatures/${DEMO_IDS.harborDowntown}/`);
    // The second link opens the equipment page with the raise-a-fix-it action at hand (decision 0370).
    expect(mail?.text).toMatch(
      new RegExp(`Raise a fix-it: \\S+/temperatures/${DEMO_IDS.harborDowntown}/\\S+/${fridge.applianceId}\\?client=\\S+&raise=fixit\\n`),
    );
    expect(mail?.html).toContain('&#38;raise=fixit">Raise a fix-it</a>');
    expect(about('manager@harbor.example')).toHaveLength(1);
    expect(about('cook@harbor.example')).toHaveLength(0);
    expect(about('manager@sunrise.example')).toHaveLength(0);

    // Still SERVICE_SOON an hour later: told once.
    await runAssetHealthTick({ system: server.system, now: new Date(now.getTime() + 60 * MINUTE) });
    expect(about('lm@harbor.example')).toHaveLength(1);
  });

  it('shows the health on Appliance.health, in the viewer’s unit, to the people who see the unit', async () => {
    const cook = await loginAs(server, 'cook@harbor.example');
    const answer = await gql<HealthAnswer>(server, HEALTH, { id: fridge.applianceId }, { token: cook.token, clientId: DEMO_IDS.harbor });
    expect(answer.errors).toBeUndefined();
    const health = answer.data!.appliance!.health;
    expect(health.status).toBe('SERVICE_SOON');
    expect(health.baseline.length).toBeGreaterThanOrEqual(13);
    const rising = health.findings.find((f) => f.kind === 'RISING_BASELINE')!;
    expect(rising.status).toBe('SERVICE_SOON');
    expect(rising.figures.daysToLeaveZone).toBeGreaterThanOrEqual(1);
    expect(rising.text).toMatch(/^The steady temperature rose from/);
  });

  it('is not readable by another client’s user, nor by a basic user', async () => {
    const sunrise = await loginAs(server, 'manager@sunrise.example');
    const own = await gql<HealthAnswer>(server, HEALTH, { id: fridge.applianceId }, { token: sunrise.token, clientId: DEMO_IDS.sunrise });
    expect(own.data?.appliance ?? null).toBeNull();
    const foreign = await gql<HealthAnswer>(
      server,
      HEALTH,
      { id: fridge.applianceId },
      { token: sunrise.token, clientId: DEMO_IDS.harbor },
    );
    expect(foreign.data?.appliance ?? null).toBeNull();
    expect(foreign.errors?.length).toBeGreaterThan(0);

    const porter = await loginAs(server, 'porter@harbor.example');
    const basic = await gql<HealthAnswer>(server, HEALTH, { id: fridge.applianceId }, { token: porter.token, clientId: DEMO_IDS.harbor });
    expect(basic.data?.appliance?.health ?? null).toBeNull();
    expect(basic.errors?.length).toBeGreaterThan(0);
  });

  it('reads OK without findings for a unit the job never judged', async () => {
    const fresh = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const manager = await loginAs(server, 'manager@harbor.example');
    const answer = await gql<HealthAnswer>(server, HEALTH, { id: fresh.applianceId }, { token: manager.token, clientId: DEMO_IDS.harbor });
    expect(answer.data?.appliance?.health).toMatchObject({ status: 'OK', findings: [], baseline: [] });
  });
});
