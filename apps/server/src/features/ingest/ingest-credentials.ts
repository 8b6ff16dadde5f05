import { hashToken } from '../../auth/secure-token.js';
import type { Pool } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';

/**
 * Who is sending readings: one sensor (its own credential), a client's gateway, or a broker topic. A
 * sensor or gateway principal carries its secret's hash, so each batch's transaction can check that the
 * credential still stands (credentialCheckStatement).
 */
export type IngestPrincipal =
  | { kind: 'sensor'; clientId: string; sensorId: string; hwid: string; secretHash: string }
  | { kind: 'gateway'; clientId: string; gatewayId: string; secretHash: string }
  /** MQTT: the broker has already checked that the device published on its own topic. */
  | { kind: 'topic'; clientId: string; hwid: string }
  /** MQTT: a gateway's batch on its own gateway topic (the broker checked it); any sensor of its client. */
  | { kind: 'gatewayTopic'; clientId: string; gatewayId: string };

const HASH = /^[0-9a-f]{64}$/;

/**
 * The principal a secret belongs to, or null. Secrets are compared by their SHA-256 (only the hash is
 * stored), and looked up every time: a rotated secret stops working at once, on every instance.
 */
export async function principalOfSecret(pool: Pool, secret: string): Promise<IngestPrincipal | null> {
  if (secret.length < 16 || secret.length > 200) return null;
  const hash = hashToken(secret);
  if (!HASH.test(hash)) return null;
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
    ? { kind: 'sensor', clientId: row.clientId, sensorId: row.id, hwid: row.hwid ?? '', secretHash: hash }
    : { kind: 'gateway', clientId: row.clientId, gatewayId: row.id, secretHash: hash };
}

/**
 * A statement without parameters that returns a row only while the principal's credential stands
 * (null for a broker topic: the broker checked it at connect). Ingest runs it in the round trip that
 * opens each batch's transaction, so a secret rotated or deleted a moment ago refuses the batch even
 * when the request was let in from the cache below. Inlining is safe: a hex hash and a checked uuid.
 */
export function credentialCheckStatement(principal: IngestPrincipal): string | null {
  if (principal.kind === 'topic' || principal.kind === 'gatewayTopic') return null;
  const id = principal.kind === 'sensor' ? principal.sensorId : principal.gatewayId;
  if (!HASH.test(principal.secretHash) || !isUuid(id)) return 'SELECT 1 WHERE false';
  return principal.kind === 'sensor'
    ? `SELECT 1 FROM sensor_credentials WHERE sensor_id = '${id}' AND secret_hash = '${principal.secretHash}'`
    : `SELECT 1 FROM gateway_credentials WHERE id = '${id}' AND secret_hash = '${principal.secretHash}'`;
}

/** How long a looked-up principal lets requests in without a lookup of their own. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;

/**
 * Known secrets (by hash), so a busy gateway's requests skip the credential round trip before their body
 * is read. Only a hint: the batch's own transaction checks the credential again (credentialCheckStatement)
 * and a refusal there forgets it, so a rotated secret stops working at once on every instance. Unknown
 * secrets are never cached: they are looked up, and refused, before the body is read.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: IngestPrincipal; until: number }>();

  constructor(private readonly pool: Pool) {}

  async principalOf(secret: string): Promise<IngestPrincipal | null> {
    if (secret.length < 16 || secret.length > 200) return null;
    const hash = hashToken(secret);
    const hit = this.entries.get(hash);
    if (hit && hit.until > Date.now()) return hit.principal;
    this.entries.delete(hash);
    const principal = await principalOfSecret(this.pool, secret);
    if (principal && (principal.kind === 'sensor' || principal.kind === 'gateway')) {
      // Oldest first in a Map: drop it when full.
      if (this.entries.size >= CACHE_MAX) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(principal.secretHash, { principal, until: Date.now() + CACHE_TTL_MS });
    }
    return principal;
  }

  forget(principal: IngestPrincipal): void {
    if (principal.kind === 'sensor' || principal.kind === 'gateway') this.entries.delete(principal.secretHash);
  }
}

/** The bearer secret of an `Authorization` header, or null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
