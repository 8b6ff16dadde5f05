import { createAreaInputSchema, placeApplianceInputSchema, updateAreaInputSchema } from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { applianceByKnownId, appliancesOfArea } from '../appliances/appliances.service.js';
import {
  areaOfAppliance,
  areaOptions,
  createArea,
  deleteArea,
  floorplanOfArea,
  listLocationAreas,
  updateArea,
  visibleAreaById,
  type AreaRow,
  type DeleteAreaPayload,
  type FloorplanRow,
} from './areas.service.js';
import { placeAppliance, placementOfAppliance, placementsOfFloorplan, unplaceAppliance, type PlacementRow } from './placements.service.js';

const READ = { level: 'STANDARD_USER' } as const;
const MANAGE = { level: 'LOCATION_MANAGER' } as const;

const AreaErrorCodeEnum = builder.enumType('AreaErrorCode', { values: ['ERROR_AREA_HAS_APPLIANCES'] as const });

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
      resolve: (p, _args, ctx) => applianceByKnownId({ ctx, applianceId: p.applianceId }),
    }),
  }),
});

/** An area's floorplan: the picture of the room and the equipment placed on it. */
export const FloorplanType = builder.objectRef<FloorplanRow>('Floorplan').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    fileId: t.exposeID('fileId'),
    image: t.field({ type: ImageSetType, nullable: true, resolve: (f, _args, ctx) => resolveImageSet(ctx, f.fileId) }),
    placements: t.field({
      type: [AppliancePlacementType],
      resolve: (f, _args, ctx) => placementsOfFloorplan({ ctx, floorplanId: f.id }),
    }),
  }),
});

export const AreaType = builder.objectRef<AreaRow>('Area').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    locationId: t.exposeID('locationId'),
    appliances: t.field({ type: [ApplianceType], resolve: (a, _args, ctx) => appliancesOfArea({ ctx, areaId: a.id }) }),
    floorplan: t.field({ type: FloorplanType, nullable: true, resolve: (a, _args, ctx) => floorplanOfArea({ ctx, areaId: a.id }) }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
  }),
});

const AreaOptionType = builder.objectRef<AreaRow>('AreaOption').implement({
  authScopes: READ,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const DeleteAreaPayloadType = builder.objectRef<DeleteAreaPayload & { id: string }>('DeleteAreaPayload').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    errorCode: t.field({
      type: AreaErrorCodeEnum,
      nullable: true,
      resolve: (p) => (p.errorCode === 'ERROR_AREA_HAS_APPLIANCES' ? p.errorCode : null),
    }),
  }),
});

builder.objectFields(ApplianceType, (t) => ({
  area: t.field({ type: AreaType, nullable: true, resolve: (a, _args, ctx) => areaOfAppliance({ ctx, areaId: a.areaId }) }),
  placement: t.field({
    type: AppliancePlacementType,
    nullable: true,
    resolve: (a, _args, ctx) => placementOfAppliance({ ctx, applianceId: a.id }),
  }),
}));

const CreateAreaInput = builder
  .inputType('CreateAreaInput', {
    fields: (t) => ({ locationId: t.id({ required: true }), name: t.string(), floorplanFileId: t.id() }),
  })
  .validate(createAreaInputSchema);

const UpdateAreaInput = builder
  .inputType('UpdateAreaInput', {
    fields: (t) => ({ id: t.id({ required: true }), name: t.string(), floorplanFileId: t.id() }),
  })
  .validate(updateAreaInputSchema);

const PlaceApplianceInput = builder
  .inputType('PlaceApplianceInput', {
    fields: (t) => ({ applianceId: t.id({ required: true }), x: t.float({ required: true }), y: t.float({ required: true }) }),
  })
  .validate(placeApplianceInputSchema);

builder.queryFields((t) => ({
  locationAreas: t.field({
    type: [AreaType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => listLocationAreas({ ctx, locationId: String(locationId) }),
  }),
  areaOptions: t.field({
    type: [AreaOptionType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => areaOptions({ ctx, locationId: String(locationId) }),
  }),
  area: t.field({
    type: AreaType,
    nullable: true,
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleAreaById({ ctx, id: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  createArea: t.field({
    type: AreaType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateAreaInput, required: true }) },
    resolve: (_root, { input }, ctx) => createArea({ ctx, input }),
  }),
  updateArea: t.field({
    type: AreaType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: UpdateAreaInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateArea({ ctx, input }),
  }),
  deleteArea: t.field({
    type: DeleteAreaPayloadType,
    authScopes: MANAGE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ ...(await deleteArea({ ctx, id: String(id) })), id: String(id) }),
  }),
  placeAppliance: t.field({
    type: AppliancePlacementType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: PlaceApplianceInput, required: true }) },
    resolve: (_root, { input }, ctx) => placeAppliance({ ctx, input }),
  }),
  unplaceAppliance: t.field({
    type: ApplianceType,
    authScopes: MANAGE,
    args: { applianceId: t.arg.id({ required: true }) },
    resolve: (_root, { applianceId }, ctx) => unplaceAppliance({ ctx, applianceId: String(applianceId) }),
  }),
}));
