import { beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../../../db/database.js';
import { useTestServer } from '../../../../test/suite-server.js';
import { buildClient } from '../../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, series } from '../../../../test/readings.js';
import { appliancesWithCalmLateReadings } from './alert-late-calm.js';
import { loadEngineInputs } from './alert-load.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Late calm');
});

const fridge = () => monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id, type: 'FRIDGE' });

/** Whether the engine may skip the replay for late readings at `lateMinutesAgo` (already stored, as ingest has them). */
async function skipsReplay(appliance: { applianceId: string; sensorId: string }, lateMinutesAgo: number[], now: number) {
  return withSystemTx(server.pool, async (db) => {
    const [input] = await loadEngineInputs(db, [{ sensorId: appliance.sensorId, afterIfNew: new Date(now) }], new Date(now));
    input!.late = lateMinutesAgo.map((m) => ({ time: new Date(now - m * 60_000), temperature: 3 }));
    return (await appliancesWithCalmLateReadings(db, [input!], new Date(now))).has(appliance.applianceId);
  });
}

describe('late readings among calm ones (a peer instance storing every other reading)', () => {
  it('skips the replay when the stretch around them is calm, and the interleaved readings leave no alert', async () => {
    const appliance = await fridge();
    const now = Date.now();
    await postReadings(server, appliance.secret, { readings: series(appliance.hwid, 120, 60, () => 3, 10, now) });
    await postReadings(server, appliance.secret, { readings: series(appliance.hwid, 115, 65, () => 3, 10, now) });
    expect(await skipsReplay(appliance, [115, 65], now)).toBe(true);
    expect(await alertsOf(server.pool, appliance.applianceId)).toEqual([]);
  });

  it('replays when a stored reading of the stretch is outside the safe zone', async () => {
    const appliance = await fridge();
    const now = Date.now();
    await postReadings(server, appliance.secret, { readings: series(appliance.hwid, 120, 60, (m) => (m === 80 ? 9 : 3), 10, now) });
    expect(await skipsReplay(appliance, [85], now)).toBe(false);
    // Before the warm reading's stretch (its predecessor at 100, up to the last applied at 60, holds 80).
    expect(await skipsReplay(appliance, [105], now)).toBe(false);
  });

  it('replays while an alert is open, even if the readings around the late one are calm', async () => {
    const appliance = await fridge();
    const now = Date.now();
    // 40 minutes too warm (an alert), then back inside for 5 minutes: not yet the 10 that end it.
    await postReadings(server, appliance.secret, {
      readings: series(appliance.hwid, 60, 20, () => 9, 5, now).concat(series(appliance.hwid, 15, 10, () => 3, 5, now)),
    });
    expect(await alertsOf(server.pool, appliance.applianceId)).toHaveLength(1);
    expect(await skipsReplay(appliance, [12], now)).toBe(false);
  });

  it('replays when nothing was stored before the late readings', async () => {
    const appliance = await fridge();
    const now = Date.now();
    await postReadings(server, appliance.secret, { readings: series(appliance.hwid, 60, 30, () => 3, 10, now) });
    await postReadings(server, appliance.secret, { readings: series(appliance.hwid, 65, 65, () => 3, 10, now) });
    expect(await skipsReplay(appliance, [65], now)).toBe(false);
  });
});
