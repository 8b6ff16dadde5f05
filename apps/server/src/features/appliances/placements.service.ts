import { ESTATE_MESSAGES, type PlaceApplianceInput } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { appliancePlacements } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { validationError } from '../../graphql/errors.js';
import { requireVisibleAppliance } from './appliances.service.js';
import { floorplanOfArea } from '../areas/areas.service.js';
import { batchLoader } from '../../scope/batch-loader.js';

export type PlacementRow = typeof appliancePlacements.$inferSelect;

export const NO_FLOORPLAN = ESTATE_MESSAGES.noFloorplan;

const byFloorplanLoader = batchLoader<string, PlacementRow[]>(
  async (scope, floorplanIds) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(appliancePlacements)
      .where(and(inArray(appliancePlacements.floorplanId, [...floorplanIds]), eq(appliancePlacements.clientId, tenantOf(scope).clientId)));
    return new Map(floorplanIds.map((id) => [id, rows.filter((row) => row.floorplanId === id)]));
  },
  { cache: false },
);

const byApplianceLoader = batchLoader<string, PlacementRow | null>(
  async (scope, applianceIds) => {
    const db = await scope.db();
    const rows = await db
      .select()
      .from(appliancePlacements)
      .where(and(inArray(appliancePlacements.applianceId, [...applianceIds]), eq(appliancePlacements.clientId, tenantOf(scope).clientId)));
    return new Map(applianceIds.map((id) => [id, rows.find((row) => row.applianceId === id) ?? null]));
  },
  { cache: false },
);

/** The placements on a floorplan (already known to be visible through its area). */
export async function placementsOfFloorplan({ scope, floorplanId }: { scope: Scope; floorplanId: string }) {
  return (await byFloorplanLoader.load(scope, floorplanId)) ?? [];
}

/** Where an appliance sits on its area's floorplan, if it has been placed. */
export async function placementOfAppliance({ scope, applianceId }: { scope: Scope; applianceId: string }) {
  return (await byApplianceLoader.load(scope, applianceId)) ?? null;
}

/** placeAppliance: puts (or moves) an appliance on its area's floorplan at x/y (fractions of the picture). */
export async function placeAppliance({ scope, input }: { scope: Scope; input: PlaceApplianceInput }): Promise<PlacementRow> {
  const appliance = await requireVisibleAppliance({ scope, id: input.applianceId });
  const floorplan = appliance.areaId ? await floorplanOfArea({ scope, areaId: appliance.areaId }) : null;
  if (!floorplan) throw validationError(NO_FLOORPLAN, 'applianceId');
  const db = await scope.db();
  const values = { applianceId: appliance.id, clientId: appliance.clientId, floorplanId: floorplan.id, x: input.x, y: input.y };
  const [placement] = await db
    .insert(appliancePlacements)
    .values(values)
    .onConflictDoUpdate({
      target: appliancePlacements.applianceId,
      set: { floorplanId: floorplan.id, x: input.x, y: input.y, updatedAt: new Date() },
    })
    .returning();
  if (!placement) throw new Error('placement upsert returned nothing');
  return placement;
}

/** unplaceAppliance: takes an appliance off its floorplan (it stays in its area). */
export async function unplaceAppliance({ scope, applianceId }: { scope: Scope; applianceId: string }) {
  const appliance = await requireVisibleAppliance({ scope, id: applianceId });
  const db = await scope.db();
  await db.delete(appliancePlacements).where(eq(appliancePlacements.applianceId, appliance.id));
  return appliance;
}
