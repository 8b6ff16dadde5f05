import type { Language, TemperatureUnit } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { NotifyTargets, ReachChannel } from './chain-model.js';

export interface ReachPerson extends Record<string, unknown> {
  userId: string;
  email: string;
  language: Language;
  temperatureUnit: TemperatureUnit;
  phone: string | null;
  displayName: string;
  channels: ReachChannel[];
  /** Inside their quiet hours now, on the location's clock. */
  quiet: boolean;
}

/** The location's clock at `now`: ISO weekday and minute of the day, whatever the DST offset that day. */
const LOCAL_NOW = (now: Date, locationId: string) => sql`
  loc AS (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE l.timezone) AS t FROM locations l WHERE l.id = ${locationId}),
  here AS (SELECT extract(isodow FROM t)::int AS dow, (extract(hour FROM t) * 60 + extract(minute FROM t))::int AS m FROM loc)`;

const LEVEL = sql`CASE WHEN u.system_role = 'ADMIN' THEN 'FULL_ADMIN' WHEN m.client_role = 'MANAGER' THEN 'MANAGER'
  WHEN m.client_role = 'LOCATION_MANAGER' THEN 'LOCATION_MANAGER' WHEN u.system_role = 'BASIC' THEN 'BASIC_USER' ELSE 'STANDARD_USER' END`;

/** On shift: a shift of today covering the minute, or yesterday's running past midnight. */
const ON_SHIFT = (
  locationId: string,
) => sql`EXISTS (SELECT 1 FROM rota_shifts r WHERE r.location_id = ${locationId} AND r.user_id = u.id AND (
  (r.end_min > r.start_min AND r.weekday = here.dow AND here.m >= r.start_min AND here.m < r.end_min)
  OR (r.end_min <= r.start_min AND ((r.weekday = here.dow AND here.m >= r.start_min) OR (r.weekday = (here.dow + 5) % 7 + 1 AND here.m < r.end_min)))))`;

const QUIET = sql`CASE WHEN rs.quiet_start_min IS NULL THEN false
  WHEN rs.quiet_start_min <= rs.quiet_end_min THEN here.m >= rs.quiet_start_min AND here.m < rs.quiet_end_min
  ELSE here.m >= rs.quiet_start_min OR here.m < rs.quiet_end_min END`;

const PERSON_COLUMNS = sql`u.id AS "userId", u.email, u.language, u.temperature_unit AS "temperatureUnit",
  nullif(coalesce(nullif(trim(u.phone), ''), trim(u.personal_phone_number)), '') AS phone,
  coalesce(nullif(trim(u.nickname), ''), u.firstname || ' ' || u.lastname) AS "displayName",
  coalesce(rs.channels, '{PUSH,EMAIL,SMS}') AS channels, ${QUIET} AS quiet`;

/** Everyone a NOTIFY step reaches at a location at `now` (active members of the client, each once). */
export async function stepRecipients(
  db: Db,
  { clientId, locationId, targets, now }: { clientId: string; locationId: string; targets: NotifyTargets; now: Date },
): Promise<ReachPerson[]> {
  const result = await db.execute<ReachPerson>(sql`
    WITH ${LOCAL_NOW(now, locationId)}
    SELECT DISTINCT ${PERSON_COLUMNS}
    FROM memberships m JOIN users u ON u.id = m.user_id CROSS JOIN here LEFT JOIN reach_settings rs ON rs.user_id = u.id
    WHERE m.client_id = ${clientId} AND u.is_active AND (
      u.id::text = ANY(${sql.param(targets.userIds)}::text[])
      OR (${targets.everyManager} AND m.client_role = 'MANAGER')
      OR (${LEVEL} = ANY(${sql.param(targets.accessLevels)}::text[])
          AND EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = ${locationId}))
      OR (${targets.onShift} AND ${ON_SHIFT(locationId)})
    )
    ORDER BY "userId"`);
  return result.rows;
}

/** These people as notices see them (the follow-up "handling it" push to everyone already told). */
export async function peopleByIds(
  db: Db,
  { ids, locationId, now }: { ids: string[]; locationId: string; now: Date },
): Promise<ReachPerson[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ReachPerson>(sql`
    WITH ${LOCAL_NOW(now, locationId)}
    SELECT ${PERSON_COLUMNS} FROM users u CROSS JOIN here LEFT JOIN reach_settings rs ON rs.user_id = u.id
    WHERE u.id::text = ANY(${sql.param(ids)}::text[]) AND u.is_active ORDER BY "userId"`);
  return result.rows;
}

/** A profile phone as E.164 (+15551234567): separators dropped; anything else is no number. */
export function e164Of(phone: string | null): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}
