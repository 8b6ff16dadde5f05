import { certificateValidUntil } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { blankPng, uploadOk } from '../../../test/uploads.js';
import { tokenFor as tokenOfUser } from '../../../test/people.js';
import { errorOf, ok, tokenFor } from '../../../test/quests.js';
import {
  buildTraining,
  takeTraining,
  TRAINING_DOCS,
  type AttemptResult,
  type BuiltTraining,
  type CertificationResult,
} from './training-test-support.js';

const server = useTestServer();
let manager: string;
let cook: string;
let cookId: string;
let built: BuiltTraining;
beforeAll(async () => {
  manager = await tokenFor(server, 'manager@harbor.example');
  cook = await tokenFor(server, 'cook@harbor.example');
  const { rows } = await server.pool.query("select id from users where email = 'cook@harbor.example'");
  cookId = (rows[0] as { id: string }).id;
  built = await buildTraining(server, manager, {
    locationIds: [DEMO_IDS.harborDowntown],
    name: 'Knife safety',
    questions: 5,
    assign: [cookId],
  });
});

async function attemptRows(trainingId: string, userId: string) {
  const { rows } = await server.pool.query(
    'select a.status, a.score, a.valid_until, s.submitted_at, s.score as submission_score from training_attempts a join quest_submissions s on s.id = a.id where a.quest_id = $1 and a.user_id = $2 order by a.started_at',
    [trainingId, userId],
  );
  return rows as Array<{
    status: string;
    score: number | null;
    valid_until: Date | null;
    submitted_at: Date | null;
    submission_score: number | null;
  }>;
}

/**
 * A published training with an instruction and one action of `type` (named, with `properties`), assigned
 * to the cook, who has started it and acknowledged the instruction.
 */
async function startedWith(type: string, name: string, properties?: unknown) {
  const built = await buildTraining(server, manager, { locationIds: [DEMO_IDS.harborDowntown], name, questions: 0, activate: false });
  const withAction = await ok<{ createTrainingAction: { parts: Array<{ id: string; action?: { id: string } }> } }>(
    server,
    TRAINING_DOCS.createTrainingAction,
    { trainingId: built.training.id, atIndex: 1, type },
    { token: manager },
  );
  const part = withAction.createTrainingAction.parts[1]!;
  const props = properties === undefined ? {} : { properties: JSON.stringify(properties) };
  await ok(server, TRAINING_DOCS.updateAction, { actionId: part.action!.id, name, ...props }, { token: manager });
  await ok(server, TRAINING_DOCS.assignTraining, { questId: built.training.id, users: [cookId] }, { token: manager });
  await ok(server, TRAINING_DOCS.setTrainingActive, { trainingId: built.training.id, active: true }, { token: manager });
  const started = await ok<{ startTraining: AttemptResult }>(
    server,
    TRAINING_DOCS.startTraining,
    { trainingId: built.training.id },
    { token: cook },
  );
  const attemptId = started.startTraining.id;
  await ok(
    server,
    TRAINING_DOCS.answerTrainingAction,
    { attemptId, partId: built.instructionPartId, answer: { acknowledged: true } },
    { token: cook },
  );
  return { partId: part.id, attemptId };
}

