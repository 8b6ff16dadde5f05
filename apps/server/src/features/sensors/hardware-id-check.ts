import { HARDWARE_ID_SQL_PATTERN } from '@ks/domain';
import type { Pool } from '../../db/database.js';

export interface BadHardwareId {
  clientId: string;
  sensorId: string;
  hwid: string;
}

/** Sensors registered before the hardware id rule (packages/domain hardware-id.ts) whose hwid breaks it. */
export async function findBadHardwareIds(pool: Pool): Promise<BadHardwareId[]> {
  const { rows } = await pool.query<BadHardwareId>(
    'SELECT client_id AS "clientId", id AS "sensorId", hwid FROM sensors WHERE hwid !~ $1 OR hwid <> btrim(hwid) ORDER BY client_id, hwid',
    [HARDWARE_ID_SQL_PATTERN],
  );
  return rows;
}

const LISTED = 20;

/**
 * The startup check: a sensor whose hardware id is a wildcard or splits the topic cannot be fixed by the
 * server (its device publishes under that id), so each is reported for an operator to re-register it under
 * a valid id; the broker rule of a wildcard id should be removed (docs/OPERATIONS.md).
 */
export async function reportBadHardwareIds(pool: Pool, warn: (details: object, message: string) => void): Promise<number> {
  const bad = await findBadHardwareIds(pool);
  if (bad.length === 0) return 0;
  warn(
    { sensors: bad.slice(0, LISTED).map((row) => ({ ...row, hwid: JSON.stringify(row.hwid) })), more: Math.max(0, bad.length - LISTED) },
    `sensors: ${bad.length} registered hardware id(s) break the hardware id rule (+, #, / or control characters, or over 64 characters); re-register them under valid ids and remove their broker accounts`,
  );
  return bad.length;
}
