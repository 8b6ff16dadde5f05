import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { appliances, areas } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { useTestServer } from '../../../test/suite-server.js';

const ESTATE_TABLES = ['areas', 'floorplans', 'appliances', 'appliance_placements', 'sensors', 'sensor_credentials'];

const server = useTestServer();
let harborManagerId: string;

beforeAll(async () => {
  const result = await server.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'manager@harbor.example'");
  harborManagerId = result.rows[0]!.id;
});

describe('row-level security on the monitored estate (the net under the explicit filters)', () => {
  it.each(ESTATE_TABLES)('%s: a query without a tenant filter sees only the tenant rows', async (table) => {
    const seen = await withTenantTx(server.pool, { userId: harborManagerId, clientId: DEMO_IDS.harbor }, (db) =>
      db.execute<{ client_id: string }>(sql.raw(`SELECT DISTINCT client_id FROM ${table}`)),
    );
    const clients = seen.rows.map((r) => r.client_id);
    expect(clients.every((id) => id === DEMO_IDS.harbor)).toBe(true);
    const all = await server.pool.query<{ n: number }>(`SELECT count(DISTINCT client_id)::int AS n FROM ${table}`);
    // Sanity: the owner sees both demo clients wherever both have rows, so the filter above did work.
    if (['areas', 'appliances', 'sensors', 'sensor_credentials'].includes(table)) expect(all.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses to write an estate row into another tenant', async () => {
    await expect(
      withTenantTx(server.pool, { userId: harborManagerId, clientId: DEMO_IDS.harbor }, (db) =>
        db.insert(areas).values({ clientId: DEMO_IDS.sunrise, locationId: DEMO_IDS.sunriseMadrid, name: 'Sneaky area' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    await expect(
      withTenantTx(server.pool, { userId: harborManagerId, clientId: DEMO_IDS.harbor }, (db) =>
        db
          .update(appliances)
          .set({ name: 'Renamed across tenants' })
          .where(sql`client_id = ${DEMO_IDS.sunrise}`),
      ),
    ).resolves.toBeDefined();
    const renamed = await server.pool.query("SELECT count(*)::int AS n FROM appliances WHERE name = 'Renamed across tenants'");
    expect(renamed.rows[0].n).toBe(0);
    const sneaky = await server.pool.query("SELECT count(*)::int AS n FROM areas WHERE name = 'Sneaky area'");
    expect(sneaky.rows[0].n).toBe(0);
  });
});
