import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { DEMO_QUEST_IDS } from '../../seed/quests-seed.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { allDaySchedule, buildQuest, DOCS, errorOf, ok, tokenFor, type QuestResult } from '../../../test/quests.js';

const server = useTestServer();

const { harborDowntown: downtown, harborBayside: bayside, harborLisbon: lisbon } = DEMO_IDS;
const MISSING = '00000000-0000-4000-8000-00000000dead';

async function questRow(id: string) {
  const { rows } = await server.pool.query(
    'select name, description, rrule, duration_min, active, deleted_at, (select count(*)::int from quest_parts p where p.quest_id = q.id) as parts from quests q where id = $1',
    [id],
  );
  return rows[0] as { name: string; rrule: string | null; active: boolean; deleted_at: Date | null; parts: number } | undefined;
}

async function countActivations(questId: string): Promise<number> {
  const { rows } = await server.pool.query('select count(*)::int as n from quest_activations where quest_id = $1', [questId]);
  return (rows[0] as { n: number }).n;
}

describe('createQuest, updateQuest, copyQuest, deleteQuest', () => {
  it('creates an empty inactive quest, then names and schedules it', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const created = await ok<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds: [downtown, bayside] }, { token });
    expect(created.createQuest).toEqual(
      expect.objectContaining({
        name: '',
        rrule: null,
        active: false,
        actionCount: 0,
        viewerCan: { edit: true, copy: true, delete: true, activate: true },
      }),
    );
    expect(created.createQuest.locations.map((l) => l.name).sort()).toEqual(['Harbor Bayside', 'Harbor Downtown']);
    const schedule = allDaySchedule();
    const updated = await ok<{ updateQuest: QuestResult }>(
      server,
      DOCS.updateQuest,
      {
        id: created.createQuest.id,
        input: { name: '  Morning fridge check ', description: 'Every fridge', ...schedule, locationIds: [downtown] },
      },
      { token },
    );
    expect(updated.updateQuest).toEqual(
      expect.objectContaining({ name: 'Morning fridge check', rrule: schedule.rrule, durationMin: 1440 }),
    );
    expect(updated.updateQuest.locations.map((l) => l.id)).toEqual([downtown]);
  });

  it('refuses schedules outside the supported rules and overlapping time ranges, saving nothing', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const { createQuest } = await ok<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds: [downtown] }, { token });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rrule: 'RRULE:FREQ=SECONDLY' }, 'Unsupported schedule'],
      [
        { rrule: 'DTSTART:20250101T060000\nRRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=6,7;BYMINUTE=0;BYSECOND=0', durationMin: 90 },
        'Time ranges must not overlap',
      ],
      [
        { rrule: 'DTSTART:20250101T230000\nRRULE:FREQ=DAILY;BYHOUR=23;BYMINUTE=0;BYSECOND=0', durationMin: 120 },
        'Time ranges must lie within a day',
      ],
      [{ durationMin: 0 }, 'The time window must be between 1 minute and 24 hours'],
      [{ locationIds: [] }, 'Please select at least one location'],
      [{ locationIds: [DEMO_IDS.sunriseMadrid] }, 'Location not found'],
    ];
    for (const [input, message] of cases) {
      const result = await gql(server, DOCS.updateQuest, { id: createQuest.id, input: { name: 'Should not stick', ...input } }, { token });
      expect(errorOf(result), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await questRow(createQuest.id)).toEqual(expect.objectContaining({ name: '', rrule: null }));
  });

  it('copies a quest with its parts (actions shared), inactive and marked as a copy', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [downtown], name: 'Original' });
    const { copyQuest } = await ok<{ copyQuest: { newId: string } }>(server, DOCS.copyQuest, { id: built.quest.id }, { token });
    const copy = await ok<{ quest: QuestResult }>(server, DOCS.quest, { id: copyQuest.newId }, { token });
    expect(copy.quest).toEqual(
      expect.objectContaining({ name: 'Original (copy)', active: false, rrule: built.quest.rrule, actionCount: 2 }),
    );
    const actionIds = (q: QuestResult) => q.parts.flatMap((p) => (p.__typename === 'QuestActionPart' ? [p.action.id] : []));
    expect(actionIds(copy.quest)).toEqual(actionIds(built.quest));
    expect(copy.quest.parts.map((p) => p.id)).not.toEqual(built.quest.parts.map((p) => p.id));
  });

  it('deletes softly: the quest disappears, its history stays, its unstarted windows go', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [downtown], name: 'To delete' });
    expect(await countActivations(built.quest.id)).toBeGreaterThan(0);
    const deleted = await ok<{ deleteQuest: string }>(server, DOCS.deleteQuest, { id: built.quest.id }, { token });
    expect(deleted.deleteQuest).toBe(built.quest.id);
    expect(await questRow(built.quest.id)).toEqual(expect.objectContaining({ active: false, deleted_at: expect.any(Date) }));
    expect(await countActivations(built.quest.id)).toBe(0);
    const after = await ok<{ quest: null }>(server, DOCS.quest, { id: built.quest.id }, { token });
    expect(after.quest).toBeNull();
    const again = await gql(server, DOCS.deleteQuest, { id: built.quest.id }, { token });
    expect(errorOf(again)).toEqual({ code: 'NOT_FOUND', message: 'Quest not found' });
  });
});

