import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import type { RunningServer } from '../../server.js';
import { outcome, suiteSessions } from '../../../test/estate-factories.js';
import { monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';

/**
 * Appliance.foodVerdict: the domain's one verdict on the stored readings, read at the time it is asked
 * (PRODUCT.md "Food-safety model"). Harbor Downtown follows the FDA Food Code (41 °F = 5 °C).
 */
let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const VERDICT = `query($id: ID!) { appliance(id: $id) { id foodVerdict {
  status verdict dangerMinutes unknownMinutes uncertain noDataMinutes inDangerNow next { verdict at } batchStartedAt
} } }`;
type Verdict = {
  status: string;
  verdict: string | null;
  dangerMinutes: number;
  unknownMinutes: number;
  uncertain: boolean;
  noDataMinutes: number | null;
  inDangerNow: boolean;
  next: { verdict: string; at: string } | null;
  batchStartedAt: string | null;
};
type Answer = { appliance: { foodVerdict: Verdict | null } | null };

const fridge = (placement = 'AIR') =>
  monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborDowntown,
    areaId: ESTATE_DEMO_IDS.downtownKitchen,
  }).then(async (f) => {
    await systemQuery(server.pool, 'UPDATE sensors SET placement = $2 WHERE id = $1', [f.sensorId, placement]);
    return f;
  });

describe('Appliance.foodVerdict', () => {
  it('an air-sensor fridge with door openings (10 min at 7 °C, every hour) is SAFE with 0 danger minutes', async () => {
    const f = await fridge('AIR');
    await postReadings(server, f.secret, { readings: series(f.hwid, 355, 0, (m) => (m % 60 < 10 ? 7 : 3), 1) });
    const result = await asLevel<Answer>('STANDARD_USER', VERDICT, { id: f.applianceId });
    expect(result.data?.appliance?.foodVerdict).toMatchObject({ status: 'FOOD', verdict: 'SAFE', dangerMinutes: 0 });
  });

  it('a warm fridge that went silent keeps counting up to now: DISCARD, with no deadline in the past', async () => {
    const f = await fridge('AIR');
    await postReadings(server, f.secret, { readings: series(f.hwid, 330, 300, () => 3).concat(series(f.hwid, 295, 240, () => 12)) });
    const result = await asLevel<Answer>('STANDARD_USER', VERDICT, { id: f.applianceId });
    const verdict = result.data?.appliance?.foodVerdict;
    expect(verdict).toMatchObject({ verdict: 'DISCARD', inDangerNow: true });
    expect(verdict!.noDataMinutes).toBeGreaterThanOrEqual(239);
    expect(verdict!.next).toBeNull();
  });

  it('the same fridge 3 h into the silence is USE NOW, its next deadline (DISCARD) still ahead', async () => {
    const f = await fridge('FOOD_PROBE');
    await postReadings(server, f.secret, { readings: series(f.hwid, 200, 185, () => 3).concat(series(f.hwid, 180, 170, () => 12)) });
    const verdict = (await asLevel<Answer>('STANDARD_USER', VERDICT, { id: f.applianceId })).data?.appliance?.foodVerdict;
    expect(verdict?.verdict).toBe('USE_NOW');
    expect(verdict?.next?.verdict).toBe('DISCARD');
    expect(Date.parse(verdict!.next!.at)).toBeGreaterThan(Date.now());
  });

  it('buffered history of a new probe sensor arriving newest first counts from its earliest reading (5 h at 8 °C)', async () => {
    const f = await fridge('FOOD_PROBE');
    const readings = series(f.hwid, 300, 0, () => 8).reverse();
    for (let i = 0; i < readings.length; i += 10) await postReadings(server, f.secret, { readings: readings.slice(i, i + 10) });
    const verdict = (await asLevel<Answer>('STANDARD_USER', VERDICT, { id: f.applianceId })).data?.appliance?.foodVerdict;
    expect(verdict?.verdict).toBe('DISCARD');
    expect(verdict!.dangerMinutes).toBeGreaterThanOrEqual(295);
  });

  it('the dashboard lists the silent warm fridge and not the one with door openings', async () => {
    const doors = await fridge('AIR');
    await postReadings(server, doors.secret, { readings: series(doors.hwid, 355, 0, (m) => (m % 60 < 10 ? 7 : 3), 1) });
    const warm = await fridge('FOOD_PROBE');
    await postReadings(server, warm.secret, {
      readings: series(warm.hwid, 330, 300, () => 3).concat(series(warm.hwid, 295, 240, () => 12)),
    });
    const listed = await asLevel<{ foodAtRisk: Array<{ id: string }> }>('STANDARD_USER', '{ foodAtRisk { id } }');
    const ids = (listed.data?.foodAtRisk ?? []).map((a) => a.id);
    expect(ids).toContain(warm.applianceId);
    expect(ids).not.toContain(doors.applianceId);
    const sunrise = await as<{ foodAtRisk: Array<{ id: string }> }>('manager@sunrise.example', '{ foodAtRisk { id } }');
    expect((sunrise.data?.foodAtRisk ?? []).map((a) => a.id)).not.toContain(warm.applianceId);
  });

  it('out of service by hand: no verdict word', async () => {
    const f = await fridge('AIR');
    await postReadings(server, f.secret, { readings: series(f.hwid, 60, 0, () => 20) });
    await systemQuery(server.pool, 'UPDATE appliances SET out_of_service = true WHERE id = $1', [f.applianceId]);
    const verdict = (await asLevel<Answer>('STANDARD_USER', VERDICT, { id: f.applianceId })).data?.appliance?.foodVerdict;
    expect(verdict).toMatchObject({ status: 'OUT_OF_SERVICE', verdict: null });
  });

  it('a Basic User is refused, and another client sees nothing of it', async () => {
    const f = await fridge('AIR');
    await postReadings(server, f.secret, { readings: series(f.hwid, 30, 0, () => 3) });
    expect(outcome(await asLevel('BASIC_USER', VERDICT, { id: f.applianceId }))).not.toBe('OK');
    const sunrise = await as<Answer>('manager@sunrise.example', VERDICT, { id: f.applianceId });
    expect(sunrise.data?.appliance ?? null).toBeNull();
  });
});
