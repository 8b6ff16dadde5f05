import { MESSAGES } from '@ks/domain';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';
import { gatewayCredentials } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { isUuid } from '../../db/ids.js';

export type GatewayRow = Omit<typeof gatewayCredentials.$inferSelect, 'secretHash'>;

/** Prefix of gateway secrets, so secret scanners and people recognise a leaked one. */
export const GATEWAY_SECRET_PREFIX = 'ksg_';
const NAME_MAX = 80;
const COLUMNS = {
  id: gatewayCredentials.id,
  clientId: gatewayCredentials.clientId,
  name: gatewayCredentials.name,
  createdAt: gatewayCredentials.createdAt,
};

/** gatewayCredentials: the client's gateways (never their secrets), by name. */
export async function listGateways({ ctx }: { ctx: GraphQLContext }): Promise<GatewayRow[]> {
  const db = await ctx.db();
  return db
    .select(COLUMNS)
    .from(gatewayCredentials)
    .where(eq(gatewayCredentials.clientId, tenantOf(ctx).clientId))
    .orderBy(asc(gatewayCredentials.name), asc(gatewayCredentials.createdAt));
}

/**
 * createGatewayCredential: a new gateway credential of the client (Managers). The secret may send readings
 * for any sensor of the client; it is returned this once, only its SHA-256 is kept.
 */
export async function createGateway({
  ctx,
  name,
}: {
  ctx: GraphQLContext;
  name: string;
}): Promise<{ gateway: GatewayRow; secret: string }> {
  const trimmed = name.trim();
  if (!trimmed) throw validationError(MESSAGES.fieldRequired, 'name');
  if (trimmed.length > NAME_MAX) throw validationError(`Must be at most ${NAME_MAX} characters`, 'name');
  const secret = `${GATEWAY_SECRET_PREFIX}${newSecureToken()}`;
  const db = await ctx.db();
  const [gateway] = await db
    .insert(gatewayCredentials)
    .values({ clientId: tenantOf(ctx).clientId, name: trimmed, secretHash: hashToken(secret) })
    .returning(COLUMNS);
  if (!gateway) throw new Error('gateway insert returned nothing');
  return { gateway, secret };
}

/** deleteGatewayCredential: the gateway's secret stops working at once (Managers). */
export async function deleteGateway({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<GatewayRow> {
  if (!isUuid(id)) throw notFoundError('Gateway');
  const db = await ctx.db();
  const [deleted] = await db
    .delete(gatewayCredentials)
    .where(and(eq(gatewayCredentials.id, id), eq(gatewayCredentials.clientId, tenantOf(ctx).clientId)))
    .returning(COLUMNS);
  if (!deleted) throw notFoundError('Gateway');
  return deleted;
}
