import { SCHEDULE_MESSAGES } from '@ks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { gql } from '../../../test/harness.js';
import { startServerHoldingQuestTicks } from '../../../test/jobs.js';
import { SILENT_LOG } from '../../scope/scope.js';
import { buildQuest, DOCS, errorOf, ok, tokenFor, type QuestResult } from '../../../test/quests.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { generateActivations } from './activations.service.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServerHoldingQuestTicks();
});
afterAll(async () => {
  await server?.stop();
});

const { harborDowntown: downtown, harborLisbon: lisbon } = DEMO_IDS;
const LAST_FRIDAY = 'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR';
const DAY_MS = 86_400_000;

/** Runs generation for one quest once a day over [from, to), as the minute job would have. */
async function generateDaily(questId: string, from: string, to: string): Promise<void> {
  for (let now = Date.parse(from); now < Date.parse(to); now += DAY_MS) {
    await withSystemScope(server.pool, SILENT_LOG, (scope) =>
      generateActivations({ scope, now: new Date(now), only: { questId, force: true } }),
    );
  }
}

async function windows(questId: string) {
  const { rows } = await server.pool.query<{ name: string; local_date: string; starts_at: Date; ends_at: Date }>(
    `select l.name, a.local_date::text as local_date, a.starts_at, a.ends_at
     from quest_activations a join locations l on l.id = a.location_id where a.quest_id = $1 order by l.name, a.starts_at`,
    [questId],
  );
  return rows.map((row) => [row.name, row.local_date, row.starts_at.toISOString(), row.ends_at.toISOString()]);
}

