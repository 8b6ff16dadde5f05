import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';

export type OneTimeKind = 'MAGIC_LINK' | 'PASSWORD_RESET' | 'INVITATION';

/** Creates a single-use token; a newer token of the same kind voids the user's older ones. */
export async function createOneTimeToken(db: Db, userId: string, kind: OneTimeKind, ttlSeconds: number, now = new Date()): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  const token = newSecureToken();
  await db
    .insert(oneTimeTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return token;
}

/** The row of `token` when it is of one of `kinds`, unused and unexpired. */
function usable(token: string, kinds: OneTimeKind[], now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    inArray(oneTimeTokens.kind, kinds),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** Spends a token of one of `kinds` and returns its user, or null when unknown, used or expired. */
export async function consumeOneTimeToken(db: Db, token: string, kinds: OneTimeKind[], now = new Date()): Promise<string | null> {
  if (!token) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(token, kinds, now))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}

/** The holder of a token of one of `kinds` that is still usable, without spending it; null otherwise. */
export async function peekOneTimeToken(
  db: Db,
  token: string,
  kinds: OneTimeKind[],
  now = new Date(),
): Promise<{ userId: string; email: string } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(usable(token, kinds, now));
  return row ?? null;
}
