import {
  ESTATE_MESSAGES,
  seesAllLocations,
  type CreateSensorInput,
  type ErrorCode,
  type SensorSortColumn,
  type SensorSortDirection,
  type UpdateSensorInput,
} from '@ks/domain';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { sensorCredentials, sensors } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { lockAppliance, requireVisibleAppliance, visibleApplianceById } from '../appliances/appliances.service.js';
import { newSensorSecret } from './sensor-credentials.js';
import { grantSensorAccount, revokeSensorAccount } from '../ingest/broker-accounts.service.js';
import { isUuid } from '../../db/ids.js';
import { listVisibleLocations, requireVisibleLocation, visibleLocationById } from '../../scope/visible-locations.js';
import { requireClientFile } from '../../scope/client-files.js';
import { visibleRowById } from '../../scope/visible-row.js';

export type SensorRow = typeof sensors.$inferSelect;

export interface SensorAttachmentPayload {
  status: 'SUCCESS' | 'ERROR';
  errorCode: ErrorCode | null;
  applianceId: string;
  sensorId: string;
}

/** A sensor with its ingest secret, which is shown this once and never stored in the clear. */
export interface SensorWithSecret {
  sensor: SensorRow;
  secret: string;
}

export const SENSOR_MESSAGES = {
  hwidTaken: ESTATE_MESSAGES.hwidTaken,
  alreadyAttached: ESTATE_MESSAGES.sensorAlreadyAttached,
  attachedElsewhere: ESTATE_MESSAGES.sensorAttachedElsewhere,
  detachBeforeDelete: ESTATE_MESSAGES.detachBeforeDelete,
  attachedInFuture: 'The time the sensor was fitted cannot be in the future',
  attachedTooLongAgo: 'The time the sensor was fitted can be at most 7 days ago',
  attachedBeforeItsReadings: 'The time the sensor was fitted cannot be before its newest stored reading',
} as const;

/** How far back a fitting time may be recorded: a gateway's buffer, not a rewrite of history. */
const ATTACHED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clocks of browsers and servers differ by a few seconds; a fitting time "now" is not refused for it. */
const CLOCK_TOLERANCE_MS = 60_000;

/** Attached sensors by appliance, the earliest attached (the primary one) first. */
const byApplianceLoader = batchLoader<string, SensorRow[]>(
  async (scope, applianceIds) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(sensors)
      .where(and(inArray(sensors.applianceId, [...applianceIds]), eq(sensors.clientId, tenantOf(scope).clientId)))
      .orderBy(asc(sensors.attachedAt), asc(sensors.hwid));
    return new Map(applianceIds.map((id) => [id, rows.filter((row) => row.applianceId === id)]));
  },
  { cache: false },
);

// Location summaries of a whole list cost one grouped count.
const countsByLocation = batchLoader<string, number>(async (scope, locationIds) => {
  const db = await scope.db();
  const rows = await db
    .select({ locationId: sensors.locationId, n: count() })
    .from(sensors)
    .where(and(eq(sensors.clientId, tenantOf(scope).clientId), inArray(sensors.locationId, locationIds)))
    .groupBy(sensors.locationId);
  return new Map(rows.map((row) => [row.locationId ?? '', Number(row.n)]));
});

/** How many sensors are kept for a location already known to be visible (its summary's sensorsCount). */
export async function sensorsCountOf({ scope, locationId }: { scope: Scope; locationId: string }): Promise<number> {
  return (await countsByLocation.load(scope, locationId)) ?? 0;
}

/** The sensors attached to an appliance already known to be visible; the first is the primary sensor. */
export async function sensorsOfAppliance({ scope, applianceId }: { scope: Scope; applianceId: string }): Promise<SensorRow[]> {
  return (await byApplianceLoader.load(scope, applianceId)) ?? [];
}

/** applianceSensors: the sensors of a visible appliance (none for an unknown or foreign id). */
export async function applianceSensors({ scope, applianceId }: { scope: Scope; applianceId: string }): Promise<SensorRow[]> {
  const appliance = await visibleApplianceById({ scope, id: applianceId });
  return appliance ? sensorsOfAppliance({ scope, applianceId: appliance.id }) : [];
}

/**
 * Which sensors the viewer can see: Managers and Full Admins the whole registry (stock included); others
 * the sensors kept for their locations.
 */
async function visibilityCondition(scope: Scope): Promise<SQL | undefined> {
  const viewer = tenantOf(scope);
  if (seesAllLocations(viewer.level)) return undefined;
  const locationIds = (await listVisibleLocations({ scope })).map((l) => l.id);
  return locationIds.length > 0 ? inArray(sensors.locationId, locationIds) : sql`false`;
}

