import { REFRESH_TOKEN_TTL_SECONDS } from '@ks/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';

export interface IssuedRefresh {
  token: string;
  expiresAt: Date;
  /** The family: the session, named in its access tokens (`sid`) so a logout revokes those too. */
  familyId: string;
}

/** Issues a refresh token in a family (a new family for a fresh sign-in). */
export async function issueRefreshToken(db: Db, userId: string, familyId: string = randomUUID()): Promise<IssuedRefresh> {
  const token = newSecureToken();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  await db.insert(refreshTokens).values({ familyId, userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt, familyId };
}

export type RotateResult = { ok: true; userId: string; next: IssuedRefresh } | { ok: false };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued. A token
 * presented twice means it leaked, so its whole family is revoked (RFC 6819 §5.2.2.3).
 */
export async function rotateRefreshToken(db: Db, presented: string, now = new Date()): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .for('update');
  if (!row) return { ok: false };
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false };
  }
  if (row.expiresAt <= now) return { ok: false };
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
  return { ok: true, userId: row.userId, next: await issueRefreshToken(db, row.userId, row.familyId) };
}

/** Revokes every token of a family (logout, or reuse detected). */
export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family a presented refresh token belongs to; unknown tokens are ignored. Returns its user and family. */
export async function revokeByToken(db: Db, presented: string, now = new Date()): Promise<{ userId: string; familyId: string } | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (row) await revokeFamily(db, row.familyId, now);
  return row ?? null;
}

/**
 * Ends every session of a user (password changed, user deactivated, "log out everywhere"): revokes their
 * refresh tokens, and raises their token version so access tokens already issued stop working at once.
 */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
