import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, errorOf, ok, openActivation, tokenFor, type BuiltQuest } from '../../../test/quests.js';

/** Answers and submits sent from a device's offline outbox (issue 20 item 4), over GraphQL on the real server. */
const server = useTestServer();

const downtown = DEMO_IDS.harborDowntown;
const HOUR = 3_600_000;

const ANSWER = `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!, $clientAnswerId: ID, $answeredAt: DateTime) {
  answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer, clientAnswerId: $clientAnswerId, answeredAt: $answeredAt) {
    id progress submission { id answerCount answers { partId compliant temperatureCelsius answeredAt } } } }`;
const SUBMIT = `mutation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {
  submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {
    id score answerCount fixitCount submittedAt } }`;

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.pool.query(query, params)).rows as T[];
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Moves an activation's window (hours from now) and, when `missed`, closes it as the job would have. The
 * times come from the process clock, as the server's "now" does (the time-proof run shifts it; PostgreSQL's
 * now() keeps the real time).
 */
async function setWindow(activationId: string, fromHours: number, toHours: number, missed = false): Promise<void> {
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const missedAt = missed ? new Date().toISOString() : null;
  await withSystemTx(server.pool, (db) =>
    db.execute(sql`update quest_activations set starts_at = ${at(fromHours)}::timestamptz, ends_at = ${at(toHours)}::timestamptz,
      missed_at = ${missedAt}::timestamptz, score = case when ${missed} then 0 else null end
      where id = ${activationId}`),
  );
}

async function started(name: string, email = 'cook@harbor.example'): Promise<{ built: BuiltQuest; token: string; activationId: string }> {
  const manager = await tokenFor(server, 'manager@harbor.example');
  const built = await buildQuest(server, manager, { locationIds: [downtown], name });
  const token = await tokenFor(server, email);
  return { built, token, activationId: await openActivation(server, token, downtown, built.quest.id) };
}

