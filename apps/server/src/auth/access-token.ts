import { ACCESS_TOKEN_TTL_SECONDS } from '@ks/domain';
import { jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../db/ids.js';

const ISSUER = 'kitchen-sentinel';

/** What a valid access token says: whose it is, and the user's token version when it was signed. */
export interface AccessClaims {
  userId: string;
  /** `users.token_version` at signing; the viewer lookup refuses the token once the user's has moved on. */
  tokenVersion: number;
  /**
   * The session (refresh-token family) the token was issued to (`sid`): the viewer lookup refuses the
   * token once that family is revoked (logout). Null for a token signed without one (tests, and tokens
   * from before `sid` existed, valid for their last ≤ 15 minutes).
   */
  sessionId: string | null;
}

/** Signs a short-lived access token for a user at their current token version, in their session. */
export async function signAccessToken(
  secret: string,
  claims: { userId: string; tokenVersion: number; sessionId?: string | null },
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims.sessionId ? { tv: claims.tokenVersion, sid: claims.sessionId } : { tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a valid, unexpired token, or null (a token without a token version is not valid). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    // A token without an expiry would never expire: refused even when its signature is right.
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(payload.tv)) return null;
    if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !isUuid(payload.sid))) return null;
    return { userId: payload.sub, tokenVersion: payload.tv as number, sessionId: (payload.sid as string | undefined) ?? null };
  } catch {
    return null;
  }
}
