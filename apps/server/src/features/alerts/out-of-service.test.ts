import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { backgroundSettled, startTestServer } from '../../../test/harness.js';
import { buildClient } from '../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';

/**
 * Out of service by hand (PRODUCT.md "Out of service"): a switched-off appliance raises no temperature
 * alert, an open one ends saying why, and back in service a breach starts from the next reading. Real
 * readings through the ingest endpoint and the real engine; the Codex danger zone (5–60 °C).
 */
let server: RunningServer;
let tenant: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildClient(server.pool, 'Switched off');
});
afterAll(async () => {
  await server?.stop();
});

const fridge = () => monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
const setOutOfService = (applianceId: string, off: boolean) =>
  systemQuery(server.pool, 'UPDATE appliances SET out_of_service = $2 WHERE id = $1', [applianceId, off]);

describe('an appliance out of service raises no temperature alert', () => {
  it('a fridge switched off and left open at 12 °C for 2 hours: no alert', async () => {
    const f = await fridge();
    await setOutOfService(f.applianceId, true);
    await postReadings(server, f.secret, { readings: series(f.hwid, 120, 0, () => 12) });
    await backgroundSettled(server);
    expect(await alertsOf(server.pool, f.applianceId)).toEqual([]);
    const { rows } = await systemQuery<{ last: Date }>(
      server.pool,
      'SELECT last_reading_at AS last FROM appliance_alert_states WHERE appliance_id = $1',
      [f.applianceId],
    );
    expect(rows[0]?.last).not.toBeNull(); // taken in, so the clock does not find them unapplied
  });

  it('an open HIGH alert ends when the fridge is switched off; back in service the next warm reading opens a new one', async () => {
    const f = await fridge();
    const now = Date.now();
    await postReadings(server, f.secret, { readings: series(f.hwid, 60, 40, () => 12, 5, now) });
    const [open] = await alertsOf(server.pool, f.applianceId);
    expect(open).toMatchObject({ status: 'DETECTED', severity: 'HIGH' });
    await setOutOfService(f.applianceId, true);
    await postReadings(server, f.secret, { readings: series(f.hwid, 35, 20, () => 12, 5, now) });
    const [ended] = await alertsOf(server.pool, f.applianceId);
    expect(ended).toMatchObject({ id: open!.id, status: 'ENDED' });
    const history = await systemQuery<{ description: string }>(
      server.pool,
      'SELECT description FROM temp_alert_statuses WHERE alert_id = $1 ORDER BY time, created_at',
      [open!.id],
    );
    expect(history.rows.at(-1)?.description).toBe('Ended: the equipment is out of service');
    await setOutOfService(f.applianceId, false);
    await postReadings(server, f.secret, { readings: series(f.hwid, 15, 10, () => 12, 5, now) });
    const alerts = await alertsOf(server.pool, f.applianceId);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toMatchObject({ status: 'DETECTED', severity: 'HIGH' });
    expect(alerts[1]!.started_at.getTime()).toBeGreaterThanOrEqual(now - 15 * 60_000);
  });
});
