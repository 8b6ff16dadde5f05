import {
  FOOD_TIME_CONSTANT_MIN,
  defaultAlertDelayFor,
  defaultSafeZoneFor,
  MESSAGES,
  type ApplianceFields,
  type CreateApplianceInput,
  type UpdateApplianceInput,
} from '@ks/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliancePlacements, appliances, sensors } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { appError, notFoundError } from '../../graphql/errors.js';
import { requireAreaInLocation } from '../areas/areas.service.js';
import { assertRoomForAppliance } from './plan-limit.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { isUuid } from '../../db/ids.js';
import { type LocationRow, requireVisibleLocation, visibleLocationById } from '../../scope/visible-locations.js';
import { requireClientFile } from '../../scope/client-files.js';

export type ApplianceRow = typeof appliances.$inferSelect;

const byAreaLoader = batchLoader<string, ApplianceRow[]>(
  async (scope, areaIds) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(appliances)
      .where(and(inArray(appliances.areaId, [...areaIds]), eq(appliances.clientId, tenantOf(scope).clientId)))
      .orderBy(asc(sql`lower(${appliances.name})`));
    return new Map(areaIds.map((areaId) => [areaId, rows.filter((row) => row.areaId === areaId)]));
  },
  { cache: false },
);

const byIdLoader = batchLoader<string, ApplianceRow | null>(
  async (scope, ids) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(appliances)
      .where(and(inArray(appliances.id, [...ids]), eq(appliances.clientId, tenantOf(scope).clientId)));
    return new Map(ids.map((id) => [id, rows.find((row) => row.id === id) ?? null]));
  },
  { cache: false },
);

/** The equipment of an area (the area is already known to be visible), by name. */
export async function appliancesOfArea({ scope, areaId }: { scope: Scope; areaId: string }): Promise<ApplianceRow[]> {
  return (await byAreaLoader.load(scope, areaId)) ?? [];
}

/** Equipment of a visible location that is not assigned to any area. */
export async function unassignedAppliances({ scope, locationId }: { scope: Scope; locationId: string }): Promise<ApplianceRow[]> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) return [];
  const db = await scope.db();
  return db
    .select()
    .from(appliances)
    .where(and(eq(appliances.locationId, location.id), eq(appliances.clientId, tenantOf(scope).clientId), isNull(appliances.areaId)))
    .orderBy(asc(sql`lower(${appliances.name})`));
}

/** One appliance whose location the viewer can see, or null (another client's id answers the same). */
export async function visibleApplianceById({ scope, id }: { scope: Scope; id: string }): Promise<ApplianceRow | null> {
  if (!isUuid(id)) return null;
  const appliance = (await byIdLoader.load(scope, id)) ?? null;
  if (!appliance) return null;
  return (await visibleLocationById({ scope, id: appliance.locationId })) ? appliance : null;
}

/** An appliance reached through something already visible (a sensor, a placement), loaded in batches. */
export async function applianceByKnownId({ scope, applianceId }: { scope: Scope; applianceId: string | null }) {
  return applianceId ? ((await byIdLoader.load(scope, applianceId)) ?? null) : null;
}

/** Same as visibleApplianceById, but a missing appliance is an error (for mutations). */
export async function requireVisibleAppliance({ scope, id }: { scope: Scope; id: string }): Promise<ApplianceRow> {
  const appliance = await visibleApplianceById({ scope, id });
  if (!appliance) throw notFoundError('Appliance');
  return appliance;
}

/**
 * Columns written from the form; safe zone and alert delay fall back to the type's defaults, the zone
 * from the location's jurisdiction profile (US hot holding ≥ 135 °F, UK ≥ 63 °C …) in the profile's unit.
 */
async function columnsOf(scope: Scope, location: LocationRow, fields: ApplianceFields) {
  if (fields.areaId) await requireAreaInLocation({ scope, areaId: fields.areaId, locationId: location.id });
  if (fields.photoFileId) await requireClientFile({ scope, id: fields.photoFileId, kind: 'PICTURE' });
  const zone = fields.safeZone ?? defaultSafeZoneFor(fields.type, location.jurisdictionProfile);
  return {
    name: fields.name,
    type: fields.type,
    contents: fields.contents,
    description: fields.description,
    equipmentId: fields.equipmentId,
    serialNumber: fields.serialNumber,
    vendor: fields.vendor,
    maintenance: fields.maintenance,
    areaId: fields.areaId,
    photoFileId: fields.photoFileId,
    safeMinC: zone.min,
    safeMaxC: zone.max,
    safeZoneUnit: zone.unit ?? 'C',
    alertDelayMin: fields.alertDelayMin ?? defaultAlertDelayFor(fields.type),
    foodTimeConstantMin: fields.foodTimeConstantMin ?? FOOD_TIME_CONSTANT_MIN.default,
    batchLifeDays: fields.batchLifeDays,
    serviceDisplay: fields.serviceDisplay ?? false,
    outOfService: fields.outOfService ?? false,
    serviceHours: fields.serviceHours ?? [],
  };
}

