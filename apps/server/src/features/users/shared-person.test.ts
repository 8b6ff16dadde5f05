import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { memberships, users } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

// Issue 15 item 1 on the demo data: multi@demo.example is a Manager in both Harbor and Sunrise.
const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) { id firstname accessLevel locations { id } }
}`;
const USER = `query($id: ID!) {
  user(id: $id) { firstname lastname phone workRole viewerCan { edit delete changeDetails changeAccessLevel } }
}`;

const server = useTestServer();
let multiId: string;
let sunriseManager: string;
let harborManager: string;
let fullAdmin: string;

beforeAll(async () => {
  const [multi] = await withSystemTx(server.pool, (db) => db.select().from(users).where(eq(users.email, 'multi@demo.example')));
  multiId = multi!.id;
  sunriseManager = (await loginAs(server, 'manager@sunrise.example')).token;
  harborManager = (await loginAs(server, 'manager@harbor.example')).token;
  fullAdmin = (await loginAs(server, 'admin@demo.example')).token;
});

const personOf = (id: string) => withSystemTx(server.pool, async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]!);
const roleIn = (clientId: string, userId: string) =>
  withSystemTx(server.pool, async (db) => {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
    return row?.clientRole;
  });

describe("a person who belongs to two clients: their details are theirs, each membership its client's", () => {
  it.each([
    ['firstname', 'Renamed'],
    ['lastname', 'Renamed'],
    ['phone', '+1 617 555 0199'],
    ['workRole', 'Dishwasher'],
  ])("refuses the Sunrise Manager changing the shared person's %s, and Harbor sees nothing change", async (field, value) => {
    const before = await personOf(multiId);
    const result = await gql(server, UPDATE, { id: multiId, input: { [field]: value } }, { token: sunriseManager });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await personOf(multiId)).toEqual(before);
    const seenInHarbor = await gql<{ user: Record<string, unknown> }>(server, USER, { id: multiId }, { token: harborManager });
    expect(seenInHarbor.data?.user[field]).toBe(before[field as 'firstname']);
  });

  it("lets the Sunrise Manager change their role and locations in Sunrise (the form's unchanged details sent back)", async () => {
    const person = await personOf(multiId);
    const result = await gql<{ updateUser: { accessLevel: string; locations: Array<{ id: string }> } }>(
      server,
      UPDATE,
      {
        id: multiId,
        input: {
          firstname: person.firstname,
          lastname: person.lastname,
          phone: person.phone,
          workRole: person.workRole,
          accessLevel: 'LOCATION_MANAGER',
          locationIds: [DEMO_IDS.sunriseMadrid],
        },
      },
      { token: sunriseManager },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUser).toMatchObject({ accessLevel: 'LOCATION_MANAGER', locations: [{ id: DEMO_IDS.sunriseMadrid }] });
    expect(await roleIn(DEMO_IDS.sunrise, multiId)).toBe('LOCATION_MANAGER');
    expect(await roleIn(DEMO_IDS.harbor, multiId)).toBe('MANAGER');
    // Back as seeded, for the tests below.
    await gql(server, UPDATE, { id: multiId, input: { accessLevel: 'MANAGER' } }, { token: sunriseManager });
  });

  it('tells the web which fields the viewer may change', async () => {
    const shared = await gql<{ user: { viewerCan: Record<string, boolean> } }>(server, USER, { id: multiId }, { token: sunriseManager });
    expect(shared.data?.user.viewerCan).toEqual({ edit: true, delete: true, changeDetails: false, changeAccessLevel: true });
    const [own] = await withSystemTx(server.pool, (db) => db.select().from(users).where(eq(users.email, 'cook@harbor.example')));
    const ownOnly = await gql<{ user: { viewerCan: Record<string, boolean> } }>(server, USER, { id: own!.id }, { token: harborManager });
    expect(ownOnly.data?.user.viewerCan.changeDetails).toBe(true);
    const asAdmin = await gql<{ user: { viewerCan: Record<string, boolean> } }>(
      server,
      USER,
      { id: multiId },
      { token: fullAdmin, clientId: DEMO_IDS.sunrise },
    );
    expect(asAdmin.data?.user.viewerCan.changeDetails).toBe(true);
  });

  it('lets a Full Admin change the shared details, which every client then sees', async () => {
    const result = await gql(
      server,
      UPDATE,
      { id: multiId, input: { firstname: 'Morgana' } },
      { token: fullAdmin, clientId: DEMO_IDS.sunrise },
    );
    expect(result.errors).toBeUndefined();
    const seenInHarbor = await gql<{ user: { firstname: string } }>(server, USER, { id: multiId }, { token: harborManager });
    expect(seenInHarbor.data?.user.firstname).toBe('Morgana');
  });
});