describe('answers from an offline outbox', () => {
  it('stores an answer and a submit sent twice exactly once, with the times they were given', async () => {
    const { built, token, activationId } = await started('Walk-in round');
    const clientAnswerId = randomUUID();
    const answeredAt = ago(20 * 60_000);
    const variables = { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' }, clientAnswerId, answeredAt };
    const first = await ok<{ answerQuestAction: { submission: { answers: Array<{ answeredAt: string }> } } }>(server, ANSWER, variables, {
      token,
    });
    // The response was lost on the way back: the outbox sends the same answer again.
    const second = await ok<typeof first>(server, ANSWER, variables, { token });
    expect(second.answerQuestAction.submission.answers).toEqual(first.answerQuestAction.submission.answers);
    expect(first.answerQuestAction.submission.answers[0]!.answeredAt).toBe(answeredAt);
    const stored = await rows<{ n: number; answered_at: Date }>(
      'select count(*)::int as n, min(answered_at) as answered_at from quest_answers where client_answer_id = $1',
      [clientAnswerId],
    );
    expect(stored).toEqual([{ n: 1, answered_at: new Date(answeredAt) }]);

    const clientSubmissionId = randomUUID();
    const submittedAt = ago(10 * 60_000);
    const submit = { activationId, clientSubmissionId, submittedAt };
    const submitted = await ok<{ submitQuestActivation: { id: string; score: number; submittedAt: string; fixitCount: number } }>(
      server,
      SUBMIT,
      submit,
      { token },
    );
    const again = await ok<typeof submitted>(server, SUBMIT, submit, { token });
    expect(again).toEqual(submitted);
    expect(submitted.submitQuestActivation).toEqual(expect.objectContaining({ submittedAt, score: 50, fixitCount: 1 }));
    expect(await rows('select count(*)::int as n from quest_submissions where activation_id = $1', [activationId])).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from fixits where activation_id = $1', [activationId])).toEqual([{ n: 1 }]);
    // The answer's resend after the submit still returns the stored result instead of 'already submitted'.
    await ok(server, ANSWER, variables, { token });
    // A submit without the device's id is a new submit: refused as before.
    expect(errorOf(await gql(server, SUBMIT, { activationId }, { token })).code).toBe('ACTIVATION_FINISHED');
  });

  it('never lets an older answer that arrives late replace a newer one to the same action', async () => {
    const { built, token, activationId } = await started('Late arrivals');
    const partId = built.temperaturePartId;
    await ok(
      server,
      ANSWER,
      { activationId, partId, answer: { temperature: 2, unit: 'C' }, clientAnswerId: randomUUID(), answeredAt: ago(60_000) },
      { token },
    );
    await ok(
      server,
      ANSWER,
      { activationId, partId, answer: { temperature: 9, unit: 'C' }, clientAnswerId: randomUUID(), answeredAt: ago(30 * 60_000) },
      { token },
    );
    expect(
      await rows(
        "select (value->>'temperatureCelsius')::float as c from quest_answers a join quest_submissions s on s.id = a.submission_id where s.activation_id = $1",
        [activationId],
      ),
    ).toEqual([{ c: 2 }]);
  });

  it('accepts a window that closed meanwhile when the answers were given inside it, within the 12 h bound', async () => {
    const { built, token, activationId } = await started('Closing checklist');
    await setWindow(activationId, -5, -1, true);
    const answeredAt = ago(2 * HOUR);
    await ok(
      server,
      ANSWER,
      { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] }, clientAnswerId: randomUUID(), answeredAt },
      { token },
    );
    await ok(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' }, clientAnswerId: randomUUID(), answeredAt },
      { token },
    );
    const submittedAt = ago(1.5 * HOUR);
    const submitted = await ok<{ submitQuestActivation: { score: number; submittedAt: string } }>(
      server,
      SUBMIT,
      { activationId, clientSubmissionId: randomUUID(), submittedAt },
      { token },
    );
    expect(submitted.submitQuestActivation).toEqual(expect.objectContaining({ score: 100, submittedAt }));
    const [activation] = await rows<{ progress: string; score: number; missed_at: Date | null; finished_at: Date }>(
      'select progress, score, missed_at, finished_at from quest_activations where id = $1',
      [activationId],
    );
    expect(activation).toEqual({ progress: 'FINISHED', score: 100, missed_at: null, finished_at: new Date(submittedAt) });

    // Without a time, the closed window refuses as always; with a time after its end, too.
    const closed = await started('Closed meanwhile');
    await setWindow(closed.activationId, -5, -1, true);
    const partId = closed.built.choicePartId;
    const plain = await gql(server, ANSWER, { activationId: closed.activationId, partId, answer: { optionIndexes: [0] } }, { token });
    expect(errorOf(plain)).toEqual({ code: 'ACTIVATION_CLOSED', message: 'This checklist is not open now' });
    const after = await gql(
      server,
      ANSWER,
      {
        activationId: closed.activationId,
        partId,
        answer: { optionIndexes: [0] },
        clientAnswerId: randomUUID(),
        answeredAt: ago(HOUR / 2),
      },
      { token },
    );
    expect(errorOf(after).code).toBe('ACTIVATION_CLOSED');
  });

  it('refuses answers older than the bound and times in the future, storing nothing', async () => {
    const { built, token, activationId } = await started('Too late');
    await setWindow(activationId, -20, -13, true);
    const partId = built.choicePartId;
    const old = await gql(
      server,
      ANSWER,
      { activationId, partId, answer: { optionIndexes: [0] }, clientAnswerId: randomUUID(), answeredAt: ago(14 * HOUR) },
      { token },
    );
    expect(errorOf(old)).toEqual({ code: 'ANSWER_TOO_OLD', message: 'Answers given more than 12 hours ago are no longer accepted' });
    expect(old.errors?.[0]?.extensions?.maxDelayHours).toBe(12);
    const lateSubmit = await gql(
      server,
      SUBMIT,
      { activationId, clientSubmissionId: randomUUID(), submittedAt: ago(14 * HOUR) },
      { token },
    );
    expect(errorOf(lateSubmit).code).toBe('ANSWER_TOO_OLD');

    const open = await started('Clock ahead');
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    const ahead = await gql(
      server,
      ANSWER,
      {
        activationId: open.activationId,
        partId: open.built.choicePartId,
        answer: { optionIndexes: [0] },
        clientAnswerId: randomUUID(),
        answeredAt: future,
      },
      { token },
    );
    expect(errorOf(ahead)).toEqual({ code: 'ANSWER_TIME_IN_FUTURE', message: 'The time the answer was given is in the future' });
    const malformed = await gql(
      server,
      ANSWER,
      { activationId: open.activationId, partId: open.built.choicePartId, answer: { optionIndexes: [0] }, clientAnswerId: 'answer-1' },
      { token },
    );
    expect(errorOf(malformed)).toEqual({ code: 'BAD_USER_INPUT', message: 'The client id must be a UUID' });
    expect(await rows('select 1 from quest_submissions where activation_id = any($1)', [[activationId, open.activationId]])).toEqual([]);
  });

  it("refuses an id already used for another action, another checklist or another client's answer", async () => {
    const { built, token, activationId } = await started('Taken ids');
    const clientAnswerId = randomUUID();
    await ok(server, ANSWER, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] }, clientAnswerId }, { token });
    const otherPart = await gql(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' }, clientAnswerId },
      { token },
    );
    expect(errorOf(otherPart)).toEqual({ code: 'CLIENT_ID_TAKEN', message: 'This id was already used for another answer' });

    // Sunrise is another client: Harbor's id is refused there, and reveals nothing of Harbor's answer.
    const sunriseManager = await tokenFor(server, 'manager@sunrise.example');
    const sunrise = await buildQuest(server, sunriseManager, { locationIds: [DEMO_IDS.sunriseMadrid], name: 'Madrid round' });
    const sunriseActivation = await openActivation(server, sunriseManager, DEMO_IDS.sunriseMadrid, sunrise.quest.id);
    const foreign = await gql(
      server,
      ANSWER,
      { activationId: sunriseActivation, partId: sunrise.choicePartId, answer: { optionIndexes: [0] }, clientAnswerId },
      { token: sunriseManager },
    );
    expect(errorOf(foreign).code).toBe('CLIENT_ID_TAKEN');
    expect(foreign.data).toBeNull();
    expect(await rows('select 1 from quest_submissions where activation_id = $1', [sunriseActivation])).toEqual([]);

    const clientSubmissionId = randomUUID();
    await ok(server, SUBMIT, { activationId, clientSubmissionId }, { token });
    await ok(
      server,
      ANSWER,
      { activationId: sunriseActivation, partId: sunrise.choicePartId, answer: { optionIndexes: [0] } },
      { token: sunriseManager },
    );
    const foreignSubmit = await gql(server, SUBMIT, { activationId: sunriseActivation, clientSubmissionId }, { token: sunriseManager });
    expect(errorOf(foreignSubmit).code).toBe('CLIENT_ID_TAKEN');
    expect(await rows('select progress from quest_activations where id = $1', [sunriseActivation])).toEqual([{ progress: 'IN_PROGRESS' }]);
  });

  it('lets a Basic User send offline answers, and refuses a location the worker does not have', async () => {
    const porter = await started('Porter offline', 'porter@harbor.example');
    await ok(
      server,
      ANSWER,
      {
        activationId: porter.activationId,
        partId: porter.built.choicePartId,
        answer: { optionIndexes: [0] },
        clientAnswerId: randomUUID(),
        answeredAt: ago(60_000),
      },
      { token: porter.token },
    );
    await ok(
      server,
      SUBMIT,
      { activationId: porter.activationId, clientSubmissionId: randomUUID(), submittedAt: ago(30_000) },
      { token: porter.token },
    );

    const manager = await tokenFor(server, 'manager@harbor.example');
    const lisbon = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborLisbon], name: 'Lisbon round' });
    const lisbonActivation = await openActivation(server, manager, DEMO_IDS.harborLisbon, lisbon.quest.id);
    const cook = await tokenFor(server, 'cook@harbor.example');
    const refused = await gql(
      server,
      ANSWER,
      {
        activationId: lisbonActivation,
        partId: lisbon.choicePartId,
        answer: { optionIndexes: [0] },
        clientAnswerId: randomUUID(),
        answeredAt: ago(60_000),
      },
      { token: cook },
    );
    expect(errorOf(refused)).toEqual({ code: 'NOT_FOUND', message: 'Activation not found' });
  });
});
