import { isLeafType, getNamedType, type GraphQLField } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/http/graphql/schema.js';
import { buildUser, FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs, type GqlResponse } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { buildQuest, DOCS, ok, openActivation } from '../quests.js';
import { systemQuery } from '../readings.js';
import { MATRIX_COLUMNS, readRoleMatrix, type MatrixColumn } from './role-matrix.js';
import { argumentsFor, documentFor, idTakingFields } from './schema-walk.js';
import { buildTenantWorld, type LocationWorld, type Member, type TenantWorld } from './security-world.js';
import { tenantFingerprint, tenantTables } from './tenant-snapshot.js';

/**
 * PRODUCT.md's access levels as one table (role-matrix.md) × every mutation of the schema. Each mutation is
 * called by each level with real ids of a location: an allowed call must not be refused (it runs inside a
 * request that is then failed on purpose, so it is rolled back and the next call finds the same world); a
 * forbidden one must be refused and change no row of the client.
 */
const matrix = readRoleMatrix();
const mutations = Object.values(schema.getMutationType()!.getFields()) as Array<GraphQLField<unknown, unknown>>;
const positions = new Map(idTakingFields(schema).map((field) => [field.name, field.positions]));

/** A root field that fails for every level (a missing user, or not allowed): the request rolls back. */
const ROLLBACK = 'rollback: deleteUser(id: "00000000-0000-4000-8000-000000000000") { __typename }';

/** How a refusal looks: the authorization category, or an object out of reach answered as missing. */
function refusal(error: { message: string; extensions?: Record<string, unknown> } | undefined): boolean {
  if (!error) return false;
  const code = String(error.extensions?.code ?? '');
  return (
    error.extensions?.category === 'authorization' ||
    code === 'NOT_FOUND' ||
    code.startsWith('ERROR_FAILED_TO_') ||
    /not found|unknown location/i.test(error.message)
  );
}

const server = useTestServer();
let world: TenantWorld;
let admin: Member;
let tables: string[];
/** Each person's own training attempt at each location (attempts are personal). */
const attempts = new Map<string, string>();
/** A fix-it the Basic User raised: they resolve only their own. */
const fixits = new Map<string, string>();

interface Subject {
  column: MatrixColumn;
  member: () => Member;
  at: () => LocationWorld;
}
const subjects: Subject[] = [
  { column: 'FULL_ADMIN', member: () => admin, at: () => world.a },
  { column: 'MANAGER', member: () => world.manager, at: () => world.a },
  { column: 'LM_OWN_LOCATION', member: () => world.a.locationManager, at: () => world.a },
  { column: 'LM_OTHER_LOCATION', member: () => world.a.locationManager, at: () => world.b },
  { column: 'STANDARD_USER', member: () => world.a.cook, at: () => world.a },
  { column: 'BASIC_USER', member: () => world.a.porter, at: () => world.a },
];

