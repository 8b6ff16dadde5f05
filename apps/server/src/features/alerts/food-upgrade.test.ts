import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createPool, type Pool } from '../../db/database.js';
import { startEmbeddedPostgres } from '../../embedded/embedded-postgres.js';
import { startServer, type RunningServer } from '../../server.js';
import { hashToken } from '../../auth/secure-token.js';
import { createSuiteDatabase } from '../../../test/harness.js';
import { postReadings, systemQuery } from '../../../test/readings.js';
import { runAlertMonitorTick } from './alert-monitor.job.js';
import { RECOMPUTE_DESCRIPTIONS } from './alert-descriptions.js';

// A database written by the code before the food clock (migrations up to 0020, rows as the old engine
// wrote them: time outside the safe zone, HIGH by breach length or the margin rule), upgraded by starting
// today's server on it: the migrations run, the alert monitor's first tick recomputes every batch.
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../migrations');
const LAST_OLD_MIGRATION = '0020_appliance_safe_zone_unit';
const MIN = 60_000;
const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * MIN).toISOString();

let database: { url: string; drop(): Promise<void> };
let server: RunningServer;
let old: Pool;
const ids = {
  client: '6f000000-0000-4000-8000-000000000001',
  location: '6f000000-0000-4000-8000-000000000002',
  frozen: { appliance: '6f000000-0000-4000-8000-000000000010', sensor: '6f000000-0000-4000-8000-000000000011' },
  silent: { appliance: '6f000000-0000-4000-8000-000000000020', sensor: '6f000000-0000-4000-8000-000000000021' },
  defrost: { appliance: '6f000000-0000-4000-8000-000000000030', sensor: '6f000000-0000-4000-8000-000000000031' },
  batches: {
    frozen: '6f000000-0000-4000-8000-000000000110',
    silent: '6f000000-0000-4000-8000-000000000120',
    silentEnded: '6f000000-0000-4000-8000-000000000121',
    defrost: '6f000000-0000-4000-8000-000000000130',
  },
  alerts: { frozen: '6f000000-0000-4000-8000-000000000210', defrost: '6f000000-0000-4000-8000-000000000230' },
};
const SECRET = 'kss_upgrade-test-secret-0123456789abcdef';

