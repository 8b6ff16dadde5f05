import { ACCESS_LEVELS, CLIENT_ROLES, LANGUAGES, SYSTEM_ROLES, TEMPERATURE_UNITS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { ClientType } from '../clients/clients.schema.js';
import { clientById } from '../clients/clients.service.js';
import { LocationType } from '../locations/locations.schema.js';
import { listVisibleLocations } from '../locations/locations.service.js';
import { currentUser, updateMyPreferences, type UserRow } from './me.service.js';

export const AccessLevelEnum = builder.enumType('AccessLevel', { values: ACCESS_LEVELS });
export const ClientRoleEnum = builder.enumType('ClientRole', { values: CLIENT_ROLES });
export const SystemRoleEnum = builder.enumType('SystemRole', { values: SYSTEM_ROLES });
const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });
const TemperatureUnitEnum = builder.enumType('TemperatureUnit', { values: TEMPERATURE_UNITS });

/** The signed-in user (`me`). Other users' type arrives with user administration. */
const CurrentUser = builder.objectRef<UserRow>('CurrentUser').implement({
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
      resolve: (_u, _a, ctx) => (ctx.viewer?.clientId ? clientById({ ctx, clientId: ctx.viewer.clientId }) : null),
    }),
    locations: t.field({
      type: [LocationType],
      resolve: (_u, _a, ctx) => (ctx.viewer?.clientId ? listVisibleLocations({ ctx }) : []),
    }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  fields: (t) => ({
    language: t.field({ type: LanguageEnum }),
    temperatureUnit: t.field({ type: TemperatureUnitEnum }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({ type: CurrentUser, authScopes: { signedIn: true }, resolve: (_root, _args, ctx) => currentUser({ ctx }) }),
}));

builder.mutationFields((t) => ({
  updateMyPreferences: t.field({
    type: CurrentUser,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMyPreferences({ ctx, language: input.language, temperatureUnit: input.temperatureUnit }),
  }),
}));
