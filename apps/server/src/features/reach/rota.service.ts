import { sql } from 'drizzle-orm';
import { validationError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { requireVisibleLocation } from '../../scope/visible-locations.js';

/** One weekly shift on the location's clock: ISO weekday (1 Monday … 7 Sunday), minutes after midnight. */
export interface RotaShift {
  userId: string;
  weekday: number;
  startMin: number;
  /** At or before the start: the shift runs past midnight into the next day. 1440: until midnight. */
  endMin: number;
}

export const ROTA_MESSAGES = {
  weekday: 'Pick a day of the week',
  time: 'Shift times run from 00:00 to 24:00',
  person: 'Everyone on the rota must be assigned to this location',
  tooMany: 'A rota has at most 500 shifts',
} as const;

function checkShift(shift: RotaShift): void {
  if (!Number.isInteger(shift.weekday) || shift.weekday < 1 || shift.weekday > 7) throw validationError(ROTA_MESSAGES.weekday, 'weekday');
  const inDay = (m: number, max: number) => Number.isInteger(m) && m >= 0 && m <= max;
  if (!inDay(shift.startMin, 1439) || !inDay(shift.endMin, 1440)) throw validationError(ROTA_MESSAGES.time, 'startMin');
}

/** The location's weekly rota, by day and start. */
export async function rotaOf({ scope, locationId }: { scope: Scope; locationId: string }): Promise<RotaShift[]> {
  await requireVisibleLocation({ scope, locationId });
  const db = await scope.db();
  const result = await db.execute<RotaShift & Record<string, unknown>>(sql`
    SELECT user_id AS "userId", weekday, start_min AS "startMin", end_min AS "endMin"
    FROM rota_shifts WHERE location_id = ${locationId} ORDER BY weekday, start_min, user_id`);
  return result.rows;
}

/**
 * saveRota: replaces the location's weekly rota. Everyone on it is assigned to the location (a shift
 * nobody there could work would page a stranger).
 */
export async function saveRota({ scope, locationId, shifts }: { scope: Scope; locationId: string; shifts: RotaShift[] }) {
  await requireVisibleLocation({ scope, locationId });
  if (shifts.length > 500) throw validationError(ROTA_MESSAGES.tooMany, 'shifts');
  shifts.forEach(checkShift);
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const people = [...new Set(shifts.map((s) => s.userId))];
  if (people.length > 0) {
    const assigned = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM user_locations
      WHERE client_id = ${viewer.clientId} AND location_id = ${locationId} AND user_id::text = ANY(${sql.param(people)}::text[])`);
    if (assigned.rows[0]?.n !== people.length) throw validationError(ROTA_MESSAGES.person, 'shifts');
  }
  await db.execute(sql`DELETE FROM rota_shifts WHERE location_id = ${locationId}`);
  for (const shift of shifts) {
    await db.execute(sql`
      INSERT INTO rota_shifts (client_id, location_id, user_id, weekday, start_min, end_min)
      VALUES (${viewer.clientId}, ${locationId}, ${shift.userId}, ${shift.weekday}, ${shift.startMin}, ${shift.endMin})`);
  }
  return rotaOf({ scope, locationId });
}
