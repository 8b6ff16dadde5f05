import {
  APPLIANCE_TYPES,
  asWritten,
  BATCH_LIFE_DAYS,
  createApplianceInputSchema,
  holdsTcsFood,
  updateApplianceInputSchema,
  type SafeZone,
  type ServiceWindow,
} from '@ks/domain';
import { foodChanged, publishing, recordsChanged } from '../../events/mutation-events.js';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { LocationType } from '../locations/locations.schema.js';
import { TemperatureUnitEnum } from '../users/me.schema.js';
import {
  createAppliance,
  deleteAppliance,
  unassignedAppliances,
  updateAppliance,
  visibleApplianceById,
  type ApplianceRow,
} from './appliances.service.js';
import { visibleLocationById } from '../../scope/visible-locations.js';

const READ = { level: 'STANDARD_USER' } as const;
const MANAGE = { level: 'LOCATION_MANAGER' } as const;

export const ApplianceTypeEnum = builder.enumType('ApplianceType', { values: APPLIANCE_TYPES });

/** A safe zone: exact °C bounds (a null bound is open) and the unit it was written in. */
export const SafeZoneType = builder.objectRef<Required<SafeZone>>('SafeZone').implement({
  authScopes: READ,
  fields: (t) => ({
    min: t.exposeFloat('min', { nullable: true, description: 'Lower limit in °C, exact (135 °F is 57.222… °C).' }),
    max: t.exposeFloat('max', { nullable: true, description: 'Upper limit in °C, exact.' }),
    unit: t.field({
      type: TemperatureUnitEnum,
      description: 'The unit the zone was written in, and the one to show it in.',
      resolve: (zone) => zone.unit,
    }),
    writtenMin: t.float({
      nullable: true,
      description: 'Lower limit as written, in `unit` (135, not 57.222…).',
      resolve: (zone) => (zone.min === null ? null : asWritten(zone.min, zone.unit)),
    }),
    writtenMax: t.float({
      nullable: true,
      description: 'Upper limit as written, in `unit`.',
      resolve: (zone) => (zone.max === null ? null : asWritten(zone.max, zone.unit)),
    }),
  }),
});

/** An appliance row's safe zone. */
export function safeZoneOf(appliance: ApplianceRow): Required<SafeZone> {
  return { min: appliance.safeMinC, max: appliance.safeMaxC, unit: appliance.safeZoneUnit };
}

/** A piece of equipment. Sensors, area and placement fields are added by those features' schemas. */
const ServiceWindowType = builder.objectRef<ServiceWindow>('ServiceWindow').implement({
  authScopes: READ,
  description: "A weekly service window in the location's zone: ISO weekday (1 Monday), minutes after midnight.",
  fields: (t) => ({ weekday: t.exposeInt('weekday'), startMin: t.exposeInt('startMin'), endMin: t.exposeInt('endMin') }),
});

export const ApplianceType = builder.objectRef<ApplianceRow>('Appliance').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: ApplianceTypeEnum, resolve: (a) => a.type }),
    contents: t.exposeString('contents', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    equipmentId: t.exposeString('equipmentId', { nullable: true }),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    vendor: t.exposeString('vendor', { nullable: true }),
    maintenance: t.exposeString('maintenance', { nullable: true }),
    locationId: t.exposeID('locationId'),
    location: t.field({
      type: LocationType,
      nullable: true,
      resolve: (a, _args, ctx) => visibleLocationById({ scope: ctx, id: a.locationId }),
    }),
    areaId: t.exposeID('areaId', { nullable: true }),
    photoFileId: t.exposeID('photoFileId', { nullable: true }),
    photo: t.field({ type: ImageSetType, nullable: true, resolve: (a, _args, ctx) => resolveImageSet(ctx, a.photoFileId) }),
    safeZone: t.field({ type: SafeZoneType, resolve: safeZoneOf }),
    alertDelayMin: t.exposeInt('alertDelayMin'),
    foodTimeConstantMin: t.exposeInt('foodTimeConstantMin', {
      description: "Minutes: the food estimate's first-order time constant for air sensors (5-240, default 30).",
    }),
    batchLifeDays: t.int({
      description: 'Days a batch lives before it turns over by itself (7 cold, 1 hot unless set).',
      resolve: (a) => a.batchLifeDays ?? (a.type === 'HOT_HOLDING' ? BATCH_LIFE_DAYS.HOT : BATCH_LIFE_DAYS.COLD),
    }),
    serviceDisplay: t.exposeBoolean('serviceDisplay', { description: 'Used for service or display (UK: one tolerance per batch).' }),
    outOfService: t.exposeBoolean('outOfService', { description: 'Switched off or emptied by hand: no batch and no temperature alert.' }),
    serviceHours: t.field({ type: [ServiceWindowType], resolve: (a) => a.serviceHours }),
    /** Whether it holds time/temperature-controlled food; food safeness is NA otherwise. */
    holdsTcsFood: t.boolean({ resolve: (a) => holdsTcsFood(a.type) }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
  }),
});

