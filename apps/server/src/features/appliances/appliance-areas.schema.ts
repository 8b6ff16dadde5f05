import { placeApplianceInputSchema } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { AreaType, FloorplanType } from '../areas/areas.schema.js';
import { areaOfAppliance } from '../areas/areas.service.js';
import { ApplianceType } from './appliances.schema.js';
import { applianceByKnownId, appliancesOfArea } from './appliances.service.js';
import { placeAppliance, placementOfAppliance, placementsOfFloorplan, unplaceAppliance, type PlacementRow } from './placements.service.js';

/*
 * Equipment in the rooms: the appliances feature adds its fields to areas and floorplans (as features add
 * theirs to LocationSummary), so areas never imports appliances and the two features have no cycle.
 */

const READ = { level: 'STANDARD_USER' } as const;
const MANAGE = { level: 'LOCATION_MANAGER' } as const;

/** Where an appliance sits on a floorplan: x and y are fractions (0…1) of the picture's width and height. */
export const AppliancePlacementType = builder.objectRef<PlacementRow>('AppliancePlacement').implement({
  authScopes: READ,
  fields: (t) => ({
    applianceId: t.exposeID('applianceId'),
    floorplanId: t.exposeID('floorplanId'),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (p, _args, ctx) => applianceByKnownId({ scope: ctx, applianceId: p.applianceId }),
    }),
  }),
});

builder.objectFields(AreaType, (t) => ({
  appliances: t.field({ type: [ApplianceType], resolve: (a, _args, ctx) => appliancesOfArea({ scope: ctx, areaId: a.id }) }),
}));

builder.objectFields(FloorplanType, (t) => ({
  placements: t.field({
    type: [AppliancePlacementType],
    resolve: (f, _args, ctx) => placementsOfFloorplan({ scope: ctx, floorplanId: f.id }),
  }),
}));

builder.objectFields(ApplianceType, (t) => ({
  area: t.field({ type: AreaType, nullable: true, resolve: (a, _args, ctx) => areaOfAppliance({ scope: ctx, areaId: a.areaId }) }),
  placement: t.field({
    type: AppliancePlacementType,
    nullable: true,
    resolve: (a, _args, ctx) => placementOfAppliance({ scope: ctx, applianceId: a.id }),
  }),
}));

const PlaceApplianceInput = builder
  .inputType('PlaceApplianceInput', {
    fields: (t) => ({ applianceId: t.id({ required: true }), x: t.float({ required: true }), y: t.float({ required: true }) }),
  })
  .validate(placeApplianceInputSchema);

builder.mutationFields((t) => ({
  placeAppliance: t.field({
    type: AppliancePlacementType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: PlaceApplianceInput, required: true }) },
    resolve: (_root, { input }, ctx) => placeAppliance({ scope: ctx, input }),
  }),
  unplaceAppliance: t.field({
    type: ApplianceType,
    authScopes: MANAGE,
    args: { applianceId: t.arg.id({ required: true }) },
    resolve: (_root, { applianceId }, ctx) => unplaceAppliance({ scope: ctx, applianceId: String(applianceId) }),
  }),
}));
