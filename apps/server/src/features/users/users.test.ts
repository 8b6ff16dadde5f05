import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { memberships, refreshTokens, userLocations, users } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs, tokenFromMail, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';

const USER_FIELDS = 'id email firstname lastname phone workRole accessLevel clientRole isActive invitationPending locations { id name }';
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) { id status deactivated removedFromClient } }';
const USERS = `query($locationId: ID, $includeInactive: Boolean) { users(locationId: $locationId, includeInactive: $includeInactive) { ${USER_FIELDS} } }`;
const USER = `query($id: ID!) { user(id: $id) { ${USER_FIELDS} viewerCan { edit delete changeEmail changeAccessLevel } recentActivity { name page at } } }`;
const NEW_PASSWORD = 'mutation($input: NewPasswordInput!) { newPassword(input: $input) { status errorCode } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { access_token } }';
const REFRESH = 'mutation { refreshToken { access_token } }';
const ME = '{ me { id email } }';
const LOCATIONS = '{ locations { id } }';

type UserResult = {
  id: string;
  email: string;
  firstname: string;
  accessLevel: string;
  isActive: boolean;
  invitationPending: boolean;
  phone: string | null;
  workRole: string | null;
  locations: Array<{ id: string; name: string }>;
};

const server = useTestServer();

async function rowOf(id: string) {
  return withSystemTx(server.pool, async (db) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    const member = await db.select().from(memberships).where(eq(memberships.userId, id));
    const assigned = await db.select().from(userLocations).where(eq(userLocations.userId, id));
    return { user, memberships: member, locations: assigned.map((a) => a.locationId).sort() };
  });
}