const SORT_COLUMNS = {
  BATTERY: sensors.latestBatteryLevel,
  NEXT_MAINTENANCE: sensors.nextMaintenanceAt,
  SIGNAL_LEVEL: sensors.latestSignalLevel,
  TEMPERATURE: sensors.latestTemperature,
} as const;

/**
 * sensors: the client's registry as the viewer may see it, optionally for one location, sorted by battery,
 * next maintenance, signal level or temperature (sensors without a value last, then by hardware id).
 */
export async function listSensors({
  scope,
  locationId,
  sort = 'BATTERY',
  direction = 'ASC',
}: {
  scope: Scope;
  locationId?: string | null;
  sort?: SensorSortColumn;
  direction?: SensorSortDirection;
}): Promise<SensorRow[]> {
  const conditions: Array<SQL | undefined> = [eq(sensors.clientId, tenantOf(scope).clientId), await visibilityCondition(scope)];
  if (locationId) {
    if (!isUuid(locationId)) return [];
    conditions.push(eq(sensors.locationId, locationId));
  }
  const column = SORT_COLUMNS[sort];
  const order = direction === 'DESC' ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const db = await scope.db();
  return db
    .select()
    .from(sensors)
    .where(and(...conditions))
    .orderBy(order, asc(sensors.hwid));
}

/** A sensor the viewer can see, or null. */
export function visibleSensorById({ scope, id }: { scope: Scope; id: string }): Promise<SensorRow | null> {
  const visibility = async () => and(eq(sensors.clientId, tenantOf(scope).clientId), await visibilityCondition(scope))!;
  return visibleRowById({ scope, table: sensors, id, visibility });
}

/** What a reading series needs of a sensor the viewer can see (its id, appliance and interval), or null. */
export interface SensorSeriesRef {
  id: string;
  applianceId: string | null;
  reportingIntervalSec: number;
  /** When it was attached to its appliance (null: in stock); readings before it count nowhere (decision 0122). */
  attachedAt: Date | null;
}

/**
 * visibleSensorById narrowed to what the sensor graph needs (every open equipment page polls it): the
 * select builder and the whole row were about a third of that service's Node CPU.
 */
export async function visibleSensorSeriesRef({ scope, id }: { scope: Scope; id: string }): Promise<SensorSeriesRef | null> {
  if (!isUuid(id)) return null;
  const visible = await visibilityCondition(scope);
  const db = await scope.db();
  // A plain statement rather than the select builder: building the query was most of its cost.
  const { rows } = await db.execute<SensorSeriesRef & Record<string, unknown>>(sql`
    SELECT id, appliance_id AS "applianceId", reporting_interval_sec AS "reportingIntervalSec",
      CASE WHEN appliance_id IS NOT NULL THEN attached_at END AS "attachedAt" FROM ${sensors}
    WHERE id = ${id} AND client_id = ${tenantOf(scope).clientId}${visible ? sql` AND ${visible}` : sql``}`);
  const row = rows[0];
  return row ? { ...row, attachedAt: row.attachedAt === null ? null : new Date(row.attachedAt) } : null;
}

/**
 * availableSensors: sensors that can be attached in a visible location: not attached to anything, and kept
 * either for that location or in the client's stock.
 */
export async function availableSensors({ scope, locationId }: { scope: Scope; locationId: string }): Promise<SensorRow[]> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) return [];
  const db = await scope.db();
  return db
    .select()
    .from(sensors)
    .where(
      and(
        eq(sensors.clientId, tenantOf(scope).clientId),
        isNull(sensors.applianceId),
        or(eq(sensors.locationId, location.id), isNull(sensors.locationId)),
      ),
    )
    .orderBy(asc(sensors.hwid));
}

