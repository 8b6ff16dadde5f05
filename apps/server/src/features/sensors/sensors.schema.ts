import {
  createSensorInputSchema,
  isSensorOffline,
  SENSOR_MODELS,
  SENSOR_PLACEMENTS,
  SENSOR_SORT_COLUMNS,
  SENSOR_SORT_DIRECTIONS,
  updateSensorInputSchema,
} from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ApplianceType, DeletedPayload } from '../appliances/appliances.schema.js';
import { applianceByKnownId, visibleApplianceById } from '../appliances/appliances.service.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { LocationSummaryType, LocationType } from '../locations/locations.schema.js';
import {
  applianceSensors,
  attachSensor,
  availableSensors,
  createSensor,
  deleteSensor,
  detachSensor,
  listSensors,
  rotateSensorCredential,
  sensorsCountOf,
  sensorsOfAppliance,
  updateSensor,
  visibleSensorById,
  type SensorAttachmentPayload,
  type SensorRow,
  type SensorWithSecret,
} from './sensors.service.js';
import { visibleLocationById } from '../../scope/visible-locations.js';
import { radioHealthOf, type RadioHealth } from './radio-health.js';

const READ = { level: 'STANDARD_USER' } as const;
const MANAGE = { level: 'LOCATION_MANAGER' } as const;
const REGISTRY = { level: 'MANAGER' } as const;

const SensorSortEnum = builder.enumType('SensorSort', { values: SENSOR_SORT_COLUMNS });
const SensorSortDirectionEnum = builder.enumType('SensorSortDirection', { values: SENSOR_SORT_DIRECTIONS });
export const SensorPlacementEnum = builder.enumType('SensorPlacement', {
  values: SENSOR_PLACEMENTS,
  description: 'What a sensor measures: the air (the food clock runs on an estimate), a food simulant, or the food itself.',
});
export const SensorModelEnum = builder.enumType('SensorModel', {
  values: SENSOR_MODELS,
  description: 'How LoRaWAN uplinks are decoded: GENERIC takes the network server’s decoded fields only.',
});
const SensorErrorCodeEnum = builder.enumType('SensorErrorCode', { values: ['ERROR_SENSOR_IS_NOT_ATTACHED'] as const });

interface LatestData {
  temperature: number | null;
  humidity: number | null;
  batteryLevel: number | null;
  signalLevel: number | null;
  time: Date;
}

/** The newest reading a sensor sent: °C, % relative humidity, battery % and signal level %. */
const SensorLatestDataType = builder.objectRef<LatestData>('SensorLatestData').implement({
  authScopes: READ,
  fields: (t) => ({
    temperature: t.exposeFloat('temperature', { nullable: true }),
    humidity: t.exposeFloat('humidity', { nullable: true }),
    batteryLevel: t.exposeInt('batteryLevel', { nullable: true }),
    signalLevel: t.exposeInt('signalLevel', { nullable: true }),
    time: t.field({ type: 'DateTime', resolve: (d) => d.time }),
  }),
});

/** The LoRaWAN radio as the network server saw it (null for a sensor that never sent an uplink). */
const SensorRadioHealthType = builder.objectRef<RadioHealth>('SensorRadioHealth').implement({
  authScopes: READ,
  fields: (t) => ({
    rssi: t.exposeInt('rssi', { nullable: true, description: 'dBm, the best gateway of the last uplink.' }),
    snr: t.exposeFloat('snr', { nullable: true, description: 'dB, the best gateway of the last uplink.' }),
    weakSignal: t.exposeBoolean('weakSignal'),
    lostUplinksToday: t.exposeInt('lostUplinksToday', { description: 'Frame-counter gaps today, in the location’s zone.' }),
    at: t.field({ type: 'DateTime', resolve: (h) => h.at }),
  }),
});