describe('inviting a user', () => {
  it('creates the user without a password, mails the invitation, and the link sets the password', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const created = await gql<{ createUser: UserResult }>(
      server,
      CREATE,
      {
        input: {
          email: ' New.Cook@Example.com ',
          firstname: 'Nora',
          lastname: 'New',
          phone: '+1 617 555 0101',
          workRole: 'Line cook',
          accessLevel: 'STANDARD_USER',
          locationIds: [locationA.id],
        },
      },
      { token: manager.token },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser).toMatchObject({
      email: 'new.cook@example.com',
      firstname: 'Nora',
      accessLevel: 'STANDARD_USER',
      isActive: true,
      invitationPending: true,
      workRole: 'Line cook',
      locations: [{ id: locationA.id }],
    });
    const id = created.data!.createUser.id;
    expect((await rowOf(id)).user?.passwordHash).toBeNull();

    const [mail] = await waitForMail(server, 'new.cook@example.com');
    expect(mail!.subject).toBe('You are invited to Kitchen Sentinel');
    expect(mail!.text).toContain('/forgotpw/callback?token=');
    const set = await gql<{ newPassword: { status: string } }>(server, NEW_PASSWORD, {
      input: { token: tokenFromMail(mail!.text), password: 'my-first-password' },
    });
    expect(set.data?.newPassword.status).toBe('SUCCESS');
    const session = await loginAs(server, 'new.cook@example.com', 'my-first-password');
    const me = await gql<{ me: { id: string } }>(server, ME, {}, { token: session.token });
    expect(me.data?.me.id).toBe(id);
    const after = await gql<{ user: UserResult }>(server, USER, { id }, { token: manager.token });
    expect(after.data?.user.invitationPending).toBe(false);
  });

  it.each([
    ['nora.example.com', 'Please include "@" in your email address'],
    ['nora@example', 'Invalid email address'],
    ['', 'Field is required'],
  ])('refuses the e-mail %j with %j and writes nothing', async (email, message) => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const before = await server.pool.query('SELECT count(*)::int AS n FROM memberships WHERE client_id = $1', [client.id]);
    const result = await gql(
      server,
      CREATE,
      { input: { email, firstname: 'N', lastname: 'N', accessLevel: 'BASIC_USER' } },
      { token: manager.token },
    );
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const after = await server.pool.query('SELECT count(*)::int AS n FROM memberships WHERE client_id = $1', [client.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses an e-mail that already has an account, here or in another client, and leaves nothing behind', async () => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const before = await server.pool.query('SELECT count(*)::int AS n FROM memberships WHERE client_id = $1', [client.id]);
    for (const email of [manager.user.email, 'manager@sunrise.example']) {
      const result = await gql(
        server,
        CREATE,
        { input: { email, firstname: 'Dup', lastname: 'Licate', accessLevel: 'STANDARD_USER' } },
        { token: manager.token },
      );
      expect(result.errors?.[0]?.message).toBe('A user with this email address already exists');
    }
    const after = await server.pool.query('SELECT count(*)::int AS n FROM memberships WHERE client_id = $1', [client.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const sunrise = await server.pool.query("SELECT firstname FROM users WHERE email = 'manager@sunrise.example'");
    expect(sunrise.rows[0].firstname).toBe('Sam');
  });

  it("answers another client's location id like an unknown one", async () => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    for (const locationId of [DEMO_IDS.sunriseMadrid, '00000000-0000-4000-8000-0000000000ee']) {
      const result = await gql(
        server,
        CREATE,
        {
          input: {
            email: `x-${locationId.slice(-4)}@example.com`,
            firstname: 'X',
            lastname: 'Y',
            accessLevel: 'BASIC_USER',
            locationIds: [locationId],
          },
        },
        { token: manager.token },
      );
      expect(result.errors?.[0]?.message).toBe('Unknown location');
    }
  });
});

describe('listing and reading users', () => {
  it('filters by location and answers another client ids like missing ones', async () => {
    const { client, locationA, locationB } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id, locationB.id]);
    const atA = await buildUser(server.pool, { clientId: client.id, locationIds: [locationA.id] });
    const atB = await buildUser(server.pool, { clientId: client.id, locationIds: [locationB.id] });
    const all = await gql<{ users: UserResult[] }>(server, USERS, {}, { token: manager.token });
    expect(all.data?.users.map((u) => u.id).sort()).toEqual([manager.user.id, atA.id, atB.id].sort());
    const onlyA = await gql<{ users: UserResult[] }>(server, USERS, { locationId: locationA.id }, { token: manager.token });
    expect(onlyA.data?.users.map((u) => u.id).sort()).toEqual([manager.user.id, atA.id].sort());

    const foreignLocation = await gql(server, USERS, { locationId: DEMO_IDS.harborDowntown }, { token: manager.token });
    const missingLocation = await gql(server, USERS, { locationId: '00000000-0000-4000-8000-0000000000ee' }, { token: manager.token });
    expect(foreignLocation.data).toEqual({ users: [] });
    expect(foreignLocation).toEqual(missingLocation);

    const cook = await server.pool.query("SELECT id FROM users WHERE email = 'cook@harbor.example'");
    const foreignUser = await gql(server, USER, { id: cook.rows[0].id }, { token: manager.token });
    const missingUser = await gql(server, USER, { id: '00000000-0000-4000-8000-0000000000ee' }, { token: manager.token });
    expect(foreignUser.data).toEqual({ user: null });
    expect(foreignUser).toEqual(missingUser);
  });

  it('shows a Location Manager only the members of their locations, with only their locations', async () => {
    const { client, locationA, locationB } = await buildTenant(server.pool);
    const lm = await buildMember(server.pool, client.id, 'LOCATION_MANAGER', [locationA.id]);
    const both = await buildUser(server.pool, { clientId: client.id, locationIds: [locationA.id, locationB.id] });
    const elsewhere = await buildUser(server.pool, { clientId: client.id, locationIds: [locationB.id] });
    const listed = await gql<{ users: UserResult[] }>(server, USERS, {}, { token: lm.token });
    expect(listed.data?.users.map((u) => u.id).sort()).toEqual([lm.user.id, both.id].sort());
    expect(listed.data?.users.find((u) => u.id === both.id)?.locations).toEqual([{ id: locationA.id, name: locationA.name }]);
    expect((await gql(server, USER, { id: elsewhere.id }, { token: lm.token })).data).toEqual({ user: null });
    expect((await gql(server, USERS, { locationId: locationB.id }, { token: lm.token })).data).toEqual({ users: [] });
  });

  it('shows recent sign-ins and page views on the user details', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const cook = await buildUser(server.pool, { clientId: client.id, locationIds: [locationA.id] });
    const session = await loginAs(server, cook.email, FACTORY_PASSWORD);
    await gql(
      server,
      'mutation($input: TrackEventInput!) { trackEvent(input: $input) }',
      { input: { name: 'login', loggedIn: true } },
      { token: session.token },
    );
    await gql(
      server,
      'mutation($input: TrackEventInput!) { trackEvent(input: $input) }',
      { input: { name: 'page_view', path: '/diary', page: 'Diary (web)', loggedIn: true } },
      { token: session.token },
    );
    const details = await gql<{ user: { recentActivity: Array<{ name: string; page: string | null }> } }>(
      server,
      USER,
      { id: cook.id },
      { token: manager.token },
    );
    expect(details.data?.user.recentActivity.map((a) => [a.name, a.page])).toEqual([
      ['page_view', 'Diary (web)'],
      ['login', null],
    ]);
  });
});

