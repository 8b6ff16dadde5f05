import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { blankPng, uploadOk } from '../../../test/uploads.js';
import { buildQuest, DOCS, errorOf, ok, tokenFor } from '../../../test/quests.js';

const server = useTestServer();

const LIBRARY = `query($search: String, $category: ActionCategory, $page: Int, $first: Int) {
  libraryActions(search: $search, category: $category, page: $page, first: $first) { totalCount page first items { id name category activeQuestCount } } }`;

interface Library {
  libraryActions: {
    totalCount: number;
    page: number;
    first: number;
    items: Array<{ id: string; name: string; category: string | null; activeQuestCount: number }>;
  };
}

async function actionRow(id: string) {
  const { rows } = await server.pool.query('select name, properties, category, importance from actions where id = $1', [id]);
  return rows[0] as { name: string; properties: unknown; category: string | null } | undefined;
}

describe('libraryActions', () => {
  it('pages 20 by default, newest edits first, with search and category filters', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    for (let i = 0; i < 2; i += 1)
      await buildQuest(server, token, { locationIds: [DEMO_IDS.harborDowntown], name: `Filler ${i}`, activate: false });
    const first = await ok<Library>(server, LIBRARY, {}, { token });
    expect(first.libraryActions).toEqual(expect.objectContaining({ page: 1, first: 20 }));
    expect(first.libraryActions.totalCount).toBeGreaterThanOrEqual(17); // 13 seeded + 4 built
    expect(first.libraryActions.items.length).toBe(Math.min(20, first.libraryActions.totalCount));
    const second = await ok<Library>(server, LIBRARY, { page: 2, first: 10 }, { token });
    expect(second.libraryActions.items.map((a) => a.id)).not.toContain(first.libraryActions.items[0]!.id);

    const search = await ok<Library>(server, LIBRARY, { search: 'FREEZER' }, { token });
    expect(search.libraryActions.items.map((a) => a.name)).toEqual(['Freezer temperature']);
    expect(search.libraryActions.items[0]!.activeQuestCount).toBe(1);
    const pests = await ok<Library>(server, LIBRARY, { category: 'PEST_CONTROL' }, { token });
    expect(pests.libraryActions.items.map((a) => a.name)).toEqual(['Any signs of pests?']);
    const wildcard = await ok<Library>(server, LIBRARY, { search: '%' }, { token });
    expect(wildcard.libraryActions.totalCount).toBe(0);
  });

  it('shows each client only its own library', async () => {
    const token = await tokenFor(server, 'manager@sunrise.example');
    const result = await ok<Library>(server, LIBRARY, { search: 'Freezer' }, { token });
    expect(result.libraryActions.totalCount).toBe(0);
  });

  it.each([
    ['manager@harbor.example', true],
    ['lm@harbor.example', true],
    ['cook@harbor.example', false],
    ['porter@harbor.example', false],
  ] as const)('%s may browse the library: %s', async (email, allowed) => {
    const token = await tokenFor(server, email);
    const result = await gql<Library>(server, LIBRARY, {}, { token });
    if (allowed) expect(result.data?.libraryActions.items.length).toBeGreaterThan(0);
    else expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'Not authorized' });
  });
});

