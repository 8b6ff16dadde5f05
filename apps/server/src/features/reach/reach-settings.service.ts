import { sql } from 'drizzle-orm';
import { reachRefusal } from './reach-refusal.js';
import type { Scope } from '../../scope/scope.js';
import { REACH_CHANNELS, type ReachChannel } from './chain-model.js';

export interface ReachSettings {
  channels: ReachChannel[];
  /** Minutes after midnight on the location's clock; both null: no quiet hours. */
  quietStartMin: number | null;
  quietEndMin: number | null;
}

export const DEFAULT_REACH_SETTINGS: ReachSettings = { channels: [...REACH_CHANNELS], quietStartMin: null, quietEndMin: null };

export const SETTINGS_MESSAGES = {
  quietPair: 'Quiet hours need a start and an end',
  quietRange: 'Quiet hours run from 00:00 to 23:59',
} as const;

export async function myReachSettings({ scope }: { scope: Scope }): Promise<ReachSettings> {
  const db = await scope.db();
  const result = await db.execute<ReachSettings & Record<string, unknown>>(sql`
    SELECT channels, quiet_start_min AS "quietStartMin", quiet_end_min AS "quietEndMin" FROM reach_settings WHERE user_id = ${scope.userId}`);
  return result.rows[0] ?? DEFAULT_REACH_SETTINGS;
}

/** saveMyReachSettings: the viewer's channels and quiet hours (held back: LOW alerts and reminders). */
export async function saveMyReachSettings({ scope, settings }: { scope: Scope; settings: ReachSettings }): Promise<ReachSettings> {
  const { quietStartMin: start, quietEndMin: end } = settings;
  if ((start === null) !== (end === null))
    throw reachRefusal({ message: SETTINGS_MESSAGES.quietPair, code: 'QUIET_HOURS_PAIR', field: 'quietStartMin' });
  const inDay = (m: number | null) => m === null || (Number.isInteger(m) && m >= 0 && m <= 1439);
  if (!inDay(start) || !inDay(end))
    throw reachRefusal({ message: SETTINGS_MESSAGES.quietRange, code: 'QUIET_HOURS_RANGE', field: 'quietStartMin' });
  const channels = REACH_CHANNELS.filter((c) => settings.channels.includes(c));
  const db = await scope.db();
  await db.execute(sql`
    INSERT INTO reach_settings (user_id, channels, quiet_start_min, quiet_end_min, updated_at)
    VALUES (${scope.userId}, ${sql.param(channels)}::text[], ${start}, ${end}, now())
    ON CONFLICT (user_id) DO UPDATE SET channels = excluded.channels, quiet_start_min = excluded.quiet_start_min,
      quiet_end_min = excluded.quiet_end_min, updated_at = now()`);
  return myReachSettings({ scope });
}