describe('editing users', () => {
  it("changes details, level and the viewer's own assignments, keeping others", async () => {
    const { client, locationA, locationB } = await buildTenant(server.pool);
    const lm = await buildMember(server.pool, client.id, 'LOCATION_MANAGER', [locationA.id]);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const target = await buildUser(server.pool, { clientId: client.id, locationIds: [locationA.id, locationB.id] });

    const byLm = await gql<{ updateUser: UserResult }>(
      server,
      UPDATE,
      { id: target.id, input: { firstname: 'Renamed', phone: '', locationIds: [] } },
      { token: lm.token },
    );
    expect(byLm.errors).toBeUndefined();
    expect(byLm.data?.updateUser).toMatchObject({ firstname: 'Renamed', phone: null });
    // The LM unassigned the user from their own location; the assignment at B (not theirs) is kept.
    expect((await rowOf(target.id)).locations).toEqual([locationB.id]);

    const byManager = await gql<{ updateUser: UserResult }>(
      server,
      UPDATE,
      { id: target.id, input: { email: 'Moved@Example.com', accessLevel: 'LOCATION_MANAGER', locationIds: [locationA.id] } },
      { token: manager.token },
    );
    expect(byManager.errors).toBeUndefined();
    expect(byManager.data?.updateUser).toMatchObject({ email: 'moved@example.com', accessLevel: 'LOCATION_MANAGER' });
    expect((await rowOf(target.id)).locations).toEqual([locationA.id]);
  });

  it('refuses an e-mail that belongs to somebody else, in this or another client, changing nothing', async () => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const target = await buildUser(server.pool, { clientId: client.id });
    for (const email of [manager.user.email, 'cook@harbor.example']) {
      const result = await gql(server, UPDATE, { id: target.id, input: { email, firstname: 'Changed' } }, { token: manager.token });
      expect(result.errors?.[0]?.message).toBe('A user with this email address already exists');
    }
    const row = (await rowOf(target.id)).user!;
    expect(row.email).toBe(target.email);
    expect(row.firstname).toBe('Test');
  });

  it("answers another client's user id exactly like a missing one and changes nothing", async () => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const cook = await server.pool.query("SELECT id FROM users WHERE email = 'cook@harbor.example'");
    const cookId: string = cook.rows[0].id;
    const before = await rowOf(cookId);
    for (const [query, variables] of [
      [UPDATE, { input: { firstname: 'Hijacked', email: 'thief@example.com' } }],
      [DELETE, {}],
    ] as const) {
      const foreign = await gql(server, query, { id: cookId, ...variables }, { token: manager.token });
      const missing = await gql(server, query, { id: '00000000-0000-4000-8000-0000000000ee', ...variables }, { token: manager.token });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message).toBe('User not found');
      expect(foreign).toEqual(missing);
    }
    expect(await rowOf(cookId)).toEqual(before);
  });
});