export const SensorType = builder.objectRef<SensorRow>('Sensor').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    hwid: t.exposeString('hwid'),
    manufacturer: t.exposeString('manufacturer', { nullable: true }),
    photoFileId: t.exposeID('photoFileId', { nullable: true }),
    photo: t.field({ type: ImageSetType, nullable: true, resolve: (s, _args, ctx) => resolveImageSet(ctx, s.photoFileId) }),
    locationId: t.exposeID('locationId', { nullable: true }),
    location: t.field({
      type: LocationType,
      nullable: true,
      resolve: (s, _args, ctx) => (s.locationId ? visibleLocationById({ scope: ctx, id: s.locationId }) : null),
    }),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (s, _args, ctx) => applianceByKnownId({ scope: ctx, applianceId: s.applianceId }),
    }),
    attachedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.attachedAt }),
    placement: t.field({ type: SensorPlacementEnum, resolve: (s) => s.placement }),
    model: t.field({ type: SensorModelEnum, resolve: (s) => s.model }),
    radioHealth: t.field({ type: SensorRadioHealthType, nullable: true, resolve: radioHealthOf }),
    reportingIntervalSec: t.exposeInt('reportingIntervalSec'),
    latestData: t.field({
      type: SensorLatestDataType,
      nullable: true,
      resolve: (s) =>
        s.latestDataAt
          ? {
              temperature: s.latestTemperature,
              humidity: s.latestHumidity,
              batteryLevel: s.latestBatteryLevel,
              signalLevel: s.latestSignalLevel,
              time: s.latestDataAt,
            }
          : null,
    }),
    /** Silent for 3 reporting intervals, or never reported (PRODUCT.md). */
    isOffline: t.boolean({ resolve: (s) => isSensorOffline(s.latestDataAt, s.reportingIntervalSec) }),
    nextMaintenanceAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.nextMaintenanceAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
  }),
});

/** A sensor and its ingest secret: returned once, by createSensor and rotateSensorCredential only. */
const SensorWithSecretType = builder.objectRef<SensorWithSecret>('SensorWithSecret').implement({
  authScopes: REGISTRY,
  fields: (t) => ({
    sensor: t.field({ type: SensorType, resolve: (p) => p.sensor }),
    secret: t.exposeString('secret'),
  }),
});

const SensorAttachmentPayloadType = builder.objectRef<SensorAttachmentPayload>('SensorAttachmentPayload').implement({
  authScopes: READ,
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: (p) => p.status }),
    errorCode: t.field({
      type: SensorErrorCodeEnum,
      nullable: true,
      resolve: (p) => (p.errorCode === 'ERROR_SENSOR_IS_NOT_ATTACHED' ? p.errorCode : null),
    }),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (p, _args, ctx) => visibleApplianceById({ scope: ctx, id: p.applianceId }),
    }),
    sensor: t.field({ type: SensorType, nullable: true, resolve: (p, _args, ctx) => visibleSensorById({ scope: ctx, id: p.sensorId }) }),
  }),
});

builder.objectFields(ApplianceType, (t) => ({
  sensors: t.field({ type: [SensorType], resolve: (a, _args, ctx) => sensorsOfAppliance({ scope: ctx, applianceId: a.id }) }),
  /** The earliest attached sensor: its readings are the appliance's temperature. */
  primarySensor: t.field({
    type: SensorType,
    nullable: true,
    resolve: async (a, _args, ctx) => (await sensorsOfAppliance({ scope: ctx, applianceId: a.id }))[0] ?? null,
  }),
}));

builder.objectFields(LocationSummaryType, (t) => ({
  /** Sensors kept for the location (attached to its equipment or ready to be). */
  sensorsCount: t.int({ resolve: (summary, _args, ctx) => sensorsCountOf({ scope: ctx, locationId: summary.location.id }) }),
}));

