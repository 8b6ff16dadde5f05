import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ReportScope } from './report-data.js';

export type NoticeKind = 'ALERT' | 'HANDLING' | 'REMINDER' | 'MISSED_WINDOW';

/** One notice of the delivery log (features/reach): when, about what, to whom, how, and what became of it. */
export interface ReportNotice {
  at: Date;
  kind: NoticeKind;
  /** The appliance of an alert's notice, the checklist of a reminder or a missed window. */
  subject: string;
  person: string | null;
  channel: 'PUSH' | 'EMAIL' | 'SMS';
  outcome: 'PENDING' | 'DELIVERED' | 'FAILED' | 'SKIPPED';
  reason: string | null;
  acknowledgedAt: Date | null;
}

/** A year of a busy kitchen's notices stays readable; the report says when the list was cut. */
export const REPORT_NOTICE_LIMIT = 5000;

/**
 * The location's notices sent in the period, oldest first: those about its alerts (by `alert_id`) and its
 * checklist reminders and missed windows (their subject key names the activation:
 * `reminder:<activation>:…`, `missed:<activation>`).
 */
export async function reportNoticesOf(db: Db, scope: ReportScope): Promise<ReportNotice[]> {
  const result = await db.execute<{
    atMs: number;
    kind: NoticeKind;
    subject: string | null;
    person: string | null;
    channel: ReportNotice['channel'];
    outcome: ReportNotice['outcome'];
    reason: string | null;
    ackMs: number | null;
  }>(sql`
    SELECT (extract(epoch FROM d.created_at) * 1000)::float8 AS "atMs", d.kind, coalesce(ap.name, q.name) AS subject,
      coalesce(nullif(u.nickname, ''), u.firstname || ' ' || u.lastname) AS person, d.channel, d.outcome, d.reason,
      (extract(epoch FROM d.acknowledged_at) * 1000)::float8 AS "ackMs"
    FROM notice_deliveries d
      LEFT JOIN users u ON u.id = d.user_id
      LEFT JOIN temp_alerts t ON t.id = d.alert_id AND t.client_id = ${scope.clientId}
      LEFT JOIN appliances ap ON ap.id = t.appliance_id
      LEFT JOIN quest_activations qa ON d.alert_id IS NULL AND d.kind IN ('REMINDER', 'MISSED_WINDOW')
        AND qa.id::text = split_part(d.subject_key, ':', 2) AND qa.client_id = ${scope.clientId}
      LEFT JOIN quests q ON q.id = qa.quest_id
    WHERE d.client_id = ${scope.clientId} AND (t.location_id = ${scope.locationId} OR qa.location_id = ${scope.locationId})
      AND d.created_at >= ${scope.from.toISOString()}::timestamptz AND d.created_at < ${scope.to.toISOString()}::timestamptz
    ORDER BY d.created_at, d.id
    LIMIT ${REPORT_NOTICE_LIMIT + 1}`);
  return result.rows.map((r) => ({
    at: new Date(r.atMs),
    kind: r.kind,
    subject: r.subject ?? '–',
    person: r.person,
    channel: r.channel,
    outcome: r.outcome,
    reason: r.reason,
    acknowledgedAt: r.ackMs === null ? null : new Date(r.ackMs),
  }));
}
