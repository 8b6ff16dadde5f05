import { sql } from 'drizzle-orm';
import { withDates } from '../../db/timestamps.js';
import type { Scope } from '../../scope/scope.js';
import type { ReachChannel } from './chain-model.js';

export interface DeliveryLogRow extends Record<string, unknown> {
  id: string;
  kind: 'ALERT' | 'HANDLING';
  channel: ReachChannel;
  userId: string | null;
  personName: string | null;
  createdAt: Date;
  outcome: 'PENDING' | 'DELIVERED' | 'FAILED' | 'SKIPPED';
  reason: string | null;
  finishedAt: Date | null;
  acknowledgedAt: Date | null;
}

/** A notice's person as the log names them: their nickname, else their full name (`u` is users). */
export const PERSON_NAME = sql`coalesce(nullif(trim(u.nickname), ''), u.firstname || ' ' || u.lastname)`;

/** Every notice sent about an alert, oldest first (the alert history and the inspection report). */
export async function deliveriesOf({ scope, alertId }: { scope: Scope; alertId: string }): Promise<DeliveryLogRow[]> {
  const db = await scope.db();
  const result = await db.execute<DeliveryLogRow>(sql`
    SELECT d.id, d.kind, d.channel, d.user_id AS "userId",
      ${PERSON_NAME} AS "personName",
      d.created_at AS "createdAt", d.outcome, d.reason, d.finished_at AS "finishedAt", d.acknowledged_at AS "acknowledgedAt"
    FROM notice_deliveries d LEFT JOIN users u ON u.id = d.user_id
    WHERE d.alert_id = ${alertId} ORDER BY d.created_at, d.channel, "personName"`);
  return withDates(result.rows, ['createdAt', 'finishedAt', 'acknowledgedAt']);
}
