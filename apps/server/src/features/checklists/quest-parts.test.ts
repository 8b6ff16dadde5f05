import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, DOCS, errorOf, ok, tokenFor, type QuestResult } from '../../../test/quests.js';

const server = useTestServer();

const downtown = DEMO_IDS.harborDowntown;

async function newQuest(token: string): Promise<string> {
  const { createQuest } = await ok<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds: [downtown] }, { token });
  return createQuest.id;
}

const shape = (quest: QuestResult) => quest.parts.map((p) => (p.__typename === 'SectionMarker' ? `S:${p.name}` : `A:${p.action.type}`));

async function storedPositions(questId: string) {
  const { rows } = await server.pool.query('select id, position from quest_parts where quest_id = $1 order by position', [questId]);
  return rows as Array<{ id: string; position: number }>;
}

describe('quest parts', () => {
  it('creates sections and actions (with spec §3 defaults) at the given index', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const id = await newQuest(token);
    await ok(server, DOCS.createQuestAction, { questId: id, type: 'TEMPERATURE', atIndex: 0 }, { token });
    await ok(server, DOCS.createQuestAction, { questId: id, type: 'MULTIPLE_CHOICE', atIndex: 1 }, { token });
    await ok(server, DOCS.createQuestSection, { questId: id, atIndex: 0 }, { token });
    const { createQuestAction } = await ok<{ createQuestAction: QuestResult }>(
      server,
      DOCS.createQuestAction,
      { questId: id, type: 'SINGLE_CHOICE', atIndex: 99 },
      { token },
    );
    expect(shape(createQuestAction)).toEqual(['S:', 'A:TEMPERATURE', 'A:MULTIPLE_CHOICE', 'A:SINGLE_CHOICE']);
    const props = createQuestAction.parts.flatMap((p) =>
      p.__typename === 'QuestActionPart' ? [JSON.parse(p.action.properties) as unknown] : [],
    );
    expect(props).toEqual([
      { safeZones: [{ direction: 'BELOW', thresholdCelsius: 0 }] },
      { enumerated: false, triggersFixIt: false, options: [{ name: 'Option 1' }, { name: 'Option 2' }] },
      {
        options: [
          { name: 'Option 1', triggersFixIt: false },
          { name: 'Option 2', triggersFixIt: false },
        ],
      },
    ]);
    expect((await storedPositions(id)).map((p) => p.position)).toEqual([0, 1, 2, 3]);
  });

  it('inserts a library action, reorders, renames a section and removes parts', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const source = await buildQuest(server, token, { locationIds: [downtown], name: 'Source', activate: false });
    const id = await newQuest(token);
    await ok(server, DOCS.createQuestSection, { questId: id, atIndex: 0 }, { token });
    const inserted = await ok<{ insertQuestAction: QuestResult }>(
      server,
      DOCS.insertQuestAction,
      { questId: id, actionId: source.temperatureActionId, atIndex: 0 },
      { token },
    );
    expect(shape(inserted.insertQuestAction)).toEqual(['A:TEMPERATURE', 'S:']);
    const [action, section] = inserted.insertQuestAction.parts;
    const renamed = await ok<{ updateSectionMarker: { name: string; description: string } }>(
      server,
      DOCS.updateSectionMarker,
      { sectionId: section!.id, name: ' Walk-in ', description: 'Check both shelves' },
      { token },
    );
    expect(renamed.updateSectionMarker).toEqual(expect.objectContaining({ name: 'Walk-in', description: 'Check both shelves' }));
    const reordered = await ok<{ updateQuestPartsOrder: QuestResult }>(
      server,
      DOCS.updateQuestPartsOrder,
      { questId: id, partIds: [section!.id, action!.id] },
      { token },
    );
    expect(shape(reordered.updateQuestPartsOrder)).toEqual(['S:Walk-in', 'A:TEMPERATURE']);
    const removed = await ok<{ removeQuestParts: QuestResult }>(
      server,
      DOCS.removeQuestParts,
      { questId: id, partIds: [section!.id] },
      { token },
    );
    expect(shape(removed.removeQuestParts)).toEqual(['A:TEMPERATURE']);
    expect(await storedPositions(id)).toEqual([{ id: action!.id, position: 0 }]);
    // The action stays in the library and in its first quest.
    const stillThere = await server.pool.query('select count(*)::int as n from quest_parts where action_id = $1', [
      source.temperatureActionId,
    ]);
    expect(stillThere.rows[0]).toEqual({ n: 2 });
  });

  it('refuses an order that is not exactly the parts, and parts of another quest, changing nothing', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const a = await buildQuest(server, token, { locationIds: [downtown], name: 'A', activate: false });
    const b = await buildQuest(server, token, { locationIds: [downtown], name: 'B', activate: false });
    const before = await storedPositions(a.quest.id);
    const ids = before.map((p) => p.id);
    for (const partIds of [ids.slice(1), [...ids, ids[0]], [ids[1], ids[0], b.choicePartId]]) {
      const result = await gql(server, DOCS.updateQuestPartsOrder, { questId: a.quest.id, partIds }, { token });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'The order must list every part of the quest exactly once' });
    }
    const foreignPart = await gql(server, DOCS.removeQuestParts, { questId: a.quest.id, partIds: [ids[0], b.choicePartId] }, { token });
    expect(errorOf(foreignPart)).toEqual({ code: 'NOT_FOUND', message: 'Quest part not found' });
    expect(await storedPositions(a.quest.id)).toEqual(before);
    expect((await storedPositions(b.quest.id)).map((p) => p.id)).toContain(b.choicePartId);
  });

  it("answers another client's section and action ids like missing ones", async () => {
    const harbor = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, harbor, { locationIds: [downtown], name: 'Harbor parts', activate: false });
    const sectionId = built.quest.parts[0]!.id;
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const section = await gql(server, DOCS.updateSectionMarker, { sectionId, name: 'Mine now' }, { token: sunrise });
    expect(errorOf(section)).toEqual({ code: 'NOT_FOUND', message: 'Section not found' });
    const { createQuest } = await ok<{ createQuest: QuestResult }>(
      server,
      DOCS.createQuest,
      { locationIds: [DEMO_IDS.sunriseMadrid] },
      { token: sunrise },
    );
    const insert = await gql(
      server,
      DOCS.insertQuestAction,
      { questId: createQuest.id, actionId: built.temperatureActionId, atIndex: 0 },
      { token: sunrise },
    );
    expect(errorOf(insert)).toEqual({ code: 'NOT_FOUND', message: 'Action not found' });
    const { rows } = await server.pool.query('select name from quest_parts where id = $1', [sectionId]);
    expect(rows[0]).toEqual({ name: 'Cold room' });
  });

  // PRODUCT.md: building quests is for Managers; a Location Manager only activates and pauses them.
  it.each([
    ['lm@harbor.example', false],
    ['cook@harbor.example', false],
    ['porter@harbor.example', false],
  ] as const)('%s may change parts of a Downtown quest: %s', async (email, allowed) => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const id = await newQuest(manager);
    const token = await tokenFor(server, email);
    const result = await gql(server, DOCS.createQuestSection, { questId: id, atIndex: 0 }, { token });
    if (allowed) expect(result.errors).toBeUndefined();
    else expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'Not authorized' });
    expect(await storedPositions(id)).toHaveLength(allowed ? 1 : 0);
  });
});
