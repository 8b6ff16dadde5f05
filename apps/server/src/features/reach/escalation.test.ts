import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { buildClient, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs } from '../../../test/harness.js';
import { decryptPush, type TestDevice } from '../../../test/push-service.js';
import {
  deliveriesOfAlert,
  eventually,
  personWithDevice,
  useTwoInstancesWithPush,
  type TwoInstancesWithPush,
} from '../../../test/reach.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { runEscalations } from './escalation-runner.js';

const instances = useTwoInstancesWithPush();
let first: RunningServer;
let second: RunningServer;
let push: TwoInstancesWithPush['push'];
beforeAll(() => void ({ first, second, push } = instances));

const MIN = 60_000;

/** A client with a location manager (Luis), a manager assigned there (Maria) and one elsewhere (Sam), each with a phone. */
async function kitchen() {
  const tenant = await buildClient(first.pool);
  const devices = { luis: push.device(), maria: push.device(), sam: push.device() };
  const luis = await personWithDevice(first.pool, devices.luis, {
    clientId: tenant.client.id,
    clientRole: 'LOCATION_MANAGER',
    locationIds: [tenant.location.id],
    firstname: 'Luis',
  });
  const maria = await personWithDevice(first.pool, devices.maria, {
    clientId: tenant.client.id,
    clientRole: 'MANAGER',
    locationIds: [tenant.location.id],
    firstname: 'Maria',
  });
  const sam = await personWithDevice(first.pool, devices.sam, { clientId: tenant.client.id, clientRole: 'MANAGER', firstname: 'Sam' });
  return { tenant, devices, luis, maria, sam };
}

/** A fridge at 9 °C (LOW) or 14 °C (HIGH) for the last 40 minutes: one DETECTED alert, its first step sent. */
async function breach(tenant: Awaited<ReturnType<typeof buildClient>>, celsius = 9) {
  const fridge = await monitoredAppliance(first.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
  await postReadings(first, fridge.secret, {
    readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => celsius)),
  });
  const [alert] = await alertsOf(first.pool, fridge.applianceId);
  if (!alert) throw new Error('no alert was raised');
  const { rows } = await systemQuery<{ detected_at: Date }>(first.pool, 'SELECT detected_at FROM temp_alerts WHERE id = $1', [alert.id]);
  return { alertId: alert.id, detectedAt: rows[0]!.detected_at };
}

/** Both instances tick at the same moment (the fake clock). */
const bothTick = (now: Date) => Promise.all([first, second].map((server) => runEscalations({ system: server.system, now })));

const pushedTitles = (device: TestDevice) =>
  push.pushesFor(device).map((p) => (JSON.parse(decryptPush(device, p.body)) as { title: string }).title);

