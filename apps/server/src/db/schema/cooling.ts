import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { JURISDICTION_PROFILES, PROCESS_KINDS, PROCESS_VARIANTS } from '@ks/domain';
import { appliances, sensors } from './estate.js';
import { users } from './identity.js';
import { locations } from './locations.js';
import { clientId, id, tstz } from './columns.js';

export const PROCESS_LOG_STATUSES = ['RUNNING', 'PASSED', 'FAILED'] as const;
/** What was done about a failed log (PRODUCT.md: reheat and restart once, or discard). */
export const PROCESS_LOG_RESOLUTIONS = ['REHEATED_AND_RESTARTED', 'DISCARDED'] as const;

/**
 * A cooling or reheating log of one batch of food (PRODUCT.md "Food-safety model"): its checkpoints are
 * the location's jurisdiction profile at the start (`profile` keeps which, so a later change of profile
 * does not rewrite history). Temperatures come from manual readings (`cooling_log_readings`) and, when a
 * probe sensor is named, from that sensor's stored readings (the existing ingest feeds it, nothing is
 * copied). `reminded_count` / `missed_notified_count` are how many checkpoints were already told about,
 * claimed before mailing so that each notice goes out once.
 */
export const coolingLogs = pgTable(
  'cooling_logs',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROCESS_KINDS }).notNull(),
    foodName: text('food_name').notNull(),
    /** Where the food cools; null: on the bench. */
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'set null' }),
    sensorId: uuid('sensor_id').references(() => sensors.id, { onDelete: 'set null' }),
    profile: text('profile', { enum: JURISDICTION_PROFILES }).notNull(),
    startedAt: tstz('started_at').notNull(),
    startTemperatureC: doublePrecision('start_temperature_c').notNull(),
    /** Ambient ingredients, processed food reheated to 135 °F, Scotland's 82 °C reheat (process-variants.ts). */
    variant: text('variant', { enum: PROCESS_VARIANTS }).notNull().default('STANDARD'),
    /** When the food left the heat, given by the cook for a log started below 135 °F / 60 °C. */
    leftHeatAt: tstz('left_heat_at'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROCESS_LOG_STATUSES }).notNull().default('RUNNING'),
    endedAt: tstz('ended_at'),
    /** Index (0-based) of the first checkpoint missed, when FAILED. */
    failedCheckpoint: integer('failed_checkpoint'),
    resolution: text('resolution', { enum: PROCESS_LOG_RESOLUTIONS }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    /** The failed log this one restarts after reheating (a log is restarted at most once). */
    restartOf: uuid('restart_of').references((): AnyPgColumn => coolingLogs.id, { onDelete: 'set null' }),
    remindedCount: integer('reminded_count').notNull().default(0),
    missedNotifiedCount: integer('missed_notified_count').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cooling_logs_location_started_idx').on(t.locationId, t.startedAt),
    index('cooling_logs_client_idx').on(t.clientId),
    index('cooling_logs_running_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'RUNNING'`),
    index('cooling_logs_restart_of_idx').on(t.restartOf),
    check('cooling_logs_ended_status', sql`(${t.endedAt} IS NULL) = (${t.status} = 'RUNNING')`),
    check('cooling_logs_resolution_failed', sql`${t.resolution} IS NULL OR ${t.status} = 'FAILED'`),
  ],
);

/** A temperature taken by hand (a probe thermometer read on a phone) during a cooling or reheating log. */
export const coolingLogReadings = pgTable(
  'cooling_log_readings',
  {
    id: id(),
    clientId: clientId(),
    logId: uuid('log_id')
      .notNull()
      .references(() => coolingLogs.id, { onDelete: 'cascade' }),
    time: tstz('time').notNull(),
    temperatureC: doublePrecision('temperature_c').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('cooling_log_readings_log_time_idx').on(t.logId, t.time), index('cooling_log_readings_client_idx').on(t.clientId)],
);