async function emailOf(userId: string): Promise<string> {
  const { rows } = await systemQuery<{ email: string }>(server.pool, 'SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]!.email;
}

/** Signs a member in again when a previous allowed call (logout, logout everywhere) ended their session. */
async function ensureSession(member: Member): Promise<void> {
  const me = await gql(server, '{ me { id } }', {}, { token: member.token, clientId: member.clientId });
  if (!me.errors) return;
  member.token = (await loginAs(server, await emailOf(member.userId), FACTORY_PASSWORD)).token;
}

/** What a related call needs of its location and caller. */
interface RelatedCall {
  r: LocationWorld['related'];
  at: LocationWorld;
  member: Member;
  attemptId: string | undefined;
}

/**
 * Ids that only make sense together, for the mutations that take such pairs (a table, not a switch: one
 * line per mutation, however many there are); the rest come from the walker.
 */
const RELATED_ARGUMENTS: Record<string, (call: RelatedCall) => Record<string, unknown>> = {
  answerQuestAction: ({ r }) => ({
    activationId: r.openActivation.id,
    partId: r.openActivation.partId,
    answer: { temperature: 3 },
  }),
  submitQuestActivation: ({ r }) => ({ activationId: r.openActivation.id }),
  startTraining: ({ r }) => ({ trainingId: r.activeTraining.id }),
  answerTrainingAction: ({ r, attemptId }) => ({
    attemptId,
    partId: r.activeTraining.instructionPartId,
    answer: { acknowledged: true },
  }),
  submitTrainingAttempt: ({ attemptId }) => ({ attemptId }),
  assignTraining: ({ r, at }) => ({ questId: r.activeTraining.id, users: [at.cook.userId] }),
  unassignTraining: ({ r, at }) => ({ questId: r.activeTraining.id, users: [at.cook.userId] }),
  attachSensor: ({ r }) => ({ applianceId: r.bareApplianceId, sensorId: r.stockSensorId }),
  detachSensor: ({ r }) => ({ applianceId: r.monitoredApplianceId, sensorId: r.attachedSensorId }),
  deleteSensor: ({ r }) => ({ id: r.stockSensorId }),
  recordCorrectiveAction: ({ at }) => ({ input: { alertId: at.ids.alert[0], fate: 'DISCARDED' } }),
  signOffCorrectiveAction: ({ r }) => ({ id: r.correctiveActionId }),
  linkAnswerAppliance: ({ r }) => ({ answerId: r.temperatureAnswerId, applianceId: r.monitoredApplianceId }),
  deleteAppliance: ({ r }) => ({ id: r.bareApplianceId }),
  deleteArea: ({ r }) => ({ id: r.emptyAreaId }),
  deleteUser: ({ at }) => ({ id: at.cook.userId }),
  updateUser: ({ at }) => ({ id: at.cook.userId, input: { firstname: 'Renamed', lastname: 'Cook' } }),
  resolveFixit: ({ at, member }) => ({ id: fixits.get(member.userId) ?? at.ids.fixit[0], comment: 'Fixed the door seal' }),
  assignFixit: ({ at }) => ({ input: { fixitId: at.ids.fixit[0], ownerId: at.cook.userId, dueOn: null } }),
  insertQuestAction: ({ r }) => ({ questId: r.draftQuest.id, actionId: r.libraryActionId, atIndex: 0 }),
  insertTrainingAction: ({ r }) => ({ trainingId: r.draftTraining.id, actionId: r.libraryActionId, atIndex: 0 }),
  removeQuestParts: ({ r }) => ({ questId: r.draftQuest.id, partIds: [r.draftQuest.sectionId] }),
  updateQuestPartsOrder: ({ r }) => ({ questId: r.draftQuest.id, partIds: [...r.draftQuest.partIds].reverse() }),
  removeTrainingParts: ({ r }) => ({ trainingId: r.draftTraining.id, partIds: [r.draftTraining.partIds[0]] }),
  updateTrainingPartsOrder: ({ r }) => ({
    trainingId: r.draftTraining.id,
    partIds: [...r.draftTraining.partIds].reverse(),
  }),
  setQuestPausedAt: ({ r, at }) => ({ questId: r.draftQuest.id, locationId: at.locationId, paused: true }),
};

function relatedArguments(mutation: string, at: LocationWorld, member: Member): Record<string, unknown> | null {
  const build = RELATED_ARGUMENTS[mutation];
  if (!build) return null;
  const attemptId = attempts.get(`${member.userId}:${at.locationId}`) ?? at.ids.attempt[0];
  return build({ r: at.related, at, member, attemptId });
}

/** The variables of one call: related pairs where needed, otherwise the walker's values with this location's ids. */
function variablesFor(field: GraphQLField<unknown, unknown>, at: LocationWorld, member: Member): Record<string, unknown> {
  const related = relatedArguments(field.name, at, member);
  if (related) return related;
  const fieldPositions = positions.get(field.name) ?? [];
  return argumentsFor(field, (path) => {
    const position = fieldPositions.find((p) => p.path.join('.') === path.join('.'));
    if (!position) return undefined;
    const id = position.kinds.map((kind) => at.ids[kind][0] ?? world.ids[kind][0]).find(Boolean);
    if (!id) return undefined;
    return position.list ? [id] : id;
  });
}

async function call(field: GraphQLField<unknown, unknown>, subject: Subject, rollBack: boolean): Promise<GqlResponse<unknown>> {
  const member = subject.member();
  const variables = variablesFor(field, subject.at(), member);
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  const document = documentFor({ operation: 'mutation', name: field.name, field }, variables, {
    selection,
    alsoInside: rollBack ? ROLLBACK : '',
  });
  return gql(server, document, variables, { token: member.token, clientId: member.clientId });
}

/** The error the mutation itself answered (not the deliberate rollback field's). */
const ownError = (result: GqlResponse<unknown>, mutation: string) =>
  (result.errors as Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }> | undefined)?.find(
    (error) => error.path?.[0] === mutation || !error.path,
  );

/** Mutations after which a member may have to sign in again (their own or someone's sessions end). */
const ENDS_SESSIONS = /logout|password|Password|deleteUser|updateUser|updateProfile|Sessions/;
let mayEndSessions = true;

const outcomes: Array<{ mutation: string; column: MatrixColumn; expected: boolean; refused: boolean; changed: string[]; answer: string }> =
  [];