describe('setQuestActive (spec §4)', () => {
  it('says which item is missing: name, schedule, content', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const { createQuest } = await ok<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds: [downtown] }, { token });
    const id = createQuest.id;
    const activate = () => gql(server, DOCS.setQuestActive, { questId: id, active: true }, { token });
    expect(errorOf(await activate())).toEqual({ code: 'ACTIVATION_MISSING_NAME', message: 'A quest cannot be activated without a name' });
    await ok(server, DOCS.updateQuest, { id, input: { name: 'Named' } }, { token });
    expect(errorOf(await activate())).toEqual({
      code: 'ACTIVATION_MISSING_SCHEDULE',
      message: 'A quest cannot be activated without a schedule',
    });
    await ok(server, DOCS.updateQuest, { id, input: allDaySchedule() }, { token });
    expect(errorOf(await activate())).toEqual({
      code: 'ACTIVATION_MISSING_CONTENT',
      message: 'A quest cannot be activated without content',
    });
    await ok(server, DOCS.createQuestSection, { questId: id, atIndex: 0 }, { token });
    expect(errorOf(await activate()).code).toBe('ACTIVATION_MISSING_CONTENT');
    await ok(server, DOCS.createQuestAction, { questId: id, type: 'INSTRUCTION', atIndex: 1 }, { token });
    expect(errorOf(await activate()).code).toBe('ACTIVATION_MISSING_ACTIONNAME');
    expect((await questRow(id))?.active).toBe(false);
    expect(await countActivations(id)).toBe(0);
  });

  it('switching on creates the open window at once; off removes unstarted windows; active quests are frozen', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [downtown, lisbon], name: 'On and off' });
    expect(await countActivations(built.quest.id)).toBeGreaterThanOrEqual(2);
    const frozen = await gql(server, DOCS.updateQuest, { id: built.quest.id, input: { name: 'Renamed' } }, { token });
    expect(errorOf(frozen)).toEqual({ code: 'QUEST_ACTIVE', message: 'Deactivate the quest before editing it' });
    const frozenParts = await gql(server, DOCS.createQuestSection, { questId: built.quest.id, atIndex: 0 }, { token });
    expect(errorOf(frozenParts).code).toBe('QUEST_ACTIVE');
    const view = await ok<{ quest: QuestResult }>(server, DOCS.quest, { id: built.quest.id }, { token });
    expect(view.quest.viewerCan).toEqual({ edit: false, copy: true, delete: true, activate: true });
    const off = await ok<{ setQuestActive: QuestResult }>(
      server,
      DOCS.setQuestActive,
      { questId: built.quest.id, active: false },
      { token },
    );
    expect(off.setQuestActive.active).toBe(false);
    expect(await countActivations(built.quest.id)).toBe(0);
  });
});

