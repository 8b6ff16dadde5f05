import { accessLevelOf } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import { clients, memberships, users } from '../db/schema/index.js';
import type { AuthProblem, Viewer } from '../graphql/context.js';
import { verifyAccessToken } from './access-token.js';
import { isUuid } from '../db/ids.js';

export interface ResolvedViewer {
  viewer: Viewer | null;
  authProblem: AuthProblem;
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
  const userId = await verifyAccessToken(secret, token);
  if (!userId) return { viewer: null, authProblem: 'unauthenticated' };

  return withSystemTx(pool, async (db) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || !user.isActive) return { viewer: null, authProblem: 'unauthenticated' as const };
    const base = { userId: user.id, email: user.email, language: user.language, systemRole: user.systemRole };
    const requested = clientIdHeader?.trim() || null;

    if (requested) {
      if (!isUuid(requested))
        return { viewer: { ...base, clientId: null, clientRole: null, accessLevel: null }, authProblem: 'client-not-found' as const };
      const [membership] = await db
        .select({ clientRole: memberships.clientRole })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.clientId, requested)));
      const clientExists =
        membership !== undefined ||
        (user.systemRole === 'ADMIN' && (await db.select({ id: clients.id }).from(clients).where(eq(clients.id, requested))).length > 0);
      if (!clientExists) {
        return { viewer: { ...base, clientId: null, clientRole: null, accessLevel: null }, authProblem: 'client-not-found' as const };
      }
      const clientRole = membership?.clientRole ?? null;
      return {
        viewer: { ...base, clientId: requested, clientRole, accessLevel: accessLevelOf(user.systemRole, clientRole) },
        authProblem: null,
      };
    }

    const own = await db
      .select({ clientId: memberships.clientId, clientRole: memberships.clientRole })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    const only = own.length === 1 ? own[0] : undefined;
    if (only) {
      return {
        viewer: {
          ...base,
          clientId: only.clientId,
          clientRole: only.clientRole,
          accessLevel: accessLevelOf(user.systemRole, only.clientRole),
        },
        authProblem: null,
      };
    }
    return { viewer: { ...base, clientId: null, clientRole: null, accessLevel: null }, authProblem: null };
  });
}
