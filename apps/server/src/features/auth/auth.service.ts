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
import { signAccessToken } from '../../auth/access-token.js';
import { reserveLoginAttempt } from '../../auth/login-limit.js';
import { newPasswordRefusal } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { consume, consumeAll } from '../../auth/rate-limit.js';
import { withSystemTx, type Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { appError, badCredentialsError, unauthenticatedError, validationError } from '../../graphql/errors.js';
import type { AppServices } from '../../scope/app-services.js';
import { authEmail } from '../../mail/auth-emails.js';
import type { AuthCall } from './session-port.js';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken, type OneTimeKind } from './one-time-tokens.js';
import { publishAccessChange } from '../../events/access-change.js';
import { issueRefreshToken, revokeAllSessions, revokeByToken, revokeFamily, rotateRefreshToken } from './sessions.js';

const FIFTEEN_MINUTES = 15 * 60;
// Password attempts are limited in auth/login-limit.ts; e-mails per address and per requesting IP here.
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
async function startSession(
  { app, session }: Pick<AuthCall, 'app' | 'session'>,
  db: Db,
  user: { id: string; tokenVersion: number },
): Promise<{ access_token: string }> {
  const refresh = await issueRefreshToken(db, user.id);
  session.setRefreshToken(refresh.token, refresh.expiresAt);
  const claims = { userId: user.id, tokenVersion: user.tokenVersion, sessionId: refresh.familyId };
  return { access_token: await signAccessToken(app.config.jwtSecret, claims) };
}

/**
 * Password login (spec §4). The attempt is counted before the password is verified (so a burst cannot
 * outrun the limit) and given back when the password is right. Wrong credentials and rate limits answer
 * with GraphQL errors.
 */
export async function login({ app, session, username, password }: AuthCall & { username: string; password: string }) {
  const email = normalizeEmail(username);
  const attempt = await reserveLoginAttempt(app.pool, email, session.clientIp);
  const user = await withSystemTx(app.pool, (db) => findActiveUserByEmail(db, email));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw badCredentialsError();
  await attempt.succeeded();
  return withSystemTx(app.pool, (db) => startSession({ app, session }, db, user));
}

/**
 * Ends the session: the family of the refresh cookie, and the session the access token names (`sid`; the
 * same one unless the cookie was lost), so that session's access tokens are refused from now on (the viewer
 * lookup) and its live streams end on every instance. The person's other sessions carry on.
 */
export async function logout({ app, session, scope }: AuthCall) {
  const presented = session.readRefreshToken();
  const ended = await withSystemTx(app.pool, async (db) => {
    const fromCookie = presented ? await revokeByToken(db, presented) : null;
    const revoked = fromCookie ? [fromCookie] : [];
    const own = session.accessSessionId;
    if (own && scope.userId && own !== fromCookie?.familyId) {
      await revokeFamily(db, own);
      revoked.push({ userId: scope.userId, familyId: own });
    }
    return revoked;
  });
  session.clearRefreshToken();
  for (const { userId, familyId } of ended) await publishAccessChange(app.pool, userId, { sessionId: familyId });
  // A token from before sessions were named (no `sid`) and no cookie: its session is unknown, so every
  // stream of the person ends (the other sessions' streams subscribe again with their own tokens).
  if (ended.length === 0 && scope.userId) await publishAccessChange(app.pool, scope.userId);
  return { status: 'SUCCESS' as const, message: 'Logged out' };
}

/** Exchanges the refresh cookie for a new access token, rotating the refresh token. */
export async function refresh({ app, session }: AuthCall) {
  const presented = session.readRefreshToken();
  if (!presented) throw unauthenticatedError();
  await consume(app.pool, { bucket: `refresh:ip:${session.clientIp}`, limit: 600, windowSeconds: FIFTEEN_MINUTES });
  const result = await withSystemTx(app.pool, async (db) => {
    const rotated = await rotateRefreshToken(db, presented);
    if (!rotated.ok) return null;
    const [user] = await db
      .select({ isActive: users.isActive, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, rotated.userId));
    if (!user?.isActive) return null;
    return { ...rotated, tokenVersion: user.tokenVersion };
  });
  if (!result) {
    session.clearRefreshToken();
    throw unauthenticatedError();
  }
  session.setRefreshToken(result.next.token, result.next.expiresAt);
  const claims = { userId: result.userId, tokenVersion: result.tokenVersion, sessionId: result.next.familyId };
  return { access_token: await signAccessToken(app.config.jwtSecret, claims) };
}

/** Shared by magic-link and reset requests: validate, limit, create the token, mail the link. */
async function sendLink(
  { scope, app, session }: AuthCall,
  rawEmail: string,
  kind: Extract<OneTimeKind, 'MAGIC_LINK' | 'PASSWORD_RESET'>,
): Promise<StatusPayload> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return failure('ERROR_INVALID_EMAIL');
  const email = normalizeEmail(parsed.data);
  // Both limits are counted and decided atomically before anything is sent: of 40 simultaneous requests
  // for one address, 5 send an e-mail.
  await consumeAll(app.pool, emailRules(kind, email, session.clientIp));
  const created = await withSystemTx(app.pool, async (db) => {
    const user = await findActiveUserByEmail(db, email);
    if (!user) return null;
    const ttl = kind === 'MAGIC_LINK' ? MAGIC_LINK_TTL_SECONDS : PASSWORD_RESET_TTL_SECONDS;
    const token = await createOneTimeToken(db, user.id, kind, ttl);
    return { user, token };
  });
  if (!created) return failure('ERROR_EMAIL_NOT_REGISTERED');
  const route = kind === 'MAGIC_LINK' ? '/magiclink/callback' : '/forgotpw/callback';
  const link = `${app.config.publicUrl}${route}?token=${encodeURIComponent(created.token)}`;
  try {
    await app.mailer.send(
      authEmail(kind === 'MAGIC_LINK' ? 'magicLink' : 'passwordReset', created.user.language, created.user.email, link),
    );
  } catch (error) {
    scope.log.error({ err: error }, 'sending a sign-in e-mail failed');
    return failure('ERROR_SYSTEM');
  }
  return success;
}

