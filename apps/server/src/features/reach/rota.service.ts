import { problemPath, rotaProblems, SHIFT_RULE_CODES, type ShiftProblem, type ShiftRule } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { requireVisibleLocation } from '../../scope/visible-locations.js';
import { reachRefusal } from './reach-refusal.js';

/** One weekly shift on the location's clock: ISO weekday (1 Monday … 7 Sunday), minutes after midnight. */
export interface RotaShift {
  userId: string;
  weekday: number;
  startMin: number;
  /** At or before the start: the shift runs past midnight into the next day. 1440: until midnight. */
  endMin: number;
}

export const ROTA_MESSAGES: Record<ShiftRule, string> = {
  weekday: 'Pick a day of the week',
  startTime: 'The start is a time from 00:00 to 23:59',
  endTime: 'The end is a time from 00:00 to 24:00',
  person: 'Everyone on the rota must be assigned to this location',
  tooManyShifts: 'A rota has at most 500 shifts',
};

/** The refusal of a rota problem, naming its shift and field: "Shift 3: Pick a day of the week". */
function shiftRefusal(problem: ShiftProblem) {
  const text = ROTA_MESSAGES[problem.rule];
  const [field, code] = [problemPath(problem), SHIFT_RULE_CODES[problem.rule]];
  if (problem.shift === null) return reachRefusal({ message: text, code, field });
  const n = problem.shift + 1;
  return reachRefusal({ message: `Shift ${n}: ${text}`, code, field, n });
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
  const [problem] = rotaProblems(
    shifts.map((s) => ({ userId: s.userId, weekday: s.weekday, startMinute: s.startMin, endMinute: s.endMin })),
  );
  if (problem) throw shiftRefusal(problem);
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const people = [...new Set(shifts.map((s) => s.userId))];
  if (people.length > 0) {
    const assigned = await db.execute<{ id: string }>(sql`
      SELECT user_id::text AS id FROM user_locations
      WHERE client_id = ${viewer.clientId} AND location_id = ${locationId} AND user_id::text = ANY(${sql.param(people)}::text[])`);
    const here = new Set(assigned.rows.map((r) => r.id));
    const stranger = shifts.findIndex((s) => !here.has(s.userId));
    if (stranger >= 0) throw shiftRefusal({ rule: 'person', shift: stranger, field: 'userId' });
  }
  await db.execute(sql`DELETE FROM rota_shifts WHERE location_id = ${locationId}`);
  for (const shift of shifts) {
    await db.execute(sql`
      INSERT INTO rota_shifts (client_id, location_id, user_id, weekday, start_min, end_min)
      VALUES (${viewer.clientId}, ${locationId}, ${shift.userId}, ${shift.weekday}, ${shift.startMin}, ${shift.endMin})`);
  }
  return rotaOf({ scope, locationId });
}
