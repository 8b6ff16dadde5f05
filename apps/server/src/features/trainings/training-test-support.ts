import type { RunningServer } from '../../server.js';
import { ok } from '../../../test/quests.js';

/** GraphQL documents and API builders shared by the trainings HTTP tests. */

export const TRAINING_FIELDS = `id name description active bannerUrl bannerFileId certificateDurationMon updatedAt actionCount questionCount
  certificate { id name }
  locations { id name }
  assignedUsers { id displayName }
  viewerCan { edit delete copy activate assign }
  parts { __typename ... on SectionMarker { id name description } ... on QuestActionPart { id action { id type name properties } } }`;

export const ATTEMPT_FIELDS = `id status score answerCount startedAt submittedAt validUntil user { id displayName } training { id name }
  answers { partId compliant chosenOptions acknowledged }`;

export const CERTIFICATION_FIELDS = `id status validUntil user { id displayName } certificate { id name } training { id name }
  lastAttempt { id status score }`;

export const TRAINING_DOCS = {
  createTraining: `mutation($locationIds: [ID!]!) { createTraining(locationIds: $locationIds) { ${TRAINING_FIELDS} } }`,
  copyTraining: 'mutation($id: ID!) { copyTraining(id: $id) { newId } }',
  updateTraining: `mutation($id: ID!, $input: UpdateTrainingInput!) { updateTraining(id: $id, input: $input) { ${TRAINING_FIELDS} } }`,
  deleteTraining: 'mutation($id: ID!) { deleteTraining(id: $id) }',
  setTrainingActive: `mutation($trainingId: ID!, $active: Boolean!) { setTrainingActive(trainingId: $trainingId, active: $active) { ${TRAINING_FIELDS} } }`,
  createTrainingSection: `mutation($trainingId: ID!, $atIndex: Int!) { createTrainingSection(trainingId: $trainingId, atIndex: $atIndex) { ${TRAINING_FIELDS} } }`,
  createTrainingAction: `mutation($trainingId: ID!, $atIndex: Int!, $type: ActionType!) { createTrainingAction(trainingId: $trainingId, atIndex: $atIndex, type: $type) { ${TRAINING_FIELDS} } }`,
  insertTrainingAction: `mutation($trainingId: ID!, $actionId: ID!, $atIndex: Int!) { insertTrainingAction(trainingId: $trainingId, actionId: $actionId, atIndex: $atIndex) { ${TRAINING_FIELDS} } }`,
  removeTrainingParts: `mutation($trainingId: ID!, $partIds: [ID!]!) { removeTrainingParts(trainingId: $trainingId, partIds: $partIds) { ${TRAINING_FIELDS} } }`,
  updateTrainingPartsOrder: `mutation($trainingId: ID!, $partIds: [ID!]!) { updateTrainingPartsOrder(trainingId: $trainingId, partIds: $partIds) { ${TRAINING_FIELDS} } }`,
  assignTraining: `mutation($questId: ID!, $users: [ID!]!) { assignTraining(questId: $questId, users: $users) { id assignedUsers { id displayName } } }`,
  unassignTraining: `mutation($questId: ID!, $users: [ID!]!) { unassignTraining(questId: $questId, users: $users) { id assignedUsers { id displayName } } }`,
  updateSectionMarker:
    'mutation($sectionId: ID!, $name: String, $description: String) { updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) { id name description } }',
  updateAction: `mutation($actionId: ID!, $name: String, $properties: String) { updateAction(actionId: $actionId, name: $name, properties: $properties) { id name properties } }`,
  trainings: `query($locationId: ID) { trainings(locationId: $locationId) { ${TRAINING_FIELDS} } }`,
  training: `query($id: ID!) { training(id: $id) { ${TRAINING_FIELDS} } }`,
  trainingDetails: `query($id: ID!) { trainingDetails(id: $id) { id assignedCount certifiedCount submissionCount averageScore training { id name } } }`,
  trainingSubmissions: `query($trainingId: ID!, $first: Int, $page: Int) { trainingSubmissions(trainingId: $trainingId, first: $first, page: $page) {
    totalCount page first items { id answerCount lastSubmittedAt score user { id displayName } } } }`,
  trainingSubmissionDetails: `query($id: ID!) { trainingSubmissionDetails(id: $id) { ${ATTEMPT_FIELDS} } }`,
  myTrainings: `query { myTrainings { training { id name } certification { ${CERTIFICATION_FIELDS} } openAttempt { id status } } }`,
  locationCertificationStatus: `query($locationId: ID!, $trainingId: ID!, $certificateId: ID) {
    locationCertificationStatus(locationId: $locationId, trainingId: $trainingId, certificateId: $certificateId) { ${CERTIFICATION_FIELDS} } }`,
  userCertifications: `query($id: ID!) { user(id: $id) { id certifications { ${CERTIFICATION_FIELDS} } } }`,
  startTraining: `mutation($trainingId: ID!) { startTraining(trainingId: $trainingId) { ${ATTEMPT_FIELDS} } }`,
  answerTrainingAction: `mutation($attemptId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {
    answerTrainingAction(attemptId: $attemptId, partId: $partId, answer: $answer) { ${ATTEMPT_FIELDS} } }`,
  submitTrainingAttempt: `mutation($attemptId: ID!) { submitTrainingAttempt(attemptId: $attemptId) { ${ATTEMPT_FIELDS} } }`,
} as const;

