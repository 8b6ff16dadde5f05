import type { AccessLevel } from '@ks/domain';
import { rolesOfLevel } from '@ks/domain';
import { signAccessToken } from '../src/auth/access-token.js';
import { withSystemTx, type Pool } from '../src/db/database.js';
import { locations } from '../src/db/schema/index.js';
import { buildClient, buildUser } from './factories.js';

/** The JWT secret `startTestServer()` configures. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/**
 * An access token for a user, without going through the (rate-limited, argon2) login. `tokenVersion` is
 * the user's `token_version` (0 until a password change, deactivation or "log out everywhere").
 */
export function tokenFor(userId: string, tokenVersion = 0): Promise<string> {
  return signAccessToken(TEST_JWT_SECRET, { userId, tokenVersion });
}

/** A fresh client with two locations, A and B. */
export async function buildTenant(pool: Pool) {
  const { client, location: locationA } = await buildClient(pool);
  const [locationB] = await withSystemTx(pool, (db) =>
    db
      .insert(locations)
      .values({ clientId: client.id, name: `${client.companyName} Annex`, timezone: 'America/Chicago' })
      .returning(),
  );
  return { client, locationA, locationB: locationB! };
}

/** A member of `clientId` at `level` (Full Admin: platform staff without membership) and their token. */
export async function buildMember(pool: Pool, clientId: string, level: AccessLevel, locationIds: string[] = []) {
  const user =
    level === 'FULL_ADMIN'
      ? await buildUser(pool, { systemRole: 'ADMIN' })
      : await buildUser(pool, { clientId, ...rolesOfLevel(level), locationIds });
  return { user, token: await tokenFor(user.id), clientId };
}
