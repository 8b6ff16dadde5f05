import { randomUUID } from 'node:crypto';
import { ANSWER_NOTE_MAX } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, errorOf, ok, openActivation, tokenFor } from '../../../test/quests.js';
import { blankPng, downloadFile, uploadOk } from '../../../test/uploads.js';

/**
 * Issue 41 item 4: a note on any answer (also one kept offline, and a late one), and an optional sign-off
 * signature on submit, stored once, shown only to those who see the submission. Over GraphQL on the real server.
 */
const server = useTestServer();

const downtown = DEMO_IDS.harborDowntown;

const ANSWER = `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!, $clientAnswerId: ID, $answeredAt: DateTime) {
  answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer, clientAnswerId: $clientAnswerId, answeredAt: $answeredAt) {
    id submission { id answerCount answers { partId note } } } }`;
const SUBMIT = `mutation($activationId: ID!, $clientSubmissionId: ID, $submittedAt: DateTime, $signatureFileId: ID) {
  submitQuestActivation(activationId: $activationId, clientSubmissionId: $clientSubmissionId, submittedAt: $submittedAt, signatureFileId: $signatureFileId) {
    id submittedAt signature { signerName signedAt image { xlarge } } } }`;
const DETAILS = `query($id: ID!) { questSubmissionDetails(id: $id) {
  id answers { partId note files { id large } } lateAnswers { answer { note } }
  signature { signerName signedAt image { id small xlarge } } } }`;

type Details = {
  questSubmissionDetails: {
    id: string;
    answers: Array<{ partId: string; note: string | null }>;
    lateAnswers: Array<{ answer: { note: string | null } }>;
    signature: { signerName: string; signedAt: string; image: { id: string; small: string; xlarge: string } } | null;
  } | null;
};

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.pool.query(query, params)).rows as T[];
}

async function started(name: string) {
  const manager = await tokenFor(server, 'manager@harbor.example');
  const built = await buildQuest(server, manager, { locationIds: [downtown], name });
  const cook = await tokenFor(server, 'cook@harbor.example');
  return { built, manager, cook, activationId: await openActivation(server, cook, downtown, built.quest.id) };
}

describe('a note on any answer', () => {
  it('is trimmed, stored and returned with the answer and on the submission details', async () => {
    const { built, cook, manager, activationId } = await started('Notes round');
    const answered = await ok<{ answerQuestAction: { submission: { id: string; answers: Array<{ note: string | null }> } } }>(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C', note: '  Door left open by the delivery  ' } },
      { token: cook },
    );
    expect(answered.answerQuestAction.submission.answers).toEqual([
      { partId: built.temperaturePartId, note: 'Door left open by the delivery' },
    ]);
    // A blank note is none; an answer given again replaces the note with its own.
    await ok(server, ANSWER, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0], note: '   ' } }, { token: cook });
    const submissionId = answered.answerQuestAction.submission.id;
    const details = await ok<Details>(server, DETAILS, { id: submissionId }, { token: manager });
    expect(details.questSubmissionDetails?.answers).toEqual([
      expect.objectContaining({ partId: built.temperaturePartId, note: 'Door left open by the delivery' }),
      expect.objectContaining({ partId: built.choicePartId, note: null }),
    ]);
  });

  it(`refuses a note over ${ANSWER_NOTE_MAX} characters with TOO_LONG and stores nothing`, async () => {
    const { built, cook, activationId } = await started('Long note round');
    const refused = await gql(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C', note: 'x'.repeat(ANSWER_NOTE_MAX + 1) } },
      { token: cook },
    );
    expect(errorOf(refused)).toEqual({ code: 'TOO_LONG', message: 'A note can have at most 500 characters' });
    expect(refused.errors?.[0]?.extensions?.limit).toBe(ANSWER_NOTE_MAX);
    const stored = await rows<{ n: number }>(
      'select count(*)::int as n from quest_answers a join quest_submissions s on s.id = a.submission_id where s.activation_id = $1',
      [activationId],
    );
    expect(stored).toEqual([{ n: 0 }]);
    // Exactly the limit is fine.
    await ok(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C', note: 'x'.repeat(ANSWER_NOTE_MAX) } },
      { token: cook },
    );
  });

  it('travels with an answer kept offline, sent twice, and with a late answer', async () => {
    const { built, cook, manager, activationId } = await started('Offline notes round');
    const offline = {
      activationId,
      partId: built.temperaturePartId,
      answer: { temperature: 4, unit: 'C', note: 'Probe re-calibrated first' },
      clientAnswerId: randomUUID(),
      answeredAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    };
    await ok(server, ANSWER, offline, { token: cook });
    await ok(server, ANSWER, offline, { token: cook });
    expect(await rows('select note from quest_answers where client_answer_id = $1', [offline.clientAnswerId])).toEqual([
      { note: 'Probe re-calibrated first' },
    ]);
    // Another device answered the choice before the submit but its answer arrives after it: late evidence, note kept.
    const lateGivenAt = new Date(Date.now() - 2 * 60_000).toISOString();
    const submitted = await ok<{ submitQuestActivation: { id: string } }>(server, SUBMIT, { activationId }, { token: cook });
    await ok(
      server,
      ANSWER,
      {
        activationId,
        partId: built.temperaturePartId,
        answer: { temperature: 9, unit: 'C', note: 'Second probe read warmer' },
        clientAnswerId: randomUUID(),
        answeredAt: lateGivenAt,
      },
      { token: manager },
    );
    const details = await ok<Details>(server, DETAILS, { id: submitted.submitQuestActivation.id }, { token: manager });
    expect(details.questSubmissionDetails?.lateAnswers).toEqual([{ answer: { note: 'Second probe read warmer' } }]);
    expect(details.questSubmissionDetails?.answers[0]?.note).toBe('Probe re-calibrated first');
  });
});

