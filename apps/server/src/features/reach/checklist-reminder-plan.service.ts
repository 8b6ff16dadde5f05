import { sql } from 'drizzle-orm';
import { withDates } from '../../db/timestamps.js';
import type { Scope } from '../../scope/scope.js';
import { requireVisibleLocation } from '../../scope/visible-locations.js';
import type { ReachChannel } from './chain-model.js';
import { checklistSubjectKey, CLOSING_LEAD_MIN } from './checklist-reminders.js';
import type { ChecklistPhase } from './checklist-notice-text.js';
import { PERSON_NAME } from './delivery-log.service.js';

/** How many of the delivery log's latest checklist notices the location's screen lists. */
export const RECENT_REMINDER_NOTICES = 20;

export interface PlannedNotice {
  phase: ChecklistPhase;
  at: Date;
  /** The delivery log holds it (to someone, delivered or not). */
  sent: boolean;
}

interface WindowRow extends Record<string, unknown> {
  activationId: string;
  checklistName: string;
  startsAt: Date;
  endsAt: Date;
  submitted: boolean;
}

export interface ReminderWindow extends WindowRow {
  notices: PlannedNotice[];
}

export interface ChecklistReminders {
  windows: ReminderWindow[];
  recent: RecentChecklistNotice[];
}

export interface RecentChecklistNotice extends Record<string, unknown> {
  id: string;
  phase: ChecklistPhase;
  checklistName: string;
  createdAt: Date;
  personName: string | null;
  channel: ReachChannel;
  outcome: 'PENDING' | 'DELIVERED' | 'FAILED' | 'SKIPPED';
  reason: string | null;
}

/**
 * The notices the checklist-reminders job sends about one window (checklist-reminders.ts): when it
 * opens; 15 min before it closes when it is longer than that; when it ends unsubmitted. A submitted
 * window keeps only what was already sent.
 */
export function plannedNotices(window: { startsAt: Date; endsAt: Date; submitted: boolean }, sent: (phase: ChecklistPhase) => boolean) {
  const lead = CLOSING_LEAD_MIN * 60_000;
  const all: Array<Omit<PlannedNotice, 'sent'>> = [{ phase: 'opened', at: window.startsAt }];
  if (window.endsAt.getTime() - window.startsAt.getTime() > lead)
    all.push({ phase: 'closing', at: new Date(window.endsAt.getTime() - lead) });
  all.push({ phase: 'missed', at: window.endsAt });
  return all.map((n) => ({ ...n, sent: sent(n.phase) })).filter((n) => n.sent || !window.submitted);
}

/**
 * A location's checklist reminders: today's windows (the location's calendar day at `now`) with the
 * notices each gets and whether they went out, and the delivery log's latest checklist notices.
 */
export async function checklistRemindersOf({
  scope,
  locationId,
  now = new Date(),
}: {
  scope: Scope;
  locationId: string;
  now?: Date;
}): Promise<ChecklistReminders> {
  await requireVisibleLocation({ scope, locationId });
  const db = await scope.db();
  const windows = await db.execute<WindowRow>(sql`
    SELECT a.id AS "activationId", q.name AS "checklistName", a.starts_at AS "startsAt", a.ends_at AS "endsAt",
      a.progress = 'FINISHED' AS submitted
    FROM quest_activations a JOIN quests q ON q.id = a.quest_id AND q.kind = 'QUEST' AND q.active AND q.deleted_at IS NULL
      JOIN locations l ON l.id = a.location_id
    WHERE a.location_id = ${locationId} AND a.local_date = (${now.toISOString()}::timestamptz AT TIME ZONE l.timezone)::date
    ORDER BY a.starts_at, q.name LIMIT 200`);
  const today = withDates(windows.rows, ['startsAt', 'endsAt']);
  const keys = today.flatMap((w) => (['opened', 'closing', 'missed'] as const).map((phase) => checklistSubjectKey(w.activationId, phase)));
  const sentKeys = new Set<string>();
  if (keys.length > 0) {
    const sent = await db.execute<{ key: string }>(
      sql`SELECT DISTINCT subject_key AS key FROM notice_deliveries WHERE subject_key = ANY(${sql.param(keys)}::text[])`,
    );
    for (const row of sent.rows) sentKeys.add(row.key);
  }
  const recent = await db.execute<RecentChecklistNotice>(sql`
    SELECT d.id, CASE WHEN d.kind = 'MISSED_WINDOW' THEN 'missed' ELSE split_part(d.subject_key, ':', 3) END AS phase,
      q.name AS "checklistName", d.created_at AS "createdAt", ${PERSON_NAME} AS "personName", d.channel, d.outcome, d.reason
    FROM notice_deliveries d
      JOIN quest_activations a ON a.id::text = split_part(d.subject_key, ':', 2) AND a.client_id = d.client_id
      JOIN quests q ON q.id = a.quest_id LEFT JOIN users u ON u.id = d.user_id
    WHERE d.kind IN ('REMINDER', 'MISSED_WINDOW') AND a.location_id = ${locationId}
    ORDER BY d.created_at DESC, d.id LIMIT ${RECENT_REMINDER_NOTICES}`);
  return {
    windows: today.map((w) => ({ ...w, notices: plannedNotices(w, (phase) => sentKeys.has(checklistSubjectKey(w.activationId, phase))) })),
    recent: withDates(recent.rows, ['createdAt']),
  };
}
