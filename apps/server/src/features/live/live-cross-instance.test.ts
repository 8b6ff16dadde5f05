import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { loginAs, startTestServer } from '../../../test/harness.js';
import { alertsOf, monitoredAppliance, postReadings, series, type MonitoredAppliance } from '../../../test/readings.js';
import { subscribeLive } from '../../../test/live-subscriber.js';
import { skipWithout } from '../../../test/required-service.js';

interface TemperatureData {
  temperatureChanged: { kind: string; applianceId: string; alert: { id: string } | null };
}
const ALERTS = `subscription($locationId: ID) { temperatureChanged(locationId: $locationId, kinds: [ALERT]) { kind applianceId alert { id } } }`;

// Two instances on one PostgreSQL, as behind a load balancer: events travel by LISTEN/NOTIFY. Embedded
// PGlite serves one process only, so without TEST_DATABASE_URL there is nothing to share and this is skipped.
const NOT_ON_POSTGRES = skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', Boolean(process.env.TEST_DATABASE_URL));
describe.skipIf(NOT_ON_POSTGRES)('live updates across two server instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let fridge: MonitoredAppliance;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ config: { databaseUrl: String(a.pool.options.connectionString), seedDemo: false } });
    fridge = await monitoredAppliance(a.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('delivers an alert raised through instance A to subscribers on A and on B, and a snooze on B back to A', async () => {
    const onA = await subscribeLive<TemperatureData>(
      a,
      ALERTS,
      { locationId: DEMO_IDS.harborDowntown },
      { token: (await loginAs(a, 'manager@harbor.example')).token },
    );
    const managerOnB = (await loginAs(b, 'manager@harbor.example')).token;
    const onB = await subscribeLive<TemperatureData>(b, ALERTS, { locationId: DEMO_IDS.harborDowntown }, { token: managerOnB });
    const sunriseOnB = await subscribeLive<TemperatureData>(b, ALERTS, {}, { token: (await loginAs(b, 'manager@sunrise.example')).token });
    try {
      const posted = await postReadings(a, fridge.secret, {
        readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
      });
      expect(posted.status).toBe(200);
      const [alert] = await alertsOf(a.pool, fridge.applianceId);
      const raised = (m: { data?: TemperatureData | null }) => m.data?.temperatureChanged?.alert?.id === alert!.id;
      await onA.waitFor(raised);
      await onB.waitFor(raised);

      const snoozeCount = onA.messages.length;
      const snoozed = await fetch(`${b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${managerOnB}` },
        body: JSON.stringify({ query: 'mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }', variables: { id: alert!.id } }),
      });
      expect(snoozed.status).toBe(200);
      await onA.waitFor(raised, 10_000, snoozeCount);
      expect(sunriseOnB.messages).toHaveLength(0);
    } finally {
      onA.close();
      onB.close();
      sunriseOnB.close();
    }
  });
});
