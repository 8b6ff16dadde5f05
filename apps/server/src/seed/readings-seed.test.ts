import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/suite-server.js';
import { countWhere } from '../../test/readings.js';
import { DEMO_IDS } from './demo-accounts.js';
import { loadConfig } from '../config.js';
import { READINGS_DEMO_IDS, seedReadingsDemo } from './readings-seed.js';
import { runAssetHealthTick } from '../features/asset-health/asset-health.service.js';
import { systemQuery } from '../../test/readings.js';

const server = useTestServer();

describe('demo readings history', () => {
  it('generates days of 5-minute history for Harbor in SQL, with alerts open, snoozed and ended', async () => {
    // How long this takes is bench/fresh-start.bench.ts's business (a unit test holds no wall-clock budget).
    await seedReadingsDemo(server.pool, { days: 8 });
    // The demo's own sensors (other suites may have added sensors to Harbor in a shared database).
    const demo = "client_id = $1 AND id::text LIKE '00000000-0000-4000-8e00-0c%'";
    const sensors = await countWhere(server.pool, 'sensors', `${demo} AND appliance_id IS NOT NULL`, [DEMO_IDS.harbor]);
    const readings = await countWhere(server.pool, 'sensor_readings', `sensor_id IN (SELECT id FROM sensors WHERE ${demo})`, [
      DEMO_IDS.harbor,
    ]);
    expect(sensors).toBeGreaterThan(30);
    expect(readings).toBeGreaterThanOrEqual(sensors * 8 * 288 - sensors);
    expect(await countWhere(server.pool, 'sensor_readings', 'client_id = $1', [DEMO_IDS.sunrise])).toBe(0);

    expect(
      await countWhere(server.pool, 'temp_alerts', "appliance_id = $1 AND status = 'DETECTED'", [READINGS_DEMO_IDS.warmingFridge]),
    ).toBe(1);
    expect(
      await countWhere(server.pool, 'temp_alerts', "appliance_id = $1 AND status = 'SNOOZED' AND responsible_user_id IS NOT NULL", [
        READINGS_DEMO_IDS.coolingHotPass,
      ]),
    ).toBe(1);
    expect(await countWhere(server.pool, 'temp_alerts', "client_id = $1 AND status = 'ENDED'", [DEMO_IDS.harbor])).toBeGreaterThanOrEqual(
      2,
    );
    // Latest data follows the history.
    expect(
      await countWhere(
        server.pool,
        'sensors',
        "client_id = $1 AND appliance_id IS NOT NULL AND latest_data_at < now() - interval '10 minutes'",
        [DEMO_IDS.harbor],
      ),
    ).toBe(0);
  });

  it('leaves one fridge door open: its health says so, and no alert does', async () => {
    await runAssetHealthTick({ system: server.system });
    const { rows } = await systemQuery<{ appliance_id: string; findings: Array<{ kind: string; figures: { riseC: number } }> }>(
      server.pool,
      'SELECT appliance_id, findings FROM appliance_health WHERE appliance_id = ANY($1::uuid[]) AND findings @> \'[{"kind": "DOOR_LEFT_OPEN"}]\'',
      [READINGS_DEMO_IDS.doorLeftOpenCandidates],
    );
    // The scripted one (a defrost seen in a short history can read as one more now and then).
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.findings.find((f) => f.kind === 'DOOR_LEFT_OPEN')?.figures.riseC).toBeGreaterThanOrEqual(1);
      expect(await countWhere(server.pool, 'temp_alerts', "appliance_id = $1 AND status <> 'ENDED'", [row.appliance_id])).toBe(0);
    }
  });

  it('is incremental: running it again only fills the gap up to now', async () => {
    const before = await countWhere(server.pool, 'sensor_readings', 'client_id = $1', [DEMO_IDS.harbor]);
    const { readings } = await seedReadingsDemo(server.pool, { days: 8 });
    expect(readings).toBeLessThan(100);
    expect(await countWhere(server.pool, 'sensor_readings', 'client_id = $1', [DEMO_IDS.harbor])).toBe(before + readings);
    expect(await countWhere(server.pool, 'temp_alerts', 'appliance_id = $1', [READINGS_DEMO_IDS.coolingHotPass])).toBe(1);
  });

  it('reads the number of days from SEED_HISTORY_DAYS (npm run seed -- --days 365), none under test by default', () => {
    expect(loadConfig({ SEED_HISTORY_DAYS: '365' }).seedHistoryDays).toBe(365);
    expect(loadConfig({ NODE_ENV: 'test' }).seedHistoryDays).toBe(0);
    expect(loadConfig({}).seedHistoryDays).toBe(30);
  });
});