/** Unique-violation on the hardware id (a concurrent registration) becomes the same message as the pre-check. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}

async function assertHwidFree(scope: Scope, hwid: string) {
  const db = await scope.db();
  const [clash] = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(and(eq(sensors.clientId, tenantOf(scope).clientId), eq(sensors.hwid, hwid)));
  if (clash) throw validationError(SENSOR_MESSAGES.hwidTaken, 'hwid', 'SENSOR_HWID_TAKEN');
}

/** createSensor: registers a sensor (Managers) and returns its ingest secret, shown this once. */
export async function createSensor({
  scope,
  app,
  input,
}: {
  scope: Scope;
  app: Pick<AppServices, 'config'>;
  input: CreateSensorInput;
}): Promise<SensorWithSecret> {
  const viewer = tenantOf(scope);
  if (input.locationId) await requireVisibleLocation({ scope, locationId: input.locationId });
  if (input.photoFileId) await requireClientFile({ scope, id: input.photoFileId, kind: 'PICTURE' });
  await assertHwidFree(scope, input.hwid);
  const db = await scope.db();
  let sensor: SensorRow | undefined;
  try {
    [sensor] = await db
      .insert(sensors)
      .values({
        clientId: viewer.clientId,
        hwid: input.hwid,
        manufacturer: input.manufacturer,
        photoFileId: input.photoFileId,
        locationId: input.locationId,
        reportingIntervalSec: input.reportingIntervalSec,
        nextMaintenanceAt: input.nextMaintenanceAt,
        placement: input.placement,
        model: input.model,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError(SENSOR_MESSAGES.hwidTaken, 'hwid', 'SENSOR_HWID_TAKEN');
    throw error;
  }
  if (!sensor) throw new Error('sensor insert returned nothing');
  const { secret, secretHash } = newSensorSecret();
  await db.insert(sensorCredentials).values({ sensorId: sensor.id, clientId: viewer.clientId, secretHash });
  await grantSensorAccount({ scope, app, sensor, secret });
  return { sensor, secret };
}

async function requireSensor(scope: Scope, id: string): Promise<SensorRow> {
  const sensor = await visibleSensorById({ scope, id });
  if (!sensor) throw notFoundError('Sensor');
  return sensor;
}

/** updateSensor: registry details (Managers); a sensor attached to equipment stays in that location. */
export async function updateSensor({ scope, input }: { scope: Scope; input: UpdateSensorInput }): Promise<SensorRow> {
  const sensor = await requireSensor(scope, input.id);
  if (input.locationId) await requireVisibleLocation({ scope, locationId: input.locationId });
  // A left-out locationId (undefined) keeps the location; only an explicit null moves the sensor to stock.
  if (sensor.applianceId && input.locationId !== undefined && input.locationId !== sensor.locationId) {
    throw validationError(SENSOR_MESSAGES.attachedElsewhere, 'locationId', 'SENSOR_ATTACHED_ELSEWHERE');
  }
  if (input.photoFileId) await requireClientFile({ scope, id: input.photoFileId, kind: 'PICTURE' });
  const db = await scope.db();
  const [updated] = await db
    .update(sensors)
    .set({
      manufacturer: input.manufacturer,
      photoFileId: input.photoFileId,
      locationId: input.locationId,
      reportingIntervalSec: input.reportingIntervalSec,
      nextMaintenanceAt: input.nextMaintenanceAt,
      placement: input.placement,
      model: input.model,
      updatedAt: new Date(),
    })
    .where(eq(sensors.id, sensor.id))
    .returning();
  if (!updated) throw new Error('sensor update returned nothing');
  return updated;
}

/** deleteSensor: removes a detached sensor from the registry (Managers); its credential goes with it. */
export async function deleteSensor({ scope, app, id }: { scope: Scope; app: Pick<AppServices, 'config'>; id: string }): Promise<SensorRow> {
  const sensor = await requireSensor(scope, id);
  if (sensor.applianceId) throw validationError(SENSOR_MESSAGES.detachBeforeDelete, 'id', 'SENSOR_DETACH_BEFORE_DELETE');
  const db = await scope.db();
  await db.delete(sensors).where(eq(sensors.id, sensor.id));
  revokeSensorAccount({ scope, app, sensor });
  return sensor;
}

/** rotateSensorCredential: a new ingest secret (Managers); the old one stops working at once. */
export async function rotateSensorCredential({
  scope,
  app,
  id,
}: {
  scope: Scope;
  app: Pick<AppServices, 'config'>;
  id: string;
}): Promise<SensorWithSecret> {
  const sensor = await requireSensor(scope, id);
  const { secret, secretHash } = newSensorSecret();
  const db = await scope.db();
  await db
    .insert(sensorCredentials)
    .values({ sensorId: sensor.id, clientId: sensor.clientId, secretHash })
    .onConflictDoUpdate({ target: sensorCredentials.sensorId, set: { secretHash, createdAt: new Date() } });
  await grantSensorAccount({ scope, app, sensor, secret });
  return { sensor, secret };
}

/**
 * attachSensor: puts a sensor on a visible appliance. The sensor must be free and kept for the
 * appliance's location or in stock (a Manager may also take one kept for another location); it then
 * belongs to the appliance's location.
 */
export async function attachSensor({
  scope,
  applianceId,
  sensorId,
  attachedAt,
}: {
  scope: Scope;
  applianceId: string;
  sensorId: string;
  /** When the sensor was fitted, if earlier than now (decision 0341); default now. */
  attachedAt?: Date | null;
}): Promise<SensorAttachmentPayload> {
  const appliance = await requireVisibleAppliance({ scope, id: applianceId });
  const candidate = (await visibleSensorById({ scope, id: sensorId })) ?? (await stockSensor(scope, sensorId));
  if (!candidate) throw notFoundError('Sensor');
  await lockAppliance({ scope, id: appliance.id });
  const db = await scope.db();
  const [locked] = await db.select().from(sensors).where(eq(sensors.id, candidate.id)).for('update');
  if (!locked) throw notFoundError('Sensor');
  if (locked.applianceId === appliance.id) return { status: 'SUCCESS', errorCode: null, applianceId: appliance.id, sensorId: locked.id };
  if (locked.applianceId) throw validationError(SENSOR_MESSAGES.alreadyAttached, 'sensorId', 'SENSOR_ALREADY_ATTACHED');
  const now = new Date();
  await db
    .update(sensors)
    .set({ applianceId: appliance.id, attachedAt: fittedAt(attachedAt, locked, now), locationId: appliance.locationId, updatedAt: now })
    .where(eq(sensors.id, locked.id));
  return { status: 'SUCCESS', errorCode: null, applianceId: appliance.id, sensorId: locked.id };
}

/**
 * The attachment time: now, or the fitting time given when the attachment is recorded later (decision
 * 0341). From then on the sensor's readings count for the appliance everywhere (decision 0122), so it is
 * refused in the future, more than 7 days back, and before the sensor's newest stored reading: readings
 * already stored never change meaning; the buffered ones a gateway uploads afterwards count in full.
 */
function fittedAt(attachedAt: Date | null | undefined, sensor: SensorRow, now: Date): Date {
  if (!attachedAt) return now;
  if (attachedAt.getTime() > now.getTime() + CLOCK_TOLERANCE_MS) {
    throw validationError(SENSOR_MESSAGES.attachedInFuture, 'attachedAt');
  }
  if (attachedAt.getTime() < now.getTime() - ATTACHED_AT_MAX_AGE_MS)
    throw validationError(SENSOR_MESSAGES.attachedTooLongAgo, 'attachedAt');
  if (sensor.latestDataAt && attachedAt < sensor.latestDataAt)
    throw validationError(SENSOR_MESSAGES.attachedBeforeItsReadings, 'attachedAt');
  return attachedAt > now ? now : attachedAt;
}

/** A sensor of the client's stock (kept for no location): any level that may attach sensors can take one. */
// One statement per lookup, alike to visibleSensorById's; the conditions differ (stock: no location).
// jscpd:ignore-start
async function stockSensor(scope: Scope, id: string): Promise<SensorRow | null> {
  if (!isUuid(id)) return null;
  const db = await scope.db();
  const [row] = await db
    .select()
    .from(sensors)
    .where(and(eq(sensors.id, id), eq(sensors.clientId, tenantOf(scope).clientId), isNull(sensors.locationId)));
  return row ?? null;
}
// jscpd:ignore-end

/**
 * detachSensor: takes a sensor off an appliance; it stays kept for that location. A sensor that is not
 * attached to this appliance answers ERROR_SENSOR_IS_NOT_ATTACHED (spec §8).
 */
export async function detachSensor({
  scope,
  applianceId,
  sensorId,
}: {
  scope: Scope;
  applianceId: string;
  sensorId: string;
}): Promise<SensorAttachmentPayload> {
  const appliance = await requireVisibleAppliance({ scope, id: applianceId });
  const sensor = (await visibleSensorById({ scope, id: sensorId })) ?? (await stockSensor(scope, sensorId));
  if (!sensor) throw notFoundError('Sensor');
  const db = await scope.db();
  const [detached] = await db
    .update(sensors)
    .set({ applianceId: null, attachedAt: null, updatedAt: new Date() })
    .where(and(eq(sensors.id, sensor.id), eq(sensors.applianceId, appliance.id)))
    .returning({ id: sensors.id });
  if (!detached) return { status: 'ERROR', errorCode: 'ERROR_SENSOR_IS_NOT_ATTACHED', applianceId: appliance.id, sensorId: sensor.id };
  return { status: 'SUCCESS', errorCode: null, applianceId: appliance.id, sensorId: sensor.id };
}