/** What a delete mutation reports: the id of the removed row, for the client's cache. */
export const DeletedPayload = builder.objectRef<{ status: 'SUCCESS' | 'ERROR'; id: string }>('DeletedPayload').implement({
  authScopes: READ,
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    id: t.exposeID('id'),
  }),
});

const ServiceWindowInput = builder.inputType('ServiceWindowInput', {
  description: "A weekly service window in the location's zone: ISO weekday (1 Monday), minutes after midnight.",
  fields: (t) => ({
    weekday: t.int({ required: true }),
    startMin: t.int({ required: true }),
    endMin: t.int({ required: true }),
  }),
});

const SafeZoneInput = builder.inputType('SafeZoneInput', {
  description: 'Bounds written in `unit` (°C when absent); stored exactly, and shown back in that unit.',
  fields: (t) => ({ min: t.float(), max: t.float(), unit: t.field({ type: TemperatureUnitEnum }) }),
});

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never,
  'InputObject'
>;

/** The editable fields an appliance is created and updated with (create names its location, update its id). */
function applianceFields(t: InputFieldBuilder) {
  return {
    name: t.string(),
    type: t.field({ type: ApplianceTypeEnum }),
    contents: t.string(),
    description: t.string(),
    equipmentId: t.string(),
    serialNumber: t.string(),
    vendor: t.string(),
    maintenance: t.string(),
    areaId: t.id(),
    photoFileId: t.id(),
    safeZone: t.field({ type: SafeZoneInput }),
    alertDelayMin: t.int(),
    foodTimeConstantMin: t.int(),
    batchLifeDays: t.int(),
    serviceDisplay: t.boolean(),
    outOfService: t.boolean(),
    serviceHours: t.field({ type: [ServiceWindowInput] }),
  };
}

const CreateApplianceInput = builder
  .inputType('CreateApplianceInput', {
    fields: (t) => ({ locationId: t.id({ required: true }), ...applianceFields(t) }),
  })
  .validate(createApplianceInputSchema);

const UpdateApplianceInput = builder
  .inputType('UpdateApplianceInput', {
    fields: (t) => ({ id: t.id({ required: true }), ...applianceFields(t) }),
  })
  .validate(updateApplianceInputSchema);

builder.queryFields((t) => ({
  appliance: t.field({
    type: ApplianceType,
    nullable: true,
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleApplianceById({ scope: ctx, id: String(id) }),
  }),
  unassignedAppliances: t.field({
    type: [ApplianceType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => unassignedAppliances({ scope: ctx, locationId: String(locationId) }),
  }),
}));

builder.mutationFields((t) => ({
  createAppliance: t.field({
    type: ApplianceType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateApplianceInput, required: true }) },
    resolve: (_root, { input }, ctx) => createAppliance({ scope: ctx, input }),
  }),
  updateAppliance: t.field({
    type: ApplianceType,
    authScopes: MANAGE,
    args: { input: t.arg({ type: UpdateApplianceInput, required: true }) },
    // The safe zone, service hours and out-of-service flag are history (the records view) and move the
    // food verdict: both are told, so an open equipment page follows the edit without a reload.
    resolve: (_root, { input }, ctx) =>
      updateAppliance({ scope: ctx, input })
        .then(publishing(ctx, (a: ApplianceRow) => recordsChanged({ applianceId: a.id, locationId: a.locationId })))
        .then(publishing(ctx, foodChanged)),
  }),
  deleteAppliance: t.field({
    type: DeletedPayload,
    authScopes: MANAGE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const deleted = await deleteAppliance({ scope: ctx, id: String(id) });
      return { status: 'SUCCESS' as const, id: deleted.id };
    },
  }),
}));