describe('taking a training', () => {
  it('lists the assigned active training in myTrainings, not yet certified', async () => {
    const data = await ok<{ myTrainings: Array<{ training: { id: string }; certification: CertificationResult; openAttempt: null }> }>(
      server,
      TRAINING_DOCS.myTrainings,
      {},
      { token: cook },
    );
    const mine = data.myTrainings.find((item) => item.training.id === built.training.id);
    expect(mine?.certification).toEqual(expect.objectContaining({ status: 'NOT_VALID', validUntil: null, lastAttempt: null }));
    expect(mine?.certification.certificate.name).toBe('Knife safety');
  });

  it('scores 1 of 5 as 20 (FAILED), then a retake of 2 of 5 as 40 (PASSED), keeping both attempts', async () => {
    const failed = await takeTraining(server, cook, built, 1);
    expect(failed).toEqual(expect.objectContaining({ status: 'FAILED', score: 20, validUntil: null, answerCount: 6 }));
    expect(failed.answers.filter((answer) => answer.compliant)).toHaveLength(2); // the instruction and one question

    const passed = await takeTraining(server, cook, built, 2);
    expect(passed).toEqual(expect.objectContaining({ status: 'PASSED', score: 40 }));
    expect(passed.id).not.toBe(failed.id);
    const submittedAt = new Date(passed.submittedAt!);
    expect(passed.validUntil).toBe(certificateValidUntil(submittedAt, 12).toISOString());

    const rows = await attemptRows(built.training.id, cookId);
    expect(rows.map((row) => [row.status, row.score, row.submission_score])).toEqual([
      ['FAILED', 20, 20],
      ['PASSED', 40, 40],
    ]);
    // Trainings never raise fix-its.
    const { rows: fixits } = await server.pool.query('select count(*)::int as n from fixits where quest_id = $1', [built.training.id]);
    expect(fixits[0]).toEqual({ n: 0 });

    const mine = await ok<{ myTrainings: Array<{ training: { id: string }; certification: CertificationResult }> }>(
      server,
      TRAINING_DOCS.myTrainings,
      {},
      { token: cook },
    );
    const certification = mine.myTrainings.find((item) => item.training.id === built.training.id)?.certification;
    expect(certification).toEqual(
      expect.objectContaining({
        status: 'VALID',
        validUntil: passed.validUntil,
        lastAttempt: { id: passed.id, status: 'PASSED', score: 40 },
      }),
    );
  });

  it('scores 7 of 18 as 39 and fails (what the user sees decides)', async () => {
    const long = await buildTraining(server, manager, {
      locationIds: [DEMO_IDS.harborDowntown],
      name: 'Long quiz',
      questions: 18,
      assign: [cookId],
    });
    const attempt = await takeTraining(server, cook, long, 7);
    expect(attempt).toEqual(expect.objectContaining({ status: 'FAILED', score: 39, validUntil: null }));
    expect((await attemptRows(long.training.id, cookId))[0]).toEqual(expect.objectContaining({ status: 'FAILED', score: 39 }));
  });

  it('marks a question right only when exactly the correct options are chosen (multiple choice)', async () => {
    const { partId, attemptId } = await startedWith('MULTIPLE_CHOICE', 'Which are allergens?', {
      enumerated: false,
      triggersFixIt: false,
      options: [
        { name: 'Peanuts', correct: true },
        { name: 'Salt', correct: false },
        { name: 'Milk', correct: true },
      ],
    });
    const multi = { id: partId };
    const partial = await ok<{ answerTrainingAction: AttemptResult }>(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId, partId: multi.id, answer: { optionIndexes: [0] } },
      { token: cook },
    );
    expect(partial.answerTrainingAction.answers.find((answer) => answer.partId === multi.id)?.compliant).toBe(false);
    const exact = await ok<{ answerTrainingAction: AttemptResult }>(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId, partId: multi.id, answer: { optionIndexes: [2, 0] } },
      { token: cook },
    );
    expect(exact.answerTrainingAction.answers.find((answer) => answer.partId === multi.id)).toEqual(
      expect.objectContaining({ compliant: true, chosenOptions: ['Peanuts', 'Milk'] }),
    );
    const submitted = await ok<{ submitTrainingAttempt: AttemptResult }>(
      server,
      TRAINING_DOCS.submitTrainingAttempt,
      { attemptId },
      { token: cook },
    );
    expect(submitted.submitTrainingAttempt).toEqual(expect.objectContaining({ status: 'PASSED', score: 100 }));
  });

  it('needs an upload for a PHOTO part and scores a training without questions 100', async () => {
    const { partId, attemptId } = await startedWith('PHOTO', 'Photograph your station');
    const photo = { id: partId };
    await ok(server, TRAINING_DOCS.answerTrainingAction, { attemptId, partId: photo.id, answer: { fileIds: [] } }, { token: cook });
    const noPhoto = await gql(server, TRAINING_DOCS.submitTrainingAttempt, { attemptId }, { token: cook });
    expect(errorOf(noPhoto).message).toBe('Acknowledge every instruction and add every file before submitting');
    const picture = await uploadOk(server, blankPng(16, 16), 'station.png', cook);
    await ok(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId, partId: photo.id, answer: { fileIds: [picture.id] } },
      { token: cook },
    );
    const submitted = await ok<{ submitTrainingAttempt: AttemptResult }>(
      server,
      TRAINING_DOCS.submitTrainingAttempt,
      { attemptId },
      { token: cook },
    );
    expect(submitted.submitTrainingAttempt).toEqual(expect.objectContaining({ status: 'PASSED', score: 100 }));
    const { rows } = await server.pool.query(
      'select f.file_id from quest_answer_files f join quest_answers a on a.id = f.answer_id where a.submission_id = $1',
      [attemptId],
    );
    expect(rows).toEqual([{ file_id: picture.id }]);
  });

  it('returns the open attempt instead of starting a second one, and refuses submitting with parts unanswered', async () => {
    const first = await ok<{ startTraining: AttemptResult }>(
      server,
      TRAINING_DOCS.startTraining,
      { trainingId: built.training.id },
      { token: cook },
    );
    const again = await ok<{ startTraining: AttemptResult }>(
      server,
      TRAINING_DOCS.startTraining,
      { trainingId: built.training.id },
      { token: cook },
    );
    expect(again.startTraining.id).toBe(first.startTraining.id);
    const refused = await gql(server, TRAINING_DOCS.submitTrainingAttempt, { attemptId: first.startTraining.id }, { token: cook });
    expect(errorOf(refused).message).toBe('Answer every part of the training before submitting');
    const { rows } = await server.pool.query('select status from training_attempts where id = $1', [first.startTraining.id]);
    expect(rows[0]).toEqual({ status: 'IN_PROGRESS' });
    // An instruction answered "not acknowledged" does not count as done.
    await ok(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId: first.startTraining.id, partId: built.instructionPartId, answer: { acknowledged: false } },
      { token: cook },
    );
    for (const partId of built.questionPartIds) {
      await ok(
        server,
        TRAINING_DOCS.answerTrainingAction,
        { attemptId: first.startTraining.id, partId, answer: { optionIndexes: [0] } },
        { token: cook },
      );
    }
    const notAcknowledged = await gql(server, TRAINING_DOCS.submitTrainingAttempt, { attemptId: first.startTraining.id }, { token: cook });
    expect(errorOf(notAcknowledged).message).toBe('Acknowledge every instruction and add every file before submitting');
  });

  it('refuses answers to a submitted attempt, to someone else’s attempt, and starting an unassigned or inactive training', async () => {
    const [submitted] = await attemptRows(built.training.id, cookId);
    expect(submitted).toBeDefined();
    const { rows } = await server.pool.query("select id from training_attempts where quest_id = $1 and status <> 'IN_PROGRESS' limit 1", [
      built.training.id,
    ]);
    const submittedId = (rows[0] as { id: string }).id;
    const late = await gql(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId: submittedId, partId: built.instructionPartId, answer: { acknowledged: true } },
      { token: cook },
    );
    expect(errorOf(late).code).toBe('ATTEMPT_SUBMITTED');

    const porter = await tokenFor(server, 'porter@harbor.example');
    const foreign = await gql(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId: submittedId, partId: built.instructionPartId, answer: { acknowledged: true } },
      { token: porter },
    );
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    const unassigned = await gql(server, TRAINING_DOCS.startTraining, { trainingId: built.training.id }, { token: porter });
    expect(errorOf(unassigned).code).toBe('NOT_FOUND');

    const inactive = await buildTraining(server, manager, {
      locationIds: [DEMO_IDS.harborDowntown],
      name: 'Draft',
      questions: 1,
      activate: false,
      assign: [cookId],
    });
    const refused = await gql(server, TRAINING_DOCS.startTraining, { trainingId: inactive.training.id }, { token: cook });
    expect(errorOf(refused)).toEqual({ code: 'TRAINING_INACTIVE', message: 'This training is not active' });
    const { rows: none } = await server.pool.query('select count(*)::int as n from training_attempts where quest_id = $1', [
      inactive.training.id,
    ]);
    expect(none[0]).toEqual({ n: 0 });
  });
});

