import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled, gql, loginAs, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { runAlertMonitorTick } from './alert-monitor.job.js';

/**
 * PRODUCT.md "Corrective action": a corrective action makes its alert attended — it stops the escalation.
 * And an escalation gives the last reading's time, the sensor's offline state and the food verdict now,
 * never a "safe until" that has passed (issue 34 item 8).
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let manager: { email: string };
let cookToken: string;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Escalation attended');
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1", [tenant.location.id]);
  manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  cookToken = (await loginAs(server, cook.email, FACTORY_PASSWORD)).token;
});

async function warmFridge(): Promise<{ fridge: MonitoredAppliance; alertId: string }> {
  const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
  await systemQuery(server.pool, "UPDATE sensors SET placement = 'FOOD_PROBE' WHERE id = $1", [fridge.sensorId]);
  await postReadings(server, fridge.secret, {
    readings: series(fridge.hwid, 100, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
  });
  const [alert] = await alertsOf(server.pool, fridge.applianceId);
  if (!alert) throw new Error('no alert');
  // The DETECTED notice goes out in the background and holds the alert's row meanwhile (SKIP LOCKED).
  await backgroundSettled(server);
  return { fridge, alertId: alert.id };
}
const escalations = (fridge: MonitoredAppliance) =>
  mailFor(server, manager.email).filter((m) => m.subject.startsWith('Unattended temperature alert') && m.text.includes(fridge.applianceId));

describe('escalation', () => {
  it('stops once a corrective action is recorded on the alert', async () => {
    const { fridge, alertId } = await warmFridge();
    const recorded = await gql(
      server,
      'mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id } }',
      { input: { alertId, fate: 'USED_NOW' } },
      { token: cookToken, clientId: tenant.client.id },
    );
    expect(recorded.errors).toBeUndefined();
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(31)) });
    await backgroundSettled(server);
    expect(escalations(fridge)).toEqual([]);
    const { rows } = await systemQuery<{ escalated_at: Date | null }>(server.pool, 'SELECT escalated_at FROM temp_alerts WHERE id = $1', [
      alertId,
    ]);
    expect(rows[0]?.escalated_at).toBeNull();
  });

  it('gives the last reading, the offline state and the verdict now, and no "safe until" in the past', async () => {
    const { fridge } = await warmFridge();
    const before = mailFor(server, manager.email).length;
    // 31 minutes later nothing has arrived: the sensor is offline and the open gap has kept the clock running.
    await runAlertMonitorTick({ system: server.system, now: new Date(Date.now() + minutes(31)) });
    await waitForMail(server, manager.email, before + 1, 15_000);
    const [mail] = escalations(fridge);
    expect(mail?.text).toMatch(/Last reading: .+ \(sensor offline\)/);
    expect(mail?.text).toMatch(/Food verdict: (SAFE|UNCERTAIN) — 1 h 1\d min in the danger zone/);
    expect(mail?.text).not.toContain('Food safe until');
  });
});
