import {
  evaluateProcessLog,
  HACCP_BACKDATE_MAX_HOURS,
  HACCP_TEXT_LIMITS,
  haccpTextTooLong,
  isHaccpTextTooLong,
  JURISDICTIONS,
  PROCESS_VARIANT_CHECKPOINTS,
  reheatingTargetC,
  type ProcessEvaluation,
  type ProcessKind,
  type ProcessVariant,
} from '@ks/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliances, coolingLogReadings, coolingLogs, sensors, users } from '../../db/schema/index.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { appendAuditEvent } from '../audit/audit-trail.service.js';
import { readingsOfLogs, type LogReading } from './cooling-readings.js';
import { isUuid, tenantLocation, type Tenant } from './tenant-location.service.js';

export type CoolingLogRow = typeof coolingLogs.$inferSelect;

/** What every log operation is given: the request's transaction, who asks, their input and the clock. */
interface LogCall<Input> {
  db: Db;
  tenant: Tenant;
  input: Input;
  now?: Date;
}
export type CoolingResolution = NonNullable<CoolingLogRow['resolution']>;

/** A log with its readings and where it stands now (the verdict is computed live, and settled by the job). */
export interface CoolingLogView extends CoolingLogRow {
  readings: LogReading[];
  evaluation: ProcessEvaluation;
  applianceName: string | null;
  startedByName: string | null;
  resolvedByName: string | null;
}

export const COOLING_MESSAGES = {
  foodName: 'Name the food',
  startInFuture: 'The start cannot be in the future',
  startTooLongAgo: `The start cannot be more than ${HACCP_BACKDATE_MAX_HOURS} hours ago`,
  temperatureRange: 'Enter a temperature between -50 and 150 °C',
  readingBeforeStart: 'A reading cannot be taken before the log started',
  readingInFuture: 'A reading cannot be in the future',
  notRunning: 'This log is finished',
  notFailed: 'Only a failed log takes a corrective action',
  alreadyResolved: 'A corrective action is already recorded for this log',
  restartOnce: 'A cooling that was already restarted once must be discarded',
  reheatOnlyCooling: 'Only a cooling log is reheated and restarted',
  reheatTooCold: (target: string) => `Reheat to at least ${target} before restarting`,
  sensorElsewhere: 'This sensor is not at this location',
  applianceElsewhere: 'This equipment is not at this location',
  leftHeatAfterStart: 'The food left the heat before the log started: give a time at or before the start',
  variantKind: 'This kind of log does not take that variant',
} as const;

const MIN_C = -50;
const MAX_C = 150;

function checkTemperature(celsius: number, field: string): void {
  if (!Number.isFinite(celsius) || celsius < MIN_C || celsius > MAX_C) throw validationError(COOLING_MESSAGES.temperatureRange, field);
}

/** Logs seen with their readings and evaluation at `now`. */
export async function viewsOf({ db, rows, now }: { db: Db; rows: CoolingLogRow[]; now: Date }): Promise<CoolingLogView[]> {
  const readings = await readingsOfLogs(db, rows);
  const names = await namesOf(db, rows);
  return rows.map((row) => {
    const list = readings.get(row.id) ?? [];
    const evaluation = evaluateProcessLog({
      kind: row.kind,
      profile: row.profile,
      startedAtMs: row.startedAt.getTime(),
      startCelsius: row.startTemperatureC,
      readings: list,
      nowMs: now.getTime(),
      variant: row.variant,
      leftHeatAtMs: row.leftHeatAt?.getTime() ?? null,
    });
    return {
      ...row,
      readings: list,
      evaluation,
      applianceName: row.applianceId ? (names.appliances.get(row.applianceId) ?? null) : null,
      startedByName: row.startedBy ? (names.people.get(row.startedBy) ?? null) : null,
      resolvedByName: row.resolvedBy ? (names.people.get(row.resolvedBy) ?? null) : null,
    };
  });
}

