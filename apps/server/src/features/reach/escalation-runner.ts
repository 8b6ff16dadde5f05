import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { withDates } from '../../db/timestamps.js';
import type { SystemServices, SystemTick } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import type { ChainStep } from './chain-model.js';
import { recordNotices, sendNoticeDeliveries } from './deliveries.js';
import { effectiveChain } from './escalation-chains.service.js';
import { stepRecipients } from './recipients.js';

const BATCH = 50;

interface RunRow extends Record<string, unknown> {
  alertId: string;
  clientId: string;
  locationId: string;
  steps: ChainStep[];
  ackTimeoutMin: number;
  detectedAt: Date;
  round: number;
  nextStep: number;
  dueAt: Date;
  state: 'RUNNING' | 'ACKNOWLEDGED';
}

interface AlertNow extends Record<string, unknown> {
  status: string;
  detectedAt: Date | null;
  severity: 'LOW' | 'HIGH';
  attended: boolean;
}

/**
 * Starts a chain run for every DETECTED alert without one for its current detection (a new alert, or a
 * snooze that ran out): the chain of its location as it is now, first step due at once. `alertIds`: only
 * these (right after the engine reported them); null: every open alert (the minute's sweep).
 */
export async function startEscalations(db: Db, alertIds: string[] | null): Promise<number> {
  const which = alertIds ? sql`a.id = ANY(${sql.param(alertIds)}::uuid[])` : sql`true`;
  const candidates = await db.execute<{ id: string; clientId: string; locationId: string; detectedAt: Date } & Record<string, unknown>>(sql`
    SELECT a.id, a.client_id AS "clientId", a.location_id AS "locationId", a.detected_at AS "detectedAt" FROM temp_alerts a
    WHERE ${which} AND a.status = 'DETECTED' AND a.detected_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM alert_escalations e WHERE e.alert_id = a.id AND e.detected_at >= a.detected_at)
    ORDER BY a.detected_at LIMIT 500`);
  let started = 0;
  for (const alert of withDates(candidates.rows, ['detectedAt'])) {
    const chain = await effectiveChain(db, alert.clientId, alert.locationId);
    const inserted = await db.execute(sql`
      INSERT INTO alert_escalations (alert_id, client_id, location_id, steps, ack_timeout_min, detected_at, round, next_step, due_at, state,
        acknowledged_by, acknowledged_at, updated_at)
      VALUES (${alert.id}, ${alert.clientId}, ${alert.locationId}, ${JSON.stringify(chain.steps)}::jsonb, ${chain.ackTimeoutMin},
        ${alert.detectedAt.toISOString()}::timestamptz, 0, 0, ${alert.detectedAt.toISOString()}::timestamptz, 'RUNNING', NULL, NULL, now())
      ON CONFLICT (alert_id) DO UPDATE SET steps = excluded.steps, ack_timeout_min = excluded.ack_timeout_min, detected_at = excluded.detected_at,
        round = 0, next_step = 0, due_at = excluded.due_at, state = 'RUNNING', acknowledged_by = NULL, acknowledged_at = NULL, updated_at = now()
      WHERE alert_escalations.detected_at < excluded.detected_at`);
    started += inserted.rowCount ?? 0;
  }
  return started;
}

async function alertNow(db: Db, alertId: string, detectedAt: Date): Promise<AlertNow | null> {
  const result = await db.execute<AlertNow>(sql`
    SELECT a.status, a.detected_at AS "detectedAt", a.severity,
      EXISTS (SELECT 1 FROM corrective_actions c WHERE c.alert_id = a.id AND c.created_at >= ${detectedAt.toISOString()}::timestamptz) AS attended
    FROM temp_alerts a WHERE a.id = ${alertId}`);
  return withDates(result.rows, ['detectedAt'])[0] ?? null;
}

/** Still the same detection, out of range and nobody attended it: the chain goes on. */
function goesOn(run: RunRow, alert: AlertNow | null): alert is AlertNow {
  return !!alert && alert.status === 'DETECTED' && !alert.attended && alert.detectedAt?.getTime() === run.detectedAt.getTime();
}