beforeAll(async () => {
  world = await buildTenantWorld(server, `Matrix${Math.random().toString(36).slice(2, 6)}`);
  const adminUser = await buildUser(server.pool, { systemRole: 'ADMIN' });
  admin = { userId: adminUser.id, token: (await loginAs(server, adminUser.email, FACTORY_PASSWORD)).token, clientId: world.clientId };
  tables = await tenantTables(server.pool);
  await systemQuery(server.pool, "UPDATE job_schedules SET next_run_at = now() + interval '1 day'");
  // Trainings are taken by the people they are assigned to: everyone of location A, each with an attempt.
  const training = world.a.related.activeTraining.id;
  await gql(
    server,
    'mutation($questId: ID!, $users: [ID!]!) { assignTraining(questId: $questId, users: $users) { id } }',
    { questId: training, users: [world.manager.userId, world.a.locationManager.userId] },
    { token: world.manager.token },
  );
  for (const member of [world.manager, world.a.locationManager, world.a.cook, world.a.porter]) {
    const started = await gql<{ startTraining: { id: string } }>(
      server,
      'mutation($id: ID!) { startTraining(trainingId: $id) { id } }',
      { id: training },
      { token: member.token },
    );
    if (started.data) attempts.set(`${member.userId}:${world.a.locationId}`, started.data.startTraining.id);
  }

  const porter = world.a.porter;
  const round = await buildQuest(server, world.manager.token, { locationIds: [world.a.locationId], name: 'Porter round' });
  const activationId = await openActivation(server, porter.token, world.a.locationId, round.quest.id);
  await ok(server, DOCS.answer, { activationId, partId: round.temperaturePartId, answer: { temperature: 3 } }, { token: porter.token });
  await ok(server, DOCS.answer, { activationId, partId: round.choicePartId, answer: { optionIndexes: [1] } }, { token: porter.token });
  const submitted = await ok<{ submitQuestActivation: { fixits: Array<{ id: string }> } }>(
    server,
    DOCS.submit,
    { activationId },
    { token: porter.token },
  );
  fixits.set(porter.userId, submitted.submitQuestActivation.fixits[0]!.id);

  for (const field of mutations) {
    const row = matrix.find((candidate) => candidate.mutation === field.name);
    if (!row) continue;
    // Only after a call that can end a session: checking every member before every mutation doubled the
    // requests and ran the suite into the GraphQL route's own rate limit (1,200 a minute from one address).
    if (mayEndSessions) for (const subject of subjects) await ensureSession(subject.member());
    mayEndSessions = ENDS_SESSIONS.test(field.name);
    // Forbidden calls first, for real: they must be refused and leave every row of the client as it was.
    const before = await tenantFingerprint(server.pool, world.clientId, tables);
    for (const subject of subjects.filter((s) => !row.allowed[s.column])) {
      const error = ownError(await call(field, subject, false), field.name);
      outcomes.push({
        mutation: field.name,
        column: subject.column,
        expected: false,
        refused: refusal(error),
        changed: [],
        answer: String(error?.extensions?.code ?? 'OK'),
      });
    }
    const after = await tenantFingerprint(server.pool, world.clientId, tables);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    for (const outcome of outcomes.filter((o) => o.mutation === field.name)) outcome.changed = changed;
    // Allowed calls, rolled back.
    for (const subject of subjects.filter((s) => row.allowed[s.column])) {
      const error = ownError(await call(field, subject, true), field.name);
      outcomes.push({
        mutation: field.name,
        column: subject.column,
        expected: true,
        refused: refusal(error),
        changed: [],
        answer: `${String(error?.extensions?.code ?? 'OK')} ${error?.message ?? ''}`,
      });
    }
  }
}, 600_000);

describe('role matrix (role-matrix.md × every mutation × five access levels)', () => {
  it('classifies every mutation of the schema, and only those', () => {
    const names = mutations.map((field) => field.name).sort();
    expect(names.filter((name) => !matrix.some((row) => row.mutation === name))).toEqual([]);
    expect(matrix.map((row) => row.mutation).filter((name) => !names.includes(name))).toEqual([]);
    expect(new Set(matrix.map((row) => row.mutation)).size).toBe(matrix.length);
  });

  it('refuses every forbidden call without changing a row, and refuses no allowed one', () => {
    const wrong = outcomes
      .filter((o) => o.expected === o.refused || o.changed.length > 0)
      .map(
        (o) =>
          `${o.mutation} as ${o.column}: ${o.expected ? `allowed but refused (${o.answer})` : o.refused ? `refused but changed ${o.changed.join(', ')}` : `forbidden but answered ${o.answer}`}`,
      );
    expect(wrong).toEqual([]);
    expect(outcomes.length).toBe(matrix.length * MATRIX_COLUMNS.length);
  });
});
