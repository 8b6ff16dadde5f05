import {
  ASSIGNABLE_ACCESS_LEVELS,
  assignableLevelsFor,
  canManageUser,
  createUserInputSchema,
  updateProfileInputSchema,
  updateUserInputSchema,
} from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ClientType } from '../clients/clients.schema.js';
import { clientById } from '../clients/clients.service.js';
import { recentActivityOf, type ActivityEvent } from '../analytics/analytics.service.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { LocationType } from '../locations/locations.schema.js';
import { AccessLevelEnum, ClientRoleEnum, CurrentUser, SystemRoleEnum } from './me.schema.js';
import { photoFileIdOf } from './photo.service.js';
import { updateProfile } from './profile.service.js';
import { createUser, deleteUser, updateUser, type DeleteUserResult } from './user-admin.service.js';
import { publishAccessChange } from '../../events/access-change.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { listUsers, managedViewOf, managerViewOf, userById, type UserRecord } from './users.service.js';
import { visibleLocations } from '../../scope/visible-locations.js';

/**
 * A member's level, locations or membership changed: once committed, their open live streams end on every
 * instance (they subscribe again, let in only as far as the new access allows; issue 35 item 4).
 */
async function accessChangedAfter<T>(ctx: GraphQLContext, userId: string, work: Promise<T>): Promise<T> {
  const result = await work;
  const { clientId } = tenantOf(ctx);
  ctx.afterCommit(() => publishAccessChange(ctx.pool, userId, { alsoClientIds: [clientId] }));
  return result;
}

const AssignableAccessLevelEnum = builder.enumType('AssignableAccessLevel', { values: ASSIGNABLE_ACCESS_LEVELS });

/** What the viewer may do with one user (STYLE.md §4: the web shows only these actions). */
interface UserPermissions {
  edit: boolean;
  delete: boolean;
  changeEmail: boolean;
  changeAccessLevel: boolean;
  changeDetails: boolean;
}

const UserPermissionsType = builder.objectRef<UserPermissions>('UserPermissions').implement({
  authScopes: { level: 'LOCATION_MANAGER' },
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    changeEmail: t.exposeBoolean('changeEmail'),
    changeAccessLevel: t.exposeBoolean('changeAccessLevel'),
    changeDetails: t.exposeBoolean('changeDetails', {
      description: 'Names, phone and work role: false for a person who also belongs to another client (theirs or a Full Admin’s).',
    }),
  }),
});

const ActivityType = builder.objectRef<ActivityEvent>('UserActivity').implement({
  authScopes: { level: 'LOCATION_MANAGER' },
  fields: (t) => ({
    name: t.exposeString('name', { description: '`login` or `page_view`' }),
    page: t.exposeString('page', { nullable: true }),
    path: t.exposeString('path', { nullable: true }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
  }),
});

/** A member of the selected client, as user administration shows them (no secrets). */
export const UserType = builder.objectRef<UserRecord>('User').implement({
  authScopes: { level: 'LOCATION_MANAGER' },
  // The person fields are alike to CurrentUser's (me.schema.ts): another member's row (UserRecord, seen
  // by administration) and the signed-in person's own (UserRow, with its settings) are two types with
  // their own access rules and resolvers for role, client and locations.
  // jscpd:ignore-start
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
    clientRole: t.field({ type: ClientRoleEnum, resolve: (u) => u.clientRole }),
    accessLevel: t.field({ type: AccessLevelEnum, nullable: true, resolve: (u) => u.accessLevel }),
    isActive: t.exposeBoolean('isActive'),
    invitationPending: t.exposeBoolean('invitationPending', { description: 'Invited, has not set a password yet.' }),
    createdDate: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    photo: t.field({
      type: ImageSetType,
      nullable: true,
      resolve: async (u, _a, ctx) => resolveImageSet(ctx, await photoFileIdOf({ scope: ctx, userId: u.id })),
    }),
    client: t.field({
      type: ClientType,
      nullable: true,
      resolve: (_u, _a, ctx) => (ctx.viewer?.clientId ? clientById({ scope: ctx, clientId: ctx.viewer.clientId }) : null),
    }),
    locations: t.field({
      type: [LocationType],
      description: "The user's locations that the viewer can see.",
      resolve: async (u, _a, ctx) => (await visibleLocations(ctx)).filter((l) => u.locationIds.includes(l.id)),
    }),
    // jscpd:ignore-end
    recentActivity: t.field({
      type: [ActivityType],
      description: 'Latest sign-ins and page views in this client, newest first.',
      resolve: (u, _a, ctx) => recentActivityOf({ scope: ctx, userId: u.id }),
    }),
    viewerCan: t.field({
      type: UserPermissionsType,
      resolve: async (u, _a, ctx) => {
        const manager = await managerViewOf(ctx);
        const target = managedViewOf(u);
        const other = assignableLevelsFor(manager.level).find((level) => level !== u.accessLevel);
        const edit = u.isActive && canManageUser(manager, target, 'edit');
        return {
          edit,
          delete: u.isActive && canManageUser(manager, target, 'delete'),
          changeEmail: edit && canManageUser(manager, target, 'edit', { emailChanged: true }),
          changeAccessLevel: edit && other !== undefined && canManageUser(manager, target, 'edit', { level: other }),
          changeDetails: edit && canManageUser(manager, target, 'edit', { detailsChanged: true }),
        };
      },
    }),
  }),
});

