import { QUEST_PROGRESS, TEMPERATURE_UNITS } from '@ks/domain';
import { atomically } from '../quests/quest-access.service.js';
import { builder } from '../../graphql/builder.js';
import { tenantOf } from '../../graphql/context.js';
import { LocationType } from '../locations/locations.schema.js';
import { activationForViewer, todayActivations, type ActivationRow } from '../quests/activations.service.js';
import { QuestType } from '../quests/quests.schema.js';
import { answerQuestAction, submitQuestActivation } from './answers.service.js';
import { locationFor, questFor, QuestSubmissionType } from './submissions.schema.js';
import { submissionOfActivation } from './submissions.service.js';

export const QuestProgressEnum = builder.enumType('QuestProgress', { values: QUEST_PROGRESS });
const AnswerUnitEnum = builder.enumType('AnswerTemperatureUnit', { values: TEMPERATURE_UNITS });

/** One occurrence of a quest's schedule at a location: what a worker opens and does. */
export const QuestActivationType = builder.objectRef<ActivationRow>('QuestActivation').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    quest: t.field({ type: QuestType, resolve: (activation, _a, ctx) => questFor(ctx, activation.questId) }),
    location: t.field({ type: LocationType, nullable: true, resolve: (activation, _a, ctx) => locationFor(ctx, activation.locationId) }),
    startsAt: t.field({ type: 'DateTime', resolve: (activation) => activation.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (activation) => activation.endsAt }),
    localDate: t.exposeString('localDate', { description: "The location's local date, YYYY-MM-DD." }),
    progress: t.field({ type: QuestProgressEnum, resolve: (activation) => activation.progress }),
    score: t.exposeInt('score', { nullable: true, description: 'Set when submitted; 0 when the window closed unfinished.' }),
    missed: t.boolean({ resolve: (activation) => activation.missedAt !== null }),
    open: t.boolean({
      description: 'Answers are accepted now: the window is open and it is not submitted.',
      resolve: (activation) => {
        const now = Date.now();
        return (
          activation.progress !== 'FINISHED' &&
          activation.missedAt === null &&
          activation.startsAt.getTime() <= now &&
          now < activation.endsAt.getTime()
        );
      },
    }),
    submission: t.field({
      type: QuestSubmissionType,
      nullable: true,
      resolve: async (activation, _a, ctx) => submissionOfActivation(await ctx.db(), tenantOf(ctx).clientId, activation.id),
    }),
  }),
});

builder.objectFields(QuestSubmissionType, (t) => ({
  activation: t.field({
    type: QuestActivationType,
    nullable: true,
    resolve: (submission, _a, ctx) => (submission.activationId ? activationForViewer({ ctx, id: submission.activationId }) : null),
  }),
}));

export const AnswerInput = builder.inputType('QuestAnswerInput', {
  description: 'One of: temperature (+ unit, the viewer’s), optionIndexes, fileIds, acknowledged — as the action type needs.',
  fields: (t) => ({
    temperature: t.float(),
    unit: t.field({ type: AnswerUnitEnum }),
    optionIndexes: t.intList(),
    fileIds: t.idList(),
    acknowledged: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  todayActivations: t.field({
    type: [QuestActivationType],
    description: "Today's checklists at one of the viewer's locations (its local date), in start order.",
    authScopes: { tenant: true },
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => todayActivations({ ctx, locationId: String(locationId) }),
  }),
  questActivation: t.field({
    type: QuestActivationType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => activationForViewer({ ctx, id: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  answerQuestAction: t.field({
    type: QuestActivationType,
    description: 'Saves the answer to one action of an open activation (progress is kept as the worker goes).',
    authScopes: { tenant: true },
    args: {
      activationId: t.arg.id({ required: true }),
      partId: t.arg.id({ required: true }),
      answer: t.arg({ type: AnswerInput, required: true }),
    },
    resolve: (_root, { activationId, partId, answer }, ctx) =>
      atomically(ctx, () =>
        answerQuestAction({
          ctx,
          activationId: String(activationId),
          partId: String(partId),
          input: { ...answer, fileIds: answer.fileIds?.map(String) },
        }),
      ),
  }),
  submitQuestActivation: t.field({
    type: QuestSubmissionType,
    description: 'Scores the activation, raises a fix-it for every non-compliant answer and finishes it.',
    authScopes: { tenant: true },
    args: { activationId: t.arg.id({ required: true }) },
    resolve: (_root, { activationId }, ctx) => atomically(ctx, () => submitQuestActivation({ ctx, activationId: String(activationId) })),
  }),
}));
