import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLIANCE_TYPES, SENSOR_MODELS, SENSOR_PLACEMENTS, TEMPERATURE_UNITS, type ServiceWindow } from '@ks/domain';
import { clientId, createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { locations } from './locations.js';

/** A part of a location (Kitchen, Cold room, Bar …) that groups its equipment. */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('areas_client_idx').on(t.clientId),
    // Two areas of one location with the same name would be indistinguishable in every list.
    uniqueIndex('areas_location_name_key').on(t.locationId, sql`lower(${t.name})`),
  ],
);

/** An area's floorplan: one picture of the room on which its equipment is placed. */
export const floorplans = pgTable(
  'floorplans',
  {
    id: id(),
    clientId: clientId(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    // Deleting the picture leaves nothing to place equipment on, so the floorplan goes with it.
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('floorplans_area_key').on(t.areaId), index('floorplans_client_idx').on(t.clientId)],
);

/** A piece of equipment (appliance) of a location; temperatures are stored in °C. */
export const appliances = pgTable(
  'appliances',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    // No cascade: an area with equipment cannot be deleted (spec §5); the service answers
    // ERROR_AREA_HAS_APPLIANCES and this key is the net under it.
    areaId: uuid('area_id').references(() => areas.id),
    name: text('name').notNull(),
    type: text('type', { enum: APPLIANCE_TYPES }).notNull(),
    contents: text('contents'),
    description: text('description'),
    equipmentId: text('equipment_id'),
    serialNumber: text('serial_number'),
    vendor: text('vendor'),
    maintenance: text('maintenance'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The safe zone in °C, exact (135 °F is 57.222… °C, never rounded to 57.22). */
    safeMinC: doublePrecision('safe_min_c'),
    safeMaxC: doublePrecision('safe_max_c'),
    /** The unit the safe zone was written in: it is shown back in it, so 135 °F stays "135 °F". */
    safeZoneUnit: text('safe_zone_unit', { enum: TEMPERATURE_UNITS }).notNull().default('C'),
    alertDelayMin: integer('alert_delay_min').notNull(),
    /** The food's first-order time constant (minutes) for air sensors' food estimate (PRODUCT.md, 5–240). */
    foodTimeConstantMin: integer('food_time_constant_min').notNull().default(30),
    /** Days a batch lives before it turns over by itself; null: 7 cold, 1 hot (batch-life.ts). */
    batchLifeDays: integer('batch_life_days'),
    /** Used for service or display (UK Schedule 4: one tolerance per batch). */
    serviceDisplay: boolean('service_display').notNull().default(false),
    /** Switched off or emptied by hand: no batch, no temperature alert. */
    outOfService: boolean('out_of_service').notNull().default(false),
    /** Weekly service windows in the location's zone; empty: always in service. */
    serviceHours: jsonb('service_hours').$type<ServiceWindow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appliances_location_idx').on(t.locationId),
    index('appliances_area_idx').on(t.areaId),
    index('appliances_client_idx').on(t.clientId),
    check('appliances_safe_zone_bounded', sql`${t.safeMinC} IS NOT NULL OR ${t.safeMaxC} IS NOT NULL`),
    check('appliances_safe_zone_ordered', sql`${t.safeMinC} IS NULL OR ${t.safeMaxC} IS NULL OR ${t.safeMinC} < ${t.safeMaxC}`),
    check('appliances_alert_delay_positive', sql`${t.alertDelayMin} > 0`),
    check('appliances_safe_zone_unit_known', sql`${t.safeZoneUnit} IN ('C', 'F')`),
    check('appliances_food_time_constant_range', sql`${t.foodTimeConstantMin} BETWEEN 5 AND 240`),
    check('appliances_batch_life_range', sql`${t.batchLifeDays} IS NULL OR ${t.batchLifeDays} BETWEEN 1 AND 14`),
  ],
);

/** Where an appliance sits on its area's floorplan, as fractions (0…1) of the picture's width and height. */
export const appliancePlacements = pgTable(
  'appliance_placements',
  {
    applianceId: uuid('appliance_id')
      .primaryKey()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    floorplanId: uuid('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appliance_placements_floorplan_idx').on(t.floorplanId),
    check('appliance_placements_on_plan', sql`${t.x} BETWEEN 0 AND 1 AND ${t.y} BETWEEN 0 AND 1`),
  ],
);

/**
 * A wireless sensor of the client's registry. It is kept for a location (or in stock when
 * `location_id` is null) and attached to at most one appliance; the earliest attached sensor of an
 * appliance is its primary one. The `latest_*` columns are written by ingest and only move forward.
 */
export const sensors = pgTable(
  'sensors',
  {
    id: id(),
    clientId: clientId(),
    hwid: text('hwid').notNull(),
    manufacturer: text('manufacturer'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    // Deleting an appliance with a sensor is refused by the service; a location deleted as a whole
    // puts its sensors back in stock.
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    reportingIntervalSec: integer('reporting_interval_sec').notNull().default(300),
    latestTemperature: doublePrecision('latest_temperature'),
    latestHumidity: doublePrecision('latest_humidity'),
    latestBatteryLevel: integer('latest_battery_level'),
    latestSignalLevel: integer('latest_signal_level'),
    latestDataAt: timestamp('latest_data_at', { withTimezone: true }),
    nextMaintenanceAt: timestamp('next_maintenance_at', { withTimezone: true }),
    /** Added to every temperature at ingest (the raw value is kept on the reading); set by a manager. */
    temperatureOffsetC: doublePrecision('temperature_offset_c').notNull().default(0),
    offsetSetBy: uuid('offset_set_by'),
    offsetSetAt: timestamp('offset_set_at', { withTimezone: true }),
    calibrationIntervalMonths: integer('calibration_interval_months').notNull().default(6),
    /** What the sensor measures: the air (the food clock runs on an estimate), a food simulant, or the food. */
    placement: text('placement', { enum: SENSOR_PLACEMENTS }).notNull().default('AIR'),
    /** How its LoRaWAN uplinks are decoded (features/lorawan); GENERIC for every other sensor. */
    model: text('model', { enum: SENSOR_MODELS }).notNull().default('GENERIC'),
    /** Radio health from the network server: the best gateway of the last uplink, and frame-counter gaps. */
    radioRssi: integer('radio_rssi'),
    radioSnr: doublePrecision('radio_snr'),
    radioAt: timestamp('radio_at', { withTimezone: true }),
    lastFcnt: bigint('last_fcnt', { mode: 'number' }),
    lostUplinksToday: integer('lost_uplinks_today').notNull().default(0),
    lostUplinksDay: date('lost_uplinks_day', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sensors_client_hwid_key').on(t.clientId, t.hwid),
    index('sensors_appliance_idx').on(t.applianceId),
    index('sensors_location_idx').on(t.locationId),
    check('sensors_reporting_interval_positive', sql`${t.reportingIntervalSec} > 0`),
    check('sensors_attached_at_with_appliance', sql`(${t.applianceId} IS NULL) = (${t.attachedAt} IS NULL)`),
    check('sensors_placement_known', sql`${t.placement} IN ('AIR', 'FOOD_SIMULANT', 'FOOD_PROBE')`),
    check('sensors_model_known', sql`${t.model} IN ('GENERIC', 'DRAGINO_LHT65N', 'MILESIGHT_EM300_TH', 'ELSYS_ERS')`),
  ],
);

/**
 * The secret a sensor (or its gateway) sends to ingest. Only its SHA-256 is stored; the secret itself is
 * shown once, when the sensor is registered or the credential rotated. No GraphQL type exposes this table.
 */
export const sensorCredentials = pgTable(
  'sensor_credentials',
  {
    sensorId: uuid('sensor_id')
      .primaryKey()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sensor_credentials_secret_hash_key').on(t.secretHash)],
);
