import type { ActionSnapshot } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { ActionFileType, ActionTypeEnum } from './actions.schema.js';
import { LocationType } from '../locations/locations.schema.js';
import { QuestType } from './quests.schema.js';
import { questRecordsByIds } from './quests.service.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { personById, type Person } from './people.service.js';
import {
  answersOfSubmissions,
  chosenOptions,
  listQuestSubmissions,
  questSubmissionById,
  type AnswerRecord,
  type SubmissionRow,
} from './submissions.service.js';
import { visibleLocations } from '../../scope/visible-locations.js';
import { lateAnswersOfSubmissions, type LateAnswerRecord } from './late-answers.service.js';
import { signatureOf, type SubmissionSignature } from './submission-signature.service.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';

const loadQuests = batchLoader((scope: Scope, ids: string[]) => questRecordsByIds({ scope, ids }));
const loadAnswers = batchLoader(async (scope: Scope, ids: string[]) =>
  answersOfSubmissions({ db: await scope.db(), clientId: tenantOf(scope).clientId, submissionIds: ids }),
);
const loadLateAnswers = batchLoader(async (scope: Scope, ids: string[]) =>
  lateAnswersOfSubmissions({ db: await scope.db(), clientId: tenantOf(scope).clientId, submissionIds: ids }),
);

/** The quest of a submission or activation (deleted quests included: history keeps their name). */
export async function questFor(ctx: GraphQLContext, questId: string) {
  const quest = await loadQuests.load(ctx, questId);
  if (!quest) throw new Error(`quest ${questId} of a visible row is missing`);
  return quest;
}

/** A location the viewer sees, by id (null when it is not theirs to see). */
export async function locationFor(ctx: GraphQLContext, locationId: string | null) {
  if (!locationId) return null;
  return (await visibleLocations(ctx)).find((location) => location.id === locationId) ?? null;
}

/** A user as checklists show them: a name. */
export const QuestPersonType = builder.objectRef<Person>('QuestPerson').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), displayName: t.exposeString('displayName') }),
});

/** The action as it was when answered (history survives later library edits). */
const AnsweredActionType = builder.objectRef<ActionSnapshot & { id: string }>('AnsweredAction').implement({
  authScopes: { tenant: true },
  // Alike to Action (actions.schema.ts) on purpose: this is the snapshot stored with the answer, its own
  // type so that the library's Action can change without rewriting history.
  // jscpd:ignore-start
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ActionTypeEnum, resolve: (action) => action.type }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    properties: t.string({ resolve: (action) => JSON.stringify(action.properties) }),
  }),
  // jscpd:ignore-end
});

function answerValue(answer: AnswerRecord): Record<string, unknown> {
  return answer.value;
}

export const QuestAnswerType = builder.objectRef<AnswerRecord>('QuestAnswer').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    partId: t.exposeID('partId', { nullable: true, description: 'The quest part answered (null once the part was removed).' }),
    action: t.field({ type: AnsweredActionType, resolve: (answer) => ({ ...answer.actionSnapshot, id: answer.actionId }) }),
    temperatureCelsius: t.float({
      nullable: true,
      resolve: (answer) => {
        const value = answerValue(answer).temperatureCelsius;
        return typeof value === 'number' ? value : null;
      },
    }),
    optionIndexes: t.intList({
      resolve: (answer) => {
        const value = answerValue(answer).optionIndexes;
        return Array.isArray(value) ? value.map(Number) : [];
      },
    }),
    chosenOptions: t.stringList({ description: 'Names of the chosen options.', resolve: chosenOptions }),
    files: t.field({ type: [ActionFileType], resolve: (answer) => answer.files }),
    acknowledged: t.boolean({
      nullable: true,
      resolve: (answer) => {
        const value = answerValue(answer).acknowledged;
        return typeof value === 'boolean' ? value : null;
      },
    }),
    compliant: t.exposeBoolean('compliant'),
    note: t.exposeString('note', { nullable: true, description: "The worker's remark on the answer, if any." }),
    answeredBy: t.field({
      type: QuestPersonType,
      nullable: true,
      resolve: (answer, _a, ctx) => personById({ scope: ctx, id: answer.answeredBy }),
    }),
    answeredAt: t.field({ type: 'DateTime', resolve: (answer) => answer.answeredAt }),
  }),
});

