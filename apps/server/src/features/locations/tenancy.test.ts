import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { clients, locations, memberships, users } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

const LOCATIONS = '{ locations { id name } }';
const LOCATION = 'query($id: ID!) { location(id: $id) { id name } }';
const CLIENTS = '{ clients { id companyName } }';
const ME = '{ me { accessLevel clientRole client { companyName } locations { name } } }';

const server = useTestServer();

describe('client selection', () => {
  it('lists only the caller own clients', async () => {
    const { token } = await loginAs(server, 'manager@harbor.example');
    const result = await gql<{ clients: Array<{ companyName: string }> }>(server, CLIENTS, {}, { token });
    expect(result.data?.clients.map((c) => c.companyName)).toEqual(['Harbor Bistro Group']);
    const multi = await loginAs(server, 'multi@demo.example');
    const both = await gql<{ clients: Array<{ companyName: string }> }>(server, CLIENTS, {}, { token: multi.token });
    expect(both.data?.clients.map((c) => c.companyName)).toEqual(['Harbor Bistro Group', 'Sunrise Cafés']);
  });

  it('refuses a client-id header naming a client the caller does not belong to, revealing nothing', async () => {
    const { token } = await loginAs(server, 'manager@harbor.example');
    const foreign = await gql(server, LOCATIONS, {}, { token, clientId: DEMO_IDS.sunrise });
    const missing = await gql(server, LOCATIONS, {}, { token, clientId: '00000000-0000-4000-8000-0000000000ff' });
    const garbage = await gql(server, LOCATIONS, {}, { token, clientId: 'not-a-uuid' });
    for (const result of [foreign, missing, garbage]) {
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('CLIENT_NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Client not found');
    }
  });

  it('asks a member of several clients to choose, and uses the chosen one', async () => {
    const { token } = await loginAs(server, 'multi@demo.example');
    const unchosen = await gql(server, LOCATIONS, {}, { token });
    expect(unchosen.errors?.[0]?.extensions?.code).toBe('CLIENT_REQUIRED');
    const sunrise = await gql<{ locations: Array<{ name: string }> }>(server, LOCATIONS, {}, { token, clientId: DEMO_IDS.sunrise });
    expect(sunrise.data?.locations.map((l) => l.name)).toEqual(['Sunrise Chicago', 'Sunrise Madrid']);
  });

  it('lets a Full Admin choose any client', async () => {
    const { token } = await loginAs(server, 'admin@demo.example');
    const all = await gql<{ clients: Array<{ companyName: string }> }>(server, CLIENTS, {}, { token });
    expect(all.data?.clients.map((c) => c.companyName)).toEqual(expect.arrayContaining(['Harbor Bistro Group', 'Sunrise Cafés']));
    const me = await gql<{ me: { accessLevel: string } }>(server, ME, {}, { token, clientId: DEMO_IDS.sunrise });
    expect(me.data?.me.accessLevel).toBe('FULL_ADMIN');
  });
});

describe('locations by access level', () => {
  it.each([
    ['manager@harbor.example', 'MANAGER', ['Harbor Bayside', 'Harbor Downtown', 'Harbor Lisbon']],
    ['lm@harbor.example', 'LOCATION_MANAGER', ['Harbor Downtown']],
    ['cook@harbor.example', 'STANDARD_USER', ['Harbor Bayside', 'Harbor Downtown']],
    ['porter@harbor.example', 'BASIC_USER', ['Harbor Downtown']],
    ['manager@sunrise.example', 'MANAGER', ['Sunrise Chicago', 'Sunrise Madrid']],
  ])('%s (%s) sees %j', async (email, level, names) => {
    const { token } = await loginAs(server, email);
    const me = await gql<{ me: { accessLevel: string; locations: Array<{ name: string }> } }>(server, ME, {}, { token });
    expect(me.data?.me.accessLevel).toBe(level);
    const result = await gql<{ locations: Array<{ name: string }> }>(server, LOCATIONS, {}, { token });
    expect(result.data?.locations.map((l) => l.name)).toEqual(names);
    expect(me.data?.me.locations.map((l) => l.name)).toEqual(names);
  });

  it('answers another client location id exactly like a missing one', async () => {
    const { token } = await loginAs(server, 'manager@harbor.example');
    const foreign = await gql<{ location: null }>(server, LOCATION, { id: DEMO_IDS.sunriseMadrid }, { token });
    const missing = await gql<{ location: null }>(server, LOCATION, { id: '00000000-0000-4000-8000-0000000000ee' }, { token });
    expect(foreign).toEqual(missing);
    expect(foreign.data).toEqual({ location: null });
    const own = await gql<{ location: { name: string } }>(server, LOCATION, { id: DEMO_IDS.harborLisbon }, { token });
    expect(own.data?.location.name).toBe('Harbor Lisbon');
  });

  it('keeps a freshly built second client fully apart', async () => {
    const { client, location } = await buildClient(server.pool);
    const user = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER' });
    const { token } = await loginAs(server, user.email, FACTORY_PASSWORD);
    const result = await gql<{ locations: Array<{ id: string }> }>(server, LOCATIONS, {}, { token });
    expect(result.data?.locations.map((l) => l.id)).toEqual([location.id]);
    const harbor = await loginAs(server, 'manager@harbor.example');
    const peek = await gql<{ location: null }>(server, LOCATION, { id: location.id }, { token: harbor.token });
    expect(peek.data).toEqual({ location: null });
  });
});

describe('row-level security (the net under the explicit filters)', () => {
  it('hides other tenants rows even from a query without any tenant filter', async () => {
    const [harborManager] = await server.pool
      .query<{ id: string }>("SELECT id FROM users WHERE email = 'manager@harbor.example'")
      .then((r) => r.rows);
    const seen = await withTenantTx(server.pool, { userId: harborManager!.id, clientId: DEMO_IDS.harbor }, async (db) => ({
      clients: await db.select().from(clients),
      locations: await db.select().from(locations),
      memberships: await db.select().from(memberships),
      users: await db.select({ email: users.email }).from(users),
    }));
    expect(seen.clients.map((c) => c.id)).toEqual([DEMO_IDS.harbor]);
    expect(new Set(seen.locations.map((l) => l.clientId))).toEqual(new Set([DEMO_IDS.harbor]));
    expect(new Set(seen.memberships.map((m) => m.clientId))).toEqual(new Set([DEMO_IDS.harbor]));
    expect(seen.users.map((u) => u.email)).not.toContain('manager@sunrise.example');
  });

  it('refuses to write a row into another tenant', async () => {
    const [harborManager] = await server.pool
      .query<{ id: string }>("SELECT id FROM users WHERE email = 'manager@harbor.example'")
      .then((r) => r.rows);
    await expect(
      withTenantTx(server.pool, { userId: harborManager!.id, clientId: DEMO_IDS.harbor }, (db) =>
        db.insert(locations).values({ clientId: DEMO_IDS.sunrise, name: 'Sneaky', timezone: 'UTC' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const count = await server.pool.query("SELECT count(*)::int AS n FROM locations WHERE name = 'Sneaky'");
    expect(count.rows[0].n).toBe(0);
  });

  it('denies the request role the authentication secrets entirely', async () => {
    const [cook] = await server.pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'cook@harbor.example'").then((r) => r.rows);
    await expect(
      withTenantTx(server.pool, { userId: cook!.id, clientId: DEMO_IDS.harbor }, (db) => db.execute(sql`SELECT * FROM refresh_tokens`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
  });
});
