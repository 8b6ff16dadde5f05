import { hashToken } from '../../auth/secure-token.js';
import type { Pool } from '../../db/database.js';
import type { NetworkIntegrationKind } from '../../db/schema/index.js';

/** The integration a bearer secret belongs to: its client bounds every sensor its uplinks may reach. */
export interface IntegrationPrincipal {
  id: string;
  clientId: string;
  kind: NetworkIntegrationKind;
  secretHash: string;
}

/** The integration of `kind` whose secret this is (compared by SHA-256), or null. */
export async function integrationOfSecret(
  pool: Pool,
  secret: string | null,
  kind: NetworkIntegrationKind,
): Promise<IntegrationPrincipal | null> {
  if (!secret || secret.length < 16 || secret.length > 200) return null;
  const secretHash = hashToken(secret);
  const { rows } = await pool.query<{ id: string; clientId: string }>(
    'SELECT id, client_id AS "clientId" FROM network_integrations WHERE secret_hash = $1 AND kind = $2',
    [secretHash, kind],
  );
  const row = rows[0];
  return row ? { id: row.id, clientId: row.clientId, kind, secretHash } : null;
}

/**
 * The ChirpStack integration an operator named for the MQTT integration (CHIRPSTACK_MQTT_INTEGRATION_ID), or
 * null once removed. Read for every message, so a rotation or removal takes effect at once.
 */
export async function chirpstackIntegrationById(pool: Pool, id: string): Promise<IntegrationPrincipal | null> {
  const { rows } = await pool.query<{ clientId: string; secretHash: string }>(
    `SELECT client_id AS "clientId", secret_hash AS "secretHash" FROM network_integrations WHERE id = $1 AND kind = 'CHIRPSTACK'`,
    [id],
  );
  const row = rows[0];
  return row ? { id, clientId: row.clientId, kind: 'CHIRPSTACK', secretHash: row.secretHash } : null;
}

/**
 * The statement the readings' transaction runs first: no row once the secret was rotated or the
 * integration removed (then nothing is stored). Inlining is safe: a uuid read from the database and a hex hash.
 */
export const integrationCheck = (principal: IntegrationPrincipal) =>
  `SELECT 1 FROM network_integrations WHERE id = '${principal.id}' AND secret_hash = '${principal.secretHash}'`;

/** Counts an uplink on its integration: stored, or refused with the reason (shown on the Integrations screen). */
export async function countUplink(pool: Pool, principal: IntegrationPrincipal, error: string | null): Promise<void> {
  if (error === null) {
    await pool.query('UPDATE network_integrations SET uplinks = uplinks + 1, last_uplink_at = now() WHERE id = $1', [principal.id]);
  } else {
    await pool.query(
      'UPDATE network_integrations SET bad_uplinks = bad_uplinks + 1, last_error = $2, last_error_at = now() WHERE id = $1',
      [principal.id, error.slice(0, 500)],
    );
  }
}
