import { createAreaInputSchema, updateAreaInputSchema } from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import {
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

const READ = { level: 'STANDARD_USER' } as const;
const MANAGE = { level: 'LOCATION_MANAGER' } as const;

const AreaErrorCodeEnum = builder.enumType('AreaErrorCode', { values: ['ERROR_AREA_HAS_APPLIANCES'] as const });

/** An area's floorplan: the picture of the room (the appliances feature adds the equipment placed on it). */
export const FloorplanType = builder.objectRef<FloorplanRow>('Floorplan').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    fileId: t.exposeID('fileId'),
    image: t.field({ type: ImageSetType, nullable: true, resolve: (f, _args, ctx) => resolveImageSet(ctx, f.fileId) }),
  }),
});

/** A room or zone of a location; the appliances feature adds its equipment (`appliances`). */
export const AreaType = builder.objectRef<AreaRow>('Area').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    locationId: t.exposeID('locationId'),
    floorplan: t.field({ type: FloorplanType, nullable: true, resolve: (a, _args, ctx) => floorplanOfArea({ scope: ctx, areaId: a.id }) }),
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

builder.queryFields((t) => ({
  locationAreas: t.field({
    type: [AreaType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => listLocationAreas({ scope: ctx, locationId: String(locationId) }),
  }),
  areaOptions: t.field({
    type: [AreaOptionType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => areaOptions({ scope: ctx, locationId: String(locationId) }),
  }),
  area: t.field({
    type: AreaType,
    nullable: true,
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleAreaById({ scope: ctx, id: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  createArea: t.field({
    type: AreaType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateAreaInput, required: true }) },
    resolve: (_root, { input }, ctx) => createArea({ scope: ctx, input }),
  }),
  updateArea: t.field({
    type: AreaType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: UpdateAreaInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateArea({ scope: ctx, input }),
  }),
  deleteArea: t.field({
    type: DeleteAreaPayloadType,
    authScopes: MANAGE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ ...(await deleteArea({ scope: ctx, id: String(id) })), id: String(id) }),
  }),
}));