describe('escalation chains: the default chain on a fake clock, two instances', () => {
  it('notifies each step once: location manager at once, managers of the location at 15 min, every manager at 30 min', async () => {
    const { tenant, devices, luis, maria, sam } = await kitchen();
    const { alertId, detectedAt } = await breach(tenant);
    // Step 1 goes out right after the engine raised the alert, without waiting for the minute's tick.
    await eventually(async () => (await deliveriesOfAlert(first.pool, alertId)).some((d) => d.outcome === 'DELIVERED'));
    expect(pushedTitles(devices.luis)).toHaveLength(1);
    expect(pushedTitles(devices.luis)[0]).toMatch(/is too warm$/);
    expect(pushedTitles(devices.maria)).toEqual([]);

    await bothTick(new Date(detectedAt.getTime() + 14 * MIN));
    expect(pushedTitles(devices.maria)).toEqual([]);
    await bothTick(new Date(detectedAt.getTime() + 15 * MIN + 30_000));
    await bothTick(new Date(detectedAt.getTime() + 16 * MIN));
    expect(pushedTitles(devices.luis)).toHaveLength(2);
    expect(pushedTitles(devices.maria)).toHaveLength(1);
    expect(pushedTitles(devices.sam)).toEqual([]);

    await bothTick(new Date(detectedAt.getTime() + 30 * MIN + 30_000));
    await bothTick(new Date(detectedAt.getTime() + 45 * MIN));
    expect(pushedTitles(devices.maria)).toHaveLength(2);
    expect(pushedTitles(devices.sam)).toHaveLength(1);
    const log = await deliveriesOfAlert(first.pool, alertId);
    const byStep = log.map((d) => `${d.subject_key.split(':').at(-1)} ${d.user_id} ${d.channel} ${d.outcome}`).sort();
    expect(byStep).toEqual(
      [`0 ${luis.id}`, `2 ${luis.id}`, `2 ${maria.id}`, `4 ${maria.id}`, `4 ${sam.id}`].map((s) => `${s} PUSH DELIVERED`).sort(),
    );
    const { rows } = await systemQuery<{ state: string }>(first.pool, 'SELECT state FROM alert_escalations WHERE alert_id = $1', [alertId]);
    expect(rows[0]!.state).toBe('FINISHED');
  });

  it('stops when acknowledged, tells those notified who handles it, and re-enters after the timeout when still out of range', async () => {
    const { tenant, devices, luis, maria } = await kitchen();
    await systemQuery(first.pool, "UPDATE users SET email = 'maria-' || id || '@factory.example' WHERE id = $1", [maria.id]);
    const { alertId, detectedAt } = await breach(tenant);
    await eventually(async () => (await deliveriesOfAlert(first.pool, alertId)).length === 1);
    const { rows: who } = await systemQuery<{ email: string }>(first.pool, 'SELECT email FROM users WHERE id = $1', [maria.id]);
    const session = await loginAs(first, who[0]!.email, FACTORY_PASSWORD);
    const acked = await gql<{ acknowledgeTempAlert: { acknowledgedBy: { displayName: string } } }>(
      first,
      'mutation($id: ID!) { acknowledgeTempAlert(id: $id) { acknowledgedBy { displayName } } }',
      { id: alertId },
      { token: session.token, clientId: tenant.client.id },
    );
    expect(acked.data?.acknowledgeTempAlert.acknowledgedBy.displayName).toBe('Maria Person');
    // Luis, told at step 1, hears that Maria is handling it.
    await eventually(async () => pushedTitles(devices.luis).length === 2);
    expect(pushedTitles(devices.luis)[1]).toBe('Maria Person is handling it');

    await bothTick(new Date(detectedAt.getTime() + 20 * MIN));
    expect(pushedTitles(devices.maria)).toEqual([]);
    expect((await deliveriesOfAlert(first.pool, alertId)).filter((d) => d.kind === 'ALERT')).toHaveLength(1);

    // Thirty minutes after the acknowledgement the fridge is still warm: the chain goes on at its next step.
    await bothTick(new Date(Date.now() + 31 * MIN));
    const log = await deliveriesOfAlert(first.pool, alertId);
    const steps = log.filter((d) => d.kind === 'ALERT').map((d) => `${d.subject_key.split(':').slice(-2).join(':')} ${d.user_id}`);
    // Round 0 step 0 (Luis), then round 1 at step 2 (the location's managers and location managers).
    expect(steps.sort()).toEqual([`0:0 ${luis.id}`, `1:2 ${luis.id}`, `1:2 ${maria.id}`].sort());
  });

  it('stops at its next step once the alert is snoozed', async () => {
    const { tenant, devices } = await kitchen();
    const { alertId, detectedAt } = await breach(tenant);
    await eventually(async () => (await deliveriesOfAlert(first.pool, alertId)).length === 1);
    await systemQuery(first.pool, "UPDATE temp_alerts SET status = 'SNOOZED', snoozed_until = now() + interval '1 hour' WHERE id = $1", [
      alertId,
    ]);
    await bothTick(new Date(detectedAt.getTime() + 16 * MIN));
    expect(pushedTitles(devices.maria)).toEqual([]);
    const { rows } = await systemQuery<{ state: string }>(first.pool, 'SELECT state FROM alert_escalations WHERE alert_id = $1', [alertId]);
    expect(rows[0]!.state).toBe('STOPPED');
  });
});

describe('escalation chains: quiet hours', () => {
  it('hold back a LOW alert for someone in quiet hours and never a HIGH one', async () => {
    const { tenant, luis, devices } = await kitchen();
    // Quiet all day long on the location's clock (00:00 to 23:59).
    await systemQuery(first.pool, 'INSERT INTO reach_settings (user_id, quiet_start_min, quiet_end_min) VALUES ($1, 0, 1439)', [luis.id]);
    const low = await breach(tenant, 9);
    await eventually(async () => (await deliveriesOfAlert(first.pool, low.alertId)).length === 1);
    expect(await deliveriesOfAlert(first.pool, low.alertId)).toMatchObject([
      { user_id: luis.id, outcome: 'SKIPPED', reason: 'quiet hours' },
    ]);
    expect(pushedTitles(devices.luis)).toEqual([]);
    const high = await breach(tenant, 14);
    await eventually(async () => (await deliveriesOfAlert(first.pool, high.alertId)).some((d) => d.outcome === 'DELIVERED'));
    expect(pushedTitles(devices.luis)).toHaveLength(1);
  });
});
