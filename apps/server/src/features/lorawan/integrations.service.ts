import { MESSAGES } from '@ks/domain';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';
import { isUuid } from '../../db/ids.js';
import { networkIntegrations, type NetworkIntegrationKind } from '../../db/schema/index.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';

export type IntegrationRow = Omit<typeof networkIntegrations.$inferSelect, 'secretHash'>;

/** Prefix of integration secrets, so secret scanners and people recognise a leaked one. */
export const INTEGRATION_SECRET_PREFIX = 'ksn_';
const NAME_MAX = 80;

const COLUMNS = {
  id: networkIntegrations.id,
  clientId: networkIntegrations.clientId,
  kind: networkIntegrations.kind,
  name: networkIntegrations.name,
  uplinks: networkIntegrations.uplinks,
  lastUplinkAt: networkIntegrations.lastUplinkAt,
  badUplinks: networkIntegrations.badUplinks,
  lastError: networkIntegrations.lastError,
  lastErrorAt: networkIntegrations.lastErrorAt,
  createdAt: networkIntegrations.createdAt,
};

const newSecret = () => {
  const secret = `${INTEGRATION_SECRET_PREFIX}${newSecureToken()}`;
  return { secret, secretHash: hashToken(secret) };
};

/** networkIntegrations: the client's network servers (never their secrets), by name. */
export async function listIntegrations({ scope }: { scope: Scope }): Promise<IntegrationRow[]> {
  const db = await scope.db();
  return db
    .select(COLUMNS)
    .from(networkIntegrations)
    .where(eq(networkIntegrations.clientId, tenantOf(scope).clientId))
    .orderBy(asc(networkIntegrations.name), asc(networkIntegrations.createdAt));
}

/** createNetworkIntegration (Managers): the secret is returned this once; only its SHA-256 is kept. */
export async function createIntegration({
  scope,
  kind,
  name,
}: {
  scope: Scope;
  kind: NetworkIntegrationKind;
  name: string;
}): Promise<{ integration: IntegrationRow; secret: string }> {
  const trimmed = name.trim();
  if (!trimmed) throw validationError(MESSAGES.fieldRequired, 'name');
  if (trimmed.length > NAME_MAX) throw tooLongError(`Must be at most ${NAME_MAX} characters`, NAME_MAX, 'name');
  const { secret, secretHash } = newSecret();
  const db = await scope.db();
  const [integration] = await db
    .insert(networkIntegrations)
    .values({ clientId: tenantOf(scope).clientId, kind, name: trimmed, secretHash })
    .returning(COLUMNS);
  if (!integration) throw new Error('integration insert returned nothing');
  return { integration, secret };
}

const ofClient = (scope: Scope, id: string) =>
  and(eq(networkIntegrations.id, id), eq(networkIntegrations.clientId, tenantOf(scope).clientId));

/** rotateNetworkIntegrationSecret (Managers): the old secret stops working at once. */
export async function rotateIntegrationSecret({
  scope,
  id,
}: {
  scope: Scope;
  id: string;
}): Promise<{ integration: IntegrationRow; secret: string }> {
  if (!isUuid(id)) throw notFoundError('Integration');
  const { secret, secretHash } = newSecret();
  const db = await scope.db();
  const [integration] = await db.update(networkIntegrations).set({ secretHash }).where(ofClient(scope, id)).returning(COLUMNS);
  if (!integration) throw notFoundError('Integration');
  return { integration, secret };
}

/** removeNetworkIntegration (Managers): its uplinks are refused (401) from now on. */
export async function removeIntegration({ scope, id }: { scope: Scope; id: string }): Promise<IntegrationRow> {
  if (!isUuid(id)) throw notFoundError('Integration');
  const db = await scope.db();
  const [removed] = await db.delete(networkIntegrations).where(ofClient(scope, id)).returning(COLUMNS);
  if (!removed) throw notFoundError('Integration');
  return removed;
}