const DeleteUserPayload = builder.objectRef<DeleteUserResult>('DeleteUserPayload').implement({
  authScopes: { level: 'LOCATION_MANAGER' },
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: MutationStatusEnum, resolve: () => 'SUCCESS' as const }),
    deactivated: t.exposeBoolean('deactivated'),
    removedFromClient: t.exposeBoolean('removedFromClient'),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    phone: t.string(),
    workRole: t.string(),
    accessLevel: t.field({ type: AssignableAccessLevelEnum, required: true }),
    locationIds: t.idList(),
  }),
  validate: createUserInputSchema,
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    email: t.string(),
    firstname: t.string(),
    lastname: t.string(),
    phone: t.string(),
    workRole: t.string(),
    accessLevel: t.field({ type: AssignableAccessLevelEnum }),
    locationIds: t.idList({ description: 'Assignments among the locations the viewer manages; others are kept.' }),
  }),
  validate: updateUserInputSchema,
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    nickname: t.string(),
    phone: t.string(),
    personalEmail: t.string(),
    personalPhoneNumber: t.string(),
    email: t.string({ description: 'A new sign-in e-mail; needs currentPassword.' }),
    currentPassword: t.string(),
    photoFileId: t.id({ description: 'A picture uploaded with POST /files; null removes the photo.' }),
  }),
  validate: updateProfileInputSchema,
});

builder.queryFields((t) => ({
  users: t.field({
    type: [UserType],
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { locationId: t.arg.id(), includeInactive: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      listUsers({ scope: ctx, locationId: args.locationId ? String(args.locationId) : null, includeInactive: args.includeInactive }),
  }),
  user: t.field({
    type: UserType,
    nullable: true,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => userById({ scope: ctx, id: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserType,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: (_root, { input }, ctx) => createUser({ scope: ctx, app: ctx, input }),
  }),
  updateUser: t.field({
    type: UserType,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => accessChangedAfter(ctx, String(id), updateUser({ scope: ctx, id: String(id), input })),
  }),
  deleteUser: t.field({
    type: DeleteUserPayload,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => accessChangedAfter(ctx, String(id), deleteUser({ scope: ctx, app: ctx, id: String(id) })),
  }),
  updateProfile: t.field({
    type: CurrentUser,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateProfile({
        scope: ctx,
        app: ctx,
        unit: ctx.requestState,
        // signedIn scope-auth guarantees a viewer here.
        signInEmail: ctx.viewer?.email ?? '',
        input: {
          ...input,
          photoFileId: input.photoFileId === undefined || input.photoFileId === null ? input.photoFileId : String(input.photoFileId),
        },
      }),
  }),
}));
