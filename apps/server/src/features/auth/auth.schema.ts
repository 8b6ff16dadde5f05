import { ERROR_CODES, newPasswordInputSchema } from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import * as auth from './auth.service.js';
import { authCallOf } from './refresh-cookie.js';

const ErrorCodeEnum = builder.enumType('ErrorCode', { values: ERROR_CODES });

const TokenPayload = builder.objectRef<{ access_token: string }>('TokenPayload').implement({
  authScopes: { public: true },
  fields: (t) => ({ access_token: t.exposeString('access_token') }),
});

const StatusPayload = builder.objectRef<auth.StatusPayload>('StatusPayload').implement({
  authScopes: { public: true },
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    errorCode: t.field({ type: ErrorCodeEnum, nullable: true, resolve: (p) => p.errorCode }),
  }),
});

const LogoutPayload = builder.objectRef<{ status: 'SUCCESS' | 'ERROR'; message: string }>('LogoutPayload').implement({
  authScopes: { public: true },
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    message: t.exposeString('message'),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});
const MagicLinkLoginInput = builder.inputType('MagicLinkLoginInput', {
  fields: (t) => ({ token: t.string({ required: true }), username: t.string({ required: true }) }),
});
const NewPasswordInput = builder.inputType('NewPasswordInput', {
  fields: (t) => ({ password: t.string({ required: true }), token: t.string({ required: true }) }),
  validate: newPasswordInputSchema,
});

builder.mutationFields((t) => ({
  login: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => auth.login({ ...authCallOf(ctx), username: input.username, password: input.password }),
  }),
  logout: t.field({
    type: LogoutPayload,
    authScopes: { public: true },
    args: { notificationToken: t.arg.string() },
    resolve: (_root, _args, ctx) => auth.logout(authCallOf(ctx)),
  }),
  logoutEverywhere: t.field({
    type: LogoutPayload,
    description: 'Ends every session of the signed-in person on every device, this one included, at once.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => auth.logoutEverywhere(authCallOf(ctx)),
  }),
  refreshToken: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => auth.refresh(authCallOf(ctx)),
  }),
  sendMagicLink: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => auth.sendMagicLink({ ...authCallOf(ctx), email }),
  }),
  loginWithMagicToken: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: MagicLinkLoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => auth.loginWithMagicToken({ ...authCallOf(ctx), token: input.token, username: input.username }),
  }),
  sendPasswordResetLink: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => auth.sendPasswordResetLink({ ...authCallOf(ctx), email }),
  }),
  newPassword: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: NewPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => auth.newPassword({ ...authCallOf(ctx), password: input.password, token: input.token }),
  }),
}));