describe('queries', () => {
  it('lists the seeded quests by location and answers a foreign location with an empty list', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const atLisbon = await ok<{ quests: QuestResult[] }>(server, DOCS.quests, { locationId: lisbon }, { token });
    expect(atLisbon.quests.map((q) => q.id)).toEqual(expect.arrayContaining(Object.values(DEMO_QUEST_IDS)));
    const foreign = await ok<{ quests: QuestResult[] }>(server, DOCS.quests, { locationId: DEMO_IDS.sunriseMadrid }, { token });
    expect(foreign.quests).toEqual([]);
    const details = await ok<{ questDetails: { submissionCount: number; averageScore: number; recentSubmissions: unknown[] } }>(
      server,
      'query($id: ID!) { questDetails(id: $id) { submissionCount averageScore recentSubmissions { id score } todayActivations { id progress } } }',
      { id: DEMO_QUEST_IDS.opening },
      { token },
    );
    expect(details.questDetails.submissionCount).toBeGreaterThan(100);
    expect(details.questDetails.averageScore).toBeGreaterThan(50);
    expect(details.questDetails.recentSubmissions).toHaveLength(10);
  });

  it("answers another client's quest id exactly like a missing one, and changes nothing", async () => {
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const harborQuest = DEMO_QUEST_IDS.opening;
    for (const id of [harborQuest, MISSING]) {
      expect((await gql(server, DOCS.quest, { id }, { token: sunrise })).data).toEqual({ quest: null });
      expect((await gql(server, 'query($id: ID!) { questDetails(id: $id) { id } }', { id }, { token: sunrise })).data).toEqual({
        questDetails: null,
      });
      for (const [doc, variables] of [
        [DOCS.updateQuest, { id, input: { name: 'Hijacked' } }],
        [DOCS.copyQuest, { id }],
        [DOCS.deleteQuest, { id }],
        [DOCS.setQuestActive, { questId: id, active: false }],
        [DOCS.createQuestSection, { questId: id, atIndex: 0 }],
        [DOCS.createQuestAction, { questId: id, type: 'PHOTO', atIndex: 0 }],
      ] as const) {
        expect(errorOf(await gql(server, doc, variables, { token: sunrise }))).toEqual({ code: 'NOT_FOUND', message: 'Quest not found' });
      }
    }
    expect(await questRow(harborQuest)).toEqual(
      expect.objectContaining({ name: 'Opening checklist', active: true, deleted_at: null, parts: 8 }),
    );
    const { rows } = await server.pool.query("select count(*)::int as n from quests where name like '%(copy)' and client_id = $1", [
      DEMO_IDS.sunrise,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('keeps a freshly built second client apart', async () => {
    const { client, location } = await buildClient(server.pool);
    const user = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER' });
    const token = await tokenFor(server, user.email, FACTORY_PASSWORD);
    const built = await buildQuest(server, token, { locationIds: [location.id], name: 'Theirs' });
    const listed = await ok<{ quests: QuestResult[] }>(server, DOCS.quests, {}, { token });
    expect(listed.quests.map((q) => q.id)).toEqual([built.quest.id]);
    const harbor = await tokenFor(server, 'manager@harbor.example');
    expect((await gql(server, DOCS.quest, { id: built.quest.id }, { token: harbor })).data).toEqual({ quest: null });
    const locations = await gql(server, DOCS.createQuest, { locationIds: [location.id] }, { token: harbor });
    expect(errorOf(locations)).toEqual({ code: 'BAD_USER_INPUT', message: 'Location not found' });
  });
});

describe('access levels (PRODUCT.md matrix)', () => {
  // PRODUCT.md: Managers build quests; Location Managers only activate and pause those whose locations are
  // all theirs (the Downtown+Lisbon quest is not); every user sees the quests of their locations.
  it.each([
    ['admin@demo.example', true, true, 3],
    ['manager@harbor.example', true, true, 3],
    ['lm@harbor.example', false, false, 3],
    ['cook@harbor.example', false, false, 3],
    ['porter@harbor.example', false, false, 3],
  ] as const)('%s: create at Downtown %s, edit a Downtown+Lisbon quest %s', async (email, createsAtDowntown, editsShared, seeded) => {
    const token = await tokenFor(server, email);
    const clientId = email === 'admin@demo.example' ? DEMO_IDS.harbor : undefined;
    const created = await gql<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds: [downtown] }, { token, clientId });
    if (createsAtDowntown) expect(created.errors).toBeUndefined();
    else expect(errorOf(created)).toEqual({ code: 'FORBIDDEN', message: 'Not authorized' });

    const list = await ok<{ quests: QuestResult[] }>(server, DOCS.quests, { locationId: downtown }, { token, clientId });
    expect(list.quests.filter((q) => Object.values(DEMO_QUEST_IDS).includes(q.id as never))).toHaveLength(seeded);
    const shared = list.quests.find((q) => q.id === DEMO_QUEST_IDS.closing)!;
    expect(shared.viewerCan.activate).toBe(editsShared);
    const toggle = await gql(server, DOCS.setQuestActive, { questId: DEMO_QUEST_IDS.closing, active: true }, { token, clientId });
    if (editsShared) expect(toggle.errors).toBeUndefined();
    else expect(errorOf(toggle).code).toBe('FORBIDDEN');
  });

  it('a Location Manager activates and pauses a quest of their own location, but does not build, copy or delete it', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Downtown opening', activate: false });
    const lm = { token: await tokenFor(server, 'lm@harbor.example') };
    const seen = await ok<{ quest: QuestResult }>(server, DOCS.quest, { id: built.quest.id }, lm);
    expect(seen.quest.viewerCan).toEqual({ edit: false, copy: false, delete: false, activate: true });
    const on = await ok<{ setQuestActive: QuestResult }>(server, DOCS.setQuestActive, { questId: built.quest.id, active: true }, lm);
    expect(on.setQuestActive.active).toBe(true);
    const off = await ok<{ setQuestActive: QuestResult }>(server, DOCS.setQuestActive, { questId: built.quest.id, active: false }, lm);
    expect(off.setQuestActive.active).toBe(false);
    for (const [document, variables] of [
      [DOCS.createQuest, { locationIds: [downtown] }],
      [DOCS.createQuest, { locationIds: [downtown, lisbon] }],
      [DOCS.updateQuest, { id: built.quest.id, input: { name: 'Renamed by LM' } }],
      [DOCS.copyQuest, { id: built.quest.id }],
      [DOCS.deleteQuest, { id: built.quest.id }],
      [DOCS.createQuestSection, { questId: built.quest.id, atIndex: 0 }],
    ] as const) {
      expect(errorOf(await gql(server, document, variables, lm))).toEqual({ code: 'FORBIDDEN', message: 'Not authorized' });
    }
    const { rows } = await server.pool.query('select name, deleted_at from quests where id = $1', [built.quest.id]);
    expect(rows[0]).toEqual({ name: 'Downtown opening', deleted_at: null });
  });
});

