import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx, type Db } from '../../db/database.js';
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../../../test/harness.js';
import { buildClient } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, series } from '../../../test/readings.js';
import { loadEngineInputs } from './alert-load.js';
import { replayLateReadingsAll } from './alert-replay.js';
import type { RunResult } from './alert-run.js';
import { policyOf } from './alert-store.js';

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof buildClient>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildClient(server.pool, 'Replay batch');
});
afterAll(async () => {
  await server?.stop();
});

const fridge = () => monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id, type: 'FRIDGE' });

/** What a replay decided, without the ids it gives new alerts. */
const decided = (result: RunResult) => ({
  state: result.state,
  records: result.records.map((r) => ({ status: r.status, reason: r.reason, startedAt: r.startedAt, endedAt: r.endedAt })),
});

describe('replaying late readings of several appliances in one batch', () => {
  it('reads for all of them in three statements, and gives each the result of its own replay', async () => {
    const now = Date.now();
    const warm = await fridge();
    const calm = await fridge();
    // One far too warm from 100 to 70 minutes ago (an alert at once), the other inside its zone but for one reading.
    await postReadings(server, warm.secret, { readings: series(warm.hwid, 120, 60, (m) => (m <= 100 && m >= 70 ? 14 : 3), 5, now) });
    await postReadings(server, calm.secret, { readings: series(calm.hwid, 120, 60, (m) => (m === 80 ? 7 : 3), 5, now) });
    await withSystemTx(server.pool, async (db) => {
      const inputs = await loadEngineInputs(
        db,
        [warm, calm].map((a) => ({ sensorId: a.sensorId, afterIfNew: new Date(now) })),
        new Date(now),
      );
      const items = [warm, calm].map((a) => {
        const input = inputs.find((i) => i.target.applianceId === a.applianceId)!;
        // Stored already, as ingest has them when the engine runs: late against the last applied (60 minutes ago).
        const late = [85, 90].map((m) => ({ time: new Date(now - m * 60_000), temperature: 3 }));
        return { ...input, late, policy: policyOf(input.target) };
      });
      let statements = 0;
      const counting = new Proxy(db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? (...args: Parameters<Db['execute']>) => {
                statements += 1;
                return target.execute(...args);
              }
            : Reflect.get(target, key, receiver),
      });
      const together = await replayLateReadingsAll(counting, items, new Date(now));
      expect(statements).toBe(3);
      const alone = [];
      for (const item of items) alone.push(...(await replayLateReadingsAll(db, [item], new Date(now))));
      expect(together.map(decided)).toEqual(alone.map(decided));
      // The warm fridge's replay finds its episode; the other's finds none.
      expect(together[0]!.records.length).toBeGreaterThan(0);
      expect(together[1]!.records).toEqual([]);
    });
  });
});
