import { FIXIT_STATUSES } from '@ks/domain';
import { atomically } from '../quests/quest-access.service.js';
import { builder } from '../../graphql/builder.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { ActionObject } from '../actions/actions.schema.js';
import { actionRecordsByIds } from '../actions/actions.service.js';
import { activationsByIds } from '../quests/activations.service.js';
import { requestBatcher } from '../../graphql/request-batcher.js';
import { QuestActivationType } from '../submissions/activations.schema.js';
import { personById } from '../submissions/people.service.js';
import { locationFor, questFor, QuestAnswerType, QuestPersonType, QuestSubmissionType } from '../submissions/submissions.schema.js';
import { answersOfSubmissions, submissionsByIds } from '../submissions/submissions.service.js';
import { fixitsOfSubmissions, listFixits, resolveFixit, type FixitPage, type FixitRow } from './fixits.service.js';
import { LocationType } from '../locations/locations.schema.js';
import { QuestType } from '../quests/quests.schema.js';

export const FixitStatusEnum = builder.enumType('FixitStatus', { values: FIXIT_STATUSES });

const loadActivations = requestBatcher(async (ctx: GraphQLContext, ids: string[]) =>
  activationsByIds(await ctx.db(), tenantOf(ctx).clientId, ids),
);
const loadSubmissions = requestBatcher(async (ctx: GraphQLContext, ids: string[]) =>
  submissionsByIds(await ctx.db(), tenantOf(ctx).clientId, ids),
);
const loadActions = requestBatcher((ctx: GraphQLContext, ids: string[]) => actionRecordsByIds({ ctx, ids }));
const loadAnswersBySubmission = requestBatcher(async (ctx: GraphQLContext, ids: string[]) =>
  answersOfSubmissions(await ctx.db(), tenantOf(ctx).clientId, ids),
);
const loadFixitsBySubmission = requestBatcher(async (ctx: GraphQLContext, ids: string[]) =>
  fixitsOfSubmissions(await ctx.db(), tenantOf(ctx).clientId, ids),
);

/** Spec §3 "Fixit": raised by a non-compliant answer, PENDING until resolved with a comment. */
export const FixitType = builder.objectRef<FixitRow>('Fixit').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (fixit) => fixit.createdAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (fixit) => fixit.resolvedAt }),
    comment: t.exposeString('comment', { nullable: true }),
    status: t.field({ type: FixitStatusEnum, resolve: (fixit) => fixit.status }),
    location: t.field({ type: LocationType, nullable: true, resolve: (fixit, _a, ctx) => locationFor(ctx, fixit.locationId) }),
    quest: t.field({ type: QuestType, resolve: (fixit, _a, ctx) => questFor(ctx, fixit.questId) }),
    questActivation: t.field({
      type: QuestActivationType,
      nullable: true,
      resolve: async (fixit, _a, ctx) => (fixit.activationId ? ((await loadActivations.load(ctx, fixit.activationId)) ?? null) : null),
    }),
    action: t.field({
      type: ActionObject,
      resolve: async (fixit, _a, ctx) => {
        const action = await loadActions.load(ctx, fixit.actionId);
        if (!action) throw new Error(`action ${fixit.actionId} of fix-it ${fixit.id} is missing`);
        return action;
      },
    }),
    answer: t.field({
      type: QuestAnswerType,
      nullable: true,
      description: 'The answer that raised it.',
      resolve: async (fixit, _a, ctx) =>
        ((await loadAnswersBySubmission.load(ctx, fixit.submissionId)) ?? []).find((answer) => answer.id === fixit.answerId) ?? null,
    }),
    submission: t.field({
      type: QuestSubmissionType,
      resolve: async (fixit, _a, ctx) => {
        const submission = await loadSubmissions.load(ctx, fixit.submissionId);
        if (!submission) throw new Error(`submission of fix-it ${fixit.id} is missing`);
        return submission;
      },
    }),
    submitter: t.field({ type: QuestPersonType, nullable: true, resolve: (fixit, _a, ctx) => personById(ctx, fixit.submittedBy) }),
    resolver: t.field({ type: QuestPersonType, nullable: true, resolve: (fixit, _a, ctx) => personById(ctx, fixit.resolvedBy) }),
  }),
});

builder.objectFields(QuestSubmissionType, (t) => ({
  fixits: t.field({
    type: [FixitType],
    description: 'The fix-its this submission raised.',
    resolve: async (submission, _a, ctx) => (await loadFixitsBySubmission.load(ctx, submission.id)) ?? [],
  }),
}));

const FixitPageType = builder.objectRef<FixitPage>('FixitPage').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    items: t.field({ type: [FixitType], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    first: t.exposeInt('first'),
  }),
});

builder.queryFields((t) => ({
  fixits: t.field({
    type: FixitPageType,
    description: 'Fix-its, newest first: 20 per page by default; the pending list of a location uses status PENDING and 999.',
    authScopes: { tenant: true },
    args: {
      locationId: t.arg.id(),
      status: t.arg({ type: FixitStatusEnum }),
      page: t.arg.int(),
      first: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listFixits({
        ctx,
        locationId: args.locationId ? String(args.locationId) : null,
        status: args.status,
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
    resolve: (_root, { id, comment }, ctx) => atomically(ctx, () => resolveFixit({ ctx, id: String(id), comment })),
  }),
}));