describe('a sign-off signature on submit', () => {
  it('is stored once with the signer name and the submit time, even when the submit is sent twice', async () => {
    const { built, cook, manager, activationId } = await started('Signed round');
    await ok(server, ANSWER, { activationId, partId: built.temperaturePartId, answer: { temperature: 3, unit: 'C' } }, { token: cook });
    const drawing = await uploadOk(server, blankPng(300, 120), 'signature.png', cook);
    const submittedAt = new Date(Date.now() - 60_000).toISOString();
    const variables = { activationId, clientSubmissionId: randomUUID(), submittedAt, signatureFileId: drawing.id };
    type Submitted = { submitQuestActivation: { id: string; signature: { signerName: string; signedAt: string } | null } };
    const first = await ok<Submitted>(server, SUBMIT, variables, { token: cook });
    const second = await ok<Submitted>(server, SUBMIT, variables, { token: cook });
    expect(second).toEqual(first);
    expect(first.submitQuestActivation.signature).toEqual({
      signerName: 'Chris Cook',
      signedAt: submittedAt,
      image: { xlarge: `/files/${drawing.id}/xlarge` },
    });
    expect(
      await rows('select signature_file_id, signer_name from quest_submissions where id = $1', [first.submitQuestActivation.id]),
    ).toEqual([{ signature_file_id: drawing.id, signer_name: 'Chris Cook' }]);

    const details = await ok<Details>(server, DETAILS, { id: first.submitQuestActivation.id }, { token: manager });
    expect(details.questSubmissionDetails?.signature).toEqual({
      signerName: 'Chris Cook',
      signedAt: submittedAt,
      image: expect.objectContaining({ id: drawing.id }),
    });
    const image = await downloadFile(server, details.questSubmissionDetails!.signature!.image.small, { token: manager });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('submits without a signature (it is optional)', async () => {
    const { built, cook, activationId } = await started('Unsigned round');
    await ok(server, ANSWER, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token: cook });
    const submitted = await ok<{ submitQuestActivation: { signature: unknown } }>(server, SUBMIT, { activationId }, { token: cook });
    expect(submitted.submitQuestActivation.signature).toBeNull();
  });

  it("refuses a non-image signature, another client's file and someone else's upload, and submits nothing", async () => {
    const { built, cook, manager, activationId } = await started('Refused signature round');
    await ok(server, ANSWER, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token: cook });
    const pdf = await uploadOk(server, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'sign.pdf', cook);
    const notImage = await gql(server, SUBMIT, { activationId, signatureFileId: pdf.id }, { token: cook });
    expect(errorOf(notImage)).toEqual({ code: 'INVALID_FILE_TYPE', message: 'Invalid file type' });

    const sunrise = await tokenFor(server, 'manager@sunrise.example');
    const theirs = await uploadOk(server, blankPng(200, 80), 'theirs.png', sunrise);
    const foreign = await gql(server, SUBMIT, { activationId, signatureFileId: theirs.id }, { token: cook });
    const missing = await gql(server, SUBMIT, { activationId, signatureFileId: randomUUID() }, { token: cook });
    expect(errorOf(foreign)).toEqual(errorOf(missing));
    expect(errorOf(foreign).message).toBe('File not found');

    const managers = await uploadOk(server, blankPng(200, 80), 'managers.png', manager);
    const notMine = await gql(server, SUBMIT, { activationId, signatureFileId: managers.id }, { token: cook });
    expect(errorOf(notMine).message).toBe('File not found');

    expect(await rows('select progress from quest_activations where id = $1', [activationId])).toEqual([{ progress: 'IN_PROGRESS' }]);
    expect(await rows('select submitted_at, signature_file_id from quest_submissions where activation_id = $1', [activationId])).toEqual([
      { submitted_at: null, signature_file_id: null },
    ]);
  });

  it('is read only by those who see the submission: another client and a Basic User who did not submit get null', async () => {
    const { built, cook, activationId } = await started('Private signature round');
    await ok(server, ANSWER, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token: cook });
    const drawing = await uploadOk(server, blankPng(300, 120), 'signature.png', cook);
    const submitted = await ok<{ submitQuestActivation: { id: string } }>(
      server,
      SUBMIT,
      { activationId, signatureFileId: drawing.id },
      { token: cook },
    );
    const id = submitted.submitQuestActivation.id;
    const readers = {
      manager: await tokenFor(server, 'manager@harbor.example'),
      lm: await tokenFor(server, 'lm@harbor.example'),
      cook,
      porter: await tokenFor(server, 'porter@harbor.example'),
      sunrise: await tokenFor(server, 'manager@sunrise.example'),
    };
    const seen: Record<string, string | null> = {};
    for (const [who, token] of Object.entries(readers)) {
      const result = await ok<Details>(server, DETAILS, { id }, { token });
      seen[who] = result.questSubmissionDetails?.signature?.signerName ?? null;
    }
    expect(seen).toEqual({ manager: 'Chris Cook', lm: 'Chris Cook', cook: 'Chris Cook', porter: null, sunrise: null });
    // Another client's id answers exactly like a missing one; the drawing itself is not theirs to download.
    const foreign = await gql(server, DETAILS, { id }, { token: readers.sunrise });
    const missing = await gql(server, DETAILS, { id: randomUUID() }, { token: readers.sunrise });
    expect(foreign).toEqual(missing);
    const download = await downloadFile(server, `/files/${drawing.id}/original`, { token: readers.sunrise });
    expect(download.status).toBe(404);
  });
});
