import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertMonitorTick } from '../../src/features/alerts/alert-monitor.job.js';
import { startJobRunner } from '../../src/jobs/job-runner.js';
import type { RunningServer } from '../../src/server.js';
import { buildClient, buildUser } from '../factories.js';
import { mailFor, startTestServer, waitForMail } from '../harness.js';
import { monitoredAppliance, postReadings, series } from '../readings.js';
import { until } from '../until.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  first = await startTestServer({ config: { seedDemo: false } });
  // The second instance works on the first one's database (on PGlite, the one the first embeds) and hands
  // its mail to the same mailbox.
  second = await startTestServer({
    config: { seedDemo: false, databaseUrl: first.pool.options.connectionString, smtpUrl: first.smtp!.url },
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe('two instances on one database', () => {
  it('run a recurring job once per tick between them', async () => {
    const name = `two-instances-${Date.now()}`;
    const starts: Array<{ instance: string; at: number }> = [];
    // Both poll every 100 ms for a job due every second: without the SKIP LOCKED claim each tick ran twice.
    const runners = await Promise.all(
      [first, second].map((server, index) =>
        startJobRunner({
          pool: server.pool,
          pollMs: 100,
          log: () => undefined,
          jobs: [{ name, intervalSeconds: 1, run: async () => void starts.push({ instance: `#${index + 1}`, at: Date.now() }) }],
        }),
      ),
    );
    // Four ticks due a second apart (the first at once): counted, not waited for by the clock.
    await until(
      async () => starts.length,
      (count) => count >= 4,
      15_000,
    );
    await Promise.all(runners.map((runner) => runner.stop()));

    expect(starts.length).toBeGreaterThanOrEqual(4);
    const gaps = starts.slice(1).map((start, i) => start.at - starts[i]!.at);
    // A tick run by both would show as two starts a few milliseconds apart.
    expect(gaps.filter((gap) => gap < 800)).toEqual([]);
  });

  it('e-mail an alert both could notify once, and its escalation and the offline notice once', async () => {
    const tenant = await buildClient(first.pool, 'Two instances');
    const locationManager = await buildUser(first.pool, {
      clientId: tenant.client.id,
      clientRole: 'LOCATION_MANAGER',
      locationIds: [tenant.location.id],
    });
    const manager = await buildUser(first.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
    const fridge = await monitoredAppliance(first.pool, { clientId: tenant.client.id, locationId: tenant.location.id });

    // The device's gateway sends the same breach to both instances at once (a retry through the load balancer).
    const now = Date.now();
    const breach = { readings: series(fridge.hwid, 100, 45, () => 3, 5, now).concat(series(fridge.hwid, 40, 0, () => 9, 5, now)) };
    const answers = await Promise.all([postReadings(first, fridge.secret, breach), postReadings(second, fridge.secret, breach)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await waitForMail(first, locationManager.email);

    // Both instances run the monitoring tick at the same moment, 40 minutes on: the alert is due for
    // escalation and the sensor is offline; then once more, which finds nothing left to send.
    const later = new Date(now + 40 * 60_000);
    await Promise.all([
      runAlertMonitorTick({ system: first.system, now: later }),
      runAlertMonitorTick({ system: second.system, now: later }),
    ]);
    await waitForMail(first, manager.email);
    await Promise.all([
      runAlertMonitorTick({ system: first.system, now: later }),
      runAlertMonitorTick({ system: second.system, now: later }),
    ]);
    await sleep(1_000); // any duplicate would have arrived by now

    const subjects = (email: string) => mailFor(first, email).map((message) => message.subject.replace(/:.*/, ''));
    expect(subjects(locationManager.email).sort()).toEqual([`Sensors offline at ${tenant.location.name}`, 'Temperature alert']);
    expect(subjects(manager.email)).toEqual(['Unattended temperature alert']);
  });
});
