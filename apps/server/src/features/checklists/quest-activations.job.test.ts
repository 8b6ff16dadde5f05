import { toRrule } from '@ks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { questLocations, quests } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { startServerHoldingQuestTicks } from '../../../test/jobs.js';
import { SILENT_LOG } from '../../scope/scope.js';
import { runQuestActivationsTick } from './quest-activations.job.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServerHoldingQuestTicks();
});
afterAll(async () => {
  await server?.stop();
});

/** An active quest at Downtown (New York) and Lisbon, 06:00–08:00 every day, as if switched on at `activatedAt`. */
async function activeQuest(activatedAt: Date, name: string): Promise<string> {
  const { rrule, durationMin } = toRrule({
    repeat: 'DAILY',
    interval: 1,
    startDate: '2025-01-01',
    weekDays: [],
    allDay: false,
    startTimes: ['06:00'],
    durationMin: 120,
  });
  return withSystemTx(server.pool, async (db) => {
    const [quest] = await db
      .insert(quests)
      .values({ clientId: DEMO_IDS.harbor, name, rrule, durationMin, active: true, activatedAt })
      .returning({ id: quests.id });
    await db.insert(questLocations).values(
      [DEMO_IDS.harborDowntown, DEMO_IDS.harborLisbon].map((locationId) => ({
        clientId: DEMO_IDS.harbor,
        questId: quest!.id,
        locationId,
      })),
    );
    return quest!.id;
  });
}

async function windows(questId: string) {
  const { rows } = await server.pool.query(
    `select l.name, a.starts_at, a.ends_at, a.local_date::text as local_date, a.progress, a.score, a.missed_at is not null as missed
     from quest_activations a join locations l on l.id = a.location_id where a.quest_id = $1 order by a.starts_at`,
    [questId],
  );
  return rows as Array<{
    name: string;
    starts_at: Date;
    ends_at: Date;
    local_date: string;
    progress: string;
    score: number | null;
    missed: boolean;
  }>;
}

describe('quest activation job', () => {
  it('generates 48 hours of windows per location in its timezone, across the March change', async () => {
    // Saturday 8 March 2025, noon UTC; New York moves to summer time on the 9th, Lisbon on the 30th.
    const now = new Date('2025-03-08T12:00:00Z');
    const id = await activeQuest(now, 'Tick over DST');
    const tick = await runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: now });
    expect(tick.created).toBeGreaterThanOrEqual(4);
    const found = (await windows(id)).map((w) => [w.name, w.local_date, w.starts_at.toISOString(), w.ends_at.toISOString()]);
    expect(found).toEqual([
      ['Harbor Downtown', '2025-03-08', '2025-03-08T11:00:00.000Z', '2025-03-08T13:00:00.000Z'], // 06:00 EST, open now
      ['Harbor Lisbon', '2025-03-09', '2025-03-09T06:00:00.000Z', '2025-03-09T08:00:00.000Z'],
      ['Harbor Downtown', '2025-03-09', '2025-03-09T10:00:00.000Z', '2025-03-09T12:00:00.000Z'], // 06:00 EDT
      ['Harbor Lisbon', '2025-03-10', '2025-03-10T06:00:00.000Z', '2025-03-10T08:00:00.000Z'],
      ['Harbor Downtown', '2025-03-10', '2025-03-10T10:00:00.000Z', '2025-03-10T12:00:00.000Z'],
    ]);
    // Lisbon's window of the 8th had ended before the quest was switched on: none is invented for the past.
  });

  it('runs safely in parallel and twice: every window exists once', async () => {
    const now = new Date('2025-06-02T03:00:00Z');
    const id = await activeQuest(now, 'Parallel');
    const [a, b] = await Promise.all([
      runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: now }),
      runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: now }),
    ]);
    const again = await runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: now });
    expect(again.created).toBe(0);
    const found = await windows(id);
    expect(new Set(found.map((w) => `${w.name}|${w.starts_at.toISOString()}`)).size).toBe(found.length);
    expect(a.created + b.created).toBeGreaterThanOrEqual(found.length);
  });

  it('closes windows that end unfinished as missed with score 0, and leaves open ones alone', async () => {
    const start = new Date('2025-09-01T00:00:00Z');
    const id = await activeQuest(start, 'Missed');
    await runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: start });
    const later = new Date('2025-09-01T11:00:00Z'); // Lisbon's 06:00–08:00 (WEST) ended, New York's 06:00 EDT is open
    const tick = await runQuestActivationsTick({ pool: server.pool, log: SILENT_LOG, now: later });
    expect(tick.closed).toBeGreaterThanOrEqual(1);
    const found = await windows(id);
    const lisbon = found.find((w) => w.name === 'Harbor Lisbon' && w.local_date === '2025-09-01')!;
    const downtown = found.find((w) => w.name === 'Harbor Downtown' && w.local_date === '2025-09-01')!;
    expect(lisbon).toEqual(expect.objectContaining({ missed: true, score: 0, progress: 'PENDING' }));
    expect(downtown).toEqual(expect.objectContaining({ missed: false, score: null }));
  });

  it('is scheduled in job_schedules and ran once at start-up', async () => {
    const { rows } = await server.pool.query<{ interval_seconds: number; last_finished_at: Date | null; last_error: string | null }>(
      "select interval_seconds, last_finished_at, last_error from job_schedules where name = 'quest-activations'",
    );
    expect(rows).toEqual([{ interval_seconds: 60, last_finished_at: expect.any(Date), last_error: null }]);
  });
});
