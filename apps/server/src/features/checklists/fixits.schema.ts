import { FIXIT_STATUSES } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import { fixitChanged, publishing } from '../../events/mutation-events.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { ActionObject } from './actions.schema.js';
import { actionRecordsByIds } from './actions.service.js';
import { activationsByIds } from './activations.service.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { QuestActivationType } from './activations.schema.js';
import { personById } from './people.service.js';
import { locationFor, questFor, QuestAnswerType, QuestPersonType, QuestSubmissionType } from './submissions.schema.js';
import { answersOfSubmissions, submissionsByIds } from './submissions.service.js';
import { fixitsOfSubmissions, listFixits, resolveFixit, type FixitRow } from './fixits.service.js';
import { LocationType } from '../locations/locations.schema.js';
import { QuestType } from './quests.schema.js';

export const FixitStatusEnum = builder.enumType('FixitStatus', { values: FIXIT_STATUSES });

const loadActivations = batchLoader(async (scope: Scope, ids: string[]) =>
  activationsByIds({ db: await scope.db(), clientId: tenantOf(scope).clientId, ids }),
);
const loadSubmissions = batchLoader(async (scope: Scope, ids: string[]) =>
  submissionsByIds({ db: await scope.db(), clientId: tenantOf(scope).clientId, ids }),
);
const loadActions = batchLoader((scope: Scope, ids: string[]) => actionRecordsByIds({ scope, ids }));
const loadAnswersBySubmission = batchLoader(async (scope: Scope, ids: string[]) =>
  answersOfSubmissions({ db: await scope.db(), clientId: tenantOf(scope).clientId, submissionIds: ids }),
);
const loadFixitsBySubmission = batchLoader(async (scope: Scope, ids: string[]) =>
  fixitsOfSubmissions({ db: await scope.db(), clientId: tenantOf(scope).clientId, submissionIds: ids }),
);

/**
 * Spec §3 "Fixit": raised by a non-compliant answer (or, decision 0370, from an appliance's health),
 * PENDING until resolved with a comment.
 */
export const FixitType = builder.objectRef<FixitRow>('Fixit').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (fixit) => fixit.createdAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (fixit) => fixit.resolvedAt }),
    comment: t.exposeString('comment', { nullable: true }),
    status: t.field({ type: FixitStatusEnum, resolve: (fixit) => fixit.status }),
    location: t.field({ type: LocationType, nullable: true, resolve: (fixit, _a, ctx) => locationFor(ctx, fixit.locationId) }),
    quest: t.field({
      type: QuestType,
      nullable: true,
      description: 'The checklist that raised it; null for a fix-it raised from a health finding.',
      resolve: (fixit, _a, ctx) => (fixit.questId ? questFor(ctx, fixit.questId) : null),
    }),
    questActivation: t.field({
      type: QuestActivationType,
      nullable: true,
      resolve: async (fixit, _a, ctx) => (fixit.activationId ? ((await loadActivations.load(ctx, fixit.activationId)) ?? null) : null),
    }),
    action: t.field({
      type: ActionObject,
      nullable: true,
      description: 'The failed action; null for a fix-it raised from a health finding.',
      resolve: async (fixit, _a, ctx) => {
        if (!fixit.actionId) return null;
        const action = await loadActions.load(ctx, fixit.actionId);
        if (!action) throw new Error(`action ${fixit.actionId} of fix-it ${fixit.id} is missing`);
        return action;
      },
    }),
    notDone: t.boolean({
      description: 'Raised because the action was left unanswered when the checklist was submitted (no answer).',
      resolve: (fixit) => fixit.submissionId !== null && fixit.answerId === null,
    }),
    answer: t.field({
      type: QuestAnswerType,
      nullable: true,
      description: 'The answer that raised it; null for an action not done.',
      resolve: async (fixit, _a, ctx) =>
        fixit.submissionId
          ? (((await loadAnswersBySubmission.load(ctx, fixit.submissionId)) ?? []).find((answer) => answer.id === fixit.answerId) ?? null)
          : null,
    }),
    submission: t.field({
      type: QuestSubmissionType,
      nullable: true,
      description: 'The submission that raised it; null for a fix-it raised from a health finding.',
      resolve: async (fixit, _a, ctx) => {
        if (!fixit.submissionId) return null;
        const submission = await loadSubmissions.load(ctx, fixit.submissionId);
        if (!submission) throw new Error(`submission of fix-it ${fixit.id} is missing`);
        return submission;
      },
    }),
    submitter: t.field({
      type: QuestPersonType,
      nullable: true,
      resolve: (fixit, _a, ctx) => personById({ scope: ctx, id: fixit.submittedBy }),
    }),
    resolver: t.field({
      type: QuestPersonType,
      nullable: true,
      resolve: (fixit, _a, ctx) => personById({ scope: ctx, id: fixit.resolvedBy }),
    }),
  }),
});

builder.objectFields(QuestSubmissionType, (t) => ({
  fixits: t.field({
    type: [FixitType],
    description: 'The fix-its this submission raised.',
    resolve: async (submission, _a, ctx) => (await loadFixitsBySubmission.load(ctx, submission.id)) ?? [],
  }),
}));

const FixitPageType = pageObjectType('FixitPage', FixitType, { tenant: true });

builder.queryFields((t) => ({
  fixits: t.field({
    type: FixitPageType,
    description: 'Fix-its, newest first: 20 per page by default; the pending list of a location uses status PENDING and 999.',
    authScopes: { tenant: true },
    args: {
      locationId: t.arg.id(),
      status: t.arg({ type: FixitStatusEnum }),
      mine: t.arg.boolean({ description: 'Only those given to the viewer (owner = me).' }),
      page: t.arg.int(),
      first: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listFixits({
        scope: ctx,
        locationId: args.locationId ? String(args.locationId) : null,
        status: args.status,
        mine: args.mine,
        page: args.page,
        first: args.first,
      }),
  }),
}));

builder.mutationFields((t) => ({
  resolveFixit: t.field({
    type: FixitType,
    description: 'PENDING → RESOLVED with a comment; the resolver and the time are kept.',
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, { id, comment }, ctx) => resolveFixit({ scope: ctx, id: String(id), comment }).then(publishing(ctx, fixitChanged)),
  }),
}));
