import { addDays, todayIn } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { backgroundSettled, gql, mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember } from '../../../test/people.js';
import { errorOf, ok, raiseFixit, tokenFor } from '../../../test/quests.js';

const server = useTestServer();
/** Bayside runs on the farthest clock (UTC+14): at 00:30 UTC its day is already UTC's tomorrow. */
const FAR_ZONE = 'Pacific/Kiritimati';
beforeAll(async () => {
  await server.pool.query('update locations set timezone = $1 where id = $2', [FAR_ZONE, DEMO_IDS.harborBayside]);
});

const FIELDS = 'id status dueOn overdue viewerCanAssign owner { id displayName }';
const ASSIGN = `mutation($input: AssignFixitInput!) { assignFixit(input: $input) { ${FIELDS} } }`;
const ONE_LIST = `query($locationId: ID, $mine: Boolean, $first: Int = 999) { fixits(locationId: $locationId, mine: $mine, first: $first) {
  totalCount items { ${FIELDS} } } }`;
const CANDIDATES = 'query($fixitId: ID!) { fixitOwnerCandidates(fixitId: $fixitId) { id displayName } }';
const RESOLVE = 'mutation($id: ID!) { resolveFixit(id: $id, comment: "Done") { id } }';

interface Assigned {
  id: string;
  status: string;
  dueOn: string | null;
  overdue: boolean;
  viewerCanAssign: boolean;
  owner: { id: string; displayName: string } | null;
}
interface Listed {
  fixits: { totalCount: number; items: Assigned[] };
}

async function userId(email: string): Promise<string> {
  const { rows } = await server.pool.query<{ id: string }>('select id from users where email = $1', [email]);
  return rows[0]!.id;
}

async function assignment(id: string) {
  const { rows } = await server.pool.query<{ owner_id: string | null; due_on: string | null }>(
    "select owner_id, to_char(due_on, 'YYYY-MM-DD') as due_on from fixits where id = $1",
    [id],
  );
  return rows[0]!;
}

async function auditRows(id: string) {
  const { rows } = await server.pool.query<{ change: string; actor_name: string | null; before: unknown; after: unknown }>(
    "select change, actor_name, before, after from audit_events where subject = 'FIXIT' and subject_id = $1 order by at",
    [id],
  );
  return rows;
}

const downtownToday = () => todayIn('America/New_York');

