import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';

const SUBMIT =
  'mutation($input: DiaryInput!) { submitDiary(input: $input) { id mood description mine location { id name timezone } author { displayName } } }';
const ENTRIES = `query($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {
  diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {
    totalCount page first items { id mood description mine author { id } location { id } }
  }
}`;

type Page = {
  diaryEntries: {
    totalCount: number;
    items: Array<{ id: string; description: string | null; mine: boolean; author: { id: string } | null }>;
  };
};

const server = useTestServer();

async function countEntries(clientId: string): Promise<number> {
  const result = await server.pool.query('SELECT count(*)::int AS n FROM diary_entries WHERE client_id = $1', [clientId]);
  return result.rows[0].n as number;
}

describe('submitDiary', () => {
  it.each([
    [{ mood: 'SATISFIED' }, { mood: 'SATISFIED', description: null }],
    [{ description: 'Walk-in door left open during delivery' }, { mood: null, description: 'Walk-in door left open during delivery' }],
    [
      { mood: 'CONFUSED', description: 'New oven settings' },
      { mood: 'CONFUSED', description: 'New oven settings' },
    ],
  ])('stores %j', async (input, expected) => {
    const { client, locationA } = await buildTenant(server.pool);
    const basic = await buildMember(server.pool, client.id, 'BASIC_USER', [locationA.id]);
    const result = await gql<{ submitDiary: Record<string, unknown> }>(
      server,
      SUBMIT,
      { input: { locationId: locationA.id, ...input } },
      { token: basic.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitDiary).toMatchObject({
      ...expected,
      mine: true,
      // With the zone the entry's time is shown in (on the location's clock).
      location: { id: locationA.id, name: locationA.name, timezone: 'Europe/Paris' },
      author: { displayName: 'Test User' },
    });
    expect(await countEntries(client.id)).toBe(1);
  });

  it.each([{}, { description: '   ' }, { mood: null, description: '' }])(
    'asks for a mood or a description for %j and stores nothing',
    async (input) => {
      const { client, locationA } = await buildTenant(server.pool);
      const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id]);
      const result = await gql(server, SUBMIT, { input: { locationId: locationA.id, ...input } }, { token: cook.token });
      expect(result.errors?.[0]?.message).toBe('Please provide either a description or select a feeling or do both');
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await countEntries(client.id)).toBe(0);
    },
  );

  it("answers another client's location (and one not assigned to me) like a missing one, storing nothing", async () => {
    const { client, locationB } = await buildTenant(server.pool);
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', []);
    const answers = [];
    for (const locationId of [DEMO_IDS.harborDowntown, locationB.id, '00000000-0000-4000-8000-0000000000ee']) {
      answers.push(await gql(server, SUBMIT, { input: { locationId, mood: 'NEUTRAL' } }, { token: cook.token }));
    }
    for (const answer of answers) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(answer).toEqual(answers[2]);
    }
    expect(await countEntries(client.id)).toBe(0);
    const harbor = await server.pool.query(
      'SELECT count(*)::int AS n FROM diary_entries WHERE client_id = $1 AND description IS NULL AND mood = $2',
      [DEMO_IDS.harbor, 'NEUTRAL'],
    );
    expect(harbor.rows[0].n).toBe(0);
  });
});

describe('diaryEntries', () => {
  it('shows staff their own entries and managers every entry of their locations', async () => {
    const { client, locationA, locationB } = await buildTenant(server.pool);
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id, locationB.id]);
    const porter = await buildMember(server.pool, client.id, 'BASIC_USER', [locationA.id]);
    const lm = await buildMember(server.pool, client.id, 'LOCATION_MANAGER', [locationA.id]);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', []);
    const write = (who: { token: string }, locationId: string, description: string) =>
      gql(server, SUBMIT, { input: { locationId, description } }, { token: who.token });
    await write(cook, locationA.id, 'cook at A');
    await write(cook, locationB.id, 'cook at B');
    await write(porter, locationA.id, 'porter at A');
    await write(lm, locationA.id, 'lm at A');

    const seen = async (who: { token: string }, variables: Record<string, unknown> = {}) =>
      ((await gql<Page>(server, ENTRIES, variables, { token: who.token })).data?.diaryEntries.items ?? []).map((e) => e.description);
    expect(await seen(cook)).toEqual(['cook at B', 'cook at A']);
    expect(await seen(porter)).toEqual(['porter at A']);
    expect(await seen(lm)).toEqual(['lm at A', 'porter at A', 'cook at A']);
    expect(await seen(lm, { mine: true })).toEqual(['lm at A']);
    expect(await seen(manager)).toEqual(['lm at A', 'porter at A', 'cook at B', 'cook at A']);
    expect(await seen(manager, { locationId: locationB.id })).toEqual(['cook at B']);
    expect(await seen(cook, { locationId: locationA.id })).toEqual(['cook at A']);
  });

  it('pages newest first', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id]);
    for (let i = 1; i <= 5; i++)
      await gql(server, SUBMIT, { input: { locationId: locationA.id, description: `entry ${i}` } }, { token: cook.token });
    const second = await gql<Page>(server, ENTRIES, { first: 2, page: 2 }, { token: cook.token });
    expect(second.data?.diaryEntries.totalCount).toBe(5);
    expect(second.data?.diaryEntries.items.map((e) => e.description)).toEqual(['entry 3', 'entry 2']);
  });

  it("answers another client's location filter like a missing one", async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const foreign = await gql(server, ENTRIES, { locationId: DEMO_IDS.harborDowntown }, { token: manager.token });
    const missing = await gql(server, ENTRIES, { locationId: '00000000-0000-4000-8000-0000000000ee' }, { token: manager.token });
    expect(foreign).toEqual(missing);
    expect((foreign.data as Page).diaryEntries.totalCount).toBe(0);
  });

  it('has demo entries in both clients, each client seeing only its own', async () => {
    const harbor = await loginAs(server, 'manager@harbor.example');
    const sunrise = await loginAs(server, 'manager@sunrise.example');
    const cook = await loginAs(server, 'cook@harbor.example');
    const total = async (token: string) => (await gql<Page>(server, ENTRIES, { first: 100 }, { token })).data?.diaryEntries;
    const harborEntries = await total(harbor.token);
    expect(harborEntries?.totalCount).toBeGreaterThanOrEqual(11);
    expect(harborEntries?.items.some((e) => e.description?.includes('Madrid'))).toBe(false);
    expect((await total(sunrise.token))?.totalCount).toBeGreaterThanOrEqual(2);
    expect((await total(cook.token))?.items.every((e) => e.mine)).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    const result = await gql(server, ENTRIES, {});
    expect(result.errors?.[0]?.extensions?.category).toBe('authentication');
  });
});