describe('updateAction', () => {
  it('changes fields and properties (JSON) and replaces attachments with files of the client', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [DEMO_IDS.harborDowntown], name: 'Editable', activate: false });
    const picture = await uploadOk(server, blankPng(40, 30), 'probe.png', token);
    const result = await ok<{
      updateAction: {
        name: string;
        category: string;
        importance: string;
        properties: string;
        attachments: Array<{ id: string; type: string; url: string }>;
      };
    }>(
      server,
      DOCS.updateAction,
      {
        actionId: built.temperatureActionId,
        name: 'Display fridge',
        category: 'COLD_HOLDING',
        importance: 'MORE',
        attachments: [picture.id],
        properties: JSON.stringify({ safeZones: [{ direction: 'BELOW', thresholdCelsius: 4 }] }),
      },
      { token },
    );
    expect(result.updateAction).toEqual(expect.objectContaining({ name: 'Display fridge', category: 'COLD_HOLDING', importance: 'MORE' }));
    expect(JSON.parse(result.updateAction.properties)).toEqual({ safeZones: [{ direction: 'BELOW', thresholdCelsius: 4 }] });
    expect(result.updateAction.attachments).toEqual([
      expect.objectContaining({ id: picture.id, type: 'PICTURE', url: `/files/${picture.id}/original` }),
    ]);
    const cleared = await ok<{ updateAction: { category: string | null; attachments: unknown[] } }>(
      server,
      DOCS.updateAction,
      { actionId: built.temperatureActionId, category: null, attachments: [] },
      { token },
    );
    expect(cleared.updateAction).toEqual(expect.objectContaining({ category: null, attachments: [] }));
  });

  it('refuses invalid properties and unknown files, changing nothing', async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [DEMO_IDS.harborDowntown], name: 'Invalid', activate: false });
    const before = await actionRow(built.choiceActionId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ properties: '{not json' }, 'BAD_USER_INPUT', 'Properties must be valid JSON'],
      [{ properties: JSON.stringify({ options: [{ name: 'Only', triggersFixIt: false }] }) }, 'BAD_USER_INPUT', 'Add at least two options'],
      [
        {
          properties: JSON.stringify({
            options: [
              { name: '', triggersFixIt: false },
              { name: 'B', triggersFixIt: true },
            ],
          }),
        },
        'BAD_USER_INPUT',
        'Field is required',
      ],
      [{ attachments: ['00000000-0000-4000-8000-00000000dead'] }, 'FILE_NOT_FOUND', 'File not found'],
    ];
    for (const [fields, code, message] of cases) {
      const result = await gql(
        server,
        DOCS.updateAction,
        { actionId: built.choiceActionId, name: 'Should not stick', ...fields },
        { token },
      );
      expect(errorOf(result), JSON.stringify(fields)).toEqual({ code, message });
    }
    expect(await actionRow(built.choiceActionId)).toEqual(before);
  });

  it("is blocked while an active quest holds the action: 'Editing blocked - action belongs to one or more active quests'", async () => {
    const token = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, token, { locationIds: [DEMO_IDS.harborDowntown], name: 'Active holder' });
    const result = await gql(server, DOCS.updateAction, { actionId: built.temperatureActionId, name: 'Changed' }, { token });
    expect(errorOf(result)).toEqual({
      code: 'ACTION_EDIT_BLOCKED',
      message: 'Editing blocked - action belongs to one or more active quests',
    });
    expect((await actionRow(built.temperatureActionId))?.name).toBe('Fridge temperature');
    await ok(server, DOCS.setQuestActive, { questId: built.quest.id, active: false }, { token });
    await ok(server, DOCS.updateAction, { actionId: built.temperatureActionId, name: 'Changed' }, { token });
    expect((await actionRow(built.temperatureActionId))?.name).toBe('Changed');
  });

  it('lets only Managers edit actions: a Location Manager is refused even for a quest of their own location', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const own = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown], name: 'Downtown only', activate: false });
    for (const email of ['lm@harbor.example', 'cook@harbor.example']) {
      const token = await tokenFor(server, email);
      expect(errorOf(await gql(server, DOCS.updateAction, { actionId: own.choiceActionId, name: `${email} edit` }, { token }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized',
      });
    }
    expect((await actionRow(own.choiceActionId))?.name).toBe('Door seal intact?');
    await ok(server, DOCS.updateAction, { actionId: own.choiceActionId, name: 'Manager edit' }, { token: manager });
    expect((await actionRow(own.choiceActionId))?.name).toBe('Manager edit');
  });

  it("answers another client's action exactly like a missing one, and changes nothing", async () => {
    const harbor = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, harbor, { locationIds: [DEMO_IDS.harborDowntown], name: 'Private', activate: false });
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    for (const actionId of [built.choiceActionId, '00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
      expect(errorOf(await gql(server, DOCS.updateAction, { actionId, name: 'Stolen' }, { token: sunrise }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Action not found',
      });
    }
    expect((await actionRow(built.choiceActionId))?.name).toBe('Door seal intact?');
  });
});