describe('results: submissions, details, submission details', () => {
  it('lists one row per user with their last submitted attempt, and details counts', async () => {
    const lm = await tokenFor(server, 'lm@harbor.example');
    const page = await ok<{
      trainingSubmissions: { totalCount: number; items: Array<{ id: string; score: number; answerCount: number; user: { id: string } }> };
    }>(server, TRAINING_DOCS.trainingSubmissions, { trainingId: built.training.id }, { token: lm });
    expect(page.trainingSubmissions.totalCount).toBe(1);
    const [row] = page.trainingSubmissions.items;
    expect(row).toEqual(expect.objectContaining({ score: 40, answerCount: 6, user: expect.objectContaining({ id: cookId }) }));

    const details = await ok<{
      trainingDetails: { assignedCount: number; certifiedCount: number; submissionCount: number; averageScore: number };
    }>(server, TRAINING_DOCS.trainingDetails, { id: built.training.id }, { token: manager });
    expect(details.trainingDetails).toEqual(
      expect.objectContaining({ assignedCount: 1, certifiedCount: 1, submissionCount: 2, averageScore: 30 }),
    );

    const attempt = await ok<{ trainingSubmissionDetails: AttemptResult }>(
      server,
      TRAINING_DOCS.trainingSubmissionDetails,
      { id: row!.id },
      { token: lm },
    );
    expect(attempt.trainingSubmissionDetails).toEqual(expect.objectContaining({ id: row!.id, status: 'PASSED', score: 40 }));
    expect(attempt.trainingSubmissionDetails.answers).toHaveLength(6);
    // The taker sees their own; a Basic User colleague does not.
    expect(
      (
        await ok<{ trainingSubmissionDetails: AttemptResult | null }>(
          server,
          TRAINING_DOCS.trainingSubmissionDetails,
          { id: row!.id },
          { token: cook },
        )
      ).trainingSubmissionDetails?.id,
    ).toBe(row!.id);
    const porter = await tokenFor(server, 'porter@harbor.example');
    expect(
      (await ok<{ trainingSubmissionDetails: null }>(server, TRAINING_DOCS.trainingSubmissionDetails, { id: row!.id }, { token: porter }))
        .trainingSubmissionDetails,
    ).toBeNull();
  });

  it('answers another client’s training and attempt ids like missing ones', async () => {
    const { client, location } = await buildClient(server.pool);
    const outsider = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER', locationIds: [location.id] });
    const token = await tokenOfUser(outsider.id);
    const [attempt] = (await server.pool.query('select id from training_attempts where quest_id = $1 limit 1', [built.training.id]))
      .rows as Array<{ id: string }>;
    expect((await ok<{ training: null }>(server, TRAINING_DOCS.training, { id: built.training.id }, { token })).training).toBeNull();
    expect(
      (await ok<{ trainingDetails: null }>(server, TRAINING_DOCS.trainingDetails, { id: built.training.id }, { token })).trainingDetails,
    ).toBeNull();
    expect(
      (await ok<{ trainingSubmissionDetails: null }>(server, TRAINING_DOCS.trainingSubmissionDetails, { id: attempt!.id }, { token }))
        .trainingSubmissionDetails,
    ).toBeNull();
    expect(
      (
        await ok<{ trainingSubmissions: { totalCount: number } }>(
          server,
          TRAINING_DOCS.trainingSubmissions,
          { trainingId: built.training.id },
          { token },
        )
      ).trainingSubmissions.totalCount,
    ).toBe(0);
    const start = await gql(server, TRAINING_DOCS.startTraining, { trainingId: built.training.id }, { token });
    expect(errorOf(start).code).toBe('NOT_FOUND');
    const submit = await gql(server, TRAINING_DOCS.submitTrainingAttempt, { attemptId: attempt!.id }, { token });
    expect(errorOf(submit).code).toBe('NOT_FOUND');
  });
});
