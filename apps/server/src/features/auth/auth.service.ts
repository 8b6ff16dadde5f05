import {
  emailSchema,
  INVITATION_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  MESSAGES,
  normalizeEmail,
  PASSWORD_RESET_TTL_SECONDS,
  type ErrorCode,
} from '@ks/domain';
import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { signAccessToken } from '../../auth/access-token.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { assertUnderLimit, consume, countHit } from '../../auth/rate-limit.js';
import { withSystemTx, type Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { badCredentialsError, unauthenticatedError } from '../../graphql/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { authEmail } from '../../mail/auth-emails.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { consumeOneTimeToken, createOneTimeToken, type OneTimeKind } from './one-time-tokens.js';
import { issueRefreshToken, revokeAllSessions, revokeByToken, rotateRefreshToken } from './sessions.js';

const FIFTEEN_MINUTES = 15 * 60;
// Failed passwords are counted per account *and* address, so a stranger's guesses cannot lock the real
// person out; the per-account ceiling is far higher and only slows a distributed attack.
const loginRules = (email: string, ip: string) => [
  { bucket: `login:${email}:${ip}`, limit: 10, windowSeconds: FIFTEEN_MINUTES },
  { bucket: `login:${email}`, limit: 100, windowSeconds: FIFTEEN_MINUTES },
];
const emailRules = (kind: string, email: string, ip: string) => [
  { bucket: `${kind}:${email}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
  { bucket: `${kind}:ip:${ip}`, limit: 30, windowSeconds: FIFTEEN_MINUTES },
];

export interface StatusPayload {
  status: 'SUCCESS' | 'ERROR';
  errorCode: ErrorCode | null;
}
const success: StatusPayload = { status: 'SUCCESS', errorCode: null };
const failure = (errorCode: ErrorCode): StatusPayload => ({ status: 'ERROR', errorCode });

async function findActiveUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user?.isActive ? user : undefined;
}

/** Starts a session for a user: a new refresh family in the cookie and an access token in the answer. */
async function startSession(ctx: GraphQLContext, db: Db, userId: string): Promise<{ access_token: string }> {
  const refresh = await issueRefreshToken(db, userId);
  setRefreshCookie(ctx.reply, refresh.token, refresh.expiresAt);
  return { access_token: await signAccessToken(ctx.config.jwtSecret, userId) };
}

/** Password login (spec §4). Wrong credentials and rate limits answer with GraphQL errors. */
export async function login({ ctx, username, password }: { ctx: GraphQLContext; username: string; password: string }) {
  const email = normalizeEmail(username);
  const rules = loginRules(email, ctx.request.ip);
  for (const rule of rules) await assertUnderLimit(ctx.pool, rule);
  const user = await withSystemTx(ctx.pool, (db) => findActiveUserByEmail(db, email));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    for (const rule of rules) await countHit(ctx.pool, rule);
    throw badCredentialsError();
  }
  return withSystemTx(ctx.pool, (db) => startSession(ctx, db, user.id));
}

/** Ends the session in the refresh cookie (its whole family) and clears the cookie. */
export async function logout({ ctx }: { ctx: GraphQLContext }) {
  const presented = readRefreshCookie(ctx.request);
  if (presented) await withSystemTx(ctx.pool, (db) => revokeByToken(db, presented));
  clearRefreshCookie(ctx.reply);
  return { status: 'SUCCESS' as const, message: 'Logged out' };
}

/** Exchanges the refresh cookie for a new access token, rotating the refresh token. */
export async function refresh({ ctx }: { ctx: GraphQLContext }) {
  const presented = readRefreshCookie(ctx.request);
  if (!presented) throw unauthenticatedError();
  await consume(ctx.pool, { bucket: `refresh:ip:${ctx.request.ip}`, limit: 600, windowSeconds: FIFTEEN_MINUTES });
  const result = await withSystemTx(ctx.pool, async (db) => {
    const rotated = await rotateRefreshToken(db, presented);
    if (!rotated.ok) return null;
    const [user] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, rotated.userId));
    if (!user?.isActive) return null;
    return rotated;
  });
  if (!result) {
    clearRefreshCookie(ctx.reply);
    throw unauthenticatedError();
  }
  setRefreshCookie(ctx.reply, result.next.token, result.next.expiresAt);
  return { access_token: await signAccessToken(ctx.config.jwtSecret, result.userId) };
}

/** Shared by magic-link and reset requests: validate, limit, create the token, mail the link. */
async function sendLink(
  ctx: GraphQLContext,
  rawEmail: string,
  kind: Extract<OneTimeKind, 'MAGIC_LINK' | 'PASSWORD_RESET'>,
): Promise<StatusPayload> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return failure('ERROR_INVALID_EMAIL');
  const email = normalizeEmail(parsed.data);
  for (const rule of emailRules(kind, email, ctx.request.ip)) await consume(ctx.pool, rule);
  const created = await withSystemTx(ctx.pool, async (db) => {
    const user = await findActiveUserByEmail(db, email);
    if (!user) return null;
    const ttl = kind === 'MAGIC_LINK' ? MAGIC_LINK_TTL_SECONDS : PASSWORD_RESET_TTL_SECONDS;
    const token = await createOneTimeToken(db, user.id, kind, ttl);
    return { user, token };
  });
  if (!created) return failure('ERROR_EMAIL_NOT_REGISTERED');
  const route = kind === 'MAGIC_LINK' ? '/magiclink/callback' : '/forgotpw/callback';
  const link = `${ctx.config.publicUrl}${route}?token=${encodeURIComponent(created.token)}`;
  try {
    await ctx.mailer.send(
      authEmail(kind === 'MAGIC_LINK' ? 'magicLink' : 'passwordReset', created.user.language, created.user.email, link),
    );
  } catch (error) {
    ctx.request.log.error({ err: error }, 'sending a sign-in e-mail failed');
    return failure('ERROR_SYSTEM');
  }
  return success;
}

/** Mails a magic sign-in link (spec §7 sendMagicLink). */
export function sendMagicLink({ ctx, email }: { ctx: GraphQLContext; email: string }) {
  return sendLink(ctx, email, 'MAGIC_LINK');
}

/** Mails a password reset link (spec §7 sendPasswordResetLink). */
export function sendPasswordResetLink({ ctx, email }: { ctx: GraphQLContext; email: string }) {
  return sendLink(ctx, email, 'PASSWORD_RESET');
}

/** Signs in with a magic-link token; `username` is the e-mail the same browser stored when asking. */
export async function loginWithMagicToken({ ctx, token, username }: { ctx: GraphQLContext; token: string; username: string }) {
  await consume(ctx.pool, { bucket: `magic:ip:${ctx.request.ip}`, limit: 30, windowSeconds: FIFTEEN_MINUTES });
  const session = await withSystemTx(ctx.pool, async (db) => {
    const user = await findActiveUserByEmail(db, username);
    if (!user) return null;
    const userId = await consumeOneTimeToken(db, token, ['MAGIC_LINK']);
    // A token spent by somebody else's e-mail is treated as wrong; rolling back keeps it usable.
    if (userId !== user.id) throw new MagicLinkMismatch();
    return startSession(ctx, db, user.id);
  }).catch((error: unknown) => {
    if (error instanceof MagicLinkMismatch) return null;
    throw error;
  });
  if (!session) {
    throw new GraphQLError(MESSAGES.magicLinkInvalid, { extensions: { category: 'user', code: 'INVALID_MAGIC_LINK' } });
  }
  return session;
}

class MagicLinkMismatch extends Error {}

/** Sets a new password with a reset or invitation token; every other session of the user ends. */
export async function newPassword({
  ctx,
  password,
  token,
}: {
  ctx: GraphQLContext;
  password: string;
  token: string;
}): Promise<StatusPayload> {
  await consume(ctx.pool, { bucket: `newpw:ip:${ctx.request.ip}`, limit: 30, windowSeconds: FIFTEEN_MINUTES });
  const passwordHash = await hashPassword(password);
  const changed = await withSystemTx(ctx.pool, async (db) => {
    const userId = await consumeOneTimeToken(db, token, ['PASSWORD_RESET', 'INVITATION']);
    if (!userId) return false;
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllSessions(db, userId);
    return true;
  });
  return changed ? success : failure('ERROR_INVALID_TOKEN');
}

/**
 * Mails a new user their invitation link (`/forgotpw/callback?token=…`, kind INVITATION, 7 days); the
 * new-password flow sets their password. Opens its own system transaction: call it from
 * `ctx.afterCommit` only, never while the request's transaction is open.
 */
export async function sendInvitation({ ctx, userId }: { ctx: GraphQLContext; userId: string }): Promise<void> {
  const created = await withSystemTx(ctx.pool, async (db) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.isActive) return null;
    return { user, token: await createOneTimeToken(db, user.id, 'INVITATION', INVITATION_TTL_SECONDS) };
  });
  if (!created) return;
  const link = `${ctx.config.publicUrl}/forgotpw/callback?token=${encodeURIComponent(created.token)}`;
  await ctx.mailer.send(authEmail('invitation', created.user.language, created.user.email, link));
}

/**
 * Ends every session of a user at once (deactivated, or removed from a client). Opens its own system
 * transaction: call it from `ctx.afterCommit` only, never while the request's transaction is open.
 */
export async function endAllSessions({ ctx, userId }: { ctx: GraphQLContext; userId: string }): Promise<void> {
  await withSystemTx(ctx.pool, (db) => revokeAllSessions(db, userId));
}