describe('deleting users', () => {
  it('deactivates a user of one client: history kept, sign-in refused, sessions ended at once', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const target = await buildUser(server.pool, { clientId: client.id, locationIds: [locationA.id] });
    const session = await loginAs(server, target.email, FACTORY_PASSWORD);

    const result = await gql<{ deleteUser: Record<string, unknown> }>(server, DELETE, { id: target.id }, { token: manager.token });
    expect(result.data?.deleteUser).toEqual({ id: target.id, status: 'SUCCESS', deactivated: true, removedFromClient: false });
    const row = await rowOf(target.id);
    expect(row.user?.isActive).toBe(false);
    expect(row.memberships).toHaveLength(1);
    expect(row.locations).toEqual([locationA.id]);

    expect((await gql(server, ME, {}, { token: session.token })).errors?.[0]?.message).toBe('unauthenticated');
    expect((await gql(server, REFRESH, {}, { cookie: session.cookie })).errors?.[0]?.message).toBe('unauthenticated');
    expect(
      (await gql(server, LOGIN, { input: { username: target.email, password: FACTORY_PASSWORD } })).errors?.[0]?.extensions?.code,
    ).toBe('BAD_CREDENTIALS');
    await expect
      .poll(async () =>
        (await withSystemTx(server.pool, (db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, target.id)))).every(
          (t) => t.revokedAt !== null,
        ),
      )
      .toBe(true);

    const listed = await gql<{ users: UserResult[] }>(server, USERS, {}, { token: manager.token });
    expect(listed.data?.users.map((u) => u.id)).not.toContain(target.id);
    const history = await gql<{ users: UserResult[] }>(server, USERS, { includeInactive: true }, { token: manager.token });
    expect(history.data?.users.find((u) => u.id === target.id)?.isActive).toBe(false);
    const details = await gql<{ user: UserResult & { viewerCan: { edit: boolean; delete: boolean } } }>(
      server,
      USER,
      { id: target.id },
      { token: manager.token },
    );
    expect(details.data?.user).toMatchObject({ isActive: false, viewerCan: { edit: false, delete: false } });
  });

  it('removes only the membership of a person who belongs to another client too, and ends only their access here', async () => {
    const first = await buildTenant(server.pool);
    const second = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, first.client.id, 'MANAGER');
    const shared = await buildUser(server.pool, { clientId: first.client.id, locationIds: [first.locationA.id] });
    await withSystemTx(server.pool, (db) =>
      db.insert(memberships).values({ clientId: second.client.id, userId: shared.id, clientRole: 'USER' }),
    );
    const session = await loginAs(server, shared.email, FACTORY_PASSWORD);
    const inFirst = { token: session.token, clientId: first.client.id };
    const inSecond = { token: session.token, clientId: second.client.id };
    expect((await gql(server, LOCATIONS, {}, inFirst)).errors).toBeUndefined();

    const result = await gql<{ deleteUser: Record<string, unknown> }>(
      server,
      DELETE,
      { id: shared.id },
      { token: manager.token, clientId: first.client.id },
    );
    expect(result.data?.deleteUser).toMatchObject({ deactivated: false, removedFromClient: true });
    const row = await rowOf(shared.id);
    expect(row.user?.isActive).toBe(true);
    expect(row.memberships.map((m) => m.clientId)).toEqual([second.client.id]);
    expect(row.locations).toEqual([]);

    // The same access token: refused in the client that removed them at once, still good in the other.
    expect((await gql(server, LOCATIONS, {}, inFirst)).errors?.[0]?.extensions?.code).toBe('CLIENT_NOT_FOUND');
    expect((await gql(server, LOCATIONS, {}, inSecond)).errors).toBeUndefined();
    // The session goes on (nothing revoked): its refresh token still answers, for the other client only.
    const refreshed = await gql<{ refreshToken: { access_token: string } }>(server, REFRESH, {}, { cookie: session.cookie });
    expect(refreshed.errors).toBeUndefined();
    const token = refreshed.data!.refreshToken.access_token;
    const clients = await gql<{ clients: Array<{ id: string }> }>(server, '{ clients { id } }', {}, { token });
    expect(clients.data?.clients.map((c) => c.id)).toEqual([second.client.id]);
    expect((await gql(server, LOCATIONS, {}, { token, clientId: first.client.id })).errors?.[0]?.extensions?.code).toBe('CLIENT_NOT_FOUND');
    expect((await gql(server, LOCATIONS, {}, { token, clientId: second.client.id })).errors).toBeUndefined();
    const revoked = await withSystemTx(server.pool, (db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, shared.id)));
    expect(revoked.filter((t) => t.revokedAt !== null)).toEqual([]);
  });
});

describe('row-level security under user administration', () => {
  it('never lets the request role see members of other clients', async () => {
    const { client } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER');
    const listed = await gql<{ users: UserResult[] }>(server, USERS, {}, { token: manager.token });
    const emails = listed.data?.users.map((u) => u.email) ?? [];
    expect(emails).toEqual([manager.user.email]);
    const total = await server.pool.query('SELECT count(*)::int AS n FROM users');
    expect(total.rows[0].n).toBeGreaterThan(1);
  });
});