const CreateSensorInput = builder
  .inputType('CreateSensorInput', {
    fields: (t) => ({
      hwid: t.string(),
      manufacturer: t.string(),
      photoFileId: t.id(),
      locationId: t.id(),
      reportingIntervalSec: t.int(),
      nextMaintenanceAt: t.field({ type: 'DateTime' }),
      placement: t.field({ type: SensorPlacementEnum, description: 'AIR when not given.' }),
      model: t.field({ type: SensorModelEnum, description: 'GENERIC when not given.' }),
    }),
  })
  .validate(createSensorInputSchema);

const UpdateSensorInput = builder
  .inputType('UpdateSensorInput', {
    fields: (t) => ({
      id: t.id({ required: true }),
      manufacturer: t.string(),
      photoFileId: t.id(),
      locationId: t.id(),
      reportingIntervalSec: t.int(),
      nextMaintenanceAt: t.field({ type: 'DateTime' }),
      placement: t.field({ type: SensorPlacementEnum }),
      model: t.field({ type: SensorModelEnum }),
    }),
  })
  .validate(updateSensorInputSchema);

builder.queryFields((t) => ({
  sensors: t.field({
    type: [SensorType],
    authScopes: READ,
    args: {
      locationId: t.arg.id(),
      sort: t.arg({ type: SensorSortEnum }),
      direction: t.arg({ type: SensorSortDirectionEnum }),
    },
    resolve: (_root, args, ctx) =>
      listSensors({
        scope: ctx,
        locationId: args.locationId == null ? null : String(args.locationId),
        sort: args.sort ?? undefined,
        direction: args.direction ?? undefined,
      }),
  }),
  sensor: t.field({
    type: SensorType,
    nullable: true,
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleSensorById({ scope: ctx, id: String(id) }),
  }),
  availableSensors: t.field({
    type: [SensorType],
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, { locationId }, ctx) => availableSensors({ scope: ctx, locationId: String(locationId) }),
  }),
  applianceSensors: t.field({
    type: [SensorType],
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => applianceSensors({ scope: ctx, applianceId: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  createSensor: t.field({
    type: SensorWithSecretType,
    authScopes: REGISTRY,
    args: { input: t.arg({ type: CreateSensorInput, required: true }) },
    resolve: (_root, { input }, ctx) => createSensor({ scope: ctx, app: ctx, input }),
  }),
  updateSensor: t.field({
    type: SensorType,
    authScopes: REGISTRY,
    args: { input: t.arg({ type: UpdateSensorInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSensor({ scope: ctx, input }),
  }),
  deleteSensor: t.field({
    type: DeletedPayload,
    authScopes: REGISTRY,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      status: 'SUCCESS' as const,
      id: (await deleteSensor({ scope: ctx, app: ctx, id: String(id) })).id,
    }),
  }),
  rotateSensorCredential: t.field({
    type: SensorWithSecretType,
    authScopes: REGISTRY,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => rotateSensorCredential({ scope: ctx, app: ctx, id: String(id) }),
  }),
  attachSensor: t.field({
    type: SensorAttachmentPayloadType,
    authScopes: MANAGE,
    args: {
      applianceId: t.arg.id({ required: true }),
      sensorId: t.arg.id({ required: true }),
      attachedAt: t.arg({
        type: 'DateTime',
        required: false,
        description:
          'When the sensor was fitted, if the attachment is recorded later (default now): its readings from then on count for the equipment. At most 7 days back, not in the future, not before its newest stored reading.',
      }),
    },
    resolve: (_root, args, ctx) =>
      attachSensor({
        scope: ctx,
        applianceId: String(args.applianceId),
        sensorId: String(args.sensorId),
        attachedAt: args.attachedAt ?? null,
      }),
  }),
  detachSensor: t.field({
    type: SensorAttachmentPayloadType,
    authScopes: MANAGE,
    args: { applianceId: t.arg.id({ required: true }), sensorId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => detachSensor({ scope: ctx, applianceId: String(args.applianceId), sensorId: String(args.sensorId) }),
  }),
}));
