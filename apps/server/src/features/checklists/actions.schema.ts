import { ACTION_CATEGORIES, ACTION_TYPES, IMPORTANCE } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import type { FileInfo } from './action-files.service.js';
import { listLibraryActions, saveActionToLibrary, updateAction, type ActionRecord } from './actions.service.js';

export const ActionTypeEnum = builder.enumType('ActionType', { values: ACTION_TYPES });
export const ActionCategoryEnum = builder.enumType('ActionCategory', { values: ACTION_CATEGORIES });
export const ImportanceEnum = builder.enumType('Importance', { values: IMPORTANCE });

/** A file attached to an action or uploaded as an answer (spec §3 "Attachment"). */
export const ActionFileType = builder.objectRef<FileInfo>('ActionFile').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    large: t.exposeString('large', {
      nullable: true,
      description: "A picture's biggest stored width (1024 px, never enlarged) for a large view; null for other kinds.",
    }),
    type: t.exposeString('kind', { description: 'AUDIO, DOCUMENT, PICTURE or VIDEO' }),
    mimeType: t.exposeString('mimeType'),
    updatedAt: t.field({ type: 'DateTime', resolve: (file) => file.updatedAt }),
  }),
});

/** An action of the library (spec §3). Workers see it through the quests they do. */
export const ActionObject = builder.objectRef<ActionRecord>('Action').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ActionTypeEnum, resolve: (action) => action.type }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    category: t.field({ type: ActionCategoryEnum, nullable: true, resolve: (action) => action.category }),
    importance: t.field({ type: ImportanceEnum, resolve: (action) => action.importance }),
    inLibrary: t.exposeBoolean('inLibrary', {
      description: "Listed in the action library; an action made in an editor is its quest's or training's own until saved there.",
    }),
    activeQuestCount: t.exposeInt('activeQuestCount', { description: 'Active quests holding this action; editing is blocked above 0.' }),
    attachments: t.field({ type: [ActionFileType], resolve: (action) => action.attachments }),
    properties: t.string({
      description: 'The properties of the action type as JSON (spec §3): safeZones, options, enumerated, triggersFixIt.',
      resolve: (action) => JSON.stringify(action.properties),
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (action) => action.updatedAt }),
  }),
});

const ActionPageType = pageObjectType('ActionPage', ActionObject, { level: 'LOCATION_MANAGER' });

builder.queryFields((t) => ({
  libraryActions: t.field({
    type: ActionPageType,
    description: 'The action library for the quest and training editors (20 per page by default).',
    authScopes: { level: 'LOCATION_MANAGER' },
    args: {
      search: t.arg.string(),
      category: t.arg({ type: ActionCategoryEnum }),
      page: t.arg.int(),
      first: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listLibraryActions({ scope: ctx, search: args.search, category: args.category, page: args.page, first: args.first }),
  }),
}));

builder.mutationFields((t) => ({
  saveActionToLibrary: t.field({
    type: ActionObject,
    description: "Lists a quest's or training's own action in the action library, for other quests and trainings to use.",
    authScopes: { level: 'MANAGER' },
    args: { actionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => saveActionToLibrary({ scope: ctx, actionId: String(args.actionId) }),
  }),
  updateAction: t.field({
    type: ActionObject,
    description: "Refused with 'Editing blocked - action belongs to one or more active quests' while an active quest holds it.",
    authScopes: { level: 'MANAGER' },
    args: {
      actionId: t.arg.id({ required: true }),
      name: t.arg.string(),
      description: t.arg.string(),
      category: t.arg({ type: ActionCategoryEnum }),
      importance: t.arg({ type: ImportanceEnum }),
      attachments: t.arg.idList({ description: 'File ids, in display order; replaces the current list.' }),
      properties: t.arg.string({ description: 'JSON of the type’s properties.' }),
    },
    resolve: (_root, args, ctx) =>
      updateAction({
        scope: ctx,
        actionId: String(args.actionId),
        fields: {
          name: args.name,
          description: args.description,
          category: args.category,
          importance: args.importance,
          attachments: args.attachments?.map(String),
          properties: args.properties,
        },
      }),
  }),
}));
