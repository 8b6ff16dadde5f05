import { PLAN_EQUIPMENT_LIMITS } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/harness.js';
import { useTestServer } from '../../test/suite-server.js';
import { DEMO_IDS } from './demo-accounts.js';
import { seedEstateFloorplans } from './estate-floorplans-seed.js';
import { seedEstateDemo } from './estate-seed.js';

const server = useTestServer();

const count = async (sql: string, params: unknown[] = []) => (await server.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

describe('estate demo data', () => {
  it('gives Harbor about 40 pieces of equipment within each location plan, and Sunrise a handful', async () => {
    const perLocation = await server.pool.query<{ location_id: string; plan: keyof typeof PLAN_EQUIPMENT_LIMITS; n: number }>(
      `SELECT a.location_id, l.plan, count(*)::int AS n FROM appliances a JOIN locations l ON l.id = a.location_id
       WHERE a.client_id = ANY($1) GROUP BY a.location_id, l.plan`,
      [[DEMO_IDS.harbor, DEMO_IDS.sunrise]],
    );
    for (const row of perLocation.rows) expect(row.n).toBeLessThanOrEqual(PLAN_EQUIPMENT_LIMITS[row.plan]);
    expect(await count('SELECT count(*)::int AS n FROM appliances WHERE client_id = $1', [DEMO_IDS.harbor])).toBe(40);
    expect(await count('SELECT count(*)::int AS n FROM appliances WHERE client_id = $1', [DEMO_IDS.sunrise])).toBe(5);
    const attached = await count('SELECT count(*)::int AS n FROM sensors WHERE appliance_id IS NOT NULL AND client_id = $1', [
      DEMO_IDS.harbor,
    ]);
    expect(attached).toBeGreaterThan(30);
    // Every sensor can report: each has a credential.
    expect(
      await count(
        'SELECT count(*)::int AS n FROM sensors s LEFT JOIN sensor_credentials c ON c.sensor_id = s.id WHERE c.sensor_id IS NULL',
      ),
    ).toBe(0);
  });

  it('is idempotent and keeps what ingest wrote since', async () => {
    await server.pool.query("UPDATE sensors SET latest_temperature = 99 WHERE hwid = 'KS-T-0001'");
    const before = await count('SELECT count(*)::int AS n FROM appliances');
    await seedEstateDemo(server.pool);
    expect(await count('SELECT count(*)::int AS n FROM appliances')).toBe(before);
    expect(await count("SELECT latest_temperature::int AS n FROM sensors WHERE hwid = 'KS-T-0001'")).toBe(99);
  });

  it('draws a floorplan for each seeded area with equipment and places the equipment on it, once', async () => {
    const areasWithEquipment = await count(
      "SELECT count(DISTINCT area_id)::int AS n FROM appliances WHERE area_id::text LIKE '00000000-0000-4000-8e00-0a%'",
    );
    expect(await seedEstateFloorplans({ pool: server.pool, storage: server.storage })).toBe(areasWithEquipment);
    expect(await seedEstateFloorplans({ pool: server.pool, storage: server.storage })).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM floorplans')).toBe(areasWithEquipment);
    const unplaced = await count(
      `SELECT count(*)::int AS n FROM appliances a JOIN floorplans f ON f.area_id = a.area_id
       LEFT JOIN appliance_placements p ON p.appliance_id = a.id WHERE p.appliance_id IS NULL`,
    );
    expect(unplaced).toBe(0);

    const [plan] = (
      await server.pool.query<{ file_id: string }>("SELECT file_id FROM floorplans WHERE area_id = '00000000-0000-4000-8e00-0a0000000001'")
    ).rows;
    const { token } = await loginAs(server, 'cook@harbor.example');
    const picture = await fetch(`${server.url}/files/${plan!.file_id}/large`, { headers: { authorization: `Bearer ${token}` } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