/** The migrations folder as it stood before the food clock: the same files, the journal cut after LAST_OLD_MIGRATION. */
async function oldMigrationsFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ks-old-migrations-'));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === LAST_OLD_MIGRATION);
  journal.entries = journal.entries.slice(0, cut + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function exec(pool: Pool, text: string, params: unknown[] = []) {
  await pool.query(text, params);
}

/** Readings every 5 minutes from `from` to `to` minutes ago. */
async function readings(pool: Pool, sensorId: string, from: number, to: number, temperature: (minutesAgo: number) => number) {
  for (let m = from; m >= to; m -= 5) {
    await exec(pool, 'INSERT INTO sensor_readings (sensor_id, time, client_id, temperature) VALUES ($1, $2, $3, $4)', [
      sensorId,
      ago(m),
      ids.client,
      temperature(m),
    ]);
  }
}

/** What the old engine left behind, row by row. */
async function writeOldRows(pool: Pool) {
  await exec(pool, "INSERT INTO clients (id, company_name) VALUES ($1, 'Upgrade Bistro')", [ids.client]);
  await exec(pool, "INSERT INTO locations (id, client_id, name, timezone) VALUES ($1, $2, 'Upgrade Kitchen', 'Europe/Lisbon')", [
    ids.location,
    ids.client,
  ]);
  const appliance = async (id: string, name: string, type: string, min: number | null, max: number | null) => {
    await exec(
      pool,
      `INSERT INTO appliances (id, client_id, location_id, name, type, safe_min_c, safe_max_c, alert_delay_min)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 30)`,
      [id, ids.client, ids.location, name, type, min, max],
    );
  };
  const sensor = async (id: string, applianceId: string, hwid: string) => {
    await exec(
      pool,
      'INSERT INTO sensors (id, client_id, hwid, location_id, appliance_id, attached_at, latest_data_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [id, ids.client, hwid, ids.location, applianceId, ago(3 * 24 * 60), ago(0)],
    );
  };
  await appliance(ids.frozen.appliance, 'Chest freezer', 'FREEZER', null, -15);
  await appliance(ids.silent.appliance, 'Walk-in fridge', 'FRIDGE', 0, 5);
  await appliance(ids.defrost.appliance, 'Upright freezer', 'FREEZER', null, -15);
  await sensor(ids.frozen.sensor, ids.frozen.appliance, 'UPG-FROZEN');
  await sensor(ids.silent.sensor, ids.silent.appliance, 'UPG-SILENT');
  await sensor(ids.defrost.sensor, ids.defrost.appliance, 'UPG-DEFROST');
  await exec(pool, 'INSERT INTO sensor_credentials (sensor_id, client_id, secret_hash) VALUES ($1, $2, $3)', [
    ids.silent.sensor,
    ids.client,
    hashToken(SECRET),
  ]);

  // A freezer at −12 °C (still frozen) for 5 h 40: the old engine counted it all and called it NEGATIVE.
  await readings(pool, ids.frozen.sensor, 400, 345, () => -19);
  await readings(pool, ids.frozen.sensor, 340, 0, () => -12);
  // A fridge whose sensor went silent for 90 minutes in a breach: the old engine counted 60 minutes.
  await readings(pool, ids.silent.sensor, 400, 200, () => 3);
  await readings(pool, ids.silent.sensor, 195, 165, () => 9);
  await readings(pool, ids.silent.sensor, 75, 45, () => 9);
  await readings(pool, ids.silent.sensor, 40, 0, () => 3);
  // A freezer 10 minutes into a defrost at −8 °C: the old margin rule opened a HIGH alert at once.
  await readings(pool, ids.defrost.sensor, 400, 15, () => -19);
  await readings(pool, ids.defrost.sensor, 10, 0, () => -8);

  const batch = async (
    id: string,
    applianceId: string,
    startedMinutesAgo: number,
    ended: { minutesAgo: number; outsideMs: number; verdict: string } | null,
  ) => {
    await exec(
      pool,
      'INSERT INTO food_batches (id, client_id, appliance_id, started_at, ended_at, outside_ms, food_safeness) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        id,
        ids.client,
        applianceId,
        ago(startedMinutesAgo),
        ended ? ago(ended.minutesAgo) : null,
        ended?.outsideMs ?? null,
        ended?.verdict ?? null,
      ],
    );
  };
  await batch(ids.batches.frozen, ids.frozen.appliance, 400, null);
  // An ended batch of the fridge: its 3 °C hours and the start of the breach, declared NEGATIVE by mistake.
  await batch(ids.batches.silentEnded, ids.silent.appliance, 400, { minutesAgo: 180, outsideMs: 5 * 60 * MIN, verdict: 'NEGATIVE' });
  await batch(ids.batches.silent, ids.silent.appliance, 180, null);
  await batch(ids.batches.defrost, ids.defrost.appliance, 400, null);

  const alert = async (id: string, applianceId: string, sensorId: string, startedMinutesAgo: number, worst: string) => {
    await exec(
      pool,
      `INSERT INTO temp_alerts (id, client_id, location_id, appliance_id, sensor_id, started_at, detected_at, severity, reason, status,
         worst_food_safeness, extreme_temperature, notified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, 'HIGH', 'APPLIANCE_TOO_WARM', 'DETECTED', $7, -8, $6)`,
      [id, ids.client, ids.location, applianceId, sensorId, ago(startedMinutesAgo), worst],
    );
    await exec(
      pool,
      `INSERT INTO temp_alert_statuses (client_id, alert_id, time, status_code, description)
       VALUES ($1, $2, $3, 'DETECTED', 'Alert detected: appliance too warm (HIGH)')`,
      [ids.client, id, ago(startedMinutesAgo)],
    );
  };
  await alert(ids.alerts.frozen, ids.frozen.appliance, ids.frozen.sensor, 310, 'NEGATIVE');
  await alert(ids.alerts.defrost, ids.defrost.appliance, ids.defrost.sensor, 10, 'POSITIVE');

  const state = async (applianceId: string, batchId: string, outsideMs: number, lastOutside: boolean, openAlertId: string | null) => {
    await exec(
      pool,
      `INSERT INTO appliance_alert_states (appliance_id, client_id, last_reading_at, last_outside, breach_started_at, breach_reason,
         batch_outside_ms, food_batch_id, open_alert_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        applianceId,
        ids.client,
        ago(0),
        lastOutside,
        lastOutside ? ago(openAlertId === ids.alerts.frozen ? 340 : 10) : null,
        lastOutside ? 'APPLIANCE_TOO_WARM' : null,
        outsideMs,
        batchId,
        openAlertId,
      ],
    );
  };
  await state(ids.frozen.appliance, ids.batches.frozen, 340 * MIN, true, ids.alerts.frozen);
  await state(ids.silent.appliance, ids.batches.silent, 60 * MIN, false, null);
  await state(ids.defrost.appliance, ids.batches.defrost, 10 * MIN, true, ids.alerts.defrost);
}

beforeAll(async () => {
  const embedded = process.env.TEST_DATABASE_URL ? null : await startEmbeddedPostgres(null);
  database = embedded ? { url: embedded.url, drop: () => embedded.stop() } : await createSuiteDatabase(process.env.TEST_DATABASE_URL!);
  old = createPool(database.url, 1);
  const folder = await oldMigrationsFolder();
  await migrate(drizzle(old), { migrationsFolder: folder });
  await fs.rm(folder, { recursive: true, force: true });
  await writeOldRows(old);
  await old.end();
  server = await startServer(
    loadConfig(
      { ...process.env, NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: '',
        databaseUrl: database.url,
        mqttUrl: undefined,
        mqttPort: 0,
        smtpUrl: undefined,
        smtpPort: 0,
        serveWeb: false,
        seedDemo: false,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        logLevel: 'error',
      },
    ),
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const row = async <R extends Record<string, unknown>>(text: string, params: unknown[]) =>
  (await systemQuery<R>(server.pool, text, params)).rows[0]!;
const stateOf = (applianceId: string) =>
  row<{ danger: number; unknown: number; excursions: number; open: string | null; inDanger: boolean }>(
    `SELECT batch_danger_ms::float8 AS danger, batch_unknown_ms::float8 AS unknown, batch_excursions AS excursions,
       open_alert_id AS open, last_in_danger AS "inDanger" FROM appliance_alert_states WHERE appliance_id = $1`,
    [applianceId],
  );
const batchOf = (id: string) =>
  row<{ danger: number | null; verdict: string | null; flagged: boolean; useNowAt: Date | null; useNowTold: Date | null }>(
    `SELECT danger_ms::float8 AS danger, food_safeness AS verdict, needs_recompute AS flagged, use_now_at AS "useNowAt",
       use_now_notified_at AS "useNowTold" FROM food_batches WHERE id = $1`,
    [id],
  );
const alertOf = (id: string) =>
  row<{ status: string; severity: string; worst: string; history: string[] }>(
    `SELECT status, severity, worst_food_safeness AS worst,
       (SELECT array_agg(description ORDER BY time, created_at) FROM temp_alert_statuses WHERE alert_id = a.id) AS history
     FROM temp_alerts a WHERE id = $1`,
    [id],
  );

describe('upgrading a database written before the food clock', () => {
  it('migrates, then the first monitor tick recomputes every batch and open alert by the new model, once', async () => {
    expect((await batchOf(ids.batches.frozen)).flagged).toBe(true); // the migration flags what it cannot count itself

    const first = await runAlertMonitorTick({ system: server.system, now: new Date(NOW + MIN) });
    expect(first.recomputed).toBe(4);

    // The still-frozen freezer: no danger time; its alert stays open (it is warmer than −15 °C) but LOW and POSITIVE.
    expect(await stateOf(ids.frozen.appliance)).toMatchObject({ danger: 0, excursions: 0, open: ids.alerts.frozen });
    expect(await alertOf(ids.alerts.frozen)).toMatchObject({ status: 'DETECTED', severity: 'LOW', worst: 'POSITIVE' });
    expect((await alertOf(ids.alerts.frozen)).history).toContain(RECOMPUTE_DESCRIPTIONS.updated);

    // The fridge's silence: 180 → 40 minutes ago counted (from its batch's start), 90 of them without data;
    // use now reached, recorded as told (an upgrade is not news).
    expect(await stateOf(ids.silent.appliance)).toEqual({
      danger: 140 * MIN,
      unknown: 90 * MIN,
      excursions: 1,
      open: null,
      inDanger: false,
    });
    const silent = await batchOf(ids.batches.silent);
    expect(silent.flagged).toBe(false);
    expect(silent.useNowAt).not.toBeNull();
    expect(silent.useNowTold).not.toBeNull();
    // Its ended batch: 200 → 180 minutes ago in the danger zone (from the last safe reading), POSITIVE.
    expect(await batchOf(ids.batches.silentEnded)).toMatchObject({ danger: 20 * MIN, verdict: 'POSITIVE', flagged: false });

    // The defrost alert the new rules would not have raised ends.
    expect(await alertOf(ids.alerts.defrost)).toMatchObject({ status: 'ENDED' });
    expect((await alertOf(ids.alerts.defrost)).history).toContain(RECOMPUTE_DESCRIPTIONS.ended);
    expect((await stateOf(ids.defrost.appliance)).open).toBeNull();

    const second = await runAlertMonitorTick({ system: server.system, now: new Date(NOW + 2 * MIN) });
    expect(second.recomputed).toBe(0);
    expect(await stateOf(ids.silent.appliance)).toMatchObject({ danger: 140 * MIN, unknown: 90 * MIN });
  });

  it('keeps ingesting into the upgraded state', async () => {
    const stored = await postReadings(server, SECRET, {
      readings: [{ hwid: 'UPG-SILENT', time: new Date().toISOString(), temperature: 3.5 }],
    });
    expect(stored.status).toBe(200);
    expect(stored.body.stored).toBe(1);
    expect(await stateOf(ids.silent.appliance)).toMatchObject({ danger: 140 * MIN, excursions: 1 });
  });
});
