import { ESTATE_MESSAGES, type PlaceApplianceInput } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { appliancePlacements } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { requireVisibleAppliance } from '../appliances/appliances.service.js';
import { floorplanOfArea } from './areas.service.js';
import { perRequest } from '../../graphql/per-request.js';

export type PlacementRow = typeof appliancePlacements.$inferSelect;

export const NO_FLOORPLAN = ESTATE_MESSAGES.noFloorplan;

const byFloorplanLoader = perRequest(
  (ctx) =>
    new DataLoader<string, PlacementRow[]>(
      async (floorplanIds) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(appliancePlacements)
          .where(
            and(inArray(appliancePlacements.floorplanId, [...floorplanIds]), eq(appliancePlacements.clientId, tenantOf(ctx).clientId)),
          );
        return floorplanIds.map((id) => rows.filter((row) => row.floorplanId === id));
      },
      { cache: false },
    ),
);

const byApplianceLoader = perRequest(
  (ctx) =>
    new DataLoader<string, PlacementRow | null>(
      async (applianceIds) => {
        const db = await ctx.db();
        const rows = await db
          .select()
          .from(appliancePlacements)
          .where(
            and(inArray(appliancePlacements.applianceId, [...applianceIds]), eq(appliancePlacements.clientId, tenantOf(ctx).clientId)),
          );
        return applianceIds.map((id) => rows.find((row) => row.applianceId === id) ?? null);
      },
      { cache: false },
    ),
);

/** The placements on a floorplan (already known to be visible through its area). */
export async function placementsOfFloorplan({ ctx, floorplanId }: { ctx: GraphQLContext; floorplanId: string }) {
  return byFloorplanLoader(ctx).load(floorplanId);
}

/** Where an appliance sits on its area's floorplan, if it has been placed. */
export async function placementOfAppliance({ ctx, applianceId }: { ctx: GraphQLContext; applianceId: string }) {
  return byApplianceLoader(ctx).load(applianceId);
}

/** placeAppliance: puts (or moves) an appliance on its area's floorplan at x/y (fractions of the picture). */
export async function placeAppliance({ ctx, input }: { ctx: GraphQLContext; input: PlaceApplianceInput }): Promise<PlacementRow> {
  const appliance = await requireVisibleAppliance({ ctx, id: input.applianceId });
  const floorplan = appliance.areaId ? await floorplanOfArea({ ctx, areaId: appliance.areaId }) : null;
  if (!floorplan) throw validationError(NO_FLOORPLAN, 'applianceId');
  const db = await ctx.db();
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
export async function unplaceAppliance({ ctx, applianceId }: { ctx: GraphQLContext; applianceId: string }) {
  const appliance = await requireVisibleAppliance({ ctx, id: applianceId });
  const db = await ctx.db();
  await db.delete(appliancePlacements).where(eq(appliancePlacements.applianceId, appliance.id));
  return appliance;
}
