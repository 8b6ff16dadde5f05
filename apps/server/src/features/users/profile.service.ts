import { normalizeEmail, updateProfileInputSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.js';
import { consume } from '../../auth/rate-limit.js';
import { users } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import type { UnitOfWork } from '../../scope/unit-of-work.js';
import { validationError } from '../../graphql/errors.js';
import { currentUser, type UserRow } from './me.service.js';
import { setMyPhoto } from './photo.service.js';
import { setSignInEmail } from './user-admin.service.js';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Counts an attempt to prove the password again. The counters live on their own connection, and embedded
 * PGlite runs one transaction at a time, so this must run before the request's transaction opens.
 */
async function limitReauthentication(app: AppServices, unit: Pick<UnitOfWork, 'opened'>, userId: string): Promise<void> {
  if (unit.opened) throw validationError('Change your sign-in email in a request of its own', 'email');
  await consume(app.pool, { bucket: `reauth:${userId}`, limit: 10, windowSeconds: FIFTEEN_MINUTES });
}

/**
 * updateProfile: the signed-in person's own names, nickname, contact details and photo. A new sign-in e-mail
 * needs the current password (a borrowed session must not be able to take the account over). `signInEmail`
 * is the viewer's own (from the verified token); `unit` tells whether the request's transaction is open yet.
 */
export async function updateProfile({
  scope,
  app,
  unit,
  signInEmail,
  input: raw,
}: {
  scope: Scope;
  app: AppServices;
  unit: Pick<UnitOfWork, 'opened'>;
  signInEmail: string;
  input: unknown;
}): Promise<UserRow> {
  const input = updateProfileInputSchema.parse(raw);
  const userId = scope.userId;
  if (!userId) throw new Error('updateProfile needs a viewer');
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== signInEmail.toLowerCase();
  if (emailChanged) await limitReauthentication(app, unit, userId);

  const me = await currentUser({ scope });
  if (emailChanged && !(await verifyPassword(me.passwordHash, input.currentPassword ?? ''))) {
    throw validationError(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword', 'WRONG_PASSWORD');
  }
  const db = await scope.db();
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
    .where(eq(users.id, userId));
  if (emailChanged && email) await setSignInEmail({ db, userId, email });
  if (input.photoFileId !== undefined) await setMyPhoto({ scope, fileId: input.photoFileId });
  return currentUser({ scope });
}
