import type { Language } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { sensorDataExports } from '../../db/schema/index.js';
import type { SystemServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import { buildExportFiles } from './export-csv.js';
import { exportEmail } from './export-email.js';
import { visibleLocationById } from '../../scope/visible-locations.js';

const DAY_MS = 24 * 60 * 60_000;
/** A whole location's export covers at most a month (it is e-mailed); one appliance's at most a year. */
export const EXPORT_LIMITS_DAYS = { location: 31, appliance: 366 } as const;
const MAX_ATTEMPTS = 3;
/** A RUNNING export older than this was abandoned (its instance stopped) and is taken again. */
const STALE_RUN_MS = 15 * 60_000;

export const EXPORT_MESSAGES = {
  periodOrder: 'The period must end after it starts',
  periodTooLong: `An export covers at most ${EXPORT_LIMITS_DAYS.location} days (${EXPORT_LIMITS_DAYS.appliance} for one piece of equipment)`,
  applianceElsewhere: 'This equipment is not at this location',
} as const;

export interface SensorDataExportInput {
  locationId: string;
  applianceId?: string | null;
  from: Date;
  to: Date;
}

/**
 * sensorDataExport: queues a CSV export of readings and alerts of a visible location (optionally one of
 * its appliances) for a period; a job builds it and e-mails it to the requester. The queue row is written
 * in the request's transaction, so a rolled-back request queues nothing.
 */
export async function requestSensorDataExport({
  scope,
  input,
  system,
}: {
  scope: Scope;
  input: SensorDataExportInput;
  /** What the export started after commit runs with (it builds and mails in system scopes of its own). */
  system: SystemServices;
}): Promise<{ id: string }> {
  if (input.to <= input.from) throw validationError(EXPORT_MESSAGES.periodOrder, 'to');
  const limit = input.applianceId ? EXPORT_LIMITS_DAYS.appliance : EXPORT_LIMITS_DAYS.location;
  if (input.to.getTime() - input.from.getTime() > limit * DAY_MS) throw validationError(EXPORT_MESSAGES.periodTooLong, 'to');
  const location = await visibleLocationById({ scope, id: input.locationId });
  if (!location) throw notFoundError('Location');
  if (input.applianceId) {
    const appliance = await visibleApplianceById({ scope, id: input.applianceId });
    if (!appliance) throw notFoundError('Appliance');
    if (appliance.locationId !== location.id) throw validationError(EXPORT_MESSAGES.applianceElsewhere, 'applianceId');
  }
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const [queued] = await db
    .insert(sensorDataExports)
    .values({
      clientId: viewer.clientId,
      requestedBy: viewer.userId,
      locationId: location.id,
      applianceId: input.applianceId ?? null,
      periodStart: input.from,
      periodEnd: input.to,
    })
    .returning({ id: sensorDataExports.id });
  if (!queued) throw new Error('export insert returned nothing');
  // Start at once on this instance; the recurring job picks up anything this misses.
  scope.afterCommit(async () => {
    await processQueuedExports({ system, id: queued.id });
  });
  return queued;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  clientId: string;
  locationId: string;
  applianceId: string | null;
  periodStartMs: number;
  periodEndMs: number;
  attempts: number;
  timezone: string;
  locationName: string;
  applianceName: string | null;
  email: string;
  language: Language;
}

type ClaimedExport = ClaimedRow & { periodStart: Date; periodEnd: Date };

async function claimOne(system: SystemServices, id: string | null, now: Date): Promise<ClaimedExport | null> {
  return withSystemScope(system.pool, system.log, async (scope) => {
    const db = await scope.db();
    const only = id ? sql`AND id = ${id}` : sql``;
    const result = await db.execute<ClaimedRow>(sql`
      WITH next AS (
        SELECT id FROM sensor_data_exports
        WHERE (status = 'QUEUED' OR (status = 'RUNNING' AND claimed_at < ${new Date(now.getTime() - STALE_RUN_MS).toISOString()}::timestamptz))
          ${only}
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE sensor_data_exports e SET status = 'RUNNING', claimed_at = ${now.toISOString()}::timestamptz, attempts = e.attempts + 1
        FROM next WHERE e.id = next.id RETURNING e.*
      )
      SELECT c.id, c.client_id AS "clientId", c.location_id AS "locationId", c.appliance_id AS "applianceId",
        (extract(epoch FROM c.period_start) * 1000)::float8 AS "periodStartMs", (extract(epoch FROM c.period_end) * 1000)::float8 AS "periodEndMs", c.attempts, l.timezone, l.name AS "locationName",
        a.name AS "applianceName", u.email, u.language
      FROM claimed c JOIN locations l ON l.id = c.location_id JOIN users u ON u.id = c.requested_by
      LEFT JOIN appliances a ON a.id = c.appliance_id`);
    const row = result.rows[0];
    // Epoch milliseconds: drizzle leaves timestamps of raw results as text.
    return row ? { ...row, periodStart: new Date(row.periodStartMs), periodEnd: new Date(row.periodEndMs) } : null;
  });
}

async function finish(system: SystemServices, id: string, outcome: { rows: number } | { error: string; retry: boolean }) {
  await withSystemScope(system.pool, system.log, async (scope) =>
    (await scope.db()).execute(
      'rows' in outcome
        ? sql`UPDATE sensor_data_exports SET status = 'SENT', finished_at = now(), row_count = ${outcome.rows}, error = NULL WHERE id = ${id}`
        : sql`UPDATE sensor_data_exports SET status = ${outcome.retry ? 'QUEUED' : 'FAILED'}, finished_at = now(), error = ${outcome.error.slice(0, 500)}
              WHERE id = ${id}`,
    ),
  );
}

/**
 * Builds and e-mails queued exports (one, or all that are due), each claimed first so that two
 * instances never send the same export. A failed export is retried up to three times.
 */
export async function processQueuedExports({ system, id, now }: { system: SystemServices; id?: string; now?: Date }): Promise<number> {
  let sent = 0;
  for (;;) {
    const job = await claimOne(system, id ?? null, now ?? new Date());
    if (!job) return sent;
    try {
      // The export reads history only: on the read replica while it serves (db/read-replica.ts).
      const files = await withSystemScope(system.pool, system.log, async (scope) =>
        buildExportFiles(await scope.readDb(), {
          clientId: job.clientId,
          locationId: job.locationId,
          applianceId: job.applianceId,
          periodStart: job.periodStart,
          periodEnd: job.periodEnd,
          timezone: job.timezone,
          language: job.language,
        }),
      );
      await system.mailer.send(exportEmail(job, files));
      await finish(system, job.id, { rows: files.readingCount + files.alertCount });
      sent += 1;
    } catch (error) {
      system.log.error({ err: error }, `sensor data export ${job.id} failed`);
      await finish(system, job.id, { error: error instanceof Error ? error.message : String(error), retry: job.attempts < MAX_ATTEMPTS });
    }
    if (id) return sent;
  }
}
