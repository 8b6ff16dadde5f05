import {
  defaultAlertDelayFor,
  defaultSafeZoneFor,
  MESSAGES,
  type ApplianceFields,
  type CreateApplianceInput,
  type UpdateApplianceInput,
} from '@ks/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/database.js';
import { appliancePlacements, appliances, sensors } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { notFoundError } from '../../graphql/errors.js';
import { requireAreaInLocation, requireVisibleLocation } from '../areas/areas.service.js';
import { visibleLocationById } from '../locations/locations.service.js';
import { assertRoomForAppliance } from './plan-limit.js';
import { requireClientFile } from '../files/files.schema.js';
import { perRequest } from '../../graphql/per-request.js';
import { isUuid } from '../../db/ids.js';

export type ApplianceRow = typeof appliances.$inferSelect;

const byAreaLoader = perRequest(
  (ctx) =>
    new DataLoader<string, ApplianceRow[]>(
      async (areaIds) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(appliances)
          .where(and(inArray(appliances.areaId, [...areaIds]), eq(appliances.clientId, tenantOf(ctx).clientId)))
          .orderBy(asc(sql`lower(${appliances.name})`));
        return areaIds.map((areaId) => rows.filter((row) => row.areaId === areaId));
      },
      { cache: false },
    ),
);

const byIdLoader = perRequest(
  (ctx) =>
    new DataLoader<string, ApplianceRow | null>(
      async (ids) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(appliances)
          .where(and(inArray(appliances.id, [...ids]), eq(appliances.clientId, tenantOf(ctx).clientId)));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      },
      { cache: false },
    ),
);

/** The equipment of an area (the area is already known to be visible), by name. */
export async function appliancesOfArea({ ctx, areaId }: { ctx: GraphQLContext; areaId: string }): Promise<ApplianceRow[]> {
  return byAreaLoader(ctx).load(areaId);
}

/** Equipment of a visible location that is not assigned to any area. */
export async function unassignedAppliances({ ctx, locationId }: { ctx: GraphQLContext; locationId: string }): Promise<ApplianceRow[]> {
  const location = await visibleLocationById({ ctx, id: locationId });
  if (!location) return [];
  const db = await ctx.db();
  return db
    .select()
    .from(appliances)
    .where(and(eq(appliances.locationId, location.id), eq(appliances.clientId, tenantOf(ctx).clientId), isNull(appliances.areaId)))
    .orderBy(asc(sql`lower(${appliances.name})`));
}

/** One appliance whose location the viewer can see, or null (another client's id answers the same). */
export async function visibleApplianceById({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<ApplianceRow | null> {
  if (!isUuid(id)) return null;
  const appliance = await byIdLoader(ctx).load(id);
  if (!appliance) return null;
  return (await visibleLocationById({ ctx, id: appliance.locationId })) ? appliance : null;
}

/** An appliance reached through something already visible (a sensor, a placement), loaded in batches. */
export async function applianceByKnownId({ ctx, applianceId }: { ctx: GraphQLContext; applianceId: string | null }) {
  return applianceId ? byIdLoader(ctx).load(applianceId) : null;
}

/** Same as visibleApplianceById, but a missing appliance is an error (for mutations). */
export async function requireVisibleAppliance({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<ApplianceRow> {
  const appliance = await visibleApplianceById({ ctx, id });
  if (!appliance) throw notFoundError('Appliance');
  return appliance;
}

/** Columns written from the form; safe zone and alert delay fall back to the type's defaults. */
async function columnsOf(ctx: GraphQLContext, locationId: string, fields: ApplianceFields) {
  if (fields.areaId) await requireAreaInLocation({ ctx, areaId: fields.areaId, locationId });
  if (fields.photoFileId) await requireClientFile({ ctx, id: fields.photoFileId, kind: 'PICTURE' });
  const zone = fields.safeZone ?? defaultSafeZoneFor(fields.type);
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
    alertDelayMin: fields.alertDelayMin ?? defaultAlertDelayFor(fields.type),
  };
}

/** createAppliance: new equipment in a location the viewer manages, within the location's plan limit. */
export async function createAppliance({ ctx, input }: { ctx: GraphQLContext; input: CreateApplianceInput }): Promise<ApplianceRow> {
  const location = await requireVisibleLocation({ ctx, locationId: input.locationId });
  const values = await columnsOf(ctx, location.id, input);
  const db = await ctx.db();
  await assertRoomForAppliance(db, location.clientId, location.id);
  const [created] = await db
    .insert(appliances)
    .values({ ...values, clientId: location.clientId, locationId: location.id })
    .returning();
  if (!created) throw new Error('appliance insert returned nothing');
  return created;
}

/** updateAppliance: every form field at once; moving to another area takes it off the old floorplan. */
export async function updateAppliance({ ctx, input }: { ctx: GraphQLContext; input: UpdateApplianceInput }): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ ctx, id: input.id });
  const values = await columnsOf(ctx, appliance.locationId, input);
  const db = await ctx.db();
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
export async function deleteAppliance({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<ApplianceRow> {
  const appliance = await requireVisibleAppliance({ ctx, id });
  const db = await ctx.db();
  // Lock the appliance so a sensor cannot be attached between the check and the delete.
  await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.id, appliance.id)).for('update');
  const [attached] = await db.select({ id: sensors.id }).from(sensors).where(eq(sensors.applianceId, appliance.id)).limit(1);
  if (attached) {
    throw new GraphQLError(MESSAGES.applianceHasSensor, { extensions: { category: 'user', code: 'APPLIANCE_HAS_SENSOR' } });
  }
  await db.delete(appliances).where(eq(appliances.id, appliance.id));
  return appliance;
}

/** Locks an appliance row for the rest of the request (attaching a sensor races with deleting it). */
export async function lockAppliance({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<void> {
  const db = await ctx.db();
  await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.id, id)).for('update');
}
