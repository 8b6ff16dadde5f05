import { checkpointsDueForReminder } from '@ks/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { coolingLogs } from '../../db/schema/index.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { RecurringJob } from '../../jobs/job-runner.js';
import type { SystemServices, SystemTick } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { recipientsFor, sendNotices } from '../alerts/alert-notifications.service.js';
import { coolingNoticeEmail, type CoolingNoticeFacts, type Recipient } from './cooling-emails.js';
import { settleVerdict, viewsOf, type CoolingLogView } from './cooling-logs.service.js';

export const COOLING_CHECKPOINTS_JOB = 'cooling-checkpoints';

/** The web page of a log; `client` picks the company for a member of several. */
export function coolingLogLink({
  publicUrl,
  log,
}: {
  publicUrl: string;
  log: { clientId: string; locationId: string; id: string };
}): string {
  return `${publicUrl}/cooling/${log.locationId}/${log.id}?client=${log.clientId}`;
}

/** The person who started the log (they hold the probe) and the location's managers, once each. */
async function recipientsOfLog(scope: Scope, log: CoolingLogView): Promise<Recipient[]> {
  const db = await scope.db();
  const managers = await recipientsFor({
    scope,
    clientId: log.clientId,
    locationId: log.locationId,
    kind: 'TEMPERATURE_ALERT',
    roles: ['MANAGER', 'LOCATION_MANAGER'],
  });
  const starter = log.startedBy
    ? (
        await db.execute<Recipient & Record<string, unknown>>(sql`
          SELECT email, language, temperature_unit AS "temperatureUnit" FROM users WHERE id = ${log.startedBy} AND is_active`)
      ).rows
    : [];
  const seen = new Set<string>();
  return [...starter, ...managers].filter((r) => !seen.has(r.email) && seen.add(r.email));
}

/**
 * One pass over the running logs at `now`: reminds of checkpoints due within the reminder lead, tells of
 * a missed checkpoint (the log has FAILED and wants its corrective action), and settles verdicts. Each
 * notice is claimed in the row (`reminded_count`, `missed_notified_count`, compare-and-set) before it is
 * mailed after commit, so two instances or a rerun never send it twice. Returns the e-mails sent.
 */
export async function runCoolingCheckpoints({ system, now = new Date() }: SystemTick): Promise<number> {
  const mails = await withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    // Running logs, and failed ones nobody was told about yet (a reading typed after the deadline settled them).
    const rows = await db
      .select()
      .from(coolingLogs)
      .where(
        sql`${coolingLogs.status} = 'RUNNING' OR (${coolingLogs.status} = 'FAILED' AND ${coolingLogs.missedNotifiedCount} = 0 AND ${coolingLogs.resolution} IS NULL)`,
      );
    const views = await viewsOf({ db, rows, now });
    const outgoing: OutgoingMail[] = [];
    for (const log of views) {
      const location = (
        await db.execute<{ name: string; timezone: string }>(sql`SELECT name, timezone FROM locations WHERE id = ${log.locationId}`)
      ).rows[0]!;
      const notices: Array<Pick<CoolingNoticeFacts, 'notice' | 'target' | 'deadline'>> = [];
      const due = checkpointsDueForReminder(log.evaluation, now.getTime());
      if (log.evaluation.verdict === 'RUNNING' && due > log.remindedCount && (await claim(db, log, 'remindedCount', due))) {
        for (const state of log.evaluation.checkpoints.slice(log.remindedCount, due)) {
          if (state.status === 'PENDING')
            notices.push({ notice: 'REMINDER', target: state.checkpoint.target, deadline: new Date(state.deadlineMs) });
        }
      }
      const missed = log.status === 'FAILED' ? log.failedCheckpoint : log.evaluation.failedCheckpoint;
      if (missed !== null && log.missedNotifiedCount === 0 && (await claim(db, log, 'missedNotifiedCount', 1))) {
        const state = log.evaluation.checkpoints[missed]!;
        notices.push({ notice: 'MISSED', target: state.checkpoint.target, deadline: new Date(state.deadlineMs) });
      }
      await settleVerdict({ db, view: log });
      if (notices.length === 0) continue;
      const link = coolingLogLink({ publicUrl: system.config.publicUrl, log });
      for (const to of await recipientsOfLog(scope, log)) {
        for (const notice of notices) {
          outgoing.push(
            coolingNoticeEmail(
              { ...notice, kind: log.kind, foodName: log.foodName, locationName: location.name, timezone: location.timezone, link },
              to,
            ),
          );
        }
      }
    }
    return outgoing;
  });
  return sendNotices({ system, mails, what: 'cooling notice' });
}

/** Compare-and-set of a notice counter: true for the one run that moved it. */
async function claim(db: Db, log: CoolingLogView, column: 'remindedCount' | 'missedNotifiedCount', to: number): Promise<boolean> {
  const claimed = await db
    .update(coolingLogs)
    .set({ [column]: to })
    .where(and(eq(coolingLogs.id, log.id), eq(coolingLogs[column], log[column])))
    .returning({ id: coolingLogs.id });
  return claimed.length === 1;
}

/** Every minute: reminders before each checkpoint, an alert when one is missed (tests run it with a chosen `now`). */
export function coolingCheckpointsJob({ system }: { system: SystemServices }): RecurringJob {
  return {
    name: COOLING_CHECKPOINTS_JOB,
    cron: '* * * * *',
    run: async () => {
      await runCoolingCheckpoints({ system });
    },
  };
}