describe('monthly schedules kitchens use, through the API', () => {
  it('a quest on the last Friday of the month gets its windows on last Fridays, in each location’s zone', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [downtown, lisbon], name: 'Deep clean', activate: false });
    const id = built.quest.id;
    const saved = await ok<{ updateQuest: QuestResult }>(
      server,
      DOCS.updateQuest,
      { id, input: { rrule: LAST_FRIDAY, durationMin: 1440 } },
      { token },
    );
    expect(saved.updateQuest).toEqual(expect.objectContaining({ rrule: LAST_FRIDAY, durationMin: 1440 }));
    await ok(server, DOCS.setQuestActive, { questId: id, active: true }, { token });
    // Switched on at the start of 2025 (the clock of the test), with no windows yet.
    await server.pool.query("update quests set activated_at = '2025-01-01T00:00:00Z' where id = $1", [id]);
    await server.pool.query('delete from quest_activations where quest_id = $1', [id]);

    await generateDaily(id, '2025-01-01T00:00:00Z', '2025-04-30T00:00:00Z');
    expect(await windows(id)).toEqual([
      // New York: EST until 9 March, EDT after.
      ['Harbor Downtown', '2025-01-31', '2025-01-31T05:00:00.000Z', '2025-02-01T05:00:00.000Z'],
      ['Harbor Downtown', '2025-02-28', '2025-02-28T05:00:00.000Z', '2025-03-01T05:00:00.000Z'],
      ['Harbor Downtown', '2025-03-28', '2025-03-28T04:00:00.000Z', '2025-03-29T04:00:00.000Z'],
      ['Harbor Downtown', '2025-04-25', '2025-04-25T04:00:00.000Z', '2025-04-26T04:00:00.000Z'],
      // Lisbon: WET until 30 March, WEST after.
      ['Harbor Lisbon', '2025-01-31', '2025-01-31T00:00:00.000Z', '2025-02-01T00:00:00.000Z'],
      ['Harbor Lisbon', '2025-02-28', '2025-02-28T00:00:00.000Z', '2025-03-01T00:00:00.000Z'],
      ['Harbor Lisbon', '2025-03-28', '2025-03-28T00:00:00.000Z', '2025-03-29T00:00:00.000Z'],
      ['Harbor Lisbon', '2025-04-25', '2025-04-24T23:00:00.000Z', '2025-04-25T23:00:00.000Z'],
    ]);
  });

  it('refuses COUNT; FREQ=YEARLY;BYMONTHDAY=15 runs on every 15th until its end date', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const { quest } = await buildQuest(server, token, { locationIds: [downtown], name: 'Calibration', activate: false });
    const counted = await gql(server, DOCS.updateQuest, { id: quest.id, input: { rrule: `${LAST_FRIDAY};COUNT=6` } }, { token });
    expect(errorOf(counted).message).toBe(SCHEDULE_MESSAGES.count);
    const fifteenth = 'DTSTART:20250115T000000\nRRULE:FREQ=YEARLY;BYMONTHDAY=15;UNTIL=20250415T235959';
    await ok(server, DOCS.updateQuest, { id: quest.id, input: { rrule: fifteenth, durationMin: 1440 } }, { token });
    await ok(server, DOCS.setQuestActive, { questId: quest.id, active: true }, { token });
    await server.pool.query("update quests set activated_at = '2025-01-01T00:00:00Z' where id = $1", [quest.id]);
    await server.pool.query('delete from quest_activations where quest_id = $1', [quest.id]);
    await generateDaily(quest.id, '2025-01-01T00:00:00Z', '2025-05-20T00:00:00Z');
    // The 15th of every month, up to and including the end date's.
    expect((await windows(quest.id)).map(([, date]) => date)).toEqual(['2025-01-15', '2025-02-15', '2025-03-15', '2025-04-15']);
  });

  it('takes the 1st and 15th (BYMONTHDAY=1,15) and every 2 weeks (INTERVAL=2), and runs them (issue 41 item 3)', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const { quest } = await buildQuest(server, token, { locationIds: [downtown], name: 'Pest control', activate: false });
    const firstAndFifteenth = 'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1,15';
    const saved = await ok<{ updateQuest: QuestResult }>(
      server,
      DOCS.updateQuest,
      { id: quest.id, input: { rrule: firstAndFifteenth, durationMin: 1440 } },
      { token },
    );
    expect(saved.updateQuest.rrule).toBe(firstAndFifteenth);
    await ok(server, DOCS.setQuestActive, { questId: quest.id, active: true }, { token });
    await server.pool.query("update quests set activated_at = '2025-01-01T00:00:00Z' where id = $1", [quest.id]);
    await server.pool.query('delete from quest_activations where quest_id = $1', [quest.id]);
    await generateDaily(quest.id, '2025-01-01T00:00:00Z', '2025-03-05T00:00:00Z');
    expect((await windows(quest.id)).map(([, date]) => date)).toEqual([
      '2025-01-01',
      '2025-01-15',
      '2025-02-01',
      '2025-02-15',
      '2025-03-01',
    ]);

    const fortnightly = 'DTSTART:20250106T000000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO';
    await ok(server, DOCS.setQuestActive, { questId: quest.id, active: false }, { token });
    await ok(server, DOCS.updateQuest, { id: quest.id, input: { rrule: fortnightly, durationMin: 1440 } }, { token });
    await ok(server, DOCS.setQuestActive, { questId: quest.id, active: true }, { token });
    await server.pool.query("update quests set activated_at = '2025-01-01T00:00:00Z' where id = $1", [quest.id]);
    await server.pool.query('delete from quest_activations where quest_id = $1', [quest.id]);
    await generateDaily(quest.id, '2025-01-01T00:00:00Z', '2025-02-10T00:00:00Z');
    expect((await windows(quest.id)).map(([, date]) => date)).toEqual(['2025-01-06', '2025-01-20', '2025-02-03']);
  });

  it('nobody outside the quest’s client, and no cook, may set its schedule', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const { quest } = await buildQuest(server, manager, { locationIds: [downtown], name: 'Stock count', activate: false });
    const input = { rrule: LAST_FRIDAY, durationMin: 1440 };
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    expect(errorOf(await gql(server, DOCS.updateQuest, { id: quest.id, input }, { token: sunrise }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Quest not found',
    });
    const cook = await tokenFor(server, 'cook@harbor.example');
    expect(errorOf(await gql(server, DOCS.updateQuest, { id: quest.id, input }, { token: cook })).code).toBe('FORBIDDEN');
    const { rows } = await server.pool.query<{ rrule: string }>('select rrule from quests where id = $1', [quest.id]);
    expect(rows[0]?.rrule).toBe(quest.rrule);
  });
});
