import { ACCESS_LEVELS, CLIENT_ROLES, LANGUAGES, NOTIFICATION_KINDS, SYSTEM_ROLES, TEMPERATURE_UNITS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { ClientType } from '../clients/clients.schema.js';
import { clientById } from '../clients/clients.service.js';
import { LocationType } from '../locations/locations.schema.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { currentUser, updateMyPreferences, type UserRow } from './me.service.js';
import { myNotificationChannels, type NotificationChannel } from './notification-preferences.service.js';
import { photoFileIdOf } from './photo.service.js';
import { listVisibleLocations } from '../../scope/visible-locations.js';

export const AccessLevelEnum = builder.enumType('AccessLevel', { values: ACCESS_LEVELS });
export const ClientRoleEnum = builder.enumType('ClientRole', { values: CLIENT_ROLES });
export const SystemRoleEnum = builder.enumType('SystemRole', { values: SYSTEM_ROLES });
const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });
export const TemperatureUnitEnum = builder.enumType('TemperatureUnit', { values: TEMPERATURE_UNITS });
const NotificationKindEnum = builder.enumType('NotificationKind', { values: NOTIFICATION_KINDS });

/** One notice and whether it reaches the viewer by e-mail (Settings). */
const NotificationChannelType = builder.objectRef<NotificationChannel>('NotificationChannel').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (c) => c.kind }),
    email: t.exposeBoolean('email'),
  }),
});

const NotificationChannelInput = builder.inputType('NotificationChannelInput', {
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, required: true }),
    email: t.boolean({ required: true }),
  }),
});

/** The signed-in user (`me`); other members are `User` (users.schema.ts). */
export const CurrentUser = builder.objectRef<UserRow>('CurrentUser').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    displayName: t.string({ resolve: (u) => u.nickname || `${u.firstname} ${u.lastname}` }),
    nickname: t.exposeString('nickname', { nullable: true }),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    personalEmail: t.exposeString('personalEmail', { nullable: true }),
    personalPhoneNumber: t.exposeString('personalPhoneNumber', { nullable: true }),
    workRole: t.exposeString('workRole', { nullable: true }),
    systemRole: t.field({ type: SystemRoleEnum, resolve: (u) => u.systemRole }),
    clientRole: t.field({ type: ClientRoleEnum, nullable: true, resolve: (_u, _a, ctx) => ctx.viewer?.clientRole ?? null }),
    accessLevel: t.field({ type: AccessLevelEnum, nullable: true, resolve: (_u, _a, ctx) => ctx.viewer?.accessLevel ?? null }),
    language: t.field({ type: LanguageEnum, resolve: (u) => u.language }),
    temperatureUnit: t.field({ type: TemperatureUnitEnum, resolve: (u) => u.temperatureUnit }),
    isActive: t.exposeBoolean('isActive'),
    createdDate: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    client: t.field({
      type: ClientType,
      nullable: true,
      resolve: (_u, _a, ctx) => (ctx.viewer?.clientId ? clientById({ scope: ctx, clientId: ctx.viewer.clientId }) : null),
    }),
    locations: t.field({
      type: [LocationType],
      resolve: (_u, _a, ctx) => (ctx.viewer?.clientId ? listVisibleLocations({ scope: ctx }) : []),
    }),
    photo: t.field({
      type: ImageSetType,
      nullable: true,
      description: 'Profile photo in the selected client.',
      resolve: async (u, _a, ctx) => resolveImageSet(ctx, await photoFileIdOf({ scope: ctx, userId: u.id })),
    }),
    notificationChannels: t.field({
      type: [NotificationChannelType],
      description: 'Notices the viewer can receive in the selected client, and whether they come by e-mail.',
      resolve: (_u, _a, ctx) => myNotificationChannels({ scope: ctx }),
    }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  fields: (t) => ({
    language: t.field({ type: LanguageEnum }),
    temperatureUnit: t.field({ type: TemperatureUnitEnum }),
    notificationChannels: t.field({ type: [NotificationChannelInput] }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({ type: CurrentUser, authScopes: { signedIn: true }, resolve: (_root, _args, ctx) => currentUser({ scope: ctx }) }),
}));

builder.mutationFields((t) => ({
  updateMyPreferences: t.field({
    type: CurrentUser,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateMyPreferences({
        scope: ctx,
        language: input.language,
        temperatureUnit: input.temperatureUnit,
        notificationChannels: input.notificationChannels,
      }),
  }),
}));