/** Spec §3 "Submission (quest)". */
/** An answer that arrived after another device's submit, given before it: evidence, not scored. */
const QuestLateAnswerType = builder.objectRef<LateAnswerRecord>('QuestLateAnswer').implement({
  authScopes: { tenant: true },
  description:
    'An answer a device kept offline, given (device clock, inside the window) before another device submitted: listed under the record’s answer to the same action; never scored, never a fix-it.',
  fields: (t) => ({
    id: t.id({ resolve: (late) => late.answer.id }),
    answer: t.field({ type: QuestAnswerType, resolve: (late) => late.answer }),
    device: t.exposeString('device', { nullable: true, description: "The device's own name for itself." }),
    receivedAt: t.field({
      type: 'DateTime',
      description: 'When it reached the server (after the submit).',
      resolve: (late) => late.receivedAt,
    }),
  }),
});

/** The sign-off signature drawn on submit: who signed, when, and the drawing (a PNG's image set). */
const SubmissionSignatureType = builder.objectRef<SubmissionSignature>('SubmissionSignature').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    signerName: t.exposeString('signerName', { description: 'The signer’s name as it was when they signed.' }),
    signedAt: t.field({ type: 'DateTime', resolve: (signature) => signature.signedAt }),
    image: t.field({ type: ImageSetType, nullable: true, resolve: (signature, _a, ctx) => resolveImageSet(ctx, signature.fileId) }),
  }),
});

export const QuestSubmissionType = builder.objectRef<SubmissionRow>('QuestSubmission').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    quest: t.field({ type: QuestType, resolve: (submission, _a, ctx) => questFor(ctx, submission.questId) }),
    location: t.field({ type: LocationType, nullable: true, resolve: (submission, _a, ctx) => locationFor(ctx, submission.locationId) }),
    submitter: t.field({
      type: QuestPersonType,
      nullable: true,
      resolve: (s, _a, ctx) => personById({ scope: ctx, id: s.submittedBy ?? s.startedBy }),
    }),
    submittedBy: t.field({ type: QuestPersonType, nullable: true, resolve: (s, _a, ctx) => personById({ scope: ctx, id: s.submittedBy }) }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    lastSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt ?? s.updatedAt }),
    startedAt: t.field({ type: 'DateTime', resolve: (s) => s.startedAt }),
    answerCount: t.exposeInt('answerCount'),
    fixitCount: t.exposeInt('fixitCount'),
    score: t.exposeInt('score', {
      nullable: true,
      description:
        'Compliant answers ÷ all actions of the checklist × 100, rounded (an unanswered action counts as not done); null until submitted.',
    }),
    answers: t.field({ type: [QuestAnswerType], resolve: async (s, _a, ctx) => (await loadAnswers.load(ctx, s.id)) ?? [] }),
    signature: t.field({
      type: SubmissionSignatureType,
      nullable: true,
      description: 'The optional sign-off signature drawn on submit; null when submitted without one.',
      resolve: (s) => signatureOf(s),
    }),
    lateAnswers: t.field({
      type: [QuestLateAnswerType],
      description: 'Answers other devices gave before the submit that arrived after it, in quest order, oldest given first.',
      resolve: async (s, _a, ctx) => (await loadLateAnswers.load(ctx, s.id)) ?? [],
    }),
  }),
});

const QuestSubmissionPageType = pageObjectType('QuestSubmissionPage', QuestSubmissionType, { tenant: true });

builder.queryFields((t) => ({
  questSubmissions: t.field({
    type: QuestSubmissionPageType,
    description: 'Submitted quests, newest first; from inclusive, to exclusive. A Basic User sees only their own.',
    authScopes: { tenant: true },
    args: {
      locationId: t.arg.id(),
      questId: t.arg.id(),
      submittedBy: t.arg.id(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      page: t.arg.int(),
      first: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listQuestSubmissions({
        scope: ctx,
        filters: {
          locationId: args.locationId ? String(args.locationId) : null,
          questId: args.questId ? String(args.questId) : null,
          submittedBy: args.submittedBy ? String(args.submittedBy) : null,
          from: args.from,
          to: args.to,
        },
        page: args.page,
        first: args.first,
      }),
  }),
  questSubmissionDetails: t.field({
    type: QuestSubmissionType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => questSubmissionById({ scope: ctx, id: String(id) }),
  }),
}));