/** Mails a magic sign-in link (spec §7 sendMagicLink). */
export function sendMagicLink({ email, ...call }: AuthCall & { email: string }) {
  return sendLink(call, email, 'MAGIC_LINK');
}

/** Mails a password reset link (spec §7 sendPasswordResetLink). */
export function sendPasswordResetLink({ email, ...call }: AuthCall & { email: string }) {
  return sendLink(call, email, 'PASSWORD_RESET');
}

/** Signs in with a magic-link token; `username` is the e-mail the same browser stored when asking. */
export async function loginWithMagicToken({ app, session, token, username }: AuthCall & { token: string; username: string }) {
  await consume(app.pool, { bucket: `magic:ip:${session.clientIp}`, limit: 30, windowSeconds: FIFTEEN_MINUTES });
  const started = await withSystemTx(app.pool, async (db) => {
    const user = await findActiveUserByEmail(db, username);
    if (!user) return null;
    const userId = await consumeOneTimeToken(db, token, ['MAGIC_LINK']);
    // A token spent by somebody else's e-mail is treated as wrong; rolling back keeps it usable.
    if (userId !== user.id) throw new MagicLinkMismatch();
    return startSession({ app, session }, db, user);
  }).catch((error: unknown) => {
    if (error instanceof MagicLinkMismatch) return null;
    throw error;
  });
  if (!started) {
    throw appError(MESSAGES.magicLinkInvalid, 'user', 'INVALID_MAGIC_LINK');
  }
  return started;
}

class MagicLinkMismatch extends Error {}

/**
 * Sets a new password with a reset or invitation token; every session of the user ends (refresh tokens
 * revoked, access tokens stale at once). A common, breached or e-mail-containing password is refused
 * with a validation error on `password`, and the token stays usable for a better one.
 */
export async function newPassword({
  app,
  session,
  password,
  token,
}: AuthCall & { password: string; token: string }): Promise<StatusPayload> {
  await consume(app.pool, { bucket: `newpw:ip:${session.clientIp}`, limit: 30, windowSeconds: FIFTEEN_MINUTES });
  const kinds: OneTimeKind[] = ['PASSWORD_RESET', 'INVITATION'];
  const holder = await withSystemTx(app.pool, (db) => peekOneTimeToken(db, token, kinds));
  if (!holder) return failure('ERROR_INVALID_TOKEN');
  const refusal = newPasswordRefusal(password, holder.email);
  if (refusal) throw validationError(refusal.message, 'password', refusal.code);
  const passwordHash = await hashPassword(password);
  const changed = await withSystemTx(app.pool, async (db) => {
    const userId = await consumeOneTimeToken(db, token, kinds);
    if (!userId) return false;
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllSessions(db, userId);
    return userId;
  });
  if (changed) await publishAccessChange(app.pool, changed);
  return changed ? success : failure('ERROR_INVALID_TOKEN');
}

/**
 * Mails a new user their invitation link (`/forgotpw/callback?token=…`, kind INVITATION, 7 days); the
 * new-password flow sets their password. Opens its own system transaction: call it from
 * `scope.afterCommit` only, never while the request's transaction is open.
 */
export async function sendInvitation({ app, userId }: { app: AppServices; userId: string }): Promise<void> {
  const created = await withSystemTx(app.pool, async (db) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.isActive) return null;
    return { user, token: await createOneTimeToken(db, user.id, 'INVITATION', INVITATION_TTL_SECONDS) };
  });
  if (!created) return;
  const link = `${app.config.publicUrl}/forgotpw/callback?token=${encodeURIComponent(created.token)}`;
  await app.mailer.send(authEmail('invitation', created.user.language, created.user.email, link));
}

/**
 * Ends every session of a user at once (deactivated): refresh tokens revoked, access tokens stale. Opens
 * its own system transaction: call it from `scope.afterCommit` only, never while the request's transaction
 * is open.
 */
export async function endAllSessions({ app, userId }: { app: AppServices; userId: string }): Promise<void> {
  await withSystemTx(app.pool, (db) => revokeAllSessions(db, userId));
  await publishAccessChange(app.pool, userId);
}

/** logoutEverywhere: ends every session of the signed-in person, this one included, on every device. */
export async function logoutEverywhere({ scope, app, session }: AuthCall) {
  const userId = scope.userId;
  if (!userId) throw unauthenticatedError();
  await withSystemTx(app.pool, (db) => revokeAllSessions(db, userId));
  await publishAccessChange(app.pool, userId);
  session.clearRefreshToken();
  return { status: 'SUCCESS' as const, message: 'Logged out everywhere' };
}
