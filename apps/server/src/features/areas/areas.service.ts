import { ESTATE_MESSAGES, type CreateAreaInput, type ErrorCode, type UpdateAreaInput } from '@ks/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { Db } from '../../db/database.js';
import { appliances, areas, floorplans } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { requireClientFile } from '../files/files.schema.js';
import { visibleLocationById, type LocationRow } from '../locations/locations.service.js';
import { perRequest } from '../../graphql/per-request.js';
import { isUuid } from '../../db/ids.js';

export type AreaRow = typeof areas.$inferSelect;
export type FloorplanRow = typeof floorplans.$inferSelect;

export interface DeleteAreaPayload {
  status: 'SUCCESS' | 'ERROR';
  errorCode: ErrorCode | null;
}

export const AREA_NAME_TAKEN = ESTATE_MESSAGES.areaNameTaken;

/** A location the viewer can see, or not-found (another client's id answers exactly like a missing one). */
export async function requireVisibleLocation({ ctx, locationId }: { ctx: GraphQLContext; locationId: string }): Promise<LocationRow> {
  const location = await visibleLocationById({ ctx, id: locationId });
  if (!location) throw notFoundError('Location');
  return location;
}

/** The areas of a visible location, by name; an invisible or unknown location has none. */
export async function listLocationAreas({ ctx, locationId }: { ctx: GraphQLContext; locationId: string }): Promise<AreaRow[]> {
  const location = await visibleLocationById({ ctx, id: locationId });
  if (!location) return [];
  const db = await ctx.db();
  return db
    .select()
    .from(areas)
    .where(and(eq(areas.locationId, location.id), eq(areas.clientId, tenantOf(ctx).clientId)))
    .orderBy(asc(sql`lower(${areas.name})`));
}

/** An area whose location the viewer can see, or null. */
export async function visibleAreaById({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<AreaRow | null> {
  if (!isUuid(id)) return null;
  const area = await areaLoader(ctx).load(id);
  if (!area) return null;
  return (await visibleLocationById({ ctx, id: area.locationId })) ? area : null;
}

const areaLoader = perRequest(
  (ctx) =>
    new DataLoader<string, AreaRow | null>(
      async (ids) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(areas)
          .where(and(inArray(areas.id, [...ids]), eq(areas.clientId, tenantOf(ctx).clientId)));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      },
      { cache: false },
    ),
);

/** The area an appliance belongs to (already known to be visible through the appliance). */
export async function areaOfAppliance({ ctx, areaId }: { ctx: GraphQLContext; areaId: string | null }): Promise<AreaRow | null> {
  return areaId ? areaLoader(ctx).load(areaId) : null;
}

/** For the equipment form: the area must belong to the appliance's location, otherwise it is not found. */
export async function requireAreaInLocation({ ctx, areaId, locationId }: { ctx: GraphQLContext; areaId: string; locationId: string }) {
  const area = await areaLoader(ctx).load(areaId);
  if (!area || area.locationId !== locationId) throw notFoundError('Area');
  return area;
}

const floorplanByAreaLoader = perRequest(
  (ctx) =>
    new DataLoader<string, FloorplanRow | null>(
      async (areaIds) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(floorplans)
          .where(and(inArray(floorplans.areaId, [...areaIds]), eq(floorplans.clientId, tenantOf(ctx).clientId)));
        return areaIds.map((areaId) => rows.find((row) => row.areaId === areaId) ?? null);
      },
      { cache: false },
    ),
);

/** The floorplan of an area, if it has one. */
export async function floorplanOfArea({ ctx, areaId }: { ctx: GraphQLContext; areaId: string }): Promise<FloorplanRow | null> {
  return floorplanByAreaLoader(ctx).load(areaId);
}

/** Area options (id and name) of a visible location, for selects. */
export async function areaOptions({ ctx, locationId }: { ctx: GraphQLContext; locationId: string }) {
  return listLocationAreas({ ctx, locationId });
}

