import { CERTIFICATION_STATUSES, TRAINING_ATTEMPT_STATUSES } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { AnswerInput } from '../checklists/activations.schema.js';
import { personById, type Person } from '../checklists/people.service.js';
import { QuestAnswerType, QuestPersonType } from '../checklists/submissions.schema.js';
import { answersOfSubmissions } from '../checklists/submissions.service.js';
import { UserType } from '../users/users.schema.js';
import { answerTrainingAction, startTraining, submitTrainingAttempt, type AttemptRow } from './attempts.service.js';
import { certificationsOfUser, locationCertificationStatus, type CertificationRecord } from './certifications.service.js';
import { trainingRecordFor, trainingById, viewerSeesTraining, type TrainingRecord } from './training-records.service.js';
import {
  listTrainingSubmissions,
  myTrainings,
  trainingAttemptById,
  trainingStats,
  type AssignedTrainingRecord,
  type TrainingStats,
  type TrainingSubmissionRecord,
} from './training-results.service.js';
import { CertificateType, TrainingType } from './trainings.schema.js';

const CertificationStatusEnum = builder.enumType('CertificationStatus', { values: CERTIFICATION_STATUSES });
const TrainingAttemptStatusEnum = builder.enumType('TrainingAttemptStatus', { values: TRAINING_ATTEMPT_STATUSES });

const loadAnswers = batchLoader(async (scope: Scope, ids: string[]) =>
  answersOfSubmissions({ db: await scope.db(), clientId: tenantOf(scope).clientId, submissionIds: ids }),
);

/** A person of a training row; someone no longer in the client still shows (history stays readable). */
async function personOf(ctx: GraphQLContext, userId: string): Promise<Person> {
  return (await personById({ scope: ctx, id: userId })) ?? { id: userId, displayName: 'Former member' };
}

/** The training of a row the viewer already may see (deleted trainings included: history keeps the name). */
async function trainingOf(ctx: GraphQLContext, id: string): Promise<TrainingRecord> {
  const training = await trainingRecordFor({ scope: ctx, id });
  if (!training) throw new Error(`training ${id} of a visible row is missing`);
  return training;
}

/** One "training instance": a user taking the training once. */
export const TrainingAttemptType = builder.objectRef<AttemptRow>('TrainingAttempt').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    training: t.field({ type: TrainingType, resolve: (attempt, _a, ctx) => trainingOf(ctx, attempt.questId) }),
    user: t.field({ type: QuestPersonType, resolve: (attempt, _a, ctx) => personOf(ctx, attempt.userId) }),
    startedAt: t.field({ type: 'DateTime', resolve: (attempt) => attempt.startedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (attempt) => attempt.submittedAt }),
    status: t.field({ type: TrainingAttemptStatusEnum, resolve: (attempt) => attempt.status }),
    score: t.exposeInt('score', { nullable: true, description: 'Correct questions ÷ questions × 100, rounded; null until submitted.' }),
    answerCount: t.exposeInt('answerCount'),
    answers: t.field({ type: [QuestAnswerType], resolve: async (attempt, _a, ctx) => (await loadAnswers.load(ctx, attempt.id)) ?? [] }),
    validUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Set when PASSED: submittedAt + certificateDurationMon calendar months.',
      resolve: (attempt) => attempt.validUntil,
    }),
  }),
});

const TrainingSubmissionType = builder.objectRef<TrainingSubmissionRecord>('TrainingSubmission').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: "The user's last submitted attempt (trainingSubmissionDetails)." }),
    user: t.field({ type: QuestPersonType, resolve: (row, _a, ctx) => personOf(ctx, row.userId) }),
    answerCount: t.exposeInt('answerCount'),
    lastSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.lastSubmittedAt }),
    score: t.exposeInt('score', { nullable: true }),
  }),
});

const TrainingSubmissionPageType = pageObjectType('TrainingSubmissionPage', TrainingSubmissionType, { tenant: true });

const TrainingDetailsType = builder.objectRef<{ training: TrainingRecord; stats: TrainingStats }>('TrainingDetails').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.id({ resolve: (details) => details.training.id }),
    training: t.field({ type: TrainingType, resolve: (details) => details.training }),
    assignedCount: t.int({ resolve: (details) => details.stats.assignedCount }),
    certifiedCount: t.int({
      description: 'Assigned users holding a VALID certification now.',
      resolve: (details) => details.stats.certifiedCount,
    }),
    submissionCount: t.int({ resolve: (details) => details.stats.submissionCount }),
    averageScore: t.int({ nullable: true, resolve: (details) => details.stats.averageScore }),
  }),
});

