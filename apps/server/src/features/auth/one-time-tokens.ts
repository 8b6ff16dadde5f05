import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oneTimeTokens } from '../../db/schema/index.js';
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

/** Spends a token of one of `kinds` and returns its user, or null when unknown, used or expired. */
export async function consumeOneTimeToken(db: Db, token: string, kinds: OneTimeKind[], now = new Date()): Promise<string | null> {
  if (!token) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        inArray(oneTimeTokens.kind, kinds),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}