type Part =
  | { __typename: 'SectionMarker'; id: string; name: string }
  | { __typename: 'QuestActionPart'; id: string; action: { id: string; type: string; name: string; properties: string } };

export interface TrainingResult {
  id: string;
  name: string;
  active: boolean;
  bannerUrl: string | null;
  bannerFileId: string | null;
  certificateDurationMon: number;
  actionCount: number;
  questionCount: number;
  certificate: { id: string; name: string };
  locations: Array<{ id: string; name: string }>;
  assignedUsers: Array<{ id: string; displayName: string }>;
  viewerCan: { edit: boolean; delete: boolean; copy: boolean; activate: boolean; assign: boolean };
  parts: Part[];
}

export interface AttemptResult {
  id: string;
  status: 'IN_PROGRESS' | 'PASSED' | 'FAILED';
  score: number | null;
  answerCount: number;
  submittedAt: string | null;
  validUntil: string | null;
  user: { id: string; displayName: string };
  answers: Array<{ partId: string; compliant: boolean; chosenOptions: string[]; acknowledged: boolean | null }>;
}

export interface CertificationResult {
  id: string;
  status: 'VALID' | 'NOT_VALID';
  validUntil: string | null;
  user: { id: string; displayName: string };
  certificate: { id: string; name: string };
  training: { id: string; name: string } | null;
  lastAttempt: { id: string; status: string; score: number | null } | null;
}

/** A built training: its id, the instruction part and the question parts (option 0 is the correct one). */
export interface BuiltTraining {
  training: TrainingResult;
  instructionPartId: string;
  questionPartIds: string[];
}

/**
 * Builds through the API a named training with one instruction and `questions` single-choice questions
 * whose first option is correct; active unless `activate` is false; assigned to `assign`.
 */
export async function buildTraining(
  server: RunningServer,
  token: string,
  {
    locationIds,
    name = 'Knife safety',
    questions = 5,
    activate = true,
    assign = [],
  }: { locationIds: string[]; name?: string; questions?: number; activate?: boolean; assign?: string[] },
): Promise<BuiltTraining> {
  const as = { token };
  const created = await ok<{ createTraining: TrainingResult }>(server, TRAINING_DOCS.createTraining, { locationIds }, as);
  const id = created.createTraining.id;
  let training = created.createTraining;
  training = (
    await ok<{ createTrainingAction: TrainingResult }>(
      server,
      TRAINING_DOCS.createTrainingAction,
      { trainingId: id, atIndex: 0, type: 'INSTRUCTION' },
      as,
    )
  ).createTrainingAction;
  for (let i = 0; i < questions; i++) {
    training = (
      await ok<{ createTrainingAction: TrainingResult }>(
        server,
        TRAINING_DOCS.createTrainingAction,
        { trainingId: id, atIndex: i + 1, type: 'SINGLE_CHOICE' },
        as,
      )
    ).createTrainingAction;
  }
  const actionParts = training.parts.filter(
    (part): part is Extract<Part, { __typename: 'QuestActionPart' }> => part.__typename === 'QuestActionPart',
  );
  const [instruction, ...questionParts] = actionParts;
  if (!instruction) throw new Error('no instruction part');
  await ok(server, TRAINING_DOCS.updateAction, { actionId: instruction.action.id, name: 'Read the guide' }, as);
  for (const [index, part] of questionParts.entries()) {
    await ok(
      server,
      TRAINING_DOCS.updateAction,
      {
        actionId: part.action.id,
        name: `Question ${index + 1}`,
        properties: JSON.stringify({
          options: [
            { name: 'Right', triggersFixIt: false, correct: true },
            { name: 'Wrong', triggersFixIt: false, correct: false },
          ],
        }),
      },
      as,
    );
  }
  training = (await ok<{ updateTraining: TrainingResult }>(server, TRAINING_DOCS.updateTraining, { id, input: { name } }, as))
    .updateTraining;
  if (assign.length > 0) await ok(server, TRAINING_DOCS.assignTraining, { questId: id, users: assign }, as);
  if (activate) {
    training = (
      await ok<{ setTrainingActive: TrainingResult }>(server, TRAINING_DOCS.setTrainingActive, { trainingId: id, active: true }, as)
    ).setTrainingActive;
  }
  return { training, instructionPartId: instruction.id, questionPartIds: questionParts.map((part) => part.id) };
}

/** Takes a built training as the token's owner: acknowledges, answers `correct` questions right, submits. */
export async function takeTraining(server: RunningServer, token: string, built: BuiltTraining, correct: number): Promise<AttemptResult> {
  const as = { token };
  const started = await ok<{ startTraining: AttemptResult }>(server, TRAINING_DOCS.startTraining, { trainingId: built.training.id }, as);
  const attemptId = started.startTraining.id;
  await ok(server, TRAINING_DOCS.answerTrainingAction, { attemptId, partId: built.instructionPartId, answer: { acknowledged: true } }, as);
  for (const [index, partId] of built.questionPartIds.entries()) {
    await ok(server, TRAINING_DOCS.answerTrainingAction, { attemptId, partId, answer: { optionIndexes: [index < correct ? 0 : 1] } }, as);
  }
  return (await ok<{ submitTrainingAttempt: AttemptResult }>(server, TRAINING_DOCS.submitTrainingAttempt, { attemptId }, as))
    .submitTrainingAttempt;
}