describe('location summary and score', () => {
  const SUMMARY = `query($id: ID!) { location(id: $id) { id score summary {
    quests { active finished currentPending currentProgress currentFinished } fixits { pending resolved } } } }`;

  it('counts quests and fix-its and averages 30 days of activation scores, missed ones as 0', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    // The server reads its own clock, so the 30-day window ends somewhere between these two instants; a
    // seeded submission can sit on that edge (CI once ran at the minute a month-old one was submitted).
    const before = new Date();
    const result = await ok<{
      location: { score: number; summary: { quests: Record<string, number>; fixits: { pending: number; resolved: number } } };
    }>(server, SUMMARY, { id: lisbon }, { token });
    const after = new Date();
    const expectedAt = async (now: Date) => {
      const { rows } = await server.pool.query(
        `select
          (select round(avg(score))::int from quest_activations where location_id = $1 and score is not null and starts_at > $2::timestamptz - interval '30 days' and starts_at <= $2::timestamptz) as score,
          (select count(*)::int from quest_activations where location_id = $1 and progress = 'FINISHED' and finished_at >= $2::timestamptz - interval '30 days') as finished,
          (select count(*)::int from quest_locations ql join quests q on q.id = ql.quest_id where ql.location_id = $1 and q.active and q.deleted_at is null and q.kind = 'QUEST') as active,
          (select count(*)::int from fixits where location_id = $1 and status = 'PENDING') as pending,
          (select count(*)::int from fixits where location_id = $1 and status = 'RESOLVED') as resolved,
          (select count(*)::int from quest_activations where location_id = $1 and missed_at is not null and starts_at > $2::timestamptz - interval '30 days') as missed`,
        [lisbon, now],
      );
      return rows[0] as Record<'score' | 'finished' | 'active' | 'pending' | 'resolved' | 'missed', number>;
    };
    const [early, late] = [await expectedAt(before), await expectedAt(after)];
    expect(late.missed).toBeGreaterThan(0); // the seed has missed windows, so 0 scores are in the average
    expect([early.score, late.score]).toContain(result.location.score);
    const { active, finished } = result.location.summary.quests;
    expect(active).toBe(late.active);
    expect(finished).toBeGreaterThanOrEqual(late.finished);
    expect(finished).toBeLessThanOrEqual(early.finished);
    expect(late.finished).toBeGreaterThan(0);
    expect(result.location.summary.fixits).toEqual({ pending: late.pending, resolved: late.resolved });
  });

  it('shows open windows by progress', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [bayside], name: 'Open now' });
    const read = async () =>
      (
        await ok<{ location: { summary: { quests: { currentPending: number; currentProgress: number } } } }>(
          server,
          SUMMARY,
          { id: bayside },
          { token },
        )
      ).location.summary.quests;
    const before = await read();
    const cook = await tokenFor(server, 'cook@harbor.example');
    const { todayActivations } = await ok<{ todayActivations: Array<{ id: string; quest: { id: string } }> }>(
      server,
      DOCS.todayActivations,
      { locationId: bayside },
      { token: cook },
    );
    const activation = todayActivations.find((a) => a.quest.id === built.quest.id)!;
    await ok(
      server,
      DOCS.answer,
      { activationId: activation.id, partId: built.choicePartId, answer: { optionIndexes: [0] } },
      { token: cook },
    );
    const after = await read();
    expect(after.currentPending).toBe(before.currentPending - 1);
    expect(after.currentProgress).toBe(before.currentProgress + 1);
  });

  it('keeps the score from Basic Users', async () => {
    const token = await tokenFor(server, 'porter@harbor.example');
    const result = await gql<{ location: { score: number | null } }>(
      server,
      'query($id: ID!) { location(id: $id) { score } }',
      { id: downtown },
      { token },
    );
    expect(result.data?.location.score).toBeNull();
  });
});
