import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { DEMO_QUEST_IDS } from '../../seed/quests-seed.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { ok, tokenFor } from '../../../test/quests.js';

const server = useTestServer();

const LIST = `query($locationId: ID, $questId: ID, $submittedBy: ID, $from: DateTime, $to: DateTime, $page: Int, $first: Int) {
  questSubmissions(locationId: $locationId, questId: $questId, submittedBy: $submittedBy, from: $from, to: $to, page: $page, first: $first) {
    totalCount page first items { id score submittedAt quest { id name } location { id } submittedBy { id displayName } } } }`;
const DETAILS = `query($id: ID!) { questSubmissionDetails(id: $id) {
  id score answerCount fixitCount submittedAt submitter { displayName } quest { name } location { name }
  answers { action { name type } compliant temperatureCelsius chosenOptions acknowledged }
  fixits { status comment resolver { displayName } } activation { id progress } } }`;

interface Item {
  id: string;
  score: number;
  submittedAt: string;
  quest: { id: string; name: string };
  location: { id: string } | null;
  submittedBy: { id: string; displayName: string } | null;
}
interface ListResult {
  questSubmissions: { totalCount: number; page: number; first: number; items: Item[] };
}

async function userId(email: string): Promise<string> {
  const { rows } = await server.pool.query('select id from users where email = $1', [email]);
  return (rows[0] as { id: string }).id;
}

async function countSubmitted(where: string, params: unknown[]): Promise<number> {
  const { rows } = await server.pool.query(
    // Training attempts share quest_submissions (without a location); only quests' count here.
    `select count(*)::int as n from quest_submissions where submitted_at is not null and location_id is not null and ${where}`,
    params,
  );
  return (rows[0] as { n: number }).n;
}

describe('questSubmissions', () => {
  it('lists 60 days of seeded submissions, newest first, 20 per page', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const result = await ok<ListResult>(server, LIST, {}, { token });
    expect(result.questSubmissions.first).toBe(20);
    expect(result.questSubmissions.items).toHaveLength(20);
    expect(result.questSubmissions.totalCount).toBe(await countSubmitted('client_id = $1', [DEMO_IDS.harbor]));
    const times = result.questSubmissions.items.map((item) => item.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const item of result.questSubmissions.items) expect(item.score).toBeGreaterThanOrEqual(0);
  });

  it('filters by location, quest, submitter and period (from inclusive, to exclusive)', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const cook = await userId('cook@harbor.example');
    const to = new Date();
    const from = new Date(to.getTime() - 14 * 86_400_000);
    const variables = {
      locationId: DEMO_IDS.harborDowntown,
      questId: DEMO_QUEST_IDS.opening,
      submittedBy: cook,
      from: from.toISOString(),
      to: to.toISOString(),
      first: 100,
    };
    const result = await ok<ListResult>(server, LIST, variables, { token });
    const expected = await countSubmitted(
      'location_id = $1 and quest_id = $2 and submitted_by = $3 and submitted_at >= $4 and submitted_at < $5',
      [DEMO_IDS.harborDowntown, DEMO_QUEST_IDS.opening, cook, from, to],
    );
    expect(expected).toBeGreaterThan(0);
    expect(result.questSubmissions.totalCount).toBe(expected);
    for (const item of result.questSubmissions.items) {
      expect(item.quest.name).toBe('Opening checklist');
      expect(item.location?.id).toBe(DEMO_IDS.harborDowntown);
      expect(item.submittedBy?.displayName).toBe('Chris Cook');
      expect(new Date(item.submittedAt).getTime()).toBeGreaterThanOrEqual(from.getTime());
    }
  });

  it.each([
    ['lm@harbor.example', [DEMO_IDS.harborDowntown], false],
    ['cook@harbor.example', [DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside], false],
    ['porter@harbor.example', [DEMO_IDS.harborDowntown], true],
  ] as const)('%s sees only %j (own submissions only: %s)', async (email, locations, ownOnly) => {
    const token = await tokenFor(server, email);
    const me = await userId(email);
    const result = await ok<ListResult>(server, LIST, { first: 100 }, { token });
    const expected = ownOnly
      ? await countSubmitted('location_id = any($1) and submitted_by = $2', [locations, me])
      : await countSubmitted('location_id = any($1)', [locations]);
    expect(result.questSubmissions.totalCount).toBe(expected);
    for (const item of result.questSubmissions.items) {
      expect(locations).toContain(item.location?.id);
      if (ownOnly) expect(item.submittedBy?.id).toBe(me);
    }
    const lisbon = await ok<ListResult>(server, LIST, { locationId: DEMO_IDS.harborLisbon }, { token });
    expect(lisbon.questSubmissions.totalCount).toBe(0);
  });

  it('shows the details of a submission: answers, score and the fix-its it raised', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const { rows } = await server.pool.query<{ id: string }>(
      'select submission_id as id from fixits where client_id = $1 and status = $2 order by created_at desc limit 1',
      [DEMO_IDS.harbor, 'RESOLVED'],
    );
    const id = rows[0]!.id;
    const result = await ok<{
      questSubmissionDetails: {
        score: number;
        answerCount: number;
        fixitCount: number;
        answers: Array<{ compliant: boolean }>;
        fixits: Array<{ status: string; comment: string; resolver: { displayName: string } }>;
        activation: { progress: string };
      };
    }>(server, DETAILS, { id }, { token });
    const details = result.questSubmissionDetails;
    expect(details.answers).toHaveLength(details.answerCount);
    const compliant = details.answers.filter((a) => a.compliant).length;
    expect(details.score).toBe(Math.round((compliant / details.answers.length) * 100));
    expect(details.fixits.length).toBe(details.answers.length - compliant);
    expect(details.fixits.length).toBe(details.fixitCount);
    expect(details.fixits).toContainEqual(
      expect.objectContaining({ status: 'RESOLVED', comment: expect.any(String), resolver: expect.any(Object) }),
    );
    expect(details.activation.progress).toBe('FINISHED');
  });

  it("answers another client's submission ids exactly like missing ones", async () => {
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const { rows } = await server.pool.query<{ id: string }>('select id from quest_submissions where client_id = $1 limit 1', [
      DEMO_IDS.harbor,
    ]);
    const harborId = rows[0]!.id;
    for (const id of [harborId, '00000000-0000-4000-8000-00000000dead']) {
      expect((await gql(server, DETAILS, { id }, { token: sunrise })).data).toEqual({ questSubmissionDetails: null });
    }
    const filtered = await ok<ListResult>(
      server,
      LIST,
      { locationId: DEMO_IDS.harborDowntown, questId: DEMO_QUEST_IDS.opening },
      { token: sunrise },
    );
    expect(filtered.questSubmissions.totalCount).toBe(0);
    const own = await ok<ListResult>(server, LIST, {}, { token: sunrise });
    expect(own.questSubmissions.totalCount).toBe(0);
  });
});