/** createAppliance: new equipment in a location the viewer manages, within the location's plan limit. */
export async function createAppliance({ scope, input }: { scope: Scope; input: CreateApplianceInput }): Promise<ApplianceRow> {
  const location = await requireVisibleLocation({ scope, locationId: input.locationId });
  const values = await columnsOf(scope, location, input);
  const db = await scope.db();
  await assertRoomForAppliance(db, location.clientId, location.id);
  const [created] = await db
    .insert(appliances)
    .values({ ...values, clientId: location.clientId, locationId: location.id })
    .returning();
  if (!created) throw new Error('appliance insert returned nothing');
  return created;
}

/**
 * The fields of an update: what the input leaves out keeps its stored value. The safe zone and alert
 * delay follow the new type's defaults when the type changes and none is given (a fridge's zone would be
 * wrong for a freezer); otherwise they are kept too.
 */
function mergedFields(stored: ApplianceRow, input: UpdateApplianceInput): ApplianceFields {
  const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  const typeChanged = input.type !== undefined && input.type !== stored.type;
  const storedZone = { min: stored.safeMinC, max: stored.safeMaxC, unit: stored.safeZoneUnit };
  return {
    name: keep(input.name, stored.name),
    type: keep(input.type, stored.type),
    contents: keep(input.contents, stored.contents),
    description: keep(input.description, stored.description),
    equipmentId: keep(input.equipmentId, stored.equipmentId),
    serialNumber: keep(input.serialNumber, stored.serialNumber),
    vendor: keep(input.vendor, stored.vendor),
    maintenance: keep(input.maintenance, stored.maintenance),
    areaId: keep(input.areaId, stored.areaId),
    photoFileId: keep(input.photoFileId, stored.photoFileId),
    safeZone: keep(input.safeZone, typeChanged ? null : storedZone),
    alertDelayMin: keep(input.alertDelayMin, typeChanged ? null : stored.alertDelayMin),
    foodTimeConstantMin: keep(input.foodTimeConstantMin, stored.foodTimeConstantMin),
    batchLifeDays: keep(input.batchLifeDays, stored.batchLifeDays),
    serviceDisplay: keep(input.serviceDisplay, stored.serviceDisplay),
    outOfService: keep(input.outOfService, stored.outOfService),
    serviceHours: keep(input.serviceHours, stored.serviceHours),
  };
}

/** updateAppliance: the fields sent change, the others stay; moving to another area takes it off the old floorplan. */
export async function updateAppliance({ scope, input }: { scope: Scope; input: UpdateApplianceInput }): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ scope, id: input.id });
  const location = await visibleLocationById({ scope, id: appliance.locationId });
  if (!location) throw notFoundError('Appliance');
  const values = await columnsOf(scope, location, mergedFields(appliance, input));
  const db = await scope.db();
  if (values.areaId !== appliance.areaId) await removePlacement(db, appliance.id);
  const [updated] = await db
    .update(appliances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appliances.id, appliance.id))
    .returning();
  if (!updated) throw new Error('appliance update returned nothing');
  return updated;
}

async function removePlacement(db: Db, applianceId: string) {
  await db.delete(appliancePlacements).where(eq(appliancePlacements.applianceId, applianceId));
}

/** deleteAppliance: refused while a sensor is attached (spec §5); its floorplan placement goes with it. */
export async function deleteAppliance({ scope, id }: { scope: Scope; id: string }): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ scope, id });
  const db = await scope.db();
  // Lock the appliance so a sensor cannot be attached between the check and the delete.
  await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.id, appliance.id)).for('update');
  const [attached] = await db.select({ id: sensors.id }).from(sensors).where(eq(sensors.applianceId, appliance.id)).limit(1);
  if (attached) {
    throw appError(MESSAGES.applianceHasSensor, 'user', 'APPLIANCE_HAS_SENSOR');
  }
  await db.delete(appliances).where(eq(appliances.id, appliance.id));
  return appliance;
}

/** Locks an appliance row for the rest of the request (attaching a sensor races with deleting it). */
export async function lockAppliance({ scope, id }: { scope: Scope; id: string }): Promise<void> {
  const db = await scope.db();
  await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.id, id)).for('update');
}
