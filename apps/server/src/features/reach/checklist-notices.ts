import type { Language } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { withDates } from '../../db/timestamps.js';
import type { SystemServices } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import type { ReachChannel } from './chain-model.js';
import { checklistNoticeText, type ChecklistNoticeFacts, type ChecklistPhase } from './checklist-notice-text.js';
import { sendRecordedNotices, type DeliveryOutcome } from './deliveries.js';
import { noticeMail } from './notice-text.js';
import { subscriptionsOf } from './push-subscriptions.service.js';
import { sendPush } from './web-push-sender.js';

interface PendingChecklistNotice extends ChecklistNoticeFacts, Record<string, unknown> {
  id: string;
  phase: ChecklistPhase;
  channel: ReachChannel;
  userId: string;
  email: string;
  language: Language;
  activationId: string;
  clientId: string;
  locationId: string;
}

/** The recorded, unsent notices among `ids`, with the window they are about (its key names the activation). */
async function pendingOf(db: Db, ids: string[]): Promise<PendingChecklistNotice[]> {
  const result = await db.execute<PendingChecklistNotice>(sql`
    SELECT d.id, CASE WHEN split_part(d.subject_key, ':', 1) = 'missed' THEN 'missed' ELSE split_part(d.subject_key, ':', 3) END AS phase,
      d.channel, d.user_id AS "userId", u.email, u.language, a.id AS "activationId", a.client_id AS "clientId", a.location_id AS "locationId",
      q.name AS "questName", l.name AS "locationName", l.timezone, a.starts_at AS "startsAt", a.ends_at AS "endsAt"
    FROM notice_deliveries d JOIN users u ON u.id = d.user_id
      JOIN quest_activations a ON a.id::text = split_part(d.subject_key, ':', 2) AND a.client_id = d.client_id
      JOIN quests q ON q.id = a.quest_id JOIN locations l ON l.id = a.location_id
    WHERE d.id = ANY(${sql.param(ids)}::uuid[]) AND d.outcome = 'PENDING' AND d.kind IN ('REMINDER', 'MISSED_WINDOW')
    ORDER BY d.created_at, d.id`);
  return withDates(result.rows, ['startsAt', 'endsAt']);
}

async function deliver(system: SystemServices, notice: PendingChecklistNotice): Promise<DeliveryOutcome> {
  const text = checklistNoticeText(notice.phase, notice, notice.language);
  // Today's checklists of the location, in the client the notice is about.
  const link = `/quests?client=${notice.clientId}&location=${notice.locationId}`;
  if (notice.channel === 'EMAIL') {
    try {
      await system.mailer.send(noticeMail(notice.email, text, { label: text.linkLabel, url: `${system.config.publicUrl}${link}` }));
      return { outcome: 'DELIVERED', reason: null };
    } catch (error) {
      return { outcome: 'FAILED', reason: error instanceof Error ? error.message : String(error) };
    }
  }
  if (notice.channel !== 'PUSH') return { outcome: 'FAILED', reason: `${notice.channel} is not used for checklists` };
  const devices = await withSystemScope(system.pool, system.log, (scope) => subscriptionsOf({ scope, userIds: [notice.userId] }));
  if (devices.length === 0) return { outcome: 'FAILED', reason: 'no device subscribed to push' };
  const reasons: string[] = [];
  let delivered = 0;
  for (const device of devices) {
    const outcome = await sendPush({
      config: system.config,
      pool: system.pool,
      target: device,
      payload: { title: text.title, body: text.body, tag: `checklist-${notice.activationId}`, url: link },
    });
    if (outcome.delivered) delivered += 1;
    else reasons.push(`${device.deviceName}: ${outcome.reason}`);
  }
  return delivered > 0 ? { outcome: 'DELIVERED', reason: null } : { outcome: 'FAILED', reason: reasons.join('; ') };
}

/** Sends checklist notices a committed transaction recorded and writes each outcome into the log. Returns how many were delivered. */
export function sendChecklistNotices({ system, ids }: { system: SystemServices; ids: string[] }): Promise<number> {
  return sendRecordedNotices(system, ids, { what: 'checklist notice', pending: pendingOf, deliver });
}
