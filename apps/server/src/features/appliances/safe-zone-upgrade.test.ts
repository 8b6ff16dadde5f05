import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, runMigrations, type Pool } from '../../db/database.js';
import { startEmbeddedPostgres } from '../../embedded/embedded-postgres.js';
import { createSuiteDatabase } from '../../../test/harness.js';

// A database written before jurisdiction profiles (every hot holding defaulted to 57 °C, zones typed in °F
// stored rounded to 0.01 °C) upgraded by today's migrations: each location gets its country's profile, hot
// holding still on the old default takes the profile's limit, an edited zone stays the operator's, and US
// zones are written in °F again.
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../migrations');
const LAST_OLD_MIGRATION = '0017_trainings_rls';
const CLIENT = '7a000000-0000-4000-8000-000000000001';
const LOCATIONS = {
  US: '7a000000-0000-4000-8000-0000000000a1',
  GB: '7a000000-0000-4000-8000-0000000000a2',
  AU: '7a000000-0000-4000-8000-0000000000a3',
  PT: '7a000000-0000-4000-8000-0000000000a4',
  none: '7a000000-0000-4000-8000-0000000000a5',
};
const F = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

let database: { url: string; drop(): Promise<void> };
let pool: Pool;
let n = 0;

/** The migrations folder as it stood before profiles: the same files, the journal cut after LAST_OLD_MIGRATION. */
async function oldMigrationsFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ks-pre-profile-migrations-'));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === LAST_OLD_MIGRATION) + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** An appliance as the old code wrote it; its id. */
async function oldAppliance(location: keyof typeof LOCATIONS, type: string, min: number | null, max: number | null): Promise<string> {
  n += 1;
  const id = `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  await pool.query(
    `INSERT INTO appliances (id, client_id, location_id, name, type, safe_min_c, safe_max_c, alert_delay_min) VALUES ($1, $2, $3, $4, $5, $6, $7, 30)`,
    [id, CLIENT, LOCATIONS[location], `${type} ${n}`, type, min, max],
  );
  return id;
}

const zoneOf = async (id: string) =>
  (await pool.query('SELECT safe_min_c AS min, safe_max_c AS max, safe_zone_unit AS unit FROM appliances WHERE id = $1', [id])).rows[0] as {
    min: number | null;
    max: number | null;
    unit: string;
  };

const ids: Record<string, string> = {};

beforeAll(async () => {
  const embedded = process.env.TEST_DATABASE_URL ? null : await startEmbeddedPostgres(null);
  database = embedded ? { url: embedded.url, drop: () => embedded.stop() } : await createSuiteDatabase(process.env.TEST_DATABASE_URL!);
  pool = createPool(database.url, 1);
  await migrate(drizzle(pool), { migrationsFolder: await oldMigrationsFolder() });
  await pool.query("INSERT INTO clients (id, company_name) VALUES ($1, 'Profile Upgrade Group')", [CLIENT]);
  for (const [country, id] of Object.entries(LOCATIONS)) {
    await pool.query("INSERT INTO locations (id, client_id, name, timezone, country) VALUES ($1, $2, $3, 'UTC', $4)", [
      id,
      CLIENT,
      `Kitchen ${country}`,
      country === 'none' ? null : country,
    ]);
  }
  ids.usHot = await oldAppliance('US', 'HOT_HOLDING', 57, null);
  ids.usHotEdited = await oldAppliance('US', 'HOT_HOLDING', 65, null);
  ids.usFridge = await oldAppliance('US', 'FRIDGE', 0, 5);
  ids.usFridgeTypedF = await oldAppliance('US', 'FRIDGE', 1.11, 3.33); // typed as 34 °F and 38 °F
  ids.usFreezer = await oldAppliance('US', 'FREEZER', null, -15);
  ids.usWineTypedC = await oldAppliance('US', 'WINE', 7.25, 18);
  ids.gbHot = await oldAppliance('GB', 'HOT_HOLDING', 57, null);
  ids.gbHotBounded = await oldAppliance('GB', 'HOT_HOLDING', 57, 90);
  ids.gbFridge = await oldAppliance('GB', 'FRIDGE', 1, 4);
  ids.auHot = await oldAppliance('AU', 'HOT_HOLDING', 57, null);
  ids.ptHot = await oldAppliance('PT', 'HOT_HOLDING', 57, null);
  ids.ptFridge = await oldAppliance('PT', 'FRIDGE', 3.33, 5);
  ids.noneHot = await oldAppliance('none', 'HOT_HOLDING', 57, null);
  await runMigrations(pool);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('upgrading a database written before jurisdiction profiles', () => {
  it('gives each location the profile of its country (Codex without one)', async () => {
    const { rows } = await pool.query<{ id: string; jurisdiction_profile: string }>('SELECT id, jurisdiction_profile FROM locations');
    const profileOf = Object.fromEntries(rows.map((row) => [row.id, row.jurisdiction_profile]));
    expect(profileOf).toEqual({
      [LOCATIONS.US]: 'US_FDA',
      [LOCATIONS.GB]: 'UK_FSA',
      [LOCATIONS.AU]: 'AU_NZ',
      [LOCATIONS.PT]: 'CODEX',
      [LOCATIONS.none]: 'CODEX',
    });
  });

  it('moves hot holding still on the old 57 °C default to the profile’s limit', async () => {
    expect(await zoneOf(ids.usHot!)).toEqual({ min: F(135), max: null, unit: 'F' });
    expect(await zoneOf(ids.gbHot!)).toEqual({ min: 63, max: null, unit: 'C' });
    expect(await zoneOf(ids.auHot!)).toEqual({ min: 60, max: null, unit: 'C' });
    expect(await zoneOf(ids.ptHot!)).toEqual({ min: 60, max: null, unit: 'C' });
    expect(await zoneOf(ids.noneHot!)).toEqual({ min: 60, max: null, unit: 'C' });
  });

  it('keeps zones the operator edited', async () => {
    expect(await zoneOf(ids.usHotEdited!)).toEqual({ min: 65, max: null, unit: 'F' }); // 149 °F exactly
    expect(await zoneOf(ids.gbHotBounded!)).toEqual({ min: 57, max: 90, unit: 'C' });
    expect(await zoneOf(ids.gbFridge!)).toEqual({ min: 1, max: 4, unit: 'C' });
    expect(await zoneOf(ids.ptFridge!)).toEqual({ min: 3.33, max: 5, unit: 'C' });
  });

  it('writes US zones in °F again, each bound back to the tenth of a °F it was typed as', async () => {
    expect(await zoneOf(ids.usFridge!)).toEqual({ min: 0, max: 5, unit: 'F' });
    expect(await zoneOf(ids.usFridgeTypedF!)).toEqual({ min: F(34), max: F(38), unit: 'F' });
    expect(await zoneOf(ids.usFreezer!)).toEqual({ min: null, max: -15, unit: 'F' });
    // 7.25 °C is 45.05 °F: no tenth of a °F within the old rounding, so the value stays as stored.
    expect(await zoneOf(ids.usWineTypedC!)).toEqual({ min: 7.25, max: 18, unit: 'F' });
  });
});
