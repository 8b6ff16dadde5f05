import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { errorOf, ok, raiseFixit as raiseFixitAt, tokenFor } from '../../../test/quests.js';

const server = useTestServer();

const LIST = `query($locationId: ID, $status: FixitStatus, $page: Int, $first: Int) {
  fixits(locationId: $locationId, status: $status, page: $page, first: $first) {
    totalCount page first items { id status createdAt comment location { id } submitter { displayName } quest { name } action { name }
      answer { compliant chosenOptions } submission { id score } questActivation { id progress } } } }`;
const RESOLVE =
  'mutation($id: ID!, $comment: String!) { resolveFixit(id: $id, comment: $comment) { id status comment resolvedAt resolver { displayName } } }';

interface Item {
  id: string;
  status: string;
  location: { id: string } | null;
  submitter: { displayName: string } | null;
}
interface ListResult {
  fixits: { totalCount: number; page: number; first: number; items: Item[] };
}

async function count(where: string, params: unknown[]): Promise<number> {
  const { rows } = await server.pool.query(`select count(*)::int as n from fixits where ${where}`, params);
  return (rows[0] as { n: number }).n;
}

async function fixitRow(id: string) {
  const { rows } = await server.pool.query('select status, comment, resolved_by, resolved_at from fixits where id = $1', [id]);
  return rows[0] as { status: string; comment: string | null; resolved_by: string | null; resolved_at: Date | null };
}

const raiseFixit = (email: string) => raiseFixitAt(server, email);

describe('fixits', () => {
  it('pages 20 by default, filters by status and location; the pending list takes 999', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const all = await ok<ListResult>(server, LIST, {}, { token });
    expect(all.fixits).toEqual(
      expect.objectContaining({ page: 1, first: 20, totalCount: await count('client_id = $1', [DEMO_IDS.harbor]) }),
    );
    expect(all.fixits.items).toHaveLength(20);
    const pending = await ok<ListResult>(server, LIST, { locationId: DEMO_IDS.harborDowntown, status: 'PENDING', first: 999 }, { token });
    expect(pending.fixits.first).toBe(999);
    expect(pending.fixits.totalCount).toBe(await count('location_id = $1 and status = $2', [DEMO_IDS.harborDowntown, 'PENDING']));
    expect(pending.fixits.totalCount).toBeGreaterThan(0);
    for (const item of pending.fixits.items)
      expect(item).toEqual(expect.objectContaining({ status: 'PENDING', location: { id: DEMO_IDS.harborDowntown } }));
    const resolved = await ok<ListResult>(server, LIST, { status: 'RESOLVED' }, { token });
    expect(resolved.fixits.totalCount).toBeGreaterThan(0);
  });

  it('resolves with a comment (resolver and time kept) and only once', async () => {
    const id = await raiseFixit('cook@harbor.example');
    const lm = await tokenFor(server, 'lm@harbor.example');
    const empty = await gql(server, RESOLVE, { id, comment: '   ' }, { token: lm });
    expect(errorOf(empty)).toEqual({ code: 'BAD_USER_INPUT', message: 'Field is required' });
    expect((await fixitRow(id)).status).toBe('PENDING');
    const resolved = await ok<{ resolveFixit: { status: string; comment: string; resolvedAt: string; resolver: { displayName: string } } }>(
      server,
      RESOLVE,
      { id, comment: ' Replaced the door seal. ' },
      { token: lm },
    );
    expect(resolved.resolveFixit).toEqual(
      expect.objectContaining({ status: 'RESOLVED', comment: 'Replaced the door seal.', resolver: { displayName: 'Luis Moreno' } }),
    );
    const row = await fixitRow(id);
    expect(row.resolved_at).toBeInstanceOf(Date);
    const again = await gql(server, RESOLVE, { id, comment: 'Twice' }, { token: lm });
    expect(errorOf(again)).toEqual({ code: 'FIXIT_RESOLVED', message: 'This fix-it is already resolved' });
    expect((await fixitRow(id)).comment).toBe('Replaced the door seal.');
  });

  it('lets a Basic User see and resolve only their own fix-its', async () => {
    const own = await raiseFixit('porter@harbor.example');
    const others = await raiseFixit('cook@harbor.example');
    const porter = await tokenFor(server, 'porter@harbor.example');
    const listed = await ok<ListResult>(server, LIST, { first: 999 }, { token: porter });
    expect(listed.fixits.items.map((item) => item.submitter?.displayName)).toEqual(listed.fixits.items.map(() => 'Pat Porter'));
    expect(listed.fixits.items.map((item) => item.id)).toContain(own);
    expect(errorOf(await gql(server, RESOLVE, { id: others, comment: 'Not mine' }, { token: porter }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Fix-it not found',
    });
    expect((await fixitRow(others)).status).toBe('PENDING');
    await ok(server, RESOLVE, { id: own, comment: 'Mopped up' }, { token: porter });
    expect((await fixitRow(own)).status).toBe('RESOLVED');
  });

  it.each([
    ['cook@harbor.example', true],
    ['lm@harbor.example', true],
    ['manager@harbor.example', true],
  ] as const)('%s resolves any fix-it of their location: %s', async (email, allowed) => {
    const id = await raiseFixit('porter@harbor.example');
    const token = await tokenFor(server, email);
    const result = await gql(server, RESOLVE, { id, comment: 'Handled' }, { token });
    expect(result.errors === undefined).toBe(allowed);
    expect((await fixitRow(id)).status).toBe(allowed ? 'RESOLVED' : 'PENDING');
  });

  it('keeps fix-its of other locations and other clients out of reach', async () => {
    const { rows } = await server.pool.query<{ id: string }>('select id from fixits where location_id = $1 and status = $2 limit 1', [
      DEMO_IDS.harborLisbon,
      'PENDING',
    ]);
    const lisbonFixit = rows[0]?.id ?? (await raiseFixit('cook@harbor.example'));
    const cook = await tokenFor(server, 'cook@harbor.example');
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const before = await fixitRow(lisbonFixit);
    if (rows[0]) expect(errorOf(await gql(server, RESOLVE, { id: lisbonFixit, comment: 'x' }, { token: cook })).code).toBe('NOT_FOUND');
    for (const id of [lisbonFixit, '00000000-0000-4000-8000-00000000dead']) {
      expect(errorOf(await gql(server, RESOLVE, { id, comment: 'x' }, { token: sunrise }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Fix-it not found',
      });
    }
    expect(await fixitRow(lisbonFixit)).toEqual(before);
    const foreignList = await ok<ListResult>(server, LIST, { locationId: DEMO_IDS.harborDowntown }, { token: sunrise });
    expect(foreignList.fixits.totalCount).toBe(0);
  });
});
