import type { Pool } from '../../src/db/database.js';
import { systemQuery } from '../readings.js';

/** Tables that carry a `client_id` column, read from the catalogue so a new tenant table is covered at once. */
export async function tenantTables(pool: Pool): Promise<string[]> {
  const { rows } = await systemQuery<{ table_name: string }>(
    pool,
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'client_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * A fingerprint of everything one client owns: per tenant table its row count and a hash of every row,
 * plus the people who belong to it (their user rows and sessions). Equal fingerprints, nothing changed.
 */
export async function tenantFingerprint(pool: Pool, clientId: string, tables: string[]): Promise<Record<string, string>> {
  const rowHash = (from: string, where: string) =>
    `SELECT count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') FROM ${from} t WHERE ${where}`;
  const members = 'SELECT user_id FROM memberships WHERE client_id = $1';
  const parts = [
    ...tables.map((table) => [table, rowHash(`"${table}"`, 'client_id = $1')] as const),
    ['clients', rowHash('clients', 'id = $1')] as const,
    ['users (members)', rowHash('users', `id IN (${members})`)] as const,
    ['refresh_tokens (members)', rowHash('refresh_tokens', `user_id IN (${members})`)] as const,
  ];
  const { rows } = await systemQuery<{ name: string; fingerprint: string }>(
    pool,
    parts.map(([name, query], index) => `SELECT ${index} AS i, '${name}' AS name, (${query}) AS fingerprint`).join(' UNION ALL ') +
      ' ORDER BY i',
    [clientId],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
}

/** Every id that belongs to a client other than `ownClientId`: ids of its rows, its people, the client itself. */
export async function foreignIds(pool: Pool, ownClientId: string, tables: string[]): Promise<Set<string>> {
  const { rows: withId } = await systemQuery<{ table_name: string }>(
    pool,
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND table_name = ANY($1)`,
    [tables],
  );
  const selects = withId.map(({ table_name }) => `SELECT id::text FROM "${table_name}" WHERE client_id <> $1`);
  selects.push('SELECT id::text FROM clients WHERE id <> $1');
  selects.push(
    'SELECT user_id::text FROM memberships WHERE client_id <> $1 EXCEPT SELECT user_id::text FROM memberships WHERE client_id = $1',
  );
  const { rows } = await systemQuery<{ id: string }>(pool, selects.join(' UNION '), [ownClientId]);
  return new Set(rows.map((row) => row.id.toLowerCase()));
}
