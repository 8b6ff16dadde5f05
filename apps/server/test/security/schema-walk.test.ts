import { buildSchema, graphql, GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/http/graphql/schema.js';
import { callsFor, ID_KINDS, idTakingFields, walkCrossTenant, type IdBook } from './schema-walk.js';

/**
 * The walker checked against a tiny schema whose resolvers leak on purpose, so a green cross-tenant walk
 * means "nothing leaked" and not "the walker saw nothing".
 */
const OWN = '11111111-1111-4111-8111-111111111111';
const FOREIGN = '22222222-2222-4222-8222-222222222222';
const OTHER_FOREIGN = '33333333-3333-4333-8333-333333333333';

const tiny = buildSchema(`
  type Thing { id: ID! name: String! }
  input RenameInput { thingId: ID! name: String! }
  type Query {
    safeThing(id: ID!): Thing
    leakyThing(id: ID!): Thing
    firstOnlyChecked(locationIds: [ID!]!): [Thing!]!
    noIds(first: Int): Int
    everyThing: [Thing!]!
  }
  type Mutation {
    safeRename(input: RenameInput!): Thing
    silentRename(input: RenameInput!): Thing
  }
`);

function tinyWorld() {
  const things = new Map([
    [OWN, { id: OWN, owner: 'own', name: 'Mine' }],
    [FOREIGN, { id: FOREIGN, owner: 'foreign', name: 'Foreign MARKER' }],
    [OTHER_FOREIGN, { id: OTHER_FOREIGN, owner: 'foreign', name: 'Another' }],
  ]);
  const mine = (id: string) => (things.get(id)?.owner === 'own' ? things.get(id)! : null);
  const root = {
    safeThing: ({ id }: { id: string }) => mine(id),
    leakyThing: ({ id }: { id: string }) => things.get(id) ?? null,
    // The classic slip: only the first id of the list is checked.
    firstOnlyChecked: ({ locationIds }: { locationIds: string[] }) =>
      mine(locationIds[0]!) ? locationIds.map((id) => things.get(id)).filter(Boolean) : [],
    noIds: () => 1,
    // A list that forgot its tenant filter: no id is sent, yet the other tenant's rows come back.
    everyThing: () => [...things.values()],
    safeRename: ({ input }: { input: { thingId: string; name: string } }) => {
      const thing = mine(input.thingId);
      if (!thing) throw new GraphQLError('Thing not found', { extensions: { code: 'NOT_FOUND' } });
      thing.name = input.name;
      return thing;
    },
    // Writes another tenant's row and hides it by answering null: only the row snapshot sees it.
    silentRename: ({ input }: { input: { thingId: string; name: string } }) => {
      const thing = things.get(input.thingId);
      if (thing) thing.name = input.name;
      return mine(input.thingId);
    },
  };
  return { things, root };
}

const book = (id: string): IdBook => Object.fromEntries(ID_KINDS.map((kind) => [kind, [id]])) as unknown as IdBook;

describe('the cross-tenant walker', () => {
  it('catches a read, a list checked by its first id only, an unfiltered list and a silent write, and passes the safe fields', async () => {
    const { things, root } = tinyWorld();
    const report = await walkCrossTenant({
      schema: tiny,
      execute: async (source, variableValues) =>
        JSON.parse(JSON.stringify(await graphql({ schema: tiny, source, variableValues, rootValue: root }))),
      own: book(OWN),
      foreign: book(FOREIGN),
      foreignIds: new Set([FOREIGN, OTHER_FOREIGN]),
      markers: ['MARKER'],
      snapshot: async () => Object.fromEntries([...things.values()].filter((t) => t.owner === 'foreign').map((t) => [t.id, t.name])),
    });
    expect(report.fields.map((field) => field.name).sort()).toEqual([
      'firstOnlyChecked',
      'leakyThing',
      'safeRename',
      'safeThing',
      'silentRename',
    ]);
    expect(report.listQueries.map((field) => field.name).sort()).toEqual(['everyThing', 'noIds']);
    expect([...new Set(report.findings.map((finding) => finding.field))].sort()).toEqual([
      'everyThing',
      'firstOnlyChecked',
      'leakyThing',
      'silentRename',
    ]);
    expect(report.findings).toContainEqual({ field: 'silentRename', call: 'any', problem: `write: ${FOREIGN} changed` });
    expect(report.findings.find((finding) => finding.field === 'firstOnlyChecked')?.call).toContain('locationIds = foreign');
  });

  it('sends each id position alone with the caller own ids around it, and both in a list', () => {
    const probe = idTakingFields(schema).find((field) => field.name === 'answerQuestAction')!;
    const calls = callsFor(probe, book(OWN), book(FOREIGN));
    expect(calls[0]!.variables).toMatchObject({ activationId: FOREIGN, partId: FOREIGN, answer: { fileIds: [FOREIGN] } });
    expect(calls.map((call) => call.variables)).toContainEqual(expect.objectContaining({ activationId: OWN, partId: FOREIGN }));
    expect(calls.map((call) => call.variables)).toContainEqual(
      expect.objectContaining({ activationId: OWN, partId: OWN, answer: expect.objectContaining({ fileIds: [OWN, FOREIGN] }) }),
    );
  });

  it('finds every id-taking root field of the real schema, nested input ids included', () => {
    const fields = idTakingFields(schema);
    expect(fields.length).toBeGreaterThanOrEqual(93);
    const updateSensor = fields.find((field) => field.name === 'updateSensor')!;
    expect(updateSensor.positions.map((position) => position.path.join('.'))).toEqual(
      expect.arrayContaining(['input.id', 'input.locationId', 'input.photoFileId']),
    );
    expect(fields.some((field) => field.name === 'login' || field.name === 'me')).toBe(false);
  });
});
