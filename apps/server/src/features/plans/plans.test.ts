import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { appliances, locations } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

const PLAN =
  'mutation($id: ID!, $plan: Plan!) { updateLocationPlan(id: $id, plan: $plan) { id plan planUsage { equipmentCount roomLeft } } }';

const server = useTestServer();

async function as(email: string) {
  const { token } = await loginAs(server, email);
  return <T>(query: string, variables: Record<string, unknown>) => gql<T>(server, query, variables, { token });
}

/** A fresh location of `clientId` on `plan` with `equipment` pieces of equipment, written as the system. */
async function locationWith(clientId: string, plan: 'SMALL_KITCHEN' | 'DEDICATED_STAFF_KITCHEN', equipment: number) {
  return withSystemTx(server.pool, async (db) => {
    const [row] = await db
      .insert(locations)
      .values({ clientId, name: `Plan test ${equipment}`, timezone: 'UTC', plan })
      .returning();
    if (!row) throw new Error('no location');
    if (equipment > 0) {
      await db.insert(appliances).values(
        Array.from({ length: equipment }, (_, i) => ({
          clientId,
          locationId: row.id,
          name: `Fridge ${i + 1}`,
          type: 'FRIDGE' as const,
          safeMinC: 0,
          safeMaxC: 5,
          alertDelayMin: 30,
        })),
      );
    }
    return row;
  });
}

async function planOf(id: string): Promise<string | undefined> {
  return (await server.pool.query<{ plan: string }>('select plan from locations where id = $1', [id])).rows[0]?.plan;
}

describe('changing a location plan (issue 17: one-click changes are safe)', () => {
  it('refuses a downgrade below the equipment in use with the plan message, and changes nothing', async () => {
    const busy = await locationWith(DEMO_IDS.harbor, 'DEDICATED_STAFF_KITCHEN', 12);
    const run = await as('manager@harbor.example');
    const result = await run(PLAN, { id: busy.id, plan: 'SMALL_KITCHEN' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe(
      'The Small kitchen plan allows up to 10 pieces of equipment and this location has 12: remove 2 first.',
    );
    expect(result.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({ code: 'PLAN_LIMIT_REACHED', plan: 'SMALL_KITCHEN', limit: 10, equipmentCount: 12 }),
    );
    expect(await planOf(busy.id)).toBe('DEDICATED_STAFF_KITCHEN');
  });

  it.each([
    { case: 'a downgrade that fits exactly', from: 'DEDICATED_STAFF_KITCHEN', to: 'SMALL_KITCHEN', equipment: 10, roomLeft: 0 },
    { case: 'an upgrade', from: 'SMALL_KITCHEN', to: 'DEDICATED_STAFF_KITCHEN', equipment: 10, roomLeft: 20 },
  ] as const)('allows $case', async ({ from, to, equipment, roomLeft }) => {
    const location = await locationWith(DEMO_IDS.harbor, from, equipment);
    const run = await as('manager@harbor.example');
    const result = await run<{ updateLocationPlan: unknown }>(PLAN, { id: location.id, plan: to });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateLocationPlan).toEqual({ id: location.id, plan: to, planUsage: { equipmentCount: equipment, roomLeft } });
    expect(await planOf(location.id)).toBe(to);
  });

  it("answers another client's location as not found and a Location Manager as forbidden, changing nothing", async () => {
    const foreign = await locationWith(DEMO_IDS.harbor, 'SMALL_KITCHEN', 0);
    const other = await as('manager@sunrise.example');
    const result = await other(PLAN, { id: foreign.id, plan: 'DEDICATED_STAFF_KITCHEN' });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const lm = await as('lm@harbor.example');
    const refused = await lm(PLAN, { id: foreign.id, plan: 'DEDICATED_STAFF_KITCHEN' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await planOf(foreign.id)).toBe('SMALL_KITCHEN');
  });
});
