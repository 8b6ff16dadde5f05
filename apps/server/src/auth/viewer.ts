import { accessLevelOf, type ClientRole, type Language, type SystemRole } from '@ks/domain';
import { decodeJwt } from 'jose';
import type { Pool } from '../db/database.js';
import type { AuthProblem, Viewer } from '../graphql/context.js';
import { verifyAccessToken, type AccessClaims } from './access-token.js';
import { isUuid } from '../db/ids.js';

export interface ResolvedViewer {
  viewer: Viewer | null;
  authProblem: AuthProblem;
}

/** The user, and either their membership in the requested client or their only membership. */
interface ViewerRow {
  id: string;
  email: string;
  language: Language;
  system_role: SystemRole;
  is_active: boolean;
  token_version: number;
  /** The token's session (refresh-token family) was revoked: signed out there. */
  session_revoked: boolean;
  /** With a client-id header: the role there (null when not a member), and whether that client exists. */
  requested_role?: ClientRole | null;
  requested_exists?: boolean;
  /** Without: how many memberships the user has, and one of them. */
  membership_count?: string | number | null;
  only_client_id?: string | null;
  only_client_role?: ClientRole | null;
}

/**
 * The user and the membership that matter, in ONE round trip (every GraphQL request pays it): a read-only
 * transaction (embedded PGlite keeps connections apart per transaction only) with one statement. Every id
 * is a checked UUID, so the literals cannot carry anything else. Whether the token's session was revoked
 * is one EXISTS on the family's index (refresh_tokens_family_idx), in the same statement.
 */
async function loadViewerRow(
  pool: Pool,
  userId: string,
  requested: string | null,
  sessionId: string | null,
): Promise<ViewerRow | undefined> {
  const revoked = sessionId
    ? `EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = '${sessionId}' AND r.revoked_at IS NOT NULL)`
    : 'false';
  const select = requested
    ? `SELECT u.id, u.email, u.language, u.system_role, u.is_active, u.token_version, ${revoked} AS session_revoked,
         m.client_role AS requested_role,
         EXISTS (SELECT 1 FROM clients c WHERE c.id = '${requested}') AS requested_exists
       FROM users u LEFT JOIN memberships m ON m.user_id = u.id AND m.client_id = '${requested}'
       WHERE u.id = '${userId}'`
    : `SELECT u.id, u.email, u.language, u.system_role, u.is_active, u.token_version, ${revoked} AS session_revoked,
         mine.n AS membership_count,
         mine.client_id AS only_client_id, mine.client_role AS only_client_role
       FROM users u LEFT JOIN LATERAL (
         SELECT m.client_id, m.client_role, count(*) OVER () AS n FROM memberships m WHERE m.user_id = u.id LIMIT 1
       ) mine ON true
       WHERE u.id = '${userId}'`;
  const client = await pool.connect();
  try {
    const results = (await client.query(`BEGIN READ ONLY; ${select}; COMMIT`)) as unknown as Array<{ rows: ViewerRow[] }>;
    client.release();
    return results[1]!.rows[0]; // [BEGIN, SELECT, COMMIT]
  } catch (error) {
    // The transaction may still be open: the connection is dropped rather than reused.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** Tokens already verified, until their own expiry: verifying an HS256 JWT costs a WebCrypto job per request. */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * verifyAccessToken, remembered per token until the token expires: the signature and expiry of a token
 * never change. Revocation does not hide in this cache: it is the token version and the session's family,
 * both looked up on every request by the viewer lookup.
 */
async function claimsOfToken(secret: string, token: string): Promise<AccessClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret && Date.now() < known.expiresAtMs) return known.claims;
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  const { exp } = decodeJwt(token);
  if (typeof exp === 'number') {
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
    verifiedTokens.set(token, { secret, claims, expiresAtMs: exp * 1000 });
  }
  return claims;
}

/** Every user and session id is a UUID: anything else cannot name one. */
function namesUuids(claims: AccessClaims): boolean {
  return isUuid(claims.userId) && (claims.sessionId === null || isUuid(claims.sessionId));
}

/**
 * Whether the user still accepts the token. An older token version: the password changed, the user was
 * deactivated or logged out everywhere. A revoked session: logged out there (or its refresh token was
 * replayed); the person's other sessions live on.
 */
function stillValid(user: ViewerRow, claims: AccessClaims): boolean {
  return user.is_active && Number(user.token_version) === claims.tokenVersion && !user.session_revoked;
}

/**
 * Turns the bearer token and `client-id` header into a viewer. The tenant comes from the verified token
 * plus a membership check; the header only chooses among the user's own memberships (a Full Admin may
 * choose any existing client).
 */
export async function resolveViewer(
  pool: Pool,
  secret: string,
  authorization: string | undefined,
  clientIdHeader: string | undefined,
): Promise<ResolvedViewer> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (!token) return { viewer: null, authProblem: null };
  const claims = await claimsOfToken(secret, token);
  if (!claims || !namesUuids(claims)) return { viewer: null, authProblem: 'unauthenticated' };

  const requested = clientIdHeader?.trim() || null;
  const validRequest = requested !== null && isUuid(requested);
  const user = await loadViewerRow(pool, claims.userId, validRequest ? requested : null, claims.sessionId);
  if (!user || !stillValid(user, claims)) return { viewer: null, authProblem: 'unauthenticated' };
  const base = {
    userId: user.id,
    email: user.email,
    language: user.language,
    systemRole: user.system_role,
    sessionId: claims.sessionId,
  };
  const unchosen = { ...base, clientId: null, clientRole: null, accessLevel: null };

  if (requested) {
    if (!validRequest) return { viewer: unchosen, authProblem: 'client-not-found' };
    const clientRole = user.requested_role ?? null;
    const clientExists = clientRole !== null || (user.system_role === 'ADMIN' && user.requested_exists === true);
    if (!clientExists) return { viewer: unchosen, authProblem: 'client-not-found' };
    return {
      viewer: { ...base, clientId: requested, clientRole, accessLevel: accessLevelOf(user.system_role, clientRole) },
      authProblem: null,
    };
  }

  if (Number(user.membership_count) === 1 && user.only_client_id && user.only_client_role) {
    return {
      viewer: {
        ...base,
        clientId: user.only_client_id,
        clientRole: user.only_client_role,
        accessLevel: accessLevelOf(user.system_role, user.only_client_role),
      },
      authProblem: null,
    };
  }
  return { viewer: unchosen, authProblem: null };
}
