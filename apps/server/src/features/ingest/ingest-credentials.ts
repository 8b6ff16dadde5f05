import { hashToken } from '../../auth/secure-token.js';
import type { Pool } from '../../db/database.js';

/** Who is sending readings: one sensor (its own credential), a client's gateway, or a broker topic. */
export type IngestPrincipal =
  | { kind: 'sensor'; clientId: string; sensorId: string; hwid: string }
  | { kind: 'gateway'; clientId: string; gatewayId: string }
  /** MQTT: the broker has already checked that the device published on its own topic. */
  | { kind: 'topic'; clientId: string; hwid: string };

/**
 * The principal a secret belongs to, or null. Secrets are compared by their SHA-256 (only the hash is
 * stored), and looked up every time: a rotated secret stops working at once, on every instance.
 */
export async function principalOfSecret(pool: Pool, secret: string): Promise<IngestPrincipal | null> {
  if (secret.length < 16 || secret.length > 200) return null;
  const hash = hashToken(secret);
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  // One simple-protocol statement (no parameters): a single message, so embedded PGlite cannot interleave
  // it with another connection's work. Inlining is safe: the hash is 64 hexadecimal characters.
  const { rows } = await pool.query<{ kind: 'sensor' | 'gateway'; clientId: string; id: string; hwid: string | null }>(
    `SELECT 'sensor' AS kind, s.client_id AS "clientId", s.id, s.hwid
       FROM sensor_credentials c JOIN sensors s ON s.id = c.sensor_id WHERE c.secret_hash = '${hash}'
     UNION ALL
     SELECT 'gateway', g.client_id, g.id, NULL FROM gateway_credentials g WHERE g.secret_hash = '${hash}'
     LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return null;
  return row.kind === 'sensor'
    ? { kind: 'sensor', clientId: row.clientId, sensorId: row.id, hwid: row.hwid ?? '' }
    : { kind: 'gateway', clientId: row.clientId, gatewayId: row.id };
}

/** The bearer secret of an `Authorization` header, or null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