async function assertNameFree(db: Db, locationId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.locationId, locationId), sql`lower(${areas.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw validationError(AREA_NAME_TAKEN, 'name');
}

/** A concurrent request took the name between the check and the write: same answer as the check. */
function nameTakenOnUniqueViolation(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.cause?.code ?? (error as { code?: string } | null)?.code;
  if (code === '23505') throw validationError(AREA_NAME_TAKEN, 'name');
  throw error;
}

/**
 * Sets, replaces or (with null) removes an area's floorplan picture; placements stay with the floorplan.
 * The picture has been checked by the caller before anything was written.
 */
async function setFloorplan(db: Db, area: AreaRow, fileId: string | null) {
  const [current] = await db.select().from(floorplans).where(eq(floorplans.areaId, area.id));
  if (fileId === null) {
    if (current) await db.delete(floorplans).where(eq(floorplans.id, current.id));
    return;
  }
  if (current) {
    if (current.fileId !== fileId) {
      await db.update(floorplans).set({ fileId, updatedAt: new Date() }).where(eq(floorplans.id, current.id));
    }
    return;
  }
  await db.insert(floorplans).values({ clientId: area.clientId, areaId: area.id, fileId });
}

/** createArea: a new area in a location the viewer manages, optionally with its floorplan. */
export async function createArea({ ctx, input }: { ctx: GraphQLContext; input: CreateAreaInput }): Promise<AreaRow> {
  const location = await requireVisibleLocation({ ctx, locationId: input.locationId });
  const db = await ctx.db();
  // Every check comes before the first write, so a refusal costs no work (the request rolls back anyway).
  await assertNameFree(db, location.id, input.name);
  if (input.floorplanFileId) await requireClientFile({ ctx, id: input.floorplanFileId, kind: 'PICTURE' });
  const [area] = await db
    .insert(areas)
    .values({ clientId: location.clientId, locationId: location.id, name: input.name })
    .returning()
    .catch(nameTakenOnUniqueViolation);
  if (!area) throw new Error('area insert returned nothing');
  if (input.floorplanFileId) await setFloorplan(db, area, input.floorplanFileId);
  return area;
}

/** updateArea: renames an area and sets, replaces or removes its floorplan. */
export async function updateArea({ ctx, input }: { ctx: GraphQLContext; input: UpdateAreaInput }): Promise<AreaRow> {
  const area = await visibleAreaById({ ctx, id: input.id });
  if (!area) throw notFoundError('Area');
  const db = await ctx.db();
  await assertNameFree(db, area.locationId, input.name, area.id);
  if (input.floorplanFileId) await requireClientFile({ ctx, id: input.floorplanFileId, kind: 'PICTURE' });
  const [updated] = await db
    .update(areas)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(areas.id, area.id))
    .returning()
    .catch(nameTakenOnUniqueViolation);
  await setFloorplan(db, area, input.floorplanFileId);
  if (!updated) throw new Error('area update returned nothing');
  return updated;
}

/**
 * deleteArea: refused with ERROR_AREA_HAS_APPLIANCES while equipment is still assigned (spec §5); the
 * floorplan and its placements go with the area, the picture itself stays in the media library.
 */
export async function deleteArea({ ctx, id }: { ctx: GraphQLContext; id: string }): Promise<DeleteAreaPayload> {
  const area = await visibleAreaById({ ctx, id });
  if (!area) throw notFoundError('Area');
  const db = await ctx.db();
  // Lock the area so equipment cannot be moved into it between the check and the delete.
  await db.select({ id: areas.id }).from(areas).where(eq(areas.id, area.id)).for('update');
  const [assigned] = await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.areaId, area.id)).limit(1);
  if (assigned) return { status: 'ERROR', errorCode: 'ERROR_AREA_HAS_APPLIANCES' };
  await db.delete(areas).where(eq(areas.id, area.id));
  return { status: 'SUCCESS', errorCode: null };
}