/** The names of the appliances and people logs mention, two statements for any number of logs. */
async function namesOf(db: Db, rows: CoolingLogRow[]) {
  const applianceIds = [...new Set(rows.flatMap((r) => (r.applianceId ? [r.applianceId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => [r.startedBy, r.resolvedBy].filter((id): id is string => id !== null)))];
  const applianceRows = applianceIds.length
    ? await db.select({ id: appliances.id, name: appliances.name }).from(appliances).where(inArray(appliances.id, applianceIds))
    : [];
  const people = userIds.length
    ? await db
        .select({ id: users.id, nickname: users.nickname, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  return {
    appliances: new Map(applianceRows.map((a) => [a.id, a.name])),
    people: new Map(people.map((u) => [u.id, u.nickname || `${u.firstname} ${u.lastname}`])),
  };
}

/**
 * Writes a log's verdict once its evaluation reached one (PASSED or FAILED), so lists, reminders and the
 * report agree; a RUNNING evaluation leaves the row alone. Returns the row as stored.
 */
export async function settleVerdict({ db, view }: { db: Db; view: CoolingLogView }): Promise<CoolingLogRow> {
  const { verdict, endedAtMs, failedCheckpoint } = view.evaluation;
  if (view.status !== 'RUNNING' || verdict === 'RUNNING') return view;
  const [row] = await db
    .update(coolingLogs)
    .set({ status: verdict, endedAt: new Date(endedAtMs!), failedCheckpoint })
    .where(and(eq(coolingLogs.id, view.id), eq(coolingLogs.status, 'RUNNING')))
    .returning();
  return row ?? view;
}

async function visibleLog(db: Db, tenant: Tenant, id: string): Promise<CoolingLogRow> {
  if (!isUuid(id)) throw notFoundError('Cooling log');
  const [row] = await db
    .select()
    .from(coolingLogs)
    .where(and(eq(coolingLogs.id, id), eq(coolingLogs.clientId, tenant.clientId)));
  if (!row || !(await tenantLocation({ db, tenant, id: row.locationId }))) throw notFoundError('Cooling log');
  return row;
}

export interface StartCoolingLogInput {
  locationId: string;
  kind: ProcessKind;
  foodName: string;
  applianceId?: string | null;
  sensorId?: string | null;
  startedAt?: Date | null;
  startTemperatureC: number;
  /** Ambient ingredients, processed food reheated to 135 °F, Scotland's 82 °C reheat; default STANDARD. */
  variant?: ProcessVariant | null;
  /** When the food left the heat (a log started below the start temperature). */
  leftHeatAt?: Date | null;
}

/** Checks that an appliance and a probe sensor named by a log are of its location. */
async function checkPlace(db: Db, locationId: string, input: Pick<StartCoolingLogInput, 'applianceId' | 'sensorId'>): Promise<void> {
  if (input.applianceId) {
    const [appliance] = isUuid(input.applianceId)
      ? await db.select({ locationId: appliances.locationId }).from(appliances).where(eq(appliances.id, input.applianceId))
      : [];
    if (!appliance) throw notFoundError('Appliance');
    if (appliance.locationId !== locationId) throw validationError(COOLING_MESSAGES.applianceElsewhere, 'applianceId');
  }
  if (input.sensorId) {
    const [sensor] = isUuid(input.sensorId)
      ? await db.select({ locationId: sensors.locationId }).from(sensors).where(eq(sensors.id, input.sensorId))
      : [];
    if (!sensor) throw notFoundError('Sensor');
    if (sensor.locationId !== locationId) throw validationError(COOLING_MESSAGES.sensorElsewhere, 'sensorId');
  }
}

/** A corrective action's note: trimmed, null when empty, refused over the HACCP note bound. */
function boundedNote(note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if (isHaccpTextTooLong('note', text)) throw tooLongError(haccpTextTooLong('note'), HACCP_TEXT_LIMITS.note, 'note');
  return text || null;
}

/** Starts a cooling or reheating log under the location's profile as it is now. */
export async function startCoolingLog({ db, tenant, input, now = new Date() }: LogCall<StartCoolingLogInput>): Promise<CoolingLogRow> {
  const foodName = input.foodName.trim();
  if (!foodName) throw validationError(COOLING_MESSAGES.foodName, 'foodName');
  if (isHaccpTextTooLong('name', foodName)) throw tooLongError(haccpTextTooLong('name'), HACCP_TEXT_LIMITS.name, 'foodName');
  checkTemperature(input.startTemperatureC, 'startTemperature');
  const startedAt = input.startedAt ?? now;
  if (startedAt.getTime() > now.getTime() + 60_000) throw validationError(COOLING_MESSAGES.startInFuture, 'startedAt');
  if (startedAt.getTime() < now.getTime() - HACCP_BACKDATE_MAX_HOURS * 3_600_000)
    throw validationError(COOLING_MESSAGES.startTooLongAgo, 'startedAt');
  const location = await tenantLocation({ db, tenant, id: input.locationId });
  if (!location) throw notFoundError('Location');
  await checkPlace(db, location.id, input);
  const variant = input.variant ?? 'STANDARD';
  if (variant !== 'STANDARD' && PROCESS_VARIANT_CHECKPOINTS[variant].kind !== input.kind)
    throw validationError(COOLING_MESSAGES.variantKind, 'variant');
  if (input.leftHeatAt && input.leftHeatAt > startedAt) throw validationError(COOLING_MESSAGES.leftHeatAfterStart, 'leftHeatAt');
  const [row] = await db
    .insert(coolingLogs)
    .values({
      clientId: tenant.clientId,
      locationId: location.id,
      kind: input.kind,
      foodName,
      applianceId: input.applianceId ?? null,
      sensorId: input.sensorId ?? null,
      profile: location.jurisdictionProfile,
      startedAt,
      startTemperatureC: input.startTemperatureC,
      startedBy: tenant.userId,
      variant,
      leftHeatAt: input.leftHeatAt ?? null,
    })
    .returning();
  // History (issue 19 item 5): what was started, by whom; the verdict and the corrective action follow.
  await appendAuditEvent({
    db,
    event: {
      clientId: tenant.clientId,
      locationId: location.id,
      applianceId: row!.applianceId,
      sensorId: row!.sensorId,
      subject: 'COOLING_LOG',
      subjectId: row!.id,
      change: 'CREATED',
      before: null,
      after: { kind: row!.kind, foodName, startTemperatureC: row!.startTemperatureC, startedAt: startedAt.toISOString() },
      actorId: tenant.userId,
    },
  });
  return row!;
}

/** Adds a temperature taken by hand to a running log, and settles its verdict if that decides it. */
export async function recordCoolingReading({
  db,
  tenant,
  input,
  now = new Date(),
}: LogCall<{ logId: string; temperatureC: number; time?: Date | null }>): Promise<CoolingLogView> {
  checkTemperature(input.temperatureC, 'temperature');
  const log = await visibleLog(db, tenant, input.logId);
  const time = input.time ?? now;
  if (time.getTime() > now.getTime() + 60_000) throw validationError(COOLING_MESSAGES.readingInFuture, 'time');
  if (time < log.startedAt) throw validationError(COOLING_MESSAGES.readingBeforeStart, 'time');
  // Settle first: a reading typed after a missed deadline must not turn a failure into a pass.
  const [before] = await viewsOf({ db, rows: [log], now });
  if ((await settleVerdict({ db, view: before! })).status !== 'RUNNING') throw validationError(COOLING_MESSAGES.notRunning, 'logId');
  await db
    .insert(coolingLogReadings)
    .values({ clientId: tenant.clientId, logId: log.id, time, temperatureC: input.temperatureC, recordedBy: tenant.userId });
  const [after] = await viewsOf({ db, rows: [log], now });
  return { ...after!, ...(await settleVerdict({ db, view: after! })) };
}

export interface ResolveCoolingLogInput {
  logId: string;
  resolution: CoolingResolution;
  /** REHEATED_AND_RESTARTED: the temperature the food was reheated to (°C), which the new log starts from. */
  reheatTemperatureC?: number | null;
  note?: string | null;
}

/**
 * The corrective action of a failed log (PRODUCT.md): reheat to the profile's reheating temperature and
 * restart the cooling once (a new log linked to this one), or discard. Returns the resolved log and the
 * restarted one.
 */
export async function resolveFailedCoolingLog({
  db,
  tenant,
  input,
  now = new Date(),
}: LogCall<ResolveCoolingLogInput>): Promise<{ log: CoolingLogRow; restart: CoolingLogRow | null }> {
  const found = await visibleLog(db, tenant, input.logId);
  const [view] = await viewsOf({ db, rows: [found], now });
  const log = await settleVerdict({ db, view: view! });
  if (log.status !== 'FAILED') throw validationError(COOLING_MESSAGES.notFailed, 'logId');
  if (log.resolution) throw validationError(COOLING_MESSAGES.alreadyResolved, 'logId');
  let restart: CoolingLogRow | null = null;
  if (input.resolution === 'REHEATED_AND_RESTARTED') {
    if (log.kind !== 'COOLING') throw validationError(COOLING_MESSAGES.reheatOnlyCooling, 'resolution');
    if (log.restartOf) throw validationError(COOLING_MESSAGES.restartOnce, 'resolution');
    const reheat = input.reheatTemperatureC ?? Number.NaN;
    checkTemperature(reheat, 'reheatTemperature');
    const target = reheatingTargetC(log.profile);
    if (Math.round(reheat * 1000) < Math.round(target * 1000)) {
      const written = JURISDICTIONS[log.profile].reheating.target;
      throw validationError(COOLING_MESSAGES.reheatTooCold(written ? `${written.value} °${written.unit}` : ''), 'reheatTemperature');
    }
    const [inserted] = await db
      .insert(coolingLogs)
      .values({
        clientId: log.clientId,
        locationId: log.locationId,
        kind: 'COOLING',
        foodName: log.foodName,
        applianceId: log.applianceId,
        sensorId: log.sensorId,
        profile: log.profile,
        startedAt: now,
        startTemperatureC: reheat,
        startedBy: tenant.userId,
        restartOf: log.id,
      })
      .returning();
    restart = inserted ?? null;
  }
  const [resolved] = await db
    .update(coolingLogs)
    .set({ resolution: input.resolution, resolutionNote: boundedNote(input.note), resolvedBy: tenant.userId, resolvedAt: now })
    .where(and(eq(coolingLogs.id, log.id), sql`${coolingLogs.resolution} IS NULL`))
    .returning();
  if (!resolved) throw validationError(COOLING_MESSAGES.alreadyResolved, 'logId');
  await appendAuditEvent({
    db,
    event: {
      clientId: log.clientId,
      locationId: log.locationId,
      applianceId: log.applianceId,
      sensorId: log.sensorId,
      subject: 'COOLING_LOG',
      subjectId: log.id,
      change: 'RESOLVED',
      before: { status: log.status },
      after: { resolution: input.resolution, note: resolved.resolutionNote, restartedAs: restart?.id ?? null },
      actorId: tenant.userId,
    },
  });
  return { log: resolved, restart };
}

/** One visible log with its readings and evaluation. */
export async function coolingLogById({ db, tenant, id, now = new Date() }: { db: Db; tenant: Tenant; id: string; now?: Date }) {
  const [view] = await viewsOf({ db, rows: [await visibleLog(db, tenant, id)], now });
  return view!;
}

/** The logs of a visible location started in [from, to), newest first (at most 200). */
export async function coolingLogsOfLocation({
  db,
  tenant,
  locationId,
  from,
  to,
  now = new Date(),
}: {
  db: Db;
  tenant: Tenant;
  locationId: string;
  from: Date;
  to: Date;
  now?: Date;
}): Promise<CoolingLogView[]> {
  const location = await tenantLocation({ db, tenant, id: locationId });
  if (!location) throw notFoundError('Location');
  const rows = await db
    .select()
    .from(coolingLogs)
    .where(and(eq(coolingLogs.locationId, location.id), gte(coolingLogs.startedAt, from), lt(coolingLogs.startedAt, to)))
    .orderBy(desc(coolingLogs.startedAt))
    .limit(200);
  return viewsOf({ db, rows, now });
}

/** The logs that restarted the given ones (a failed log's restart), by the failed log's id. */
export async function restartsOf({ db, ids }: { db: Db; ids: string[] }): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: coolingLogs.id, of: coolingLogs.restartOf })
    .from(coolingLogs)
    .where(inArray(coolingLogs.restartOf, ids));
  return new Map(rows.map((r) => [r.of!, r.id]));
}

/**
 * The cook gives the time the food left the heat, for a log started below the start temperature ("start
 * not shown"): stage 1 counts from it. Only while the log runs; the time is at or before the log's start.
 */
export async function setCoolingLogLeftHeatAt({
  db,
  tenant,
  input,
  now = new Date(),
}: LogCall<{ logId: string; leftHeatAt: Date }>): Promise<CoolingLogView> {
  const log = await visibleLog(db, tenant, input.logId);
  if (input.leftHeatAt > log.startedAt) throw validationError(COOLING_MESSAGES.leftHeatAfterStart, 'leftHeatAt');
  const [before] = await viewsOf({ db, rows: [log], now });
  if ((await settleVerdict({ db, view: before! })).status !== 'RUNNING') throw validationError(COOLING_MESSAGES.notRunning, 'logId');
  const [updated] = await db.update(coolingLogs).set({ leftHeatAt: input.leftHeatAt }).where(eq(coolingLogs.id, log.id)).returning();
  await appendAuditEvent({
    db,
    event: {
      clientId: tenant.clientId,
      locationId: log.locationId,
      applianceId: log.applianceId,
      sensorId: log.sensorId,
      subject: 'COOLING_LOG',
      subjectId: log.id,
      change: 'UPDATED',
      before: { leftHeatAt: log.leftHeatAt?.toISOString() ?? null },
      after: { leftHeatAt: input.leftHeatAt.toISOString() },
      actorId: tenant.userId,
    },
  });
  const [after] = await viewsOf({ db, rows: [updated!], now });
  return { ...after!, ...(await settleVerdict({ db, view: after! })) };
}
