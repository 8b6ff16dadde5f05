import { isTrainingQuestion } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { QuestRecord } from '../checklists/quest-records.service.js';
import { batchLoader } from '../../scope/batch-loader.js';
import type { Scope } from '../../scope/scope.js';
import { ActionTypeEnum } from '../checklists/actions.schema.js';
import { resolveImageSet } from '../files/files.schema.js';
import { LocationType } from '../locations/locations.schema.js';
import {
  createQuestAction,
  createQuestSection,
  insertQuestAction,
  removeQuestParts,
  updateQuestPartsOrder,
} from '../checklists/quest-parts.service.js';
import { CopyQuestPayload, partsFor, QuestPartUnion } from '../checklists/quests.schema.js';
import { deleteQuest } from '../checklists/quests.service.js';
import { personById, type Person } from '../checklists/people.service.js';
import { QuestPersonType } from '../checklists/submissions.schema.js';
import { assignedUserIds, assignTraining, unassignTraining } from './assignments.service.js';
import { listTrainings, mayAssignTrainings, mayBuildTrainings, trainingById, type TrainingRecord } from './training-records.service.js';
import { asTraining, copyTraining, createTraining, setTrainingActive, updateTraining } from './trainings.service.js';
import { visibleLocations } from '../../scope/visible-locations.js';

/** What a passed training earns. */
export const CertificateType = builder.objectRef<{ id: string; name: string }>('Certificate').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** The certificate of a training: its name falls back to the training's name while none is set. */
export function certificateOf(training: TrainingRecord): { id: string; name: string } {
  return { id: training.certificateId, name: training.certificateName || training.name };
}

interface TrainingPermissions {
  edit: boolean;
  delete: boolean;
  copy: boolean;
  activate: boolean;
  assign: boolean;
}

const TrainingPermissionsType = builder.objectRef<TrainingPermissions>('TrainingPermissions').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { description: 'Change name, settings, locations and parts (only while inactive).' }),
    delete: t.exposeBoolean('delete'),
    copy: t.exposeBoolean('copy'),
    activate: t.exposeBoolean('activate'),
    assign: t.exposeBoolean('assign', { description: 'Assign and unassign people (Location Managers: users of their locations).' }),
  }),
});

/** The training a builder mutation answers with, once the shared quest service has changed it. */
const answerTraining = async (ctx: GraphQLContext, change: Promise<QuestRecord>) => asTraining({ scope: ctx, record: await change });

const loadAssigned = batchLoader((scope: Scope, ids: string[]) => assignedUserIds({ scope, questIds: ids }));

/** The banner's widest web rendition (1024 px, never enlarged), or null without a banner. */
async function bannerUrlOf(ctx: GraphQLContext, fileId: string | null): Promise<string | null> {
  return (await resolveImageSet(ctx, fileId))?.xlarge ?? null;
}

export const TrainingType = builder.objectRef<TrainingRecord>('Training').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    active: t.exposeBoolean('active'),
    bannerUrl: t.string({
      nullable: true,
      description: 'Download address of the banner picture (needs the bearer token, like every file).',
      resolve: (training, _a, ctx) => bannerUrlOf(ctx, training.bannerFileId),
    }),
    bannerFileId: t.exposeID('bannerFileId', { nullable: true }),
    certificateDurationMon: t.exposeInt('certificateDurationMon', { description: 'Months a passed attempt stays valid (1…120).' }),
    certificate: t.field({ type: CertificateType, resolve: (training) => certificateOf(training) }),
    locations: t.field({
      type: [LocationType],
      description: "The training's locations that the viewer can see.",
      resolve: async (training, _a, ctx) => (await visibleLocations(ctx)).filter((location) => training.locationIds.includes(location.id)),
    }),
    parts: t.field({ type: [QuestPartUnion], resolve: (training, _a, ctx) => partsFor(ctx, training.id) }),
    actionCount: t.int({
      resolve: async (training, _a, ctx) => (await partsFor(ctx, training.id)).filter((p) => p.kind === 'ACTION').length,
    }),
    questionCount: t.int({
      description: 'SINGLE_CHOICE and MULTIPLE_CHOICE parts: the scored questions.',
      resolve: async (training, _a, ctx) =>
        (await partsFor(ctx, training.id)).filter((p) => p.kind === 'ACTION' && isTrainingQuestion(p.action.type)).length,
    }),
    assignedUsers: t.field({
      type: [QuestPersonType],
      resolve: async (training, _a, ctx) => {
        const people = await Promise.all(((await loadAssigned.load(ctx, training.id)) ?? []).map((id) => personById({ scope: ctx, id })));
        return people.filter((person): person is Person => person !== null).sort((a, b) => a.displayName.localeCompare(b.displayName));
      },
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (training) => training.updatedAt }),
    viewerCan: t.field({
      type: TrainingPermissionsType,
      resolve: (training, _a, ctx) => {
        const build = mayBuildTrainings(ctx.level);
        return { edit: build && !training.active, delete: build, copy: build, activate: build, assign: mayAssignTrainings(ctx.level) };
      },
    }),
  }),
});

