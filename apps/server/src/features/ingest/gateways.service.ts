import { MESSAGES } from '@ks/domain';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';
import { gatewayCredentials } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { isUuid } from '../../db/ids.js';
import { grantGatewayAccount, revokeGatewayAccount } from './broker-accounts.service.js';

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
export async function listGateways({ scope }: { scope: Scope }): Promise<GatewayRow[]> {
  const db = await scope.db();
  return db
    .select(COLUMNS)
    .from(gatewayCredentials)
    .where(eq(gatewayCredentials.clientId, tenantOf(scope).clientId))
    .orderBy(asc(gatewayCredentials.name), asc(gatewayCredentials.createdAt));
}

/**
 * createGatewayCredential: a new gateway credential of the client (Managers). The secret may send readings
 * for any sensor of the client; it is returned this once, only its SHA-256 is kept.
 */
export async function createGateway({
  scope,
  app,
  name,
}: {
  scope: Scope;
  app: Pick<AppServices, 'config'>;
  name: string;
}): Promise<{ gateway: GatewayRow; secret: string }> {
  const trimmed = name.trim();
  if (!trimmed) throw validationError(MESSAGES.fieldRequired, 'name');
  if (trimmed.length > NAME_MAX) throw tooLongError(`Must be at most ${NAME_MAX} characters`, NAME_MAX, 'name');
  const secret = `${GATEWAY_SECRET_PREFIX}${newSecureToken()}`;
  const db = await scope.db();
  const [gateway] = await db
    .insert(gatewayCredentials)
    .values({ clientId: tenantOf(scope).clientId, name: trimmed, secretHash: hashToken(secret) })
    .returning(COLUMNS);
  if (!gateway) throw new Error('gateway insert returned nothing');
  await grantGatewayAccount({ scope, app, gateway, secret });
  return { gateway, secret };
}

/** deleteGatewayCredential: the gateway's secret stops working at once (Managers). */
export async function deleteGateway({
  scope,
  app,
  id,
}: {
  scope: Scope;
  app: Pick<AppServices, 'config'>;
  id: string;
}): Promise<GatewayRow> {
  if (!isUuid(id)) throw notFoundError('Gateway');
  const db = await scope.db();
  const [deleted] = await db
    .delete(gatewayCredentials)
    .where(and(eq(gatewayCredentials.id, id), eq(gatewayCredentials.clientId, tenantOf(scope).clientId)))
    .returning(COLUMNS);
  if (!deleted) throw notFoundError('Gateway');
  revokeGatewayAccount({ scope, app, gateway: deleted });
  return deleted;
}
