import { diaryInputSchema, MOODS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import { listDiaryEntries, submitDiary, type DiaryEntryRecord } from './diary.service.js';

const MoodEnum = builder.enumType('Mood', { values: MOODS });

const DiaryLocation = builder.objectRef<DiaryEntryRecord['location']>('DiaryLocation').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), timezone: t.exposeString('timezone') }),
});

const DiaryAuthor = builder.objectRef<NonNullable<DiaryEntryRecord['author']>>('DiaryAuthor').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), displayName: t.exposeString('displayName') }),
});

const DiaryEntryType = builder.objectRef<DiaryEntryRecord>('DiaryEntry').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    mood: t.field({ type: MoodEnum, nullable: true, resolve: (e) => e.mood }),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    location: t.field({ type: DiaryLocation, resolve: (e) => e.location }),
    author: t.field({ type: DiaryAuthor, nullable: true, description: 'Null when the author left this client.', resolve: (e) => e.author }),
    mine: t.exposeBoolean('mine'),
  }),
});

const DiaryEntryPage = pageObjectType('DiaryEntryPage', DiaryEntryType, { tenant: true });

const DiaryInput = builder.inputType('DiaryInput', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    mood: t.field({ type: MoodEnum }),
    description: t.string(),
  }),
  validate: diaryInputSchema,
});

builder.queryFields((t) => ({
  diaryEntries: t.field({
    type: DiaryEntryPage,
    authScopes: { tenant: true },
    description: "My entries; Managers and Location Managers also their locations' entries. Newest first.",
    args: { locationId: t.arg.id(), mine: t.arg.boolean(), first: t.arg.int(), page: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listDiaryEntries({
        scope: ctx,
        locationId: args.locationId ? String(args.locationId) : null,
        mine: args.mine,
        first: args.first,
        page: args.page,
      }),
  }),
}));

builder.mutationFields((t) => ({
  submitDiary: t.field({
    type: DiaryEntryType,
    authScopes: { tenant: true },
    args: { input: t.arg({ type: DiaryInput, required: true }) },
    resolve: (_root, { input }, ctx) => submitDiary({ scope: ctx, input }),
  }),
}));
