import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { useTestServer } from '../../../test/suite-server.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';

// Decision 0221: the alert engine asks asset health's learned defrost cycle (appliance_health) before a
// warm breach becomes an alert. Readings go in through the real ingest endpoint.
const MINUTE = 60_000;
const server = useTestServer();
const now = Date.now();

/** A fridge whose health job learned a 30-minute defrost every 6 hours, one of them starting `onsetMinutesAgo`. */
async function fridgeWithDefrost(onsetMinutesAgo: number | null): Promise<MonitoredAppliance> {
  const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
  if (onsetMinutesAgo !== null) {
    const defrost = { periodMin: 360, anchor: now - onsetMinutesAgo * MINUTE, lengthMin: 30, peakRiseC: 3, matched: 8, expected: 8 };
    await systemQuery(
      server.pool,
      `INSERT INTO appliance_health (appliance_id, client_id, status, findings, pattern, computed_at)
       VALUES ($1, $2, 'OK', '[]'::jsonb, $3::jsonb, now())`,
      [fridge.applianceId, DEMO_IDS.harbor, JSON.stringify({ defrost })],
    );
  }
  return fridge;
}

/** Steady at 3 °C, then at 6.5 °C (out of its 0–5 °C zone) for the last `warmMinutes`. */
const warmFor = (fridge: MonitoredAppliance, warmMinutes: number) =>
  postReadings(server, fridge.secret, {
    readings: series(fridge.hwid, 120, 0, (m) => (m <= warmMinutes ? 6.5 : 3), 5, now),
  });

describe('alert engine and the learned defrost', () => {
  it('raises no alert for 45 minutes warm in a learned defrost window, where a unit without one alerts', async () => {
    const learned = await fridgeWithDefrost(45);
    const plain = await fridgeWithDefrost(null);
    expect((await warmFor(learned, 45)).status).toBe(200);
    expect((await warmFor(plain, 45)).status).toBe(200);
    expect(await alertsOf(server.pool, learned.applianceId)).toEqual([]);
    const [alert] = await alertsOf(server.pool, plain.applianceId);
    expect(alert).toMatchObject({ status: 'DETECTED', reason: 'APPLIANCE_TOO_WARM' });
  });

  it('alerts on a defrost that outlasted its window, from when it began', async () => {
    const stuck = await fridgeWithDefrost(70);
    await warmFor(stuck, 70);
    const [alert] = await alertsOf(server.pool, stuck.applianceId);
    expect(alert).toMatchObject({ status: 'DETECTED', reason: 'APPLIANCE_TOO_WARM' });
    expect(Math.abs(alert!.started_at.getTime() - (now - 70 * MINUTE))).toBeLessThanOrEqual(MINUTE);
  });

  it('alerts as usual on a breach away from the learned defrost', async () => {
    const fridge = await fridgeWithDefrost(180);
    await warmFor(fridge, 45);
    expect(await alertsOf(server.pool, fridge.applianceId)).toHaveLength(1);
  });
});
