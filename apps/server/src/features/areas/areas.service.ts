import { ESTATE_MESSAGES, type CreateAreaInput, type ErrorCode, type UpdateAreaInput } from '@ks/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliances, areas, floorplans } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { isUuid } from '../../db/ids.js';
import { requireVisibleLocation, visibleLocationById } from '../../scope/visible-locations.js';
import { requireClientFile } from '../../scope/client-files.js';

export type AreaRow = typeof areas.$inferSelect;
export type FloorplanRow = typeof floorplans.$inferSelect;

export interface DeleteAreaPayload {
  status: 'SUCCESS' | 'ERROR';
  errorCode: ErrorCode | null;
}

export const AREA_NAME_TAKEN = ESTATE_MESSAGES.areaNameTaken;

/** The areas of a visible location, by name; an invisible or unknown location has none. */
export async function listLocationAreas({ scope, locationId }: { scope: Scope; locationId: string }): Promise<AreaRow[]> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) return [];
  const db = await scope.db();
  return db
    .select()
    .from(areas)
    .where(and(eq(areas.locationId, location.id), eq(areas.clientId, tenantOf(scope).clientId)))
    .orderBy(asc(sql`lower(${areas.name})`));
}

/** An area whose location the viewer can see, or null. */
export async function visibleAreaById({ scope, id }: { scope: Scope; id: string }): Promise<AreaRow | null> {
  if (!isUuid(id)) return null;
  const area = (await areaLoader.load(scope, id)) ?? null;
  if (!area) return null;
  return (await visibleLocationById({ scope, id: area.locationId })) ? area : null;
}

const areaLoader = batchLoader<string, AreaRow | null>(
  async (scope, ids) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(areas)
      .where(and(inArray(areas.id, [...ids]), eq(areas.clientId, tenantOf(scope).clientId)));
    return new Map(ids.map((id) => [id, rows.find((row) => row.id === id) ?? null]));
  },
  { cache: false },
);

/** The area an appliance belongs to (already known to be visible through the appliance). */
export async function areaOfAppliance({ scope, areaId }: { scope: Scope; areaId: string | null }): Promise<AreaRow | null> {
  return areaId ? ((await areaLoader.load(scope, areaId)) ?? null) : null;
}

/** For the equipment form: the area must belong to the appliance's location, otherwise it is not found. */
export async function requireAreaInLocation({ scope, areaId, locationId }: { scope: Scope; areaId: string; locationId: string }) {
  const area = (await areaLoader.load(scope, areaId)) ?? null;
  if (!area || area.locationId !== locationId) throw notFoundError('Area');
  return area;
}

const floorplanByAreaLoader = batchLoader<string, FloorplanRow | null>(
  async (scope, areaIds) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(floorplans)
      .where(and(inArray(floorplans.areaId, [...areaIds]), eq(floorplans.clientId, tenantOf(scope).clientId)));
    return new Map(areaIds.map((areaId) => [areaId, rows.find((row) => row.areaId === areaId) ?? null]));
  },
  { cache: false },
);

/** The floorplan of an area, if it has one. */
export async function floorplanOfArea({ scope, areaId }: { scope: Scope; areaId: string }): Promise<FloorplanRow | null> {
  return (await floorplanByAreaLoader.load(scope, areaId)) ?? null;
}

/** Area options (id and name) of a visible location, for selects. */
export async function areaOptions({ scope, locationId }: { scope: Scope; locationId: string }) {
  return listLocationAreas({ scope, locationId });
}

async function assertNameFree(db: Db, locationId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.locationId, locationId), sql`lower(${areas.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw validationError(AREA_NAME_TAKEN, 'name', 'AREA_NAME_TAKEN');
}

/** A concurrent request took the name between the check and the write: same answer as the check. */
function nameTakenOnUniqueViolation(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.cause?.code ?? (error as { code?: string } | null)?.code;
  if (code === '23505') throw validationError(AREA_NAME_TAKEN, 'name', 'AREA_NAME_TAKEN');
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
export async function createArea({ scope, input }: { scope: Scope; input: CreateAreaInput }): Promise<AreaRow> {
  const location = await requireVisibleLocation({ scope, locationId: input.locationId });
  const db = await scope.db();
  // Every check comes before the first write, so a refusal costs no work (the request rolls back anyway).
  await assertNameFree(db, location.id, input.name);
  if (input.floorplanFileId) await requireClientFile({ scope, id: input.floorplanFileId, kind: 'PICTURE' });
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
export async function updateArea({ scope, input }: { scope: Scope; input: UpdateAreaInput }): Promise<AreaRow> {
  const area = await visibleAreaById({ scope, id: input.id });
  if (!area) throw notFoundError('Area');
  const db = await scope.db();
  await assertNameFree(db, area.locationId, input.name, area.id);
  if (input.floorplanFileId) await requireClientFile({ scope, id: input.floorplanFileId, kind: 'PICTURE' });
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
export async function deleteArea({ scope, id }: { scope: Scope; id: string }): Promise<DeleteAreaPayload> {
  const area = await visibleAreaById({ scope, id });
  if (!area) throw notFoundError('Area');
  const db = await scope.db();
  // Lock the area so equipment cannot be moved into it between the check and the delete.
  await db.select({ id: areas.id }).from(areas).where(eq(areas.id, area.id)).for('update');
  const [assigned] = await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.areaId, area.id)).limit(1);
  if (assigned) return { status: 'ERROR', errorCode: 'ERROR_AREA_HAS_APPLIANCES' };
  await db.delete(areas).where(eq(areas.id, area.id));
  return { status: 'SUCCESS', errorCode: null };
}