describe('assigning a fix-it', () => {
  it('names an owner and a due date, writes the audit trail, and e-mails the owner', async () => {
    const id = await raiseFixit(server, 'porter@harbor.example');
    const manager = await tokenFor(server, 'manager@harbor.example');
    const cook = await userId('cook@harbor.example');
    const dueOn = addDays(downtownToday(), 2);
    const data = await ok<{ assignFixit: Assigned }>(server, ASSIGN, { input: { fixitId: id, ownerId: cook, dueOn } }, { token: manager });
    expect(data.assignFixit).toEqual(
      expect.objectContaining({ dueOn, overdue: false, viewerCanAssign: true, owner: { id: cook, displayName: 'Chris Cook' } }),
    );
    expect(await assignment(id)).toEqual({ owner_id: cook, due_on: dueOn });
    const [audit] = await auditRows(id);
    expect(audit).toEqual({
      change: 'ASSIGNED',
      actor_name: 'Maria Harbor',
      before: { owner_id: null, owner_name: null, due_on: null },
      after: { owner_id: cook, owner_name: 'Chris Cook', due_on: dueOn },
    });
    const [mail] = await waitForMail(server, 'cook@harbor.example');
    expect(mail!.subject).toMatch(/^Fix-it for you: .+ at Harbor Downtown$/);
    const dueWords = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueOn}T12:00:00Z`));
    expect(mail!.text).toContain(`(Raised by porter@harbor.example) at Harbor Downtown.`);
    expect(mail!.text).toContain(`Due on ${dueWords}.`);
    expect(mail!.text).toContain(`/fixits?location=${DEMO_IDS.harborDowntown}`);
  });

  it("writes to the owner in the owner's language, and only when the owner changes", async () => {
    const id = await raiseFixit(server, 'cook@harbor.example');
    await server.pool.query("update users set language = 'es' where email = 'porter@harbor.example'");
    const lm = await tokenFor(server, 'lm@harbor.example');
    const porter = await userId('porter@harbor.example');
    const before = mailFor(server, 'porter@harbor.example').length;
    await ok(server, ASSIGN, { input: { fixitId: id, ownerId: porter, dueOn: null } }, { token: lm });
    const [mail] = await waitForMail(server, 'porter@harbor.example', before + 1);
    expect(mail!.subject).toMatch(/^Corrección para ti: .+ en Harbor Downtown$/);
    expect(mail!.text).toContain('Sin fecha límite.');
    // A new due date alone: same owner, no second e-mail.
    await ok(server, ASSIGN, { input: { fixitId: id, dueOn: addDays(downtownToday(), 1) } }, { token: lm });
    await backgroundSettled(server);
    expect(mailFor(server, 'porter@harbor.example')).toHaveLength(before + 1);
    expect((await assignment(id)).owner_id).toBe(porter);
    // A Basic User sees (and resolves) the fix-its given to them, not only those they raised.
    const porterToken = await tokenFor(server, 'porter@harbor.example');
    const mine = await ok<Listed>(server, ONE_LIST, { mine: true }, { token: porterToken });
    expect(mine.fixits.items.map((item) => item.id)).toContain(id);
    expect(mine.fixits.items.every((item) => item.owner?.id === porter && !item.viewerCanAssign)).toBe(true);
    expect(errorOf(await gql(server, CANDIDATES, { fixitId: id }, { token: porterToken })).code).toBe('FORBIDDEN');
    await ok(server, RESOLVE, { id }, { token: porterToken });
  });

  it('clears the owner and the due date with null, and keeps what is left out', async () => {
    const id = await raiseFixit(server, 'cook@harbor.example');
    const manager = await tokenFor(server, 'manager@harbor.example');
    const cook = await userId('cook@harbor.example');
    const dueOn = downtownToday();
    await ok(server, ASSIGN, { input: { fixitId: id, ownerId: cook, dueOn } }, { token: manager });
    await ok(server, ASSIGN, { input: { fixitId: id, ownerId: null } }, { token: manager });
    expect(await assignment(id)).toEqual({ owner_id: null, due_on: dueOn });
    await ok(server, ASSIGN, { input: { fixitId: id, dueOn: null } }, { token: manager });
    expect(await assignment(id)).toEqual({ owner_id: null, due_on: null });
    expect((await auditRows(id)).map((row) => row.change)).toEqual(['ASSIGNED', 'ASSIGNED', 'ASSIGNED']);
  });

  it("lists 'mine': the fix-its given to the viewer, and offers the location's people as owners", async () => {
    const id = await raiseFixit(server, 'porter@harbor.example');
    const manager = await tokenFor(server, 'manager@harbor.example');
    const cookToken = await tokenFor(server, 'cook@harbor.example');
    const cook = await userId('cook@harbor.example');
    const offered = await ok<{ fixitOwnerCandidates: Array<{ displayName: string }> }>(
      server,
      CANDIDATES,
      { fixitId: id },
      { token: manager },
    );
    const candidates = offered.fixitOwnerCandidates.map((person) => person.displayName);
    expect(candidates).toEqual(expect.arrayContaining(['Chris Cook', 'Luis Moreno', 'Pat Porter']));
    const lisbonOnly = await buildMember(server.pool, DEMO_IDS.harbor, 'STANDARD_USER', [DEMO_IDS.harborLisbon]);
    const offeredIds = (
      await ok<{ fixitOwnerCandidates: Array<{ id: string }> }>(server, CANDIDATES, { fixitId: id }, { token: manager })
    ).fixitOwnerCandidates.map((person) => person.id);
    expect(offeredIds).not.toContain(lisbonOnly.user.id);
    expect(offeredIds).not.toContain(await userId('manager@sunrise.example'));
    await ok(server, ASSIGN, { input: { fixitId: id, ownerId: cook } }, { token: manager });
    const mine = await ok<Listed>(server, ONE_LIST, { mine: true }, { token: cookToken });
    expect(mine.fixits.items.map((item) => item.id)).toContain(id);
    const { rows: counted } = await server.pool.query<{ n: number }>('select count(*)::int as n from fixits where owner_id = $1', [cook]);
    expect(mine.fixits.totalCount).toBe(counted[0]!.n);
    expect(mine.fixits.items.every((item) => item.owner?.id === cook && !item.viewerCanAssign)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses an owner who cannot see the location, an inactive one, or an unknown one, like an unknown user', async () => {
    const id = await raiseFixit(server, 'cook@harbor.example', DEMO_IDS.harborBayside);
    const manager = await tokenFor(server, 'manager@harbor.example');
    // The porter works at Downtown only; the Location Manager too.
    const notThere = await userId('porter@harbor.example');
    const gone = await buildMember(server.pool, DEMO_IDS.harbor, 'STANDARD_USER', [DEMO_IDS.harborBayside]);
    await server.pool.query('update users set is_active = false where id = $1', [gone.user.id]);
    const inactive = gone.user.id;
    for (const ownerId of [notThere, inactive, '00000000-0000-4000-8000-00000000dead', 'not-an-id']) {
      const result = await gql(server, ASSIGN, { input: { fixitId: id, ownerId } }, { token: manager });
      expect(errorOf(result)).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    }
    expect(await assignment(id)).toEqual({ owner_id: null, due_on: null });
  });

  it("refuses a due date before the location's today (its own zone) and one that is not a date", async () => {
    const id = await raiseFixit(server, 'cook@harbor.example', DEMO_IDS.harborBayside);
    const manager = await tokenFor(server, 'manager@harbor.example');
    const farToday = todayIn(FAR_ZONE);
    // At 00:30 UTC, UTC's today is already yesterday at Bayside (UTC+14): refused there.
    const past = await gql(server, ASSIGN, { input: { fixitId: id, dueOn: addDays(farToday, -1) } }, { token: manager });
    expect(errorOf(past)).toEqual({ code: 'FIXIT_DUE_IN_PAST', message: "The due date cannot be before today at this fix-it's location" });
    for (const dueOn of ['2026-02-30', '12/31/2026', '']) {
      const bad = await gql(server, ASSIGN, { input: { fixitId: id, dueOn } }, { token: manager });
      expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', message: 'Use a calendar date like 2026-12-31' });
    }
    expect(await assignment(id)).toEqual({ owner_id: null, due_on: null });
    await ok(server, ASSIGN, { input: { fixitId: id, dueOn: farToday } }, { token: manager });
    expect((await assignment(id)).due_on).toBe(farToday);
  });

  it('refuses a resolved fix-it', async () => {
    const id = await raiseFixit(server, 'cook@harbor.example');
    const manager = await tokenFor(server, 'manager@harbor.example');
    await ok(server, RESOLVE, { id }, { token: manager });
    const result = await gql(server, ASSIGN, { input: { fixitId: id, dueOn: downtownToday() } }, { token: manager });
    expect(errorOf(result)).toEqual({ code: 'FIXIT_RESOLVED', message: 'This fix-it is already resolved' });
    expect(await assignment(id)).toEqual({ owner_id: null, due_on: null });
  });

  it.each([
    ['manager@harbor.example', true],
    ['lm@harbor.example', true],
    ['cook@harbor.example', false],
    ['porter@harbor.example', false],
  ] as const)('%s may assign: %s', async (email, allowed) => {
    const id = await raiseFixit(server, 'porter@harbor.example');
    const token = await tokenFor(server, email);
    const cook = await userId('cook@harbor.example');
    const result = await gql(server, ASSIGN, { input: { fixitId: id, ownerId: cook } }, { token });
    if (allowed) expect(result.errors).toBeUndefined();
    else expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'Not authorized' });
    expect((await assignment(id)).owner_id).toBe(allowed ? cook : null);
  });

  it("answers another client's fix-it, or an owner of another client, like missing ones and changes nothing", async () => {
    const harborFixit = await raiseFixit(server, 'cook@harbor.example');
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const harborManager = await tokenFor(server, 'manager@harbor.example');
    const sunriseManager = await userId('manager@sunrise.example');
    const foreign = await gql(server, ASSIGN, { input: { fixitId: harborFixit, ownerId: sunriseManager } }, { token: sunrise });
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: 'Fix-it not found' });
    const foreignOwner = await gql(server, ASSIGN, { input: { fixitId: harborFixit, ownerId: sunriseManager } }, { token: harborManager });
    expect(errorOf(foreignOwner)).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    // The Location Manager of Downtown does not reach a Lisbon fix-it.
    const lisbonFixit = await raiseFixit(server, 'manager@harbor.example', DEMO_IDS.harborLisbon);
    const lm = await tokenFor(server, 'lm@harbor.example');
    const otherLocation = await gql(server, ASSIGN, { input: { fixitId: lisbonFixit, dueOn: null } }, { token: lm });
    expect(errorOf(otherLocation)).toEqual({ code: 'NOT_FOUND', message: 'Fix-it not found' });
    for (const id of [harborFixit, lisbonFixit]) expect(await assignment(id)).toEqual({ owner_id: null, due_on: null });
    expect(await auditRows(harborFixit)).toEqual([]);
  });
});

describe('overdue', () => {
  it("turns on when the location's today is after the due date, on the location's clock", async () => {
    const bayside = await raiseFixit(server, 'cook@harbor.example', DEMO_IDS.harborBayside);
    const downtown = await raiseFixit(server, 'cook@harbor.example');
    const manager = await tokenFor(server, 'manager@harbor.example');
    const overdueOf = async (id: string, locationId: string) => {
      const listed = await ok<Listed>(server, ONE_LIST, { locationId }, { token: manager });
      return listed.fixits.items.find((item) => item.id === id)!.overdue;
    };
    await ok(server, ASSIGN, { input: { fixitId: bayside, dueOn: todayIn(FAR_ZONE) } }, { token: manager });
    expect(await overdueOf(bayside, DEMO_IDS.harborBayside)).toBe(false);
    // The day passes (as the job of a clock would see it): due yesterday on Bayside's calendar.
    await server.pool.query('update fixits set due_on = $1 where id = $2', [addDays(todayIn(FAR_ZONE), -1), bayside]);
    expect(await overdueOf(bayside, DEMO_IDS.harborBayside)).toBe(true);
    // UTC's yesterday is New York's today or yesterday: due on New York's today, it is not late there.
    await server.pool.query('update fixits set due_on = $1 where id = $2', [downtownToday(), downtown]);
    expect(await overdueOf(downtown, DEMO_IDS.harborDowntown)).toBe(false);
    await ok(server, RESOLVE, { id: bayside }, { token: manager });
    expect(await overdueOf(bayside, DEMO_IDS.harborBayside)).toBe(false);
  });
});
