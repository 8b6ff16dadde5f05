import { sql } from 'drizzle-orm';
import { withSystemTx, type Db } from '../../db/database.js';
import type { SystemTick } from '../../scope/app-services.js';
import type { NotifyTargets, ReachChannel } from './chain-model.js';
import type { ChecklistPhase } from './checklist-notice-text.js';
import { sendChecklistNotices } from './checklist-notices.js';
import { recordNotices } from './deliveries.js';
import { stepRecipients } from './recipients.js';

/** "15 min before it closes unanswered" (PRODUCT.md). */
export const CLOSING_LEAD_MIN = 15;
/** A late tick (a restart) still sends what fell due this long ago; older notices would be stale. */
const CATCH_UP_MIN = 15;
const MISSED_CATCH_UP_MIN = 120;

/** Reminders go by push (PRODUCT.md); a missed window also by e-mail: someone has to act on it. */
const CHANNELS: Record<ChecklistPhase, ReachChannel[]> = { opened: ['PUSH'], closing: ['PUSH'], missed: ['PUSH', 'EMAIL'] };

const NOBODY: NotifyTargets = { userIds: [], accessLevels: [], onShift: false, everyManager: false };
/** Reminders: whoever is on shift (the on-call rota). A missed window: the location's managers and whoever is on shift. */
const TARGETS: Record<ChecklistPhase, NotifyTargets> = {
  opened: { ...NOBODY, onShift: true },
  closing: { ...NOBODY, onShift: true },
  missed: { ...NOBODY, onShift: true, accessLevels: ['LOCATION_MANAGER', 'MANAGER'] },
};

/** The delivery log's key of a window's notice: one per activation and phase (the report reads the activation from it). */
export function checklistSubjectKey(activationId: string, phase: ChecklistPhase): string {
  return phase === 'missed' ? `missed:${activationId}` : `reminder:${activationId}:${phase}`;
}

const SUBJECT_KEY = sql`CASE WHEN p.phase = 'missed' THEN 'missed:' || a.id ELSE 'reminder:' || a.id || ':' || p.phase END`;

interface DueWindow extends Record<string, unknown> {
  activationId: string;
  clientId: string;
  locationId: string;
  phase: ChecklistPhase;
}

/**
 * The windows with a notice due at `now` that has not gone out: opened (started, still open), closing
 * (15 min or less to go and not submitted; only windows longer than that, the opening notice covers the
 * others) and missed (ended unsubmitted). Windows are instants, so the location's zone matters for who is
 * on shift (recipients.ts, on the location's clock) and for the times a notice prints.
 */
async function dueWindows(db: Db, now: Date): Promise<DueWindow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const minutes = (n: number) => sql`${n} * interval '1 minute'`;
  const result = await db.execute<DueWindow>(sql`
    SELECT a.id AS "activationId", a.client_id AS "clientId", a.location_id AS "locationId", p.phase
    FROM quest_activations a JOIN quests q ON q.id = a.quest_id AND q.kind = 'QUEST' AND q.active AND q.deleted_at IS NULL
      CROSS JOIN LATERAL (VALUES
        ('opened', a.starts_at <= ${at} AND a.starts_at > ${at} - ${minutes(CATCH_UP_MIN)} AND a.ends_at > ${at}),
        ('closing', a.ends_at - a.starts_at > ${minutes(CLOSING_LEAD_MIN)} AND a.ends_at - ${minutes(CLOSING_LEAD_MIN)} <= ${at}
          AND a.ends_at > ${at}),
        ('missed', a.ends_at <= ${at} AND a.ends_at > ${at} - ${minutes(MISSED_CATCH_UP_MIN)})
      ) AS p(phase, due)
    WHERE p.due AND a.progress <> 'FINISHED' AND a.starts_at <= ${at} AND a.ends_at > ${at} - ${minutes(MISSED_CATCH_UP_MIN)}
      AND NOT EXISTS (SELECT 1 FROM notice_deliveries d WHERE d.subject_key = ${SUBJECT_KEY})
    ORDER BY a.starts_at, a.id LIMIT 500`);
  return result.rows;
}

export interface ChecklistRemindersTick {
  windows: number;
  delivered: number;
}

/**
 * The checklists' clock (every minute, on every instance): records each due window's notices to the
 * people it reaches, then sends them. The delivery log's unique (subject, person, channel) key makes a
 * second instance, or the next tick, find them recorded: each goes out once. Quiet hours hold reminders
 * and missed-window notices back (they are never HIGH). A window nobody is on shift for is looked at
 * again next minute, so someone whose shift starts meanwhile still hears of it.
 */
export async function runChecklistReminders({ system, now = new Date() }: SystemTick): Promise<ChecklistRemindersTick> {
  const recorded = await withSystemTx(system.pool, async (db) => {
    const due = await dueWindows(db, now);
    const ids: string[] = [];
    for (const window of due) {
      const people = await stepRecipients(db, {
        clientId: window.clientId,
        locationId: window.locationId,
        targets: TARGETS[window.phase],
        now,
      });
      ids.push(
        ...(await recordNotices(db, {
          clientId: window.clientId,
          alertId: null,
          kind: window.phase === 'missed' ? 'MISSED_WINDOW' : 'REMINDER',
          subjectKey: checklistSubjectKey(window.activationId, window.phase),
          people,
          channels: CHANNELS[window.phase],
          highSeverity: false,
          smsOn: false,
        })),
      );
    }
    return { windows: due.length, ids };
  });
  return { windows: recorded.windows, delivered: await sendChecklistNotices({ system, ids: recorded.ids }) };
}
