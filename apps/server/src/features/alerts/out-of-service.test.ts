import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import { isoWeekday, localDateOf, localPartsOf } from '@ks/domain';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';

/**
 * Out of service by hand (PRODUCT.md "Out of service"): a switched-off appliance raises no temperature
 * alert, an open one ends saying why, and back in service a breach starts from the next reading. Real
 * readings through the ingest endpoint and the real engine; the Codex danger zone (5–60 °C).
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Switched off');
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

describe('weekly service hours (location zone): no temperature alert outside them', () => {
  const MIN = 60_000;
  const ZONE = 'Asia/Kathmandu'; // UTC+5:45: a window in UTC or in the process's zone would be off
  /** One service window on the location's clock, from `fromMinAgo` to `toMinAgo` minutes before `now`. */
  const windowAgo = (now: number, fromMinAgo: number, toMinAgo: number) => {
    const start = new Date(now - fromMinAgo * MIN);
    const end = localPartsOf(new Date(now - toMinAgo * MIN), ZONE);
    const { hour, minute } = localPartsOf(start, ZONE);
    return { weekday: isoWeekday(localDateOf(start, ZONE)), startMin: hour * 60 + minute, endMin: end.hour * 60 + end.minute };
  };

  /** A hot cabinet of the tenant's location, in service during `window` only. */
  const hotCabinetInService = async (window: ReturnType<typeof windowAgo>) => {
    const cabinet = await monitoredAppliance(server.pool, {
      clientId: tenant.client.id,
      locationId: tenant.location.id,
      type: 'HOT_HOLDING',
    });
    await systemQuery(server.pool, 'UPDATE appliances SET service_hours = $2::jsonb WHERE id = $1', [
      cabinet.applianceId,
      JSON.stringify([window]),
    ]);
    return cabinet;
  };

  it('a hot cabinet in service until an hour ago: its alert ends at closing, and 30 °C overnight raises none', async () => {
    await systemQuery(server.pool, 'UPDATE locations SET timezone = $2 WHERE id = $1', [tenant.location.id, ZONE]);
    const now = Date.now();
    const cabinet = await hotCabinetInService(windowAgo(now, 180, 62));
    // In service: 40 °C in a hot cabinet (below 60 °C by more than the margin) is a HIGH alert.
    await postReadings(server, cabinet.secret, { readings: series(cabinet.hwid, 170, 65, () => 40, 5, now) });
    const [open] = await alertsOf(server.pool, cabinet.applianceId);
    expect(open).toMatchObject({ status: 'DETECTED', severity: 'HIGH' });
    // Closed from 62 min ago: switched off, it cools to 30 °C.
    await postReadings(server, cabinet.secret, { readings: series(cabinet.hwid, 60, 0, () => 30, 5, now) });
    await backgroundSettled(server);
    const alerts = await alertsOf(server.pool, cabinet.applianceId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: open!.id, status: 'ENDED' });
  });

  it('readings of the night before the window opened do not count when it opens', async () => {
    const now = Date.now();
    const cabinet = await hotCabinetInService(windowAgo(now, 20, -120));
    // Cold all night (out of service), hot from 20 min ago: one batch, posted together when it opens.
    await postReadings(server, cabinet.secret, { readings: series(cabinet.hwid, 240, 0, (m) => (m > 20 ? 22 : 70), 5, now) });
    await backgroundSettled(server);
    expect(await alertsOf(server.pool, cabinet.applianceId)).toEqual([]);
  });
});