const UpdateTrainingInput = builder.inputType('UpdateTrainingInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    bannerFileId: t.id({ description: 'An uploaded picture; explicit null removes the banner.' }),
    certificateName: t.string(),
    certificateDurationMon: t.int({ description: '1…120 months.' }),
    locationIds: t.idList(),
  }),
});

builder.queryFields((t) => ({
  trainings: t.field({
    type: [TrainingType],
    description: 'Trainings the viewer sees (Standard and Basic Users: those assigned to them), optionally at one location.',
    authScopes: { tenant: true },
    args: { locationId: t.arg.id() },
    resolve: (_root, { locationId }, ctx) => listTrainings({ scope: ctx, locationId: locationId ? String(locationId) : null }),
  }),
  training: t.field({
    type: TrainingType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => trainingById({ scope: ctx, id: String(id) }),
  }),
}));

/** PRODUCT.md: Managers (and Full Admins) build trainings. */
const builderScope = { level: 'MANAGER' } as const;
/** Location Managers assign people of their locations. */
const assignerScope = { level: 'LOCATION_MANAGER' } as const;

builder.mutationFields((t) => ({
  createTraining: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { locationIds: t.arg.idList({ required: true }) },
    resolve: (_root, { locationIds }, ctx) => createTraining({ scope: ctx, locationIds: locationIds.map(String) }),
  }),
  copyTraining: t.field({
    type: CopyQuestPayload,
    authScopes: builderScope,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ newId: await copyTraining({ scope: ctx, id: String(id) }) }),
  }),
  updateTraining: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateTrainingInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateTraining({
        scope: ctx,
        id: String(id),
        input: {
          ...input,
          bannerFileId: input.bannerFileId === undefined || input.bannerFileId === null ? input.bannerFileId : String(input.bannerFileId),
          locationIds: input.locationIds?.map(String),
        },
      }),
  }),
  deleteTraining: t.field({
    type: 'ID',
    authScopes: builderScope,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteQuest({ scope: ctx, id: String(id), kind: 'TRAINING' }),
  }),
  setTrainingActive: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { trainingId: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { trainingId, active }, ctx) => setTrainingActive({ scope: ctx, trainingId: String(trainingId), active }),
  }),
  createTrainingSection: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { trainingId: t.arg.id({ required: true }), atIndex: t.arg.int({ required: true }) },
    resolve: async (_root, { trainingId, atIndex }, ctx) =>
      answerTraining(ctx, createQuestSection({ scope: ctx, questId: String(trainingId), atIndex, kind: 'TRAINING' })),
  }),
  createTrainingAction: t.field({
    type: TrainingType,
    description: 'A new library action with the defaults of its type; choice options may then be marked `correct`.',
    authScopes: builderScope,
    args: {
      trainingId: t.arg.id({ required: true }),
      atIndex: t.arg.int({ required: true }),
      type: t.arg({ type: ActionTypeEnum, required: true }),
    },
    resolve: async (_root, { trainingId, atIndex, type }, ctx) =>
      answerTraining(ctx, createQuestAction({ scope: ctx, questId: String(trainingId), type, atIndex, kind: 'TRAINING' })),
  }),
  insertTrainingAction: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { trainingId: t.arg.id({ required: true }), actionId: t.arg.id({ required: true }), atIndex: t.arg.int({ required: true }) },
    resolve: async (_root, { trainingId, actionId, atIndex }, ctx) =>
      answerTraining(
        ctx,
        insertQuestAction({ scope: ctx, questId: String(trainingId), actionId: String(actionId), atIndex, kind: 'TRAINING' }),
      ),
  }),
  removeTrainingParts: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { trainingId: t.arg.id({ required: true }), partIds: t.arg.idList({ required: true }) },
    resolve: async (_root, { trainingId, partIds }, ctx) =>
      answerTraining(ctx, removeQuestParts({ scope: ctx, questId: String(trainingId), partIds: partIds.map(String), kind: 'TRAINING' })),
  }),
  updateTrainingPartsOrder: t.field({
    type: TrainingType,
    authScopes: builderScope,
    args: { trainingId: t.arg.id({ required: true }), partIds: t.arg.idList({ required: true }) },
    resolve: async (_root, { trainingId, partIds }, ctx) =>
      answerTraining(
        ctx,
        updateQuestPartsOrder({ scope: ctx, questId: String(trainingId), partIds: partIds.map(String), kind: 'TRAINING' }),
      ),
  }),
  assignTraining: t.field({
    type: TrainingType,
    description: 'Fails as a whole with ERROR_FAILED_TO_ASSIGN (nothing changed) when any user may not be assigned.',
    authScopes: assignerScope,
    args: { questId: t.arg.id({ required: true }), users: t.arg.idList({ required: true }) },
    resolve: (_root, { questId, users }, ctx) => assignTraining({ scope: ctx, questId: String(questId), userIds: users.map(String) }),
  }),
  unassignTraining: t.field({
    type: TrainingType,
    description: 'Fails as a whole with ERROR_FAILED_TO_UNASSIGN (nothing changed) when any user may not be unassigned.',
    authScopes: assignerScope,
    args: { questId: t.arg.id({ required: true }), users: t.arg.idList({ required: true }) },
    resolve: (_root, { questId, users }, ctx) => unassignTraining({ scope: ctx, questId: String(questId), userIds: users.map(String) }),
  }),
}));
