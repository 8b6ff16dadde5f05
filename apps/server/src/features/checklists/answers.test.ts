import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { buildQuest, DOCS, errorOf, ok, openActivation, tokenFor } from '../../../test/quests.js';
import { sql } from 'drizzle-orm';

const server = useTestServer();

const downtown = DEMO_IDS.harborDowntown;

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.pool.query(query, params)).rows as T[];
}

describe("the worker's checklist flow", () => {
  it('answers as they go, submits, and gets a score and a fix-it for the failing answer', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown] });
    expect(built.quest.active).toBe(true);
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, downtown, built.quest.id);

    const first = await ok<{
      answerQuestAction: {
        progress: string;
        submission: { answerCount: number; answers: Array<{ compliant: boolean; temperatureCelsius: number }> };
      };
    }>(server, DOCS.answer, { activationId, partId: built.temperaturePartId, answer: { temperature: 39.2, unit: 'F' } }, { token: cook });
    expect(first.answerQuestAction.progress).toBe('IN_PROGRESS');
    expect(first.answerQuestAction.submission.answers).toEqual([expect.objectContaining({ compliant: true, temperatureCelsius: 4 })]);

    // Changing an answer replaces it (progress is saved as the worker goes, never duplicated).
    await ok(
      server,
      DOCS.answer,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3.5, unit: 'C' } },
      { token: cook },
    );
    const second = await ok<{
      answerQuestAction: { submission: { answerCount: number; answers: Array<{ chosenOptions: string[]; compliant: boolean }> } };
    }>(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [1] } }, { token: cook });
    expect(second.answerQuestAction.submission.answerCount).toBe(2);
    expect(second.answerQuestAction.submission.answers[1]).toEqual(expect.objectContaining({ chosenOptions: ['No'], compliant: false }));

    const submitted = await ok<{
      submitQuestActivation: {
        score: number;
        fixitCount: number;
        submittedBy: { displayName: string };
        fixits: Array<{ status: string; action: { name: string } }>;
      };
    }>(server, DOCS.submit, { activationId }, { token: cook });
    expect(submitted.submitQuestActivation).toEqual(
      expect.objectContaining({ score: 50, fixitCount: 1, submittedBy: { displayName: 'Chris Cook' } }),
    );
    expect(submitted.submitQuestActivation.fixits).toEqual([
      expect.objectContaining({ status: 'PENDING', action: { name: 'Door seal intact?' } }),
    ]);

    const [activation] = await rows<{ progress: string; score: number }>('select progress, score from quest_activations where id = $1', [
      activationId,
    ]);
    expect(activation).toEqual({ progress: 'FINISHED', score: 50 });
    const fixits = await rows<{ status: string; submitted_by: string; activation_id: string }>(
      'select f.status, f.activation_id, u.email as submitted_by from fixits f join users u on u.id = f.submitted_by where f.quest_id = $1',
      [built.quest.id],
    );
    expect(fixits).toEqual([{ status: 'PENDING', activation_id: activationId, submitted_by: 'cook@harbor.example' }]);

    const again = await gql(server, DOCS.submit, { activationId }, { token: cook });
    expect(errorOf(again)).toEqual({ code: 'ACTIVATION_FINISHED', message: 'This checklist was already submitted' });
    const late = await gql(
      server,
      DOCS.answer,
      { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } },
      { token: cook },
    );
    expect(errorOf(late).code).toBe('ACTIVATION_FINISHED');
  });

  it('lets a Basic User do the quests of their location', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Porter round' });
    const porter = await tokenFor(server, 'porter@harbor.example');
    const activationId = await openActivation(server, porter, downtown, built.quest.id);
    await ok(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token: porter });
    await ok(
      server,
      DOCS.answer,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' } },
      { token: porter },
    );
    const submitted = await ok<{ submitQuestActivation: { score: number; fixitCount: number } }>(
      server,
      DOCS.submit,
      { activationId },
      { token: porter },
    );
    expect(submitted.submitQuestActivation).toEqual(expect.objectContaining({ score: 100, fixitCount: 0 }));
  });

  it('counts an action left unanswered as not done: it lowers the score and raises a fix-it "not done"', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Closing round' });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, downtown, built.quest.id);
    // Only the choice is answered (compliantly); the temperature is skipped with "Submit anyway".
    await ok(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token: cook });
    const submitted = await ok<{
      submitQuestActivation: {
        id: string;
        score: number;
        answerCount: number;
        fixitCount: number;
        fixits: Array<{ action: { name: string } }>;
      };
    }>(server, DOCS.submit, { activationId }, { token: cook });
    expect(submitted.submitQuestActivation).toEqual(expect.objectContaining({ score: 50, answerCount: 1, fixitCount: 1 }));

    const fixits = await rows<{ status: string; answer_id: string | null; action_type: string }>(
      `select f.status, f.answer_id, a.type as action_type from fixits f join actions a on a.id = f.action_id
        where f.submission_id = $1`,
      [submitted.submitQuestActivation.id],
    );
    expect(fixits).toEqual([{ status: 'PENDING', answer_id: null, action_type: 'TEMPERATURE' }]);
    const [activation] = await rows<{ score: number }>('select score from quest_activations where id = $1', [activationId]);
    expect(activation?.score).toBe(50);

    const seen = await ok<{ fixits: { items: Array<{ notDone: boolean; answer: unknown; questActivation: { id: string } | null }> } }>(
      server,
      `query($locationId: ID) { fixits(locationId: $locationId, status: PENDING, first: 20) {
        items { notDone answer { id } questActivation { id } } } }`,
      { locationId: downtown },
      { token: manager },
    );
    expect(seen.fixits.items.filter((item) => item.questActivation?.id === activationId)).toEqual([
      { notDone: true, answer: null, questActivation: { id: activationId } },
    ]);
  });

  it('refuses bad answers with a clear message and saves nothing', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Bad input' });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, downtown, built.quest.id);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [built.temperaturePartId, {}, 'Field is required'],
      [built.temperaturePartId, { temperature: 2000, unit: 'C' }, 'This temperature is out of range'],
      [built.choicePartId, { optionIndexes: [0, 1] }, 'Choose one option'],
      [built.choicePartId, { optionIndexes: [7] }, 'Choose one of the options'],
    ];
    for (const [partId, answer, message] of cases) {
      const result = await gql(server, DOCS.answer, { activationId, partId, answer }, { token: cook });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const nothing = await gql(server, DOCS.submit, { activationId }, { token: cook });
    expect(errorOf(nothing).message).toBe('Answer at least one action before submitting');
    expect(await rows('select 1 from quest_submissions where activation_id = $1', [activationId])).toEqual([]);
    const [activation] = await rows<{ progress: string }>('select progress from quest_activations where id = $1', [activationId]);
    expect(activation?.progress).toBe('PENDING');
  });

  it('refuses answers outside the window', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Closed window' });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, downtown, built.quest.id);
    await withSystemTx(server.pool, (db) =>
      db.execute(
        sql`update quest_activations set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' where id = ${activationId}`,
      ),
    );
    const early = await gql(
      server,
      DOCS.answer,
      { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } },
      { token: cook },
    );
    expect(errorOf(early)).toEqual({ code: 'ACTIVATION_CLOSED', message: 'This checklist is not open now' });
  });

  it("answers another client's activation exactly like a missing one and changes nothing", async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Tenancy' });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, downtown, built.quest.id);
    const { client } = await buildClient(server.pool);
    const stranger = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER' });
    const token = await tokenFor(server, stranger.email, FACTORY_PASSWORD);
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const id of [activationId, missing]) {
      const answer = await gql(
        server,
        DOCS.answer,
        { activationId: id, partId: built.choicePartId, answer: { optionIndexes: [1] } },
        { token },
      );
      expect(errorOf(answer)).toEqual({ code: 'NOT_FOUND', message: 'Activation not found' });
      const submit = await gql(server, DOCS.submit, { activationId: id }, { token });
      expect(errorOf(submit)).toEqual({ code: 'NOT_FOUND', message: 'Activation not found' });
    }
    const peek = await gql(server, DOCS.todayActivations, { locationId: downtown }, { token });
    expect(errorOf(peek)).toEqual({ code: 'NOT_FOUND', message: 'Location not found' });
    expect(await rows('select 1 from quest_submissions where activation_id = $1', [activationId])).toEqual([]);
    // A Sunrise manager cannot reach Harbor's activation either.
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const cross = await gql(server, 'query($id: ID!) { questActivation(id: $id) { id } }', { id: activationId }, { token: sunrise });
    expect(cross.data).toEqual({ questActivation: null });
  });

  it('lists only the locations of the worker: Lisbon is not the cook’s', async () => {
    const cook = await tokenFor(server, 'cook@harbor.example');
    const result = await gql(server, DOCS.todayActivations, { locationId: DEMO_IDS.harborLisbon }, { token: cook });
    expect(errorOf(result).code).toBe('NOT_FOUND');
  });
});
