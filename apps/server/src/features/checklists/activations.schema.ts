import { QUEST_PROGRESS, TEMPERATURE_UNITS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { activationChanged, publishing, submissionChanged } from '../../events/mutation-events.js';
import { tenantOf } from '../../scope/scope.js';
import { LocationType } from '../locations/locations.schema.js';
import { activationForViewer, todayActivations, type ActivationRow } from './activations.service.js';
import { QuestType } from './quests.schema.js';
import { answerAppliancesOf, type AnswerAppliance } from './answer-appliance.service.js';
import { answerQuestAction, submitQuestActivation } from './answers.service.js';
import { locationFor, questFor, QuestSubmissionType } from './submissions.schema.js';
import { submissionOfActivation } from './submissions.service.js';

export const QuestProgressEnum = builder.enumType('QuestProgress', { values: QUEST_PROGRESS });
const AnswerUnitEnum = builder.enumType('AnswerTemperatureUnit', { values: TEMPERATURE_UNITS });

/** An appliance a temperature answer can name: its id and name only (any level may run a checklist). */
const AnswerApplianceType = builder.objectRef<AnswerAppliance>('AnswerAppliance').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

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
      resolve: async (activation, _a, ctx) =>
        submissionOfActivation({ db: await ctx.db(), clientId: tenantOf(ctx).clientId, activationId: activation.id }),
    }),
    answerAppliances: t.field({
      type: [AnswerApplianceType],
      description: 'The appliances of its location a temperature answer can name (answerQuestAction applianceId).',
      resolve: async (activation, _a, ctx) =>
        answerAppliancesOf({ db: await ctx.db(), clientId: tenantOf(ctx).clientId, locationId: activation.locationId }),
    }),
  }),
});

builder.objectFields(QuestSubmissionType, (t) => ({
  activation: t.field({
    type: QuestActivationType,
    nullable: true,
    resolve: (submission, _a, ctx) => (submission.activationId ? activationForViewer({ scope: ctx, id: submission.activationId }) : null),
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
    note: t.string({ description: 'A remark on the answer, any action type: trimmed, at most 500 characters (TOO_LONG).' }),
  }),
});

builder.queryFields((t) => ({
  todayActivations: t.field({
    type: [QuestActivationType],
    description: "Today's checklists at one of the viewer's locations (its local date), in start order.",
    authScopes: { tenant: true },
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => todayActivations({ scope: ctx, locationId: String(locationId) }),
  }),
  questActivation: t.field({
    type: QuestActivationType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => activationForViewer({ scope: ctx, id: String(id) }),
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
      clientAnswerId: t.arg.id({ description: "The device's UUID for this answer: a second send of it returns the stored result." }),
      answeredAt: t.arg({
        type: 'DateTime',
        description: 'When it was given (offline): judged against the window, at most the configured delay old.',
      }),
      applianceId: t.arg.id({
        description:
          'For a TEMPERATURE action: the appliance of the activation’s location it was taken at, compared with its sensor (APPLIANCE_NOT_AT_LOCATION otherwise).',
      }),
      device: t.arg.string({
        description:
          "The device's own name for itself, kept with an offline answer that arrives after another device submitted (late evidence).",
      }),
    },
    resolve: (_root, { activationId, partId, answer, clientAnswerId, answeredAt, applianceId, device }, ctx) =>
      answerQuestAction({
        scope: ctx,
        app: ctx,
        activationId: String(activationId),
        partId: String(partId),
        input: { ...answer, fileIds: answer.fileIds?.map(String) },
        applianceId: applianceId == null ? null : String(applianceId),
        offline: {
          clientId: clientAnswerId ? String(clientAnswerId) : undefined,
          givenAt: answeredAt ?? undefined,
          device: device ?? undefined,
        },
      }).then(publishing(ctx, activationChanged)),
  }),
  submitQuestActivation: t.field({
    type: QuestSubmissionType,
    description: 'Scores the activation, raises a fix-it for every non-compliant answer and finishes it.',
    authScopes: { tenant: true },
    args: {
      activationId: t.arg.id({ required: true }),
      clientSubmissionId: t.arg.id({
        description: "The device's UUID for this submit: a second send of it returns the stored submission.",
      }),
      submittedAt: t.arg({ type: 'DateTime', description: 'When it was submitted (offline): kept as the submission time.' }),
      signatureFileId: t.arg.id({
        description:
          'An optional sign-off signature: a PNG (at most 256 KB) the viewer uploaded with POST /files, stored with their name and the submit time.',
      }),
    },
    resolve: (_root, { activationId, clientSubmissionId, submittedAt, signatureFileId }, ctx) =>
      submitQuestActivation({
        scope: ctx,
        app: ctx,
        activationId: String(activationId),
        signatureFileId: signatureFileId == null ? null : String(signatureFileId),
        offline: { clientId: clientSubmissionId ? String(clientSubmissionId) : undefined, givenAt: submittedAt ?? undefined },
      }).then(publishing(ctx, submissionChanged)),
  }),
}));