function lastNotifyIndex(steps: ChainStep[]): number {
  for (let i = steps.length - 1; i >= 0; i -= 1) if (steps[i]!.kind === 'NOTIFY') return i;
  return 0;
}

/**
 * Runs one due run's steps: NOTIFY steps record their notices, WAIT steps move the due time on from when
 * the previous step was due (so a late tick does not push the chain back); a wait already over is passed
 * at once. An acknowledged alert still out of range when its timeout runs out re-enters at its next step
 * (the last NOTIFY again when the chain had finished), in a new round.
 */
async function advance(db: Db, system: SystemServices, run: RunRow, now: Date): Promise<string[]> {
  const alert = await alertNow(db, run.alertId, run.detectedAt);
  if (!goesOn(run, alert)) {
    await db.execute(
      sql`UPDATE alert_escalations SET state = 'STOPPED', due_at = NULL, updated_at = now() WHERE alert_id = ${run.alertId}`,
    );
    return [];
  }
  let { round, nextStep: index } = run;
  let due = run.dueAt;
  if (run.state === 'ACKNOWLEDGED') {
    round += 1;
    if (index >= run.steps.length) index = lastNotifyIndex(run.steps);
    due = now;
  }
  const ids: string[] = [];
  while (index < run.steps.length && due <= now) {
    const step = run.steps[index]!;
    if (step.kind === 'WAIT') due = new Date(due.getTime() + step.minutes * 60_000);
    else {
      const people = await stepRecipients(db, { clientId: run.clientId, locationId: run.locationId, targets: step.targets, now });
      ids.push(
        ...(await recordNotices(db, {
          clientId: run.clientId,
          alertId: run.alertId,
          kind: 'ALERT',
          subjectKey: `alert:${run.alertId}:${run.detectedAt.getTime()}:${round}:${index}`,
          people,
          channels: step.channels,
          highSeverity: alert.severity === 'HIGH',
          smsOn: !!system.config.twilio,
        })),
      );
    }
    index += 1;
  }
  const finished = index >= run.steps.length && due <= now;
  await db.execute(sql`
    UPDATE alert_escalations SET state = ${finished ? 'FINISHED' : 'RUNNING'}, round = ${round}, next_step = ${index},
      due_at = ${finished ? null : due.toISOString()}::timestamptz, updated_at = now()
    WHERE alert_id = ${run.alertId}`);
  return ids;
}

/** Claims due runs (FOR UPDATE SKIP LOCKED: two instances never take the same one) and advances them. */
async function advanceDue(system: SystemServices, now: Date, alertIds: string[] | null): Promise<{ runs: number; ids: string[] }> {
  return withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    await startEscalations(db, alertIds);
    const which = alertIds ? sql`AND alert_id = ANY(${sql.param(alertIds)}::uuid[])` : sql``;
    const due = await db.execute<RunRow>(sql`
      SELECT alert_id AS "alertId", client_id AS "clientId", location_id AS "locationId", steps, ack_timeout_min AS "ackTimeoutMin",
        detected_at AS "detectedAt", round, next_step AS "nextStep", due_at AS "dueAt", state
      FROM alert_escalations WHERE due_at <= ${now.toISOString()}::timestamptz AND state IN ('RUNNING', 'ACKNOWLEDGED') ${which}
      ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
    const ids: string[] = [];
    for (const run of withDates(due.rows, ['detectedAt', 'dueAt'])) ids.push(...(await advance(db, system, run, now)));
    return { runs: due.rows.length, ids };
  });
}

export interface EscalationTick {
  runs: number;
  delivered: number;
}

/**
 * The chains' clock: runs every minute on every instance (and right after the engine reports new alerts,
 * for those only). Each due step is claimed and recorded in one transaction, then its notices are sent.
 */
export async function runEscalations({
  system,
  now = new Date(),
  alertIds = null,
}: SystemTick & { alertIds?: string[] | null }): Promise<EscalationTick> {
  let runs = 0;
  let delivered = 0;
  for (let round = 0; round < 20; round += 1) {
    const batch = await advanceDue(system, now, alertIds);
    runs += batch.runs;
    delivered += await sendNoticeDeliveries({ system, ids: batch.ids });
    if (batch.runs < BATCH) break;
  }
  return { runs, delivered };
}
