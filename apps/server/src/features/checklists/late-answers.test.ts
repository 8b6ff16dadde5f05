import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, errorOf, ok, openActivation, tokenFor } from '../../../test/quests.js';

/** Two phones on one checklist (issue 41 item 2): late answers kept as evidence, over GraphQL on the real server. */
const server = useTestServer();

const downtown = DEMO_IDS.harborDowntown;
const ANSWER = `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!, $clientAnswerId: ID, $answeredAt: DateTime, $device: String) {
  answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer, clientAnswerId: $clientAnswerId, answeredAt: $answeredAt, device: $device) {
    id progress score } }`;
const SUBMIT = `mutation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime) {
  submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt) {
    id score fixitCount } }`;
const DETAILS = `query($id: ID!) { questSubmissionDetails(id: $id) { id score fixitCount answerCount
  answers { partId answeredBy { displayName } temperatureCelsius }
  lateAnswers { id device receivedAt answer { partId answeredAt compliant temperatureCelsius chosenOptions answeredBy { displayName } } } } }`;

type Details = {
  questSubmissionDetails: {
    score: number;
    fixitCount: number;
    answerCount: number;
    answers: Array<{ partId: string; temperatureCelsius: number | null }>;
    lateAnswers: Array<{
      device: string | null;
      receivedAt: string;
      answer: { partId: string; answeredAt: string; compliant: boolean; temperatureCelsius: number | null; chosenOptions: string[] };
    }>;
  } | null;
};

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.pool.query(query, params)).rows as T[];
}

describe('a checklist answered on two phones', () => {
  it('keeps the late phone’s answers given before the other submit as evidence: listed, never scored, never a fix-it', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [downtown], name: 'Shared walk-in' });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, manager, downtown, built.quest.id);

    // Phone B (the manager) answers the temperature online and submits 5 minutes ago.
    await ok(server, ANSWER, { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' } }, { token: manager });
    const submitted = await ok<{ submitQuestActivation: { id: string; score: number; fixitCount: number } }>(
      server,
      SUBMIT,
      { activationId, clientSubmissionId: randomUUID(), submittedAt: ago(5) },
      { token: manager },
    );
    const { id: submissionId, score, fixitCount } = submitted.submitQuestActivation;

    // Phone A (the cook) answered both actions offline 20 minutes ago; they arrive now, twice (lost reply).
    const device = 'Android · Chrome · #A1B2';
    const temperature = {
      activationId,
      partId: built.temperaturePartId,
      answer: { temperature: 9, unit: 'C' },
      clientAnswerId: randomUUID(),
      answeredAt: ago(20),
      device,
    };
    const choice = {
      activationId,
      partId: built.choicePartId,
      answer: { optionIndexes: [0] },
      clientAnswerId: randomUUID(),
      answeredAt: ago(19),
      device,
    };
    for (const variables of [temperature, choice, temperature]) {
      const sent = await ok<{ answerQuestAction: { progress: string; score: number } }>(server, ANSWER, variables, { token: cook });
      expect(sent.answerQuestAction).toMatchObject({ progress: 'FINISHED', score });
    }
    // One given after B's submit is refused, and says why.
    const after = await gql(server, ANSWER, { ...choice, clientAnswerId: randomUUID(), answeredAt: ago(2) }, { token: cook });
    expect(errorOf(after)).toEqual({
      code: 'ACTIVATION_FINISHED',
      message: 'This checklist was already submitted before this answer was given',
    });
    // A's own submit: the checklist is already submitted.
    const lateSubmit = await gql(server, SUBMIT, { activationId, clientSubmissionId: randomUUID(), submittedAt: ago(18) }, { token: cook });
    expect(errorOf(lateSubmit).code).toBe('ACTIVATION_FINISHED');

    const { questSubmissionDetails: details } = await ok<Details>(server, DETAILS, { id: submissionId }, { token: manager });
    expect(details).toMatchObject({ score, fixitCount, answerCount: 1 });
    expect(details!.answers).toEqual([expect.objectContaining({ partId: built.temperaturePartId, temperatureCelsius: 3 })]);
    expect(details!.lateAnswers.map((late) => [late.answer.partId, late.device, late.answer.answeredAt, late.answer.compliant])).toEqual([
      [built.temperaturePartId, device, temperature.answeredAt, false],
      [built.choicePartId, device, choice.answeredAt, true],
    ]);
    expect(details!.lateAnswers[0]!.answer.temperatureCelsius).toBe(9);
    expect(Date.parse(details!.lateAnswers[0]!.receivedAt)).toBeGreaterThan(Date.parse(ago(1)));
    // Stored once each, beside the record: no answer, no fix-it, no score change.
    expect(await rows('select count(*)::int as n from quest_late_answers where submission_id = $1', [submissionId])).toEqual([{ n: 2 }]);
    expect(await rows('select count(*)::int as n from quest_answers where submission_id = $1', [submissionId])).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from fixits where submission_id = $1', [submissionId])).toEqual([{ n: fixitCount }]);
    expect(await rows('select score from quest_activations where id = $1', [activationId])).toEqual([{ score }]);

    // Another company sees neither the submission nor its late evidence, and cannot reuse a late answer's id.
    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const foreign = await gql<Details>(server, DETAILS, { id: submissionId }, { token: sunrise });
    expect(foreign.data?.questSubmissionDetails ?? null).toBeNull();
    const sunriseQuest = await buildQuest(server, sunrise, { locationIds: [DEMO_IDS.sunriseMadrid], name: 'Madrid shared' });
    const sunriseActivation = await openActivation(server, sunrise, DEMO_IDS.sunriseMadrid, sunriseQuest.quest.id);
    await ok(
      server,
      ANSWER,
      { activationId: sunriseActivation, partId: sunriseQuest.choicePartId, answer: { optionIndexes: [0] } },
      { token: sunrise },
    );
    await ok(
      server,
      SUBMIT,
      { activationId: sunriseActivation, submittedAt: ago(5), clientSubmissionId: randomUUID() },
      { token: sunrise },
    );
    const taken = await gql(
      server,
      ANSWER,
      {
        activationId: sunriseActivation,
        partId: sunriseQuest.temperaturePartId,
        answer: { temperature: 3, unit: 'C' },
        clientAnswerId: temperature.clientAnswerId,
        answeredAt: ago(10),
      },
      { token: sunrise },
    );
    expect(errorOf(taken).code).toBe('CLIENT_ID_TAKEN');
  });
});
