import { ACTION_TYPES } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { ActionObject, ActionTypeEnum } from './actions.schema.js';
import { LocationType } from '../locations/locations.schema.js';
import { mayActivateQuestAt, mayEditQuestAt } from './quest-rules.service.js';
import {
  createQuestAction,
  createQuestSection,
  insertQuestAction,
  partsOfQuests,
  removeQuestParts,
  updateQuestPartsOrder,
  updateSectionMarker,
  type PartRow,
  type QuestPartRecord,
} from './quest-parts.service.js';
import { listQuests, type QuestRecord } from './quest-records.service.js';
import { copyQuest, createQuest, deleteQuest, questById, setQuestActive, updateQuest } from './quests.service.js';
import { pausableLocationIdsOf, pausedLocationIdsOf, setQuestPausedAt } from './quest-location-pause.service.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { visibleLocationIds, visibleLocations } from '../../scope/visible-locations.js';

const loadParts = batchLoader(async (scope: Scope, questIds: string[]) =>
  partsOfQuests({ db: await scope.db(), clientId: tenantOf(scope).clientId, questIds }),
);

/** Parts of a quest, batched across a list of quests. */
export async function partsFor(ctx: GraphQLContext, questId: string): Promise<QuestPartRecord[]> {
  return (await loadParts.load(ctx, questId)) ?? [];
}

/** What the viewer may do with a quest (STYLE.md §4: the web shows only these). */
interface QuestPermissions {
  edit: boolean;
  copy: boolean;
  delete: boolean;
  activate: boolean;
}

const QuestPermissionsType = builder.objectRef<QuestPermissions>('QuestPermissions').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { description: 'Change name, schedule, locations and parts (only while inactive).' }),
    copy: t.exposeBoolean('copy'),
    delete: t.exposeBoolean('delete'),
    activate: t.exposeBoolean('activate', { description: 'Switch the active flag on or off.' }),
  }),
});

export const SectionMarkerType = builder.objectRef<PartRow>('SectionMarker').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
  }),
});

type ActionPart = Extract<QuestPartRecord, { kind: 'ACTION' }>;

export const QuestActionPartType = builder.objectRef<ActionPart>('QuestActionPart').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The part id (removeQuestParts, updateQuestPartsOrder, answers).' }),
    action: t.field({ type: ActionObject, resolve: (part) => part.action }),
  }),
});

/** Spec §3 "Quest part": a section marker or an action. */
export const QuestPartUnion = builder.unionType('QuestPart', {
  types: [SectionMarkerType, QuestActionPartType],
  resolveType: (part) => (part.kind === 'SECTION' ? SectionMarkerType : QuestActionPartType),
});

export const QuestType = builder.objectRef<QuestRecord>('Quest').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    updatedAt: t.field({ type: 'DateTime', resolve: (quest) => quest.updatedAt }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    rrule: t.exposeString('rrule', { nullable: true, description: 'RFC 5545 DTSTART + RRULE lines, floating local times.' }),
    durationMin: t.exposeInt('durationMin', { description: 'Minutes to complete each occurrence (1440 when all day).' }),
    active: t.exposeBoolean('active'),
    locations: t.field({
      type: [LocationType],
      description: "The quest's locations that the viewer can see.",
      resolve: async (quest, _args, ctx) => (await visibleLocations(ctx)).filter((location) => quest.locationIds.includes(location.id)),
    }),
    pausedLocationIds: t.idList({
      description: "The quest's locations (of those the viewer sees) where it is paused: no windows open there.",
      resolve: (quest, _args, ctx) => pausedLocationIdsOf(ctx, quest),
    }),
    pausableLocationIds: t.idList({
      description: "The quest's locations where the viewer may pause or resume it (setQuestPausedAt).",
      resolve: (quest, _args, ctx) => pausableLocationIdsOf(ctx, quest),
    }),
    parts: t.field({ type: [QuestPartUnion], resolve: (quest, _args, ctx) => partsFor(ctx, quest.id) }),
    actionCount: t.int({ resolve: async (quest, _args, ctx) => (await partsFor(ctx, quest.id)).filter((p) => p.kind === 'ACTION').length }),
    viewerCan: t.field({
      type: QuestPermissionsType,
      resolve: async (quest, _args, ctx) => {
        const build = mayEditQuestAt(ctx.level);
        const activate = mayActivateQuestAt({
          level: ctx.level,
          questLocationIds: quest.locationIds,
          visibleIds: await visibleLocationIds(ctx),
        });
        return { edit: build && !quest.active, copy: build, delete: build, activate };
      },
    }),
  }),
});

export const CopyQuestPayload = builder.objectRef<{ newId: string }>('CopyQuestPayload').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ newId: t.exposeID('newId') }),
});

