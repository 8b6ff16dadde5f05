import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, DOCS, errorOf, ok, tokenFor } from '../../../test/quests.js';
import { LEVEL_ACCOUNTS } from '../../../test/estate-factories.js';

// PRODUCT.md "Checklists": a Location Manager pauses and resumes a quest at their own locations (a
// per-location pause), also a quest shared with other locations; the quest and its other locations go on.
const PAUSE = `mutation($questId: ID!, $locationId: ID!, $paused: Boolean!) {
  setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) { id active pausedLocationIds pausableLocationIds } }`;
const PAUSES = `query($id: ID!) { quest(id: $id) { id pausedLocationIds pausableLocationIds } }`;

const server = useTestServer();
let questId: string;
const DOWNTOWN = DEMO_IDS.harborDowntown;
const BAYSIDE = DEMO_IDS.harborBayside;

/** Today's windows of the quest at each of its locations, by location id. */
async function windowsByLocation(): Promise<Record<string, number>> {
  const { rows } = await server.pool.query<{ location_id: string; count: string }>(
    `SELECT location_id, count(*) FROM quest_activations WHERE quest_id = $1 AND ends_at > now() GROUP BY location_id`,
    [questId],
  );
  return Object.fromEntries(rows.map((row) => [row.location_id, Number(row.count)]));
}

const as = async (email: string) => ({ token: await tokenFor(server, email) });
const pause = async (email: string, locationId: string, paused: boolean, id = questId) =>
  gql<{ setQuestPausedAt: { pausedLocationIds: string[]; pausableLocationIds: string[]; active: boolean } }>(
    server,
    PAUSE,
    { questId: id, locationId, paused },
    await as(email),
  );

beforeAll(async () => {
  // A quest the manager shares between Downtown and Bayside; the Location Manager has Downtown only.
  const built = await buildQuest(server, await tokenFor(server, 'manager@harbor.example'), {
    locationIds: [DOWNTOWN, BAYSIDE],
    name: 'Shared opening round',
  });
  questId = built.quest.id;
});

describe('setQuestPausedAt: a per-location pause', () => {
  it('lets a Location Manager pause a shared quest at their location only: its windows there go, the other location keeps its own', async () => {
    const before = await windowsByLocation();
    expect(before[DOWNTOWN]).toBeGreaterThan(0);
    expect(before[BAYSIDE]).toBeGreaterThan(0);
    // The shared quest is not theirs to switch off (its other location is the managers').
    const off = await gql(server, DOCS.setQuestActive, { questId, active: false }, await as('lm@harbor.example'));
    expect(errorOf(off).code).toBe('FORBIDDEN');

    const paused = await pause('lm@harbor.example', DOWNTOWN, true);
    expect(paused.errors).toBeUndefined();
    expect(paused.data!.setQuestPausedAt).toMatchObject({ active: true, pausedLocationIds: [DOWNTOWN], pausableLocationIds: [DOWNTOWN] });
    const after = await windowsByLocation();
    expect(after[DOWNTOWN]).toBeUndefined();
    expect(after[BAYSIDE]).toBe(before[BAYSIDE]);
    // The daily job opens nothing there while paused.
    const { rows } = await server.pool.query(
      `SELECT 1 FROM quest_locations WHERE quest_id = $1 AND location_id = $2 AND paused_at IS NOT NULL AND paused_by IS NOT NULL`,
      [questId, DOWNTOWN],
    );
    expect(rows).toHaveLength(1);
    const today = await ok<{ todayActivations: Array<{ quest: { id: string } }> }>(
      server,
      DOCS.todayActivations,
      { locationId: DOWNTOWN },
      await as('cook@harbor.example'),
    );
    expect(today.todayActivations.some((a) => a.quest.id === questId)).toBe(false);
  });

  it('resumes where it was paused: today’s window comes back at once', async () => {
    const resumed = await pause('lm@harbor.example', DOWNTOWN, false);
    expect(resumed.data!.setQuestPausedAt.pausedLocationIds).toEqual([]);
    expect((await windowsByLocation())[DOWNTOWN]).toBeGreaterThan(0);
  });

  it('shows each viewer the pauses of the locations they see, and where they may pause', async () => {
    await ok(server, PAUSE, { questId, locationId: BAYSIDE, paused: true }, await as('manager@harbor.example'));
    const manager = await ok<{ quest: { pausedLocationIds: string[]; pausableLocationIds: string[] } }>(
      server,
      PAUSES,
      { id: questId },
      await as('manager@harbor.example'),
    );
    expect(manager.quest.pausedLocationIds).toEqual([BAYSIDE]);
    expect([...manager.quest.pausableLocationIds].sort()).toEqual([BAYSIDE, DOWNTOWN].sort());
    const lm = await ok<{ quest: { pausedLocationIds: string[]; pausableLocationIds: string[] } }>(
      server,
      PAUSES,
      { id: questId },
      await as('lm@harbor.example'),
    );
    expect(lm.quest).toMatchObject({ pausedLocationIds: [], pausableLocationIds: [DOWNTOWN] });
    await ok(server, PAUSE, { questId, locationId: BAYSIDE, paused: false }, await as('manager@harbor.example'));
  });

  it('refuses a location that is not theirs as not found, and the levels below Location Manager', async () => {
    // Bayside is not the Location Manager's: it answers like a location that does not exist.
    expect(errorOf(await pause('lm@harbor.example', BAYSIDE, true))).toMatchObject({ code: 'NOT_FOUND', message: 'Location not found' });
    for (const { level, email } of LEVEL_ACCOUNTS.filter((a) => a.level === 'STANDARD_USER' || a.level === 'BASIC_USER')) {
      expect(errorOf(await pause(email, DOWNTOWN, true)).code, level).toBe('FORBIDDEN');
    }
    expect(await windowsByLocation()).toMatchObject({ [BAYSIDE]: expect.any(Number), [DOWNTOWN]: expect.any(Number) });
  });

  it("answers another client's quest or location exactly like a missing one", async () => {
    expect(errorOf(await pause('manager@sunrise.example', DOWNTOWN, true)).code).toBe('NOT_FOUND');
    const sunriseQuest = await buildQuest(server, await tokenFor(server, 'manager@sunrise.example'), {
      locationIds: [DEMO_IDS.sunriseMadrid],
      name: 'Madrid round',
    });
    expect(errorOf(await pause('manager@harbor.example', DEMO_IDS.sunriseMadrid, true, sunriseQuest.quest.id)).code).toBe('NOT_FOUND');
    expect(errorOf(await pause('manager@harbor.example', DEMO_IDS.sunriseMadrid, true)).code).toBe('NOT_FOUND');
    const { rows } = await server.pool.query(`SELECT 1 FROM quest_locations WHERE paused_at IS NOT NULL`);
    expect(rows).toHaveLength(0);
  });

  it('keeps a pause when a manager edits the quest’s locations', async () => {
    await ok(server, PAUSE, { questId, locationId: BAYSIDE, paused: true }, await as('manager@harbor.example'));
    const manager = await as('manager@harbor.example');
    await ok(server, DOCS.setQuestActive, { questId, active: false }, manager);
    await ok(server, DOCS.updateQuest, { id: questId, input: { locationIds: [BAYSIDE, DOWNTOWN, DEMO_IDS.harborLisbon] } }, manager);
    const after = await ok<{ quest: { pausedLocationIds: string[] } }>(server, PAUSES, { id: questId }, manager);
    expect(after.quest.pausedLocationIds).toEqual([BAYSIDE]);
  });
});