export const CertificationType = builder.objectRef<CertificationRecord>('Certification').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: '`${certificateId}:${userId}`' }),
    user: t.field({ type: QuestPersonType, resolve: (row, _a, ctx) => personOf(ctx, row.userId) }),
    certificate: t.field({
      type: CertificateType,
      resolve: async (row, _a, ctx) => {
        // An unnamed certificate is called after its training, as Training.certificate shows it.
        const training = row.trainingId ? await trainingRecordFor({ scope: ctx, id: row.trainingId }) : null;
        return { id: row.certificateId, name: row.certificateName || training?.name || '' };
      },
    }),
    training: t.field({
      type: TrainingType,
      nullable: true,
      description: 'Null when the viewer may not see it.',
      resolve: async (row, _a, ctx) => {
        const training = row.trainingId ? await trainingRecordFor({ scope: ctx, id: row.trainingId }) : null;
        return training && (await viewerSeesTraining({ scope: ctx, training })) ? training : null;
      },
    }),
    status: t.field({ type: CertificationStatusEnum, resolve: (row) => row.status }),
    validUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Latest validUntil of a passed attempt (in the past once expired); null if never passed.',
      resolve: (row) => row.validUntil,
    }),
    lastAttempt: t.field({
      type: TrainingAttemptType,
      nullable: true,
      description: 'The last submitted attempt.',
      resolve: (row) => row.lastAttempt,
    }),
  }),
});

const AssignedTrainingType = builder.objectRef<AssignedTrainingRecord>('AssignedTraining').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    training: t.field({ type: TrainingType, resolve: (row) => row.training }),
    certification: t.field({ type: CertificationType, resolve: (row) => row.certification }),
    openAttempt: t.field({ type: TrainingAttemptType, nullable: true, resolve: (row) => row.openAttempt }),
  }),
});

builder.objectFields(UserType, (t) => ({
  certifications: t.field({
    type: [CertificationType],
    description: 'One per certificate of the trainings assigned to the user or ever passed by them.',
    resolve: (user, _a, ctx) => certificationsOfUser({ scope: ctx, userId: user.id }),
  }),
}));

const resultsScope = { level: 'LOCATION_MANAGER' } as const;

builder.queryFields((t) => ({
  trainingDetails: t.field({
    type: TrainingDetailsType,
    nullable: true,
    authScopes: resultsScope,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const training = await trainingById({ scope: ctx, id: String(id) });
      return training ? { training, stats: await trainingStats({ scope: ctx, training }) } : null;
    },
  }),
  trainingSubmissions: t.field({
    type: TrainingSubmissionPageType,
    description: 'One row per user who submitted the training, their last attempt; most recent first. first defaults to 10.',
    authScopes: resultsScope,
    args: { trainingId: t.arg.id({ required: true }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_root, { trainingId, first, page }, ctx) =>
      listTrainingSubmissions({ scope: ctx, trainingId: String(trainingId), first, page }),
  }),
  trainingSubmissionDetails: t.field({
    type: TrainingAttemptType,
    nullable: true,
    description: 'An attempt by id: the viewer’s own, or any of a training they see (Location Manager and up).',
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => trainingAttemptById({ scope: ctx, id: String(id) }),
  }),
  myTrainings: t.field({
    type: [AssignedTrainingType],
    description: 'Active trainings assigned to the viewer.',
    authScopes: { tenant: true },
    resolve: (_root, _args, ctx) => myTrainings({ scope: ctx }),
  }),
  locationCertificationStatus: t.field({
    type: [CertificationType],
    description: "Each user assigned to the training who belongs to the location; certificateId defaults to the training's.",
    authScopes: resultsScope,
    args: { locationId: t.arg.id({ required: true }), trainingId: t.arg.id({ required: true }), certificateId: t.arg.id() },
    resolve: (_root, { locationId, trainingId, certificateId }, ctx) =>
      locationCertificationStatus({
        scope: ctx,
        locationId: String(locationId),
        trainingId: String(trainingId),
        certificateId: certificateId ? String(certificateId) : null,
      }),
  }),
}));

builder.mutationFields((t) => ({
  startTraining: t.field({
    type: TrainingAttemptType,
    description: 'The viewer’s open attempt of an active training assigned to them, or a new one.',
    authScopes: { tenant: true },
    args: { trainingId: t.arg.id({ required: true }) },
    resolve: (_root, { trainingId }, ctx) => startTraining({ scope: ctx, trainingId: String(trainingId) }),
  }),
  answerTrainingAction: t.field({
    type: TrainingAttemptType,
    authScopes: { tenant: true },
    args: {
      attemptId: t.arg.id({ required: true }),
      partId: t.arg.id({ required: true }),
      answer: t.arg({ type: AnswerInput, required: true }),
    },
    resolve: (_root, { attemptId, partId, answer }, ctx) =>
      answerTrainingAction({
        scope: ctx,
        attemptId: String(attemptId),
        partId: String(partId),
        input: { ...answer, fileIds: answer.fileIds?.map(String) },
      }),
  }),
  submitTrainingAttempt: t.field({
    type: TrainingAttemptType,
    description: 'Scores the attempt: PASSED from 40 %, which earns the certificate for certificateDurationMon months.',
    authScopes: { tenant: true },
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: (_root, { attemptId }, ctx) => submitTrainingAttempt({ scope: ctx, attemptId: String(attemptId) }),
  }),
}));
