import { normalizeEmail, updateProfileInputSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.js';
import { consume } from '../../auth/rate-limit.js';
import { users } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { currentUser, type UserRow } from './me.service.js';
import { setMyPhoto } from './photo.service.js';
import { setSignInEmail } from './user-admin.service.js';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Counts an attempt to prove the password again. The counters live on their own connection, and embedded
 * PGlite runs one transaction at a time, so this must run before the request's transaction opens.
 */
async function limitReauthentication(ctx: GraphQLContext, userId: string): Promise<void> {
  if (ctx.requestState.tx) throw validationError('Change your sign-in email in a request of its own', 'email');
  await consume(ctx.pool, { bucket: `reauth:${userId}`, limit: 10, windowSeconds: FIFTEEN_MINUTES });
}

/**
 * updateProfile: the signed-in person's own names, nickname, contact details and photo. A new sign-in e-mail
 * needs the current password (a borrowed session must not be able to take the account over).
 */
export async function updateProfile({ ctx, input: raw }: { ctx: GraphQLContext; input: unknown }): Promise<UserRow> {
  const input = updateProfileInputSchema.parse(raw);
  const viewer = ctx.viewer;
  if (!viewer) throw new Error('updateProfile needs a viewer');
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== viewer.email.toLowerCase();
  if (emailChanged) await limitReauthentication(ctx, viewer.userId);

  const me = await currentUser({ ctx });
  if (emailChanged && !(await verifyPassword(me.passwordHash, input.currentPassword ?? ''))) {
    throw validationError(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  const db = await ctx.db();
  await db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      nickname: input.nickname,
      phone: input.phone,
      personalEmail: input.personalEmail,
      personalPhoneNumber: input.personalPhoneNumber,
    })
    .where(eq(users.id, viewer.userId));
  if (emailChanged && email) await setSignInEmail(db, viewer.userId, email);
  if (input.photoFileId !== undefined) await setMyPhoto({ ctx, fileId: input.photoFileId });
  return currentUser({ ctx });
}