const UpdateQuestInput = builder.inputType('UpdateQuestInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    rrule: t.string({ description: 'RFC 5545 text; null removes the schedule.' }),
    durationMin: t.int(),
    locationIds: t.idList(),
  }),
});

builder.queryFields((t) => ({
  quests: t.field({
    type: [QuestType],
    description: 'Quests the viewer sees, optionally at one location.',
    authScopes: { tenant: true },
    args: { locationId: t.arg.id() },
    resolve: (_root, { locationId }, ctx) => listQuests({ scope: ctx, locationId: locationId ? String(locationId) : null }),
  }),
  quest: t.field({
    type: QuestType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => questById({ scope: ctx, id: String(id) }),
  }),
}));

// PRODUCT.md: Managers build, copy and delete quests; Location Managers activate and pause those of their locations.
const editor = { level: 'MANAGER' } as const;
const activator = { level: 'LOCATION_MANAGER' } as const;

builder.mutationFields((t) => ({
  createQuest: t.field({
    type: QuestType,
    authScopes: editor,
    args: { locationIds: t.arg.idList({ required: true }) },
    resolve: (_root, { locationIds }, ctx) => createQuest({ scope: ctx, locationIds: locationIds.map(String) }),
  }),
  copyQuest: t.field({
    type: CopyQuestPayload,
    authScopes: editor,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ newId: await copyQuest({ scope: ctx, id: String(id) }) }),
  }),
  updateQuest: t.field({
    type: QuestType,
    authScopes: editor,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateQuestInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateQuest({
        scope: ctx,
        id: String(id),
        input: { ...input, locationIds: input.locationIds?.map(String) },
      }),
  }),
  deleteQuest: t.field({
    type: 'ID',
    authScopes: editor,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteQuest({ scope: ctx, id: String(id) }),
  }),
  setQuestActive: t.field({
    type: QuestType,
    authScopes: activator,
    args: { questId: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, { questId, active }, ctx) => setQuestActive({ scope: ctx, questId: String(questId), active }),
  }),
  setQuestPausedAt: t.field({
    type: QuestType,
    authScopes: activator,
    description: 'Pauses or resumes a quest at one of its locations only (its other locations go on).',
    args: {
      questId: t.arg.id({ required: true }),
      locationId: t.arg.id({ required: true }),
      paused: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { questId, locationId, paused }, ctx) =>
      setQuestPausedAt({ scope: ctx, questId: String(questId), locationId: String(locationId), paused }),
  }),
  createQuestSection: t.field({
    type: QuestType,
    authScopes: editor,
    args: { questId: t.arg.id({ required: true }), atIndex: t.arg.int({ required: true }) },
    resolve: (_root, { questId, atIndex }, ctx) => createQuestSection({ scope: ctx, questId: String(questId), atIndex }),
  }),
  createQuestAction: t.field({
    type: QuestType,
    description: `A new library action with the defaults of its type (${ACTION_TYPES.join(', ')}).`,
    authScopes: editor,
    args: {
      questId: t.arg.id({ required: true }),
      type: t.arg({ type: ActionTypeEnum, required: true }),
      atIndex: t.arg.int({ required: true }),
    },
    resolve: (_root, { questId, type, atIndex }, ctx) => createQuestAction({ scope: ctx, questId: String(questId), type, atIndex }),
  }),
  insertQuestAction: t.field({
    type: QuestType,
    authScopes: editor,
    args: { questId: t.arg.id({ required: true }), actionId: t.arg.id({ required: true }), atIndex: t.arg.int({ required: true }) },
    resolve: (_root, { questId, actionId, atIndex }, ctx) =>
      insertQuestAction({ scope: ctx, questId: String(questId), actionId: String(actionId), atIndex }),
  }),
  removeQuestParts: t.field({
    type: QuestType,
    authScopes: editor,
    args: { questId: t.arg.id({ required: true }), partIds: t.arg.idList({ required: true }) },
    resolve: (_root, { questId, partIds }, ctx) => removeQuestParts({ scope: ctx, questId: String(questId), partIds: partIds.map(String) }),
  }),
  updateQuestPartsOrder: t.field({
    type: QuestType,
    authScopes: editor,
    args: { questId: t.arg.id({ required: true }), partIds: t.arg.idList({ required: true }) },
    resolve: (_root, { questId, partIds }, ctx) =>
      updateQuestPartsOrder({ scope: ctx, questId: String(questId), partIds: partIds.map(String) }),
  }),
  updateSectionMarker: t.field({
    type: SectionMarkerType,
    authScopes: editor,
    args: { sectionId: t.arg.id({ required: true }), name: t.arg.string(), description: t.arg.string() },
    resolve: (_root, { sectionId, name, description }, ctx) =>
      updateSectionMarker({ scope: ctx, sectionId: String(sectionId), name, description }),
  }),
}));
